import { LEXICON } from '../number-words/lexicon.js';
import { alternation, PER_PREPOSITIONS } from '../lexicons/per-words.js';

/**
 * How many of a unit a price is written per ("per 1,000 words", "/ 100 l", "per thousand
 * words", "pro 1.000 Stück", "par millier de mots", "per mille parole", "por cada mil
 * palabras", "per dozen", "a case of 24"): the count group of a denominator, as RegExp source,
 * and its value. A price per a count of the field's unit is converted only when that count is
 * certain; one per a count the field does not name is never its value (price-per-unit.ts,
 * number-field.ts).
 */

/** Words that are a round count on their own, in the seven languages: hundred, thousand, dozen, million. */
const ROUND: ReadonlyMap<string, number> = new Map(
  Object.values(LEXICON).flatMap((lex) =>
    Object.entries(lex)
      .filter(([, p]) => p.kind === 'hundred' || p.kind === 'thousand' || p.kind === 'dozen' || p.kind === 'million')
      .map(([w, p]) => [w, p.value] as const),
  ),
);
/** "millier", "centaine", "migliaio", "centinaio", "millar": round counts written as nouns. */
const ROUND_NOUNS: ReadonlyMap<string, number> = new Map([
  ['millier', 1000],
  ['milliers', 1000],
  ['centaine', 100],
  ['migliaio', 1000],
  ['centinaio', 100],
  ['millar', 1000],
  ['douzaine', 12],
  ['docena', 12],
  ['dozzina', 12],
  ['dozijn', 12],
  ['duzia', 12],
]);
const ROUND_WORDS = [...new Set([...ROUND.keys(), ...ROUND_NOUNS.keys()])]
  .filter((w) => /^\p{L}{3,}$/u.test(w))
  .sort((a, b) => b.length - a.length);

/** A count before a denominator's unit: "1,000", "1.000", "1 000", "100", "1,5", "1k", "thousand", "mille". */
export const COUNT_SOURCE = `\\d{1,3}(?:[.,' \\u00a0\\u202f]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?k?|(?:${ROUND_WORDS.join('|')})(?![\\p{L}])`;

/** The value of a count matched by COUNT_SOURCE; undefined when it is none. */
export function countValue(raw: string): number | undefined {
  const w = raw.trim();
  const word = ROUND.get(w) ?? ROUND_NOUNS.get(w);
  if (word !== undefined) return word;
  if (/^\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+$/.test(w)) return Number(w.replace(/[^\d]/g, ''));
  const k = w.endsWith('k');
  const n = Number(w.replace(/k$/, '').replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return k ? n * 1000 : n;
}

/**
 * A count a rate is written per ("per 100", "per 1,000", "per dozen"): a round one. Another count
 * after "per" is what a price is for ("€ 1.881,60 per 14 utenti", "por 3 noches"), not its unit.
 */
export function isRateCount(n: number): boolean {
  return n === 12 || (n >= 10 && Number.isInteger(Math.log10(n)) && 10 ** Math.round(Math.log10(n)) === n);
}

/** "per", "pro", "par", "por", "je" or "/" right before a figure (folded text). */
const PER_BEFORE = new RegExp(`(?:\\/|\\b(?:${alternation(PER_PREPOSITIONS)}))\\s*$`);

/**
 * Whether a bare figure of `value` written right after a "per" is a round count a price is per
 * ("prices are per thousand", "pro 1.000 Stück", "per 100"): the scope of a price, never one.
 */
export function perRoundCount(folded: string, index: number, value: number): boolean {
  return isRateCount(value) && PER_BEFORE.test(folded.slice(Math.max(0, index - 8), index));
}
