import { foldForMatching } from '../language-fold.js';

/**
 * Legal footers: confidentiality notices, disclaimers, "think before you print" lines and
 * company register details, in the seven languages the brain reads. A paragraph is a footer
 * when it says one of these things; such a paragraph is never a source of values (its phone,
 * register and VAT numbers are not prices) and its "unsubscribe" or "if you are not the
 * intended recipient, delete" wording is no opt-out or refusal of the sender.
 */

const FOOTER = new RegExp(
  [
    // English
    'intended (?:solely |only )?for the (?:use of the )?(?:addressee|recipient|named|person)',
    'intended recipient',
    'received (?:this|it|this (?:e-?mail|message|communication)) (?:in error|by mistake)',
    '(?:e-?mail|message|communication)(?: and any attachments?)? (?:may )?contains? (?:confidential|privileged)',
    '(?:e-?mail|message|communication)(?: and any attachments?)? (?:is|are|may be) (?:strictly )?(?:confidential|privileged)',
    'confidentiality notice',
    'disclaimer',
    'privileged and confidential',
    'think before (?:you )?print',
    'consider the environment before printing',
    // German
    'vertrauliche informationen',
    'ist vertraulich',
    'nicht der (?:richtige|beabsichtigte) (?:adressat|empfanger)',
    '(?:irrtumlich|versehentlich) erhalten',
    'diese (?:e-?mail|nachricht) (?:enthalt|kann) vertrauliche',
    // French
    'destinataire(?:s)? (?:designe|vise|exclusif)',
    'strictement confidentiel',
    '(?:ce|le present) (?:message|courriel|e-mail)(?: et (?:toutes )?(?:les|ses) pieces jointes)? (?:est|sont) (?:confidentiel|etabli)',
    'recu (?:ce message|ce courriel) par erreur',
    // Spanish
    'destinatario (?:indicado|previsto)',
    'informacion confidencial',
    '(?:este|el presente) (?:mensaje|correo)(?: electronico)?(?: y sus anexos)? (?:es|son|contiene|puede contener) (?:confidencial|informacion)',
    'recibido (?:este mensaje|este correo|esta comunicacion) por error',
    'proteccion de datos',
    // Italian
    'informazioni riservate',
    'e riservat[oa]',
    'destinatario indicato',
    'ricevuto (?:questo messaggio|questa e-?mail) per errore',
    // Dutch
    'vertrouwelijke informatie',
    'is vertrouwelijk',
    'uitsluitend bestemd',
    'niet de (?:beoogde )?geadresseerde',
    'ten onrechte ontvangen',
    // Portuguese
    'informacao confidencial',
    'e confidencial',
    'destinatario pretendido',
    'recebeu (?:esta mensagem|este e-?mail) por engano',
  ].join('|'),
);

/**
 * Company register details (register, VAT, tax and trade numbers, managing directors). They make
 * a footer only as a register line: a number follows within a few words, or the paragraph is a
 * short line. In a sentence ("we only work with firms that have a VAT number, so …") they are
 * words of the message.
 */
const REGISTER = new RegExp(
  [
    'registered (?:office|in england|in scotland|company)',
    'company (?:registration )?(?:no|number)\\b',
    'vat (?:reg(?:istration)?\\.? )?(?:no|number)\\b',
    'handelsregister',
    'amtsgericht',
    'registergericht',
    'geschaftsfuhrer(?:in)?:',
    'ust-?id',
    'steuernummer',
    'rcs [a-z]',
    'siret',
    'capital social',
    'n° tva',
    'registro mercantil',
    'partita iva',
    'p\\. ?iva',
    'kvk(?:-nummer| nummer| nr)?',
    'btw(?:-nummer| nummer| nr)',
    'cnpj',
  ].join('|'),
  'g',
);

const MAX_CHARS = 2_000;
const SHORT_LINE = 80;

/**
 * A short line that speaks to or of the reader and the writer ("we need your VAT number", "could
 * you send your KvK number?", "precisamos do seu NIF") is a sentence of the message, not a
 * register line: those name the company in the third person.
 */
const PERSONAL =
  /\b(?:we|us|our|you|your|wir|uns|unsere?\w?|ihre?[nrs]?|nous|vous|votre|vos|necesitamos|nosotros|nuestr[oa]s?|usted|noi|vostr[oaie]|abbiamo|wij|ons|onze|uw|jullie|precisamos|nos|nosso|nossa|seu|sua)\b/;

/** True when the paragraph is a legal footer (folded matching of its first 2,000 characters). */
export function isFooterParagraph(paragraph: string): boolean {
  const folded = foldForMatching(paragraph.slice(0, MAX_CHARS));
  if (FOOTER.test(folded)) return true;
  for (const m of folded.matchAll(REGISTER)) {
    const end = (m.index ?? 0) + m[0].length;
    if (/\d/.test(folded.slice(end, end + 60))) return true;
    if (folded.trim().length <= SHORT_LINE && !PERSONAL.test(folded)) return true;
  }
  return false;
}
