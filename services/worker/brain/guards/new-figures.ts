import { foldForMatching } from '../language-fold.js';
import { findNumbers } from '../readers/amounts.js';
import { NEGATION_WORD } from '../readers/negation.js';
import { MINIMUM_MARK } from '../readers/lexicons/number-field-words.js';
import type { ReadLang } from '../readers/language.js';

/**
 * The figures of a minimum term (guards/commitments.ts): the quantities a sentence names with
 * their units ("50 boxes", "36 months"), whether they stay within what the client asked for, and
 * whether a sentence holds a figure none of the client's texts holds.
 */

/** A figure with the word that follows it ("36 months", "50 boxes"), folded and cut to a stem. */
export interface Quantity {
  value: number;
  unit: string;
  /** Where the figure stands in its sentence (quantitiesNear), when known. */
  index?: number;
  end?: number;
}

/**
 * The figures (no amount of money, no percentage) of a sentence, each with the stem of the word
 * after it: all of them when `to` is Infinity, else those that belong to the words at
 * [from, to): the figures of their clause after them ("minimum order 50 boxes"), else the last
 * before them ("a 36-month minimum term"). Positions are the sentence's own. Figures are read by
 * the amount reader (readers/amounts.ts), so "1'250", "1 250" and "1,250" read alike everywhere.
 */
export function quantitiesNear(sentence: string, lang: ReadLang, from: number, to: number): Quantity[] {
  // Every figure of the sentence, after a reference word too ("minimum order 40 boxes"); an
  // amount of money or a percentage is no quantity.
  const figures = findNumbers(sentence.slice(0, 4_000), lang, sentence, { references: true }).filter(
    (n) => !n.currency && !n.percent,
  );
  const quantity = (n: { value: number; index: number; end: number }) => ({
    value: n.value,
    unit: unitStem(sentence.slice(n.end, n.end + 30)),
    index: n.index,
    end: n.end,
  });
  if (to === Infinity) return figures.map(quantity);
  // The figures of the minimum's own clause after its words (to the next comma or semicolon).
  // A dash between spaces ends the clause too ("36-month minimum term - we don't do 12-month …").
  const stop = sentence.slice(to, to + 80).search(/[,;:]\s|\s[-–—]\s/);
  const clauseEnd = to + (stop >= 0 ? stop : 80);
  const after = figures.filter((n) => n.index >= to && n.index < clauseEnd);
  const before = figures.filter((n) => n.end <= from && n.end >= from - 30).slice(-1);
  return (after.length > 0 ? after : before).map(quantity);
}

/**
 * The first word after a figure, folded, cut to four letters ("-month contract" → "mont"); a day,
 * a week or an hour in any of the seven languages is one unit ("3 giorni" against "2 days").
 */
function unitStem(after: string): string {
  const word = /\p{L}+/u.exec(foldForMatching(after));
  if (!word) return '';
  for (const [unit, words] of PERIOD_WORDS) if (words.test(word[0])) return unit;
  return word[0].slice(0, 4);
}

/** Days, weeks and hours in the seven languages (folded), each under one name. */
const PERIOD_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['day', /^(?:days?|tag|tage|tagen|jours?|journees?|dias?|giorn[oi]|dag|dagen)$/],
  ['week', /^(?:weeks?|wochen?|semaines?|semanas?|settiman[ae]|weken)$/],
  ['hour', /^(?:hours?|hrs?|stunden?|heures?|horas?|ore|ora|uur|uren)$/],
];

/** A minimum no larger than what the client asked for, in the same unit ("50 boxes" against "200 boxes"). */
export function withinAsked(q: Quantity, asked: readonly Quantity[]): boolean {
  return q.unit !== '' && asked.some((a) => a.unit === q.unit && a.value >= q.value);
}

/** Whether the sentence holds a figure (a quantity, a duration) that none of the client's texts holds. */
export function hasNewFigure(sentence: string, lang: ReadLang, covered: Set<number>): boolean {
  return findNumbers(sentence, lang).some((n) => !n.currency && !n.percent && !covered.has(n.value));
}

/**
 * A minimum in any of its written forms ("our minimum print run is 5,000 pieces", "minimale
 * oplage 5.000 stuks", "tirada mínima de 5.000 unidades", "mindestens 5.000 Stück") whose figure
 * is above every quantity the client asked for: the client's request does not meet it, so it is
 * a term for the client. Compared in the same unit, or, for a count of pieces (pieces, units,
 * copies, Stück, stuks, unidades, pezzi, peças …), with the largest quantity the client asked.
 * Returns the minimum word's match in the folded sentence, or null.
 */
