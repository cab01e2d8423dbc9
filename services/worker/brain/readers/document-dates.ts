/**
 * A date that only says when a document was written ("Ihrer Auftragsbestätigung vom 21.11.",
 * "your order of 3 March", "our invoice dated 12/02", "notre devis du 4 mars", "su pedido del 3
 * de marzo", "la nostra offerta del 4 marzo", "onze offerte van 4 maart", "a sua encomenda de 3
 * de março"): the document's date, never the date of the delivery, visit or event a field asks
 * for, unless the field asks for that document's date ("order date", "invoice date").
 * Folded text, a bounded window before the date, plain alternations: linear.
 */

const DOCUMENT = String.raw`(?:order|invoice|quote|quotation|offer|estimate|confirmation|order confirmation|letter|e-?mail|message|contract|bestellung|auftrag|\p{L}*bestatigung|rechnung|angebot|kostenvoranschlag|schreiben|brief|nachricht|vertrag|commande|facture|devis|offre|confirmation|lettre|courrier|contrat|pedido|factura|presupuesto|oferta|confirmacion|carta|correo|contrato|ordine|fattura|preventivo|offerta|conferma|lettera|contratto|bestelling|factuur|offerte|bevestiging|opdrachtbevestiging|brief|contract|encomenda|fatura|orcamento|proposta|confirmacao|carta|contrato)`;

/** The document noun, a word or two, then "of", "dated", "vom", "du", "del", "dal", "van", "de" right before the date. */
const DOCUMENT_DATED = new RegExp(
  String.raw`\b${DOCUMENT}\b(?:\s+(?:no\.?|nr\.?|n°|#)?\s*[\w./-]{0,14})?\s+(?:of|dated|from|vom|von|datiert|du|date du|datee du|del|de|fechad[oa] (?:el|de)|dal|del|datata|van|gedateerd|de|do|datad[oa] de)\s+(?:the\s+|le\s+|el\s+|il\s+)?$`,
  'u',
);

export function documentDate(folded: string, index: number): boolean {
  return DOCUMENT_DATED.test(folded.slice(Math.max(0, index - 70), index));
}

/** A field that asks for a document's own date ("order date", "date of the invoice"). */
export function asksDocumentDate(fieldFolded: string): boolean {
  return new RegExp(String.raw`\b${DOCUMENT}\b`, 'u').test(fieldFolded);
}
