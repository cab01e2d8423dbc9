import { findNumbers, type FoundNumber } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { DEPOSIT_WORDS, NOT_REQUIRED_AFTER } from '../readers/lexicons/cost-terms.js';
import { negatedBefore } from '../readers/negation.js';
import { TAX_WORD } from '../readers/vat-status.js';
import { amountScope } from '../readers/amount-scope.js';
import { HEDGE_BEFORE } from './hedges.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * A charge added to a total (offline-result.ts): "freight adds another €240", "plus a €150
 * call-out fee", a later "I forgot the delivery charge of €95", "dazu kommen noch 240 € Fracht",
 * "auquel s'ajoutent 240 € de transport", "call-outs after 6pm are not in the comprehensive price,
 * they're £145", "nicht im Pauschalpreis", "pas compris dans le forfait", "más 240 € de portes", "a cui si aggiungono 240 € di
 * trasporto", "daar komt nog € 240 vracht bij", "acrescem 240 € de transporte". A total stated
 * before such a sentence (in the same message or an older one) is no longer sure: the field is
 * asked, unless the total read comes after the charge in its own sentence ("…, so €2,220 in
 * all", "più i 180 di trasporto, quindi totale 3.456 €"): that is the new total. A charge under
 * a condition ("if you want prints, £12 extra each"), waived, free, or VAT is none. A base price
 * field is not touched (the caller checks the field's scope).
 *
 * Folded text, bounded windows, literal alternations: linear time.
 */

/** Words that add a cost to what was stated, in the seven reading languages. */
const ADD_CUE = new RegExp(
  `\\b(?:${[
    'adds?|added|plus|on top|in addition|additionally|additional|extra|forgot|forgotten|not included|excluding|exclusive of|separately|to be added',
    'not (?:in|part of|covered by|within) (?:the|our|your|this|that) (?:[a-z-]+ ){0,2}(?:price|quote|rate|fee|contract|package|total)',
    'nicht (?:im|in dem|in der|teil des|teil der) (?:[a-z-]+ ){0,2}(?:preis|angebot|pauschale|vertrag|pauschalpreis)|dazu kommen|dazu kommt|kommen noch|kommt noch|dazu(?=\\s*[(.,;]|\\s*$)|hinzu|zuzuglich|zzgl|zusatzlich|obendrauf|vergessen|gesondert|nicht enthalten|nicht inbegriffen|exklusive',
    "(?:ne sont |n'est )?pas (?:compris |inclus )?dans (?:le|la|ce|cette|notre|votre) (?:[a-z-]+ ){0,2}(?:prix|forfait|devis|tarif|contrat)|s'ajoutent|s'ajoute|a ajouter|en plus|en sus|en supplement|supplementaire|oublie|non compris|non inclus",
    'no (?:esta|estan|entra|entran|va|van) (?:incluid[oa]s? )?en (?:el|la|este|esta|nuestro|nuestra|su) (?:[a-z-]+ ){0,2}(?:precio|presupuesto|tarifa|contrato|cuota)|mas|se anaden|se anade|a sumar|adicional(?:es)?|aparte|ademas|olvide|olvidado|se me olvido|no incluid[oa]s?|sin incluir',
    'non (?:e|sono|rientra|rientrano) (?:compres[oaie] )?nel (?:[a-z-]+ ){0,2}(?:prezzo|canone|preventivo|contratto|forfait)|piu|si aggiungono|si aggiunge|da aggiungere|aggiuntiv[oaie]|in piu|a parte|dimenticato|dimenticata|esclus[oaie]|non compres[oaie]|non inclus[oaie]',
    '(?:zit|zitten|valt|vallen) niet (?:in|onder) (?:de|het|onze|uw) (?:[a-z-]+ ){0,2}(?:prijs|offerte|contract|tarief)|komt (?:er )?nog|komen (?:er )?nog|daarbovenop|bovenop|bijkomende|vergeten|exclusief|niet inbegrepen',
    'nao (?:esta|estao|entra|entram|vai|vao) (?:incluid[oa]s? )?no (?:[a-z-]+ ){0,2}(?:preco|orcamento|contrato|valor)|acresce|acrescem|a acrescer|mais|adicionais|a parte|alem disso|esqueci|esqueci-me|nao incluid[oa]s?',
  ].join('|')})\\b(?! (?:de|di|que|than|d'|o meno|ou menos|o menos)\\b)`,
  'g',
);

/** A charge offered under a condition or as an option is no part of the total asked. */
const CONDITIONAL =
  /\b(?:if|should you|any extra|eventuell\w*|eventuel\w*|eventual\w*|eventuais|eventuele|optional\w*|on request|upon request|beyond|au-dela|mas alla|uber \w+ hinaus|wenn|falls|auf wunsch|si (?:vous|tu|besoin|necessaire|usted|ustedes|desea|quiere|necesita|necesitais|necesitan|necesitas|os hace falta|le hace falta|les hace falta|quereis|quieren)|sur demande|en option|bajo pedido|a peticion|opcional\w*|se (?:vuole|volete|desidera|desiderate|serve|servono|quiser|quiserem|desejar|precisar|precisarem)|se (?:le|vi|ti) (?:serve|servono|servisse|servissero|occorre|occorresse)|su richiesta|opzional\w*|als (?:u|je|jullie)|indien|optioneel|op aanvraag|desgewenst|a pedido)\b/;

/** Words after a charge's amount that say it is free or included after all. */
const FREE_AFTER =
  /^[^.;!?\d]{0,25}\b(?:free|included|waived|gratis|kostenlos|inklusive|inbegriffen|gratuit\w*|inclus\w*|incluid\w*|compres\w*|inbegrepen|incluid\w*)\b/;

/** How far after its cue a charge's amount may stand ("freight adds another €240"), and before it ("€95 extra"). */
const AFTER = 45;
const BEFORE = 25;

/**
 * Whether a (folded) sentence adds something or offers it under a condition or as an option
 * ("plus", "extra", "on top", "if you want", "optional"): its amounts are no restatement of a
 * price asked (contested-amounts.ts).
 */
export function addsOrOffers(folded: string): boolean {
  return CONDITIONAL.test(folded) || folded.search(ADD_CUE) >= 0;
}

/** The amount a sentence (its text and folded text) adds as a charge, if any. */
export function chargeAdded(text: string, folded: string): FoundNumber | undefined {
  if (CONDITIONAL.test(folded)) return undefined;
  const lang = detectLanguage(text);
  const amounts = findNumbers(text, lang).filter((n) => n.currency && !n.percent);
  if (amounts.length === 0) return undefined;
  for (const cue of folded.matchAll(ADD_CUE)) {
    const at = cue.index ?? 0;
    const end = at + cue[0].length;
    // "at no extra cost", "ohne Aufpreis", "sans supplément": a cost said not to be charged.
    if (negatedBefore(folded.slice(Math.max(0, at - 24), at), lang, 3)) continue;
    if (NOT_REQUIRED_AFTER.test(folded.slice(end))) continue;
    // The amount nearest the cue, with no other figure between them.
    // Not the amount a sum comes to ("over six weeks plus erect and strike comes to £2,480 all
    // in"): that is the total, not the charge added.
    const charge = amounts.find(
      (n) =>
        ((n.index >= end &&
          n.index - end <= AFTER &&
          !/\d/.test(text.slice(end, n.index)) &&
          !asideEnds(text, end, n.index)) ||
          (n.end <= at && at - n.end <= BEFORE && !/\d/.test(text.slice(n.end, at)))) &&
        !(n.index >= end && amountScope(text, n.index, n.end) === 'total'),
    );
    if (!charge) continue;
    // "the deposit invoice for £412.50 is coming over separately": a part of the price paid ahead,
    // and papers sent apart, add nothing to it.
    if (DEPOSIT_WORDS.test(folded.slice(Math.max(0, charge.index - 30), charge.end + 20))) continue;
    if (SENT_APART.test(folded.slice(Math.max(0, at - 30), end))) continue;
    // "cerca de 450 €", "about £80": a rough figure for something apart is no stated charge.
    if (HEDGE_BEFORE.test(folded.slice(Math.max(0, charge.index - 20), charge.index))) continue;
    const between = folded.slice(Math.min(end, charge.end), Math.max(at, charge.index));
    // The amount's own tax qualifier ("son 280 € + IVA", "£95 plus VAT") says how it is written,
    // not that it is a tax: only the words before it, then.
    const after = folded.slice(charge.end, charge.end + 14);
    const around = OWN_TAX_AFTER.test(after)
      ? folded.slice(Math.max(0, charge.index - 12), charge.index)
      : folded.slice(Math.max(0, charge.index - 12), charge.end + 14);
    // "plus VAT", "zzgl. MwSt", "hors TVA", "più IVA", "excl. btw" are no charge.
    if (TAX_WORD.test(between) || TAX_WORD.test(around) || TAX_WORD.test(folded.slice(end, end + 12))) continue;
    if (FREE_AFTER.test(folded.slice(charge.end))) continue;
    return charge;
  }
  return undefined;
}

/** A tax qualifier right after an amount (its currency first): "+ IVA", "plus VAT", "zzgl. MwSt", "hors TVA", "excl. btw". */
const OWN_TAX_AFTER =
  /^\s*(?:€|eur\w*|£|\$|chf)?\s*(?:\+|plus|mas|piu|mais|zzgl\.?|zuzuglich|excl\.?|exkl\.?|ex\.?|hors|sin|senza|sem|ohne|without|excluding)\s*(?:de |di |d')?(?:vat|iva|tva|mwst|btw|ust|gst)\b/;

/** Papers or mail sent apart ("coming over separately", "sent separately", "getrennt zugeschickt", "envoyé séparément"). */
const SENT_APART =
  /\b(?:com(?:e|es|ing) over|sen[dt]|sending|follow(?:s|ing)?|emailed|posted|invoiced|(?:zu)?geschickt|zugesandt|versandt|envoy\w*|enviad\w*|inviat\w*|verstuurd|gestuurd)\s+(?:\w+\s+)?(?:separately|apart|getrennt|separat|separement|por separado|a parte|separatamente|afzonderlijk|em separado)$/;

/**
 * Whether the cue stands in an aside that closes before the amount ("(I'll email the invoice
 * separately) and the balance of £136 on collection"): the cue was about something else.
 */
function asideEnds(text: string, from: number, to: number): boolean {
  const close = text.indexOf(')', from);
  return close >= 0 && close < to && !text.slice(from, close).includes('(');
}

/**
 * Whether a total `value`, read from `quote` in `text` (the message it came from), is made
 * unsure by a charge added at or after it in that message, or in any of `later` (newer
 * messages' texts).
 */
export function totalMadeUnsure(
  value: number,
  quote: string | undefined,
  text: string,
  later: readonly string[],
): boolean {
  const from = quote ? Math.max(0, text.indexOf(quote.slice(0, 60))) : 0;
  const own = segmentsOf(text.slice(0, 20_000)).filter((s) => text.indexOf(s.text) + s.text.length > from);
  const segs = [...own, ...later.flatMap((t) => segmentsOf(t.slice(0, 20_000)))];
  return segs.some((seg) => {
    const charge = chargeAdded(seg.text, seg.folded);
    if (!charge) return false;
    // "…, so €2,220 in all": the total read stands after the charge in its sentence.
    const rest = findNumbers(seg.text.slice(charge.end), detectLanguage(seg.text));
    return !rest.some((n) => n.value === value);
  });
}