export function minimumAboveAsked(
  sentence: string,
  folded: string,
  lang: ReadLang,
  asked: readonly Quantity[],
): { index: number; 0: string; refusal?: true } | null {
  const m = MINIMUM_MARK.exec(folded) ?? runFromACount(folded) ?? negatedBelow(folded);
  if (!m) return null;
  const figures = quantitiesNear(sentence, lang, m.index, m.index + m[0].length);
  const largest = Math.max(...asked.map((a) => a.value));
  const above = figures.some((q) => {
    if (q.unit === '') return false;
    // A minimum contract term ("minimum 24 months", "contrat minimum 24 mois", "minimaal 2
    // jaar"): in months, against every term the client asked (none asked: a new term), not a
    // warranty, validity or notice period.
    const months = termMonths(q);
    if (months !== undefined) {
      if (notATerm(sentence, q, figures)) return false;
      const askedMonths = asked.map(termMonths).filter((n) => n !== undefined);
      return askedMonths.every((a) => months > a);
    }
    if (asked.length === 0) return false;
    const same = asked.filter((a) => a.unit === q.unit);
    if (same.length > 0) return same.every((a) => q.value > a.value);
    return PIECES.has(q.unit) && q.value > largest;
  });
  return above ? { index: m.index, 0: m[0], ...('refusal' in m ? { refusal: true as const } : {}) } : null;
}

/** The four-letter stems of months and years, in the seven languages. */
const MONTH_STEMS = new Set(['mont', 'mona', 'mois', 'mes', 'mese', 'mesi', 'maan']);
const YEAR_STEMS = new Set(['year', 'yr', 'yrs', 'jahr', 'ans', 'anne', 'anno', 'anni', 'ano', 'anos', 'jaar']);

/** A quantity that is a span of months or years, in months. */
function termMonths(q: Quantity): number | undefined {
  if (MONTH_STEMS.has(q.unit)) return q.value;
  if (YEAR_STEMS.has(q.unit)) return q.value * 12;
  return undefined;
}

/**
 * Whether a span is named as no contract term by the words around its own figure, from the
 * figure before it to the figure after it ("a twelve month agreement with 3 months notice": the
 * notice is the 3 months', not the twelve's), at most 60 characters before and 30 after, within its
 * clause; a quantity of
 * unknown place is judged by its whole sentence.
 */
