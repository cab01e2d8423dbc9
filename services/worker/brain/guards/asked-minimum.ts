import { CONDITION } from '../readers/list-items.js';

/**
 * A minimum the result schema itself asks for ("minimumShiftHours: the shortest shift we can
 * book", "minimum order quantity", "Mindestmietdauer", "durée minimale de location"): a reply's
 * "minimum booking is a 4-hour shift" is its answer, not a new term the client must accept
 * (guards/commitments.ts). Only when the sentence names a word of that field beside the minimum
 * ("shift"): "minimum contract term 12 months" is no answer to a minimum shift.
 */

/** The words of a field that ask for a minimum, in the seven languages (folded). */
const ASKS_MINIMUM =
  /\b(?:minimum|min|minimal|shortest|smallest|least|fewest|mindest\w*|kurzeste\w*|minimale?s?|minim[oa]s?|plus court\w*|mas cort[oa]s?|piu brev[ei]|kortste|minste|minimaal|menor)\b/;

/** Words too general to tie a sentence to the field (units, "the", "we can"). */
const GENERAL = new Set([
  'minimum',
  'minimal',
  'minimale',
  'shortest',
  'smallest',
  'least',
  'fewest',
  'hours',
  'hour',
  'days',
  'weeks',
  'months',
  'years',
  'number',
  'amount',
  'price',
  'length',
  'what',
  'which',
  'that',
  'with',
  'from',
  'your',
  'their',
  'there',
  'book',
  'need',
  'have',
  'want',
  'could',
  'would',
  'should',
  'stunden',
  'tage',
  'wochen',
  'monate',
  'heures',
  'jours',
  'semaines',
  'horas',
  'dias',
  'semanas',
  'meses',
  'giorni',
  'settimane',
  'mesi',
  'uren',
  'dagen',
  'weken',
  'maanden',
]);

/** A contrast, a habit or a check beside the minimum, in the seven languages. */
const NOT_PLAIN =
  /\b(?:but|however|though|although|normally|usually|generally|depending|check|aber|jedoch|normalerweise|ublicherweise|je nach|prufen|mais|cependant|toutefois|normalement|selon|verifier|pero|sin embargo|normalmente|segun|comprobar|tuttavia|di solito|secondo|verificare|maar|echter|normaal|meestal|afhankelijk|nakijken|porem|geralmente|conforme|verificar)\b/;

/** How far around the minimum's words its clause is looked at. */
const REACH = 30;

/**
 * Whether the minimum at [start, end) of a (folded) sentence answers a field that asks for that
 * minimum: a word of the field stands in the minimum's clause.
 */
export function answersAskedMinimum(
  folded: string,
  start: number,
  end: number,
  fieldTexts: readonly string[],
): boolean {
  const before =
    folded
      .slice(Math.max(0, start - REACH), start)
      .split(/[,;:]/)
      .at(-1) ?? '';
  const after = folded.slice(end, end + REACH).split(/[,;:]/)[0] ?? '';
  const clause = `${before} ${folded.slice(start, end)} ${after}`;
  // A minimum with an exception, a condition, a contrast or a second figure beside it ("unless it
  // is a bank holiday", "though for nights it is 8", "normally 4; I will check 3") is no answer.
  if (CONDITION.test(folded) || NOT_PLAIN.test(folded) || (clause.match(/\d+(?:[.,]\d+)?/g) ?? []).length > 1)
    return false;
  return fieldTexts.some((field) => {
    if (!ASKS_MINIMUM.test(field)) return false;
    const stems = (field.match(/\p{L}{4,}/gu) ?? [])
      .filter((w) => !GENERAL.has(w) && !ASKS_MINIMUM.test(w))
      .map((w) => w.slice(0, 5));
    return stems.some((s) => new RegExp(`\\b${s}`, 'u').test(clause));
  });
}
