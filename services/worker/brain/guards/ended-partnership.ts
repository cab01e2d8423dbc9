/**
 * An ended trade relation: the writer is no longer the reseller, dealer, partner, distributor,
 * stockist, agent or supplier of what we asked about ("as of 1 July we're no longer a DraftLine
 * reseller", "wir sind kein Vertragshändler mehr", "nous ne sommes plus distributeur", "ya no
 * somos distribuidores", "non siamo più rivenditori", "we zijn geen dealer meer", "já não somos
 * revendedores"). The writer cannot sell what we asked for: a refusal of the request, with or
 * without a referral to someone else.
 *
 * Not a refusal when the sentence holding it, or the one after it, still prices or offers
 * something ("we're no longer the exclusive dealer, but we can still supply them at £94"):
 * money there, or something named open, and the reply is read as an answer. Money in another
 * part of the reply (an invoice of another contract) does not make the relation go on.
 *
 * Runs on folded text (language-fold.ts): bounded word runs, no nested quantifiers.
 */

import { openNamed } from './alternative-offers.js';
import { namesMoney, sentenceAndNext } from './not-served.js';

/** Up to three words between the status verb and the relation noun ("a DraftLine", "the authorised"). */
const WORDS = "(?:[\\w'-]{1,25} ){0,3}?";

const ENDED = new RegExp(
  `\\b(?:${[
    // English
    `(?:we(?:'re| are)|i(?:'m| am)) no longer ${WORDS}(?:reseller|dealer|partner|distributor|stockist|agent|supplier|retailer|licensee|representative|installer)s?`,
    `(?:we(?:'re| are)|i(?:'m| am)) not ${WORDS}(?:reseller|dealer|partner|distributor|stockist|agent|supplier|retailer|licensee|representative|installer)s? any ?more`,
    `(?:we|i) (?:have )?(?:stopped|ceased) (?:being|to be) ${WORDS}(?:reseller|dealer|partner|distributor|stockist|agent|supplier|retailer|licensee|representative|installer)s?`,
    // German ("kein DraftLine-Partner mehr", "nicht mehr Vertragshändler")
    `(?:wir sind|sind wir|ich bin|bin ich) (?:seit \\S{1,20} (?:\\S{1,20} )?)?(?:leider )?kein(?:e|en)? ${WORDS}[\\w-]{0,25}(?:handler|partner|distributor|lieferant|vertretung|handlerin)(?:in)? mehr`,
    `(?:wir sind|sind wir|ich bin|bin ich) (?:seit \\S{1,20} (?:\\S{1,20} )?)?(?:leider )?nicht mehr ${WORDS}[\\w-]{0,25}(?:handler|partner|distributor|lieferant|vertretung)`,
    // French
    `(?:nous ne sommes|je ne suis) plus ${WORDS}(?:revendeu|partenaire|distributeu|concessionnaire|agent|fournisseu|installateu|depositaire)`,
    // Spanish
    `(?:ya no somos|ya no soy|hemos dejado de ser|dejamos de ser) ${WORDS}(?:distribuidor|revendedor|socio|partner|concesionario|proveedor|agente|instalador|representante)`,
    // Italian
    `(?:non siamo piu|non sono piu|abbiamo smesso di essere) ${WORDS}(?:rivenditor|partner|distributor|concessionari|fornitor|agent|installator|rappresentant)`,
    // Dutch
    `(?:wij|we|ik) (?:zijn|ben) (?:sinds \\S{1,20} )?geen ${WORDS}(?:dealer|partner|wederverkoper|verdeler|distributeur|leverancier|agent|installateur)s? meer`,
    `(?:wij|we|ik) (?:zijn|ben) (?:sinds \\S{1,20} )?niet langer ${WORDS}(?:dealer|partner|wederverkoper|verdeler|distributeur|leverancier|agent|installateur)`,
    // Portuguese
    `(?:ja nao somos|ja nao sou|deixamos de ser|deixei de ser) ${WORDS}(?:revendedor|parceiro|distribuidor|concessionario|fornecedor|agente|instalador|representante)`,
  ].join('|')})`,
);

/** The ended-relation phrase of the (folded, new) text, when nothing near it still prices or offers. */
export function endedPartnership(folded: string): string | undefined {
  const text = folded.slice(0, 20_000);
  const m = ENDED.exec(text);
  if (!m) return undefined;
  const near = sentenceAndNext(text, m.index, m.index + m[0].length, /[.!?;\n]/);
  if (namesMoney(near) || openNamed(near) || STILL.test(near)) return undefined;
  return m[0];
}

/** "… but we can still supply / quote / order it": the relation ended, the sale did not. */
const STILL =
  /\b(?:can still|could still|still (?:supply|sell|quote|order|offer|get)|konnen (?:wir )?(?:ihnen )?(?:aber |trotzdem |weiterhin )(?:liefern|anbieten|bestellen)|pouvons toujours|pouvons encore|podemos seguir|todavia podemos|possiamo ancora|kunnen (?:we|wij) nog|ainda podemos)\b/;