function notATerm(sentence: string, q: Quantity, figures: readonly Quantity[]): boolean {
  if (q.index === undefined || q.end === undefined) return NOT_A_TERM.test(foldForMatching(sentence));
  const { index, end } = q;
  const before = Math.max(0, index - 60, ...figures.filter((o) => (o.end ?? Infinity) <= index).map((o) => o.end ?? 0));
  const after = Math.min(end + 30, ...figures.filter((o) => (o.index ?? -1) >= end).map((o) => o.index ?? Infinity));
  // Within the figure's clause: "minimum term 12 months, warranty 24 months".
  const head = sentence.slice(before, index);
  const tail = sentence.slice(end, after);
  const from = head.search(/[,;:(][^,;:(]*$/);
  const to = tail.search(/[,;:()]/);
  const words = `${from >= 0 ? head.slice(from + 1) : head} ${to >= 0 ? tail.slice(0, to) : tail}`;
  return NOT_A_TERM.test(foldForMatching(words));
}

/** A span that is no contract term: a warranty, a validity, a price held, a notice period, a shelf life. */
const NOT_A_TERM =
  /\b(?:warrant\w*|guarant\w*|garanti\w*|garanzia|gewahr\w*|valid\w*|gultig\w*|valabl\w*|geldig\w*|haltbar\w*|shelf|notice|kundigung\w*|preavis|preaviso|opzeg\w*|disdetta|aviso previo|experience|erfahrung|experien\w*|ervaring|esperienza|holds?|fixed|fest|festgeschrieben|preisbindung|fixe|bloque|fijo|fisso|bloccat\w*|vastgezet|vastgelegd|fixo)\b/;

/**
 * A lower bound written as a refusal of less ("we don't do contracts under 24 months", "nicht
 * unter 24 Monaten", "pas de contrat de moins de 24 mois", "no hacemos contratos de menos de 24
 * meses", "non stipuliamo contratti sotto i 24 mesi", "geen contracten korter dan 24 maanden",
 * "não fazemos contratos abaixo de 24 meses"): the word of "less" with a negation in the 60
 * characters before it, in its clause. Returns the match of the word of "less", marked as a
 * refusal (its negation is the minimum's own, not one that rules the term out).
 */
function negatedBelow(folded: string): { index: number; 0: string; refusal: true } | null {
  for (const m of folded.matchAll(BELOW)) {
    const window = folded.slice(Math.max(0, m.index - 60), m.index);
    // Within its clause: "no deposit, delivery in under 3 weeks" refuses nothing of the weeks.
    const clause = window.slice(window.search(/[,;:][^,;:]*$/) + 1);
    if (NEGATION_WORD.test(clause)) return { index: m.index, 0: m[0], refusal: true };
  }
  return null;
}

/**
 * A run made only from a count ("las fabricamos a partir de 10.000 unidades", "we print from
 * 10,000 units", "ab 10.000 Stück", "à partir de 10 000 pièces", "vanaf 10.000 stuks"): a minimum
 * when the count is of what the client asked or of pieces (compared below).
 */
const FROM_A_COUNT =
  /\b(?:a partir de|a partir d'|a partire da|from|starting (?:at|from)|ab|vanaf|des|dalle)(?=\s*\d[\d.,' ]*\s*\p{L})/gu;

/** A price right after the count, in its clause ("ab 1.000 Stück 4,60 €"): a tier's price, no minimum. */
const PRICED_TIER = /^(?:[^,;.!?]|[.,](?=\d)){0,40}?(?:[€$£]|\b(?:eur|euros?|gbp|chf|usd)\b)/;

/** A day of a month right after "from" ("vanaf 13 april", "from 1 March", "ab 3. Mai"): a date, no count. */
const A_DATE =
  /^\s*\d{1,2}(?:st|nd|rd|th|er|e|o|º)?\.?\s*(?:de |di |of )?(?:jan\w*|feb\w*|fev\w*|mar[zcs]\w*|maart|apr\w*|avr\w*|abr\w*|mai|may|mayo|maggio|maio|mei|jun\w*|juin|giugno|jul\w*|juil\w*|luglio|aug\w*|agosto|aout|sep\w*|set\w*|o[ck]t\w*|out\w*|nov\w*|de[cz]\w*|dic\w*)\b/;

/** A time of day right after "from" ("from 2pm", "ab 14 Uhr", "à partir de 14h", "dalle 14"). */
const A_TIME = /^\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|uhr|h|hrs|uur|horas?|ore|heures?)\b/;

/** Something free from a count ("vanaf 5 m³ is het gratis", "from 30 cases delivery is free"): a threshold of a benefit. */
const FREE_FROM =
  /^(?:[^,;.!?]|[.,](?=\d)){0,60}?\b(?:free|gratis|kostenlos|kostenfrei|gratuit\w*|franco|sin coste|sem custos?|no charge|at no (?:extra )?cost|offert\w*|geschenkt|discount|rabatt|korting|sconto|descuento|desconto)\b/;

/** The first "from <count>" of a folded sentence that no price follows in its clause. */
function runFromACount(folded: string): RegExpExecArray | null {
  // Beside ranges of counts ("300-499 m;500-999 m;ab 1000 m"), a price list's tiers.
  if (/\d\s*[-–]\s*\d/.test(folded)) return null;
  for (const m of folded.matchAll(FROM_A_COUNT)) {
    const rest = folded.slice(m.index + m[0].length);
    if (!PRICED_TIER.test(rest) && !A_DATE.test(rest) && !A_TIME.test(rest) && !FREE_FROM.test(rest)) return m;
  }
  return null;
}

const BELOW =
  /\b(?:under|below|less than|shorter than|fewer than|unter|unterhalb von|weniger als|kurzer als|en dessous de|en-dessous de|moins de|inferieure? a|por debajo de|menos de|inferior a|sotto (?:i |il |l'|gli )?|meno di|inferiore a|onder (?:de )?|minder dan|korter dan|abaixo de|inferior a)(?=\s*\d)/g;

/** The four-letter stems (unitStem) of words that count pieces, in the seven languages. */
const PIECES = new Set([
  'piec',
  'unit',
  'pcs',
  'item',
  'stuk',
  'stuc',
  'stk',
  'exem',
  'copi',
  'unid',
  'pezz',
  'pz',
  'peca',
  'unita',
  'ex',
]);
