import { CURRENCY_SIGN_OR_CODE } from '../readers/lexicons/currencies.js';
import { NO_CHARGE } from '../readers/lexicons/no-charge.js';

/**
 * An offer kept for orders above an amount (guards/offer-conditions.ts puts it to the client):
 * "yes, but only for orders over £600", "nur ab einem Bestellwert von 600 €", "uniquement pour
 * les commandes à partir de 600 €", "solo para pedidos de más de 600 €", "solo per ordini
 * superiori a 600 €", "alleen bij bestellingen vanaf € 600", "só para encomendas a partir de
 * 600 €". Whether the client's order reaches it is the client's to say. An amount of money
 * only ("only from 8am" is a time), not after "not only", and not a perk above the amount
 * ("free delivery only on orders over €100": the offer stands without it), nor an amount the
 * client's texts already write. Folded text, bounded gaps: linear time.
 */

const ONLY = String.raw`(?:only|just|nur|ausschliesslich|lediglich|erst|seulement|uniquement|exclusivement|solo|solamente|unicamente|soltanto|esclusivamente|alleen|enkel|uitsluitend|pas|apenas|somente|so(?= (?:para|em|com|nas?|nos?|a partir|acima)))`;

/** Words that set a lower bound on the amount after them, in the seven languages. */
const FROM = [
  'from|over|above|upwards of|exceeding|more than|(?:of )?at least|in excess of',
  'ab(?: einem \\w+ von)?|uber|von mindestens|mindestens|mehr als',
  "a partir de|a partir d'|des|au-dela de|de plus de|plus de|superieure?s? a|d'au moins|au moins",
  'desde|superior(?:es)? a|de mas de|mas de|por encima de|de al menos|al menos',
  'da|sopra|oltre|superiori a|di almeno|almeno|a partire da',
  'vanaf|boven|van minstens|minstens|meer dan',
  'acima de|de pelo menos|pelo menos|mais de',
].join('|');

const THRESHOLD = new RegExp(
  String.raw`\b${ONLY}\b[^.;!?\n]{0,40}?\b(?:${FROM})\s*(${CURRENCY_SIGN_OR_CODE}\s*)?(\d[\d.,' ]*)`,
  'g',
);

const NOT_ONLY =
  /\b(?:not (?:just|only)|nicht (?:nur|erst)|non (?:seulement|solo|soltanto|solamente)|no (?:solo|solamente)|niet (?:alleen|enkel)|nao (?:so|apenas|somente))\s*$/;

/** A perk kept above the amount (free, a discount): the offer asked stands without it. */
const PERK = /\b(?:free|discount\w*|rabatt\w*|skonto|remise|descuento|sconto|korting|desconto|franco)\b/;

const CURRENCY_AFTER = new RegExp(String.raw`^\s*(?:${CURRENCY_SIGN_OR_CODE}|euros?|pounds?|dollars?)`);

/** The amount (as written) an offer of the sentence is kept above, if any. */
export function orderThreshold(folded: string, covered: string): string | undefined {
  const f = folded.slice(0, 2_000);
  for (const m of f.matchAll(THRESHOLD)) {
    const at = m.index ?? 0;
    if (NOT_ONLY.test(f.slice(Math.max(0, at - 12), at + m[0].search(/\s|$/)))) continue;
    const figure = (m[2] ?? '').trim().replace(/[.,' ]+$/, '');
    const end = at + m[0].length;
    if (!m[1] && !CURRENCY_AFTER.test(f.slice(end, end + 12))) continue;
    NO_CHARGE.lastIndex = 0;
    if (PERK.test(f) || NO_CHARGE.test(f)) continue;
    if (new RegExp(String.raw`(?<![\d.,])${figure.replace(/[.,]/g, '\\$&')}(?![\d])`).test(covered)) continue;
    return figure;
  }
  return undefined;
}
