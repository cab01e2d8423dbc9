/**
 * The words that make what follows a denominator ("€3 per kg", "12 € pro Stück", "30 € par
 * personne", "2,35 € por unidad", "3,20 € je Dose", "50 € al mese", "20 € ao dia", "€4 each"),
 * in the seven reading languages, folded: one list for the readers that say what an amount or a
 * field is per (amount-scope.ts, units/price-per-unit.ts, units/field-unit.ts).
 */

/** Prepositions that mean "per": always a denominator after them. */
export const PER_PREPOSITIONS = ['per', 'pro', 'par', 'por', 'je'] as const;

/** Contracted prepositions that mean "per" before a unit or a period ("al mese", "alla settimana", "ao mês"). */
export const PER_CONTRACTED = ['al', 'alla', 'ao'] as const;

/** Articles that mean "per" before a unit ("€3 a litre", "2 € le kilo", "5 € la pièce", "1,20 € el kilo", "3 € il chilo", "o quilo", "the piece"). */
export const PER_ARTICLES = ['a la', 'a', 'le', 'la', 'el', 'il', 'o', 'the'] as const;

/** Words that mean "for each one" ("each", "every", "cada", "chaque", "jede", "ogni", "elke", "cad." for cadauno). */
export const EACH_WORDS = [
  'each',
  'every',
  'apiece',
  'cada',
  'chaque',
  'jede',
  'ogni',
  'elke',
  'cad',
  'cadauno',
  'cadauna',
] as const;

/** "Per" and "each" as words to look up one by one (a token is "per", "pro", "each", "cada" …). */
export const PER_OR_EACH: ReadonlySet<string> = new Set([...PER_PREPOSITIONS, ...EACH_WORDS]);

/** The same with the contracted prepositions ("al", "alla", "ao"): every word that makes the next a denominator. */
export const PER_MARKERS: ReadonlySet<string> = new Set([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...EACH_WORDS]);

/** A regex alternation of the words, longest first (so "alla" is tried before "al"). */
export function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).join('|');
}

/**
 * Words that call an amount a sum of several things ("together", "zusammen", "en tout", "en total",
 * "in tutto", "samen", "ao todo"), folded, in the seven languages: an amount said so over a period
 * is the period's total, never the price of one thing (amount-scope.ts, over-several.ts).
 */
export const SUM_WORDS = [
  'together',
  'altogether',
  'in total',
  'in all',
  'combined',
  'zusammen',
  'insgesamt',
  'gesamt',
  'en tout',
  'au total',
  'ensemble',
  'en total',
  'en conjunto',
  'juntos',
  'in tutto',
  'in totale',
  String.raw`complessiv\w*`,
  'bij elkaar',
  'in totaal',
  'samen',
  'ao todo',
  'em total',
  'no total',
  'no conjunto',
  'em conjunto',
] as const;
