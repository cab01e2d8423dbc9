import { type FoundNumber } from './amounts.js';
import { UNITS } from './units/unit-words.js';
import { amountScope, scopeWords, unitClassesOf, type AmountScope } from './amount-scope.js';
import { countedAfter, MONEY, NOT_COUNTED, type Prepared } from './field-readers.js';
import { negated } from './negation.js';
import type { Segment } from './segments.js';
import { MAXIMUM_AFTER } from './lexicons/maximum-words.js';

/**
 * The count binding of a number field (number-field.ts reads the figures): what a figure counts
 * (the word after it), whether that is the field's own thing or another field's, whether a count
 * or an amount is per item or a total, and the per-item words and periods of a total field.
 */

/** "in total", "total number of", "insgesamt", "au total", "en total", "in totale", "in totaal", "no total". */
export const COUNT_TOTAL =
  /\b(?:in (?:total|all)|total (?:number|count) of|gesamtzahl|insgesamt|au total|en total|in totale|in totaal|no total|ao todo)\b/g;
/**
 * A count's head and the thing it counts, in the seven languages: "number of seats", "how many
 * rooms", "Anzahl der Zimmer", "nombre de chambres", "número de plazas", "numero di camere",
 * "aantal kamers", "quantidade de lugares". Words after the counted thing only place the count
 * ("number of seats in the renewal quote", "number of rooms at the group rate"): they do not
 * make it an amount of money.
 */
const COUNT_HEAD =
  /\b(?:number of|count of|how many|anzahl(?: der| an| von)?|nombre de|numero de|numero di|aantal|quantidade de)\s+\p{L}+/u;

/** A count field's words up to the thing it counts, when they open with a count's head; else as they are. */
export function countHeadOnly(about: string): string {
  const m = COUNT_HEAD.exec(about);
  return m ? about.slice(0, m.index + m[0].length) : about;
}

/** A total word right at the start of a text (not global: `test` keeps no position). */
const COUNT_TOTAL_AHEAD = new RegExp(`^\\s*(?:${COUNT_TOTAL.source})`);

/** Words after a figure that point rather than name what it counts ("45 this week", "so 40 these days"). */
const DETERMINERS = new Set(
  'this that these those the each more left only dieses diese diesen diesem noch cette ces ce esta este estas estos esa ese questa questo queste questi deze dit die dat esta este essa esse'.split(
    ' ',
  ),
);

/** The word right after a figure ("95 rolls" → rolls), or '' for a bare figure. */
export function countedWord(seg: Segment, n: FoundNumber): string {
  // "a 12-month contract", "a 3-day course": the hyphen joins the figure to what it counts.
  const word = /^(?:\s*|-)(\p{L}+)/u.exec(seg.folded.slice(n.end, n.end + 30))?.[1] ?? '';
  return NOT_COUNTED.has(word) ? '' : word;
}

/** Whether one of the (at most three) words after the figure starts like one of `words` ("6 one-to-one sessions"). */
export function countsWords(folded: string, end: number, words: readonly string[]): boolean {
  const next = folded.slice(end, end + 40).match(/\p{L}[\p{L}-]*/gu) ?? [];
  if (!/^\s*\p{L}/u.test(folded.slice(end, end + 3))) return false;
  return next
    .slice(0, 3)
    .some((w) => words.some((x) => x.length >= 4 && w.length >= 4 && w.startsWith(x.slice(0, Math.min(x.length, 6)))));
}

/**
 * Whether a figure named as a limit counts the field's own thing (`ownNames`, or people for a
 * field about a group or its people) or names nothing it counts ("up to 8", "8 max"): "up to 3
 * absences per module" bounds another thing.
 */
export function countsOwnOrNothing(
  seg: Segment,
  n: FoundNumber,
  ownNames: readonly string[],
  people: boolean,
): boolean {
  if (n.currency) return false;
  const word = countedWord(seg, n);
  if (word.length < 3 || DETERMINERS.has(word) || MAXIMUM_AFTER.test(` ${word}`)) return true;
  return (people && PEOPLE.test(word)) || countsWords(seg.folded, n.end, ownNames);
}

/**
 * A count field: when figures count the thing its name names ("250 edited images", "120
 * photos"), a figure counting another thing ("within 7 days", "the 30 items") is not a reading
 * of it; a bare figure ("so 45 this week") still competes. Removes those from `cands` in place.
 */
export function dropOtherCounts<T extends { seg: Segment; n: FoundNumber }>(
  p: Prepared,
  cands: T[],
  ownNames: readonly string[],
): void {
  // Any figure of the text counting its thing, even one per item ("4 photos per item").
  const counts = (seg: Segment, n: FoundNumber) => !n.currency && countsWords(seg.folded, n.end, ownNames);
  if (p.numbers.some((ns, si) => ns.some((n) => counts(p.segments[si]!, n))))
    for (let i = cands.length - 1; i >= 0; i--) {
      const x = cands[i]!;
      const word = countedWord(x.seg, x.n);
      if (!counts(x.seg, x.n) && word.length >= 3 && !DETERMINERS.has(word)) cands.splice(i, 1);
    }
}

/** What a count is per ("3 beelden per product"): the scope of the words after its counted thing. */
export function countScope(seg: Segment, n: FoundNumber): AmountScope {
  const m = /^\s*\p{L}+/u.exec(seg.text.slice(n.end, n.end + 40));
  if (!m) return 'none';
  const after = n.end + m[0].length;
  return amountScope(seg.text, after, after);
}

/** Tax words after an amount's period ("a week ex VAT", "al mes más IVA"): they qualify the amount. */
const TAX_QUALIFIERS = new Set(
  'ex excl excluding exkl zzgl plus inc incl including inkl net nett netto gross brutto vat mwst ust tva iva btw gst ht ttc htva tvac hors sin senza sem mas piu mais'.split(
    ' ',
  ),
);

/** Whether the text after an amount says it is per one of the field's own periods only. */
export function periodOf(fieldUnits: Set<string>, text: string, end: number): boolean {
  const words = scopeWords(text, end).match(/\p{L}+/gu) ?? [];
  let periods = 0;
  for (const w of words) {
    // "£269.20 a week ex VAT", "a week plus VAT": the tax said after the period qualifies the amount.
    if (PER_WORDS.has(w) || TAX_QUALIFIERS.has(w)) continue;
    const units = unitClassesOf(w);
    // "per vehicle per year": a thing that is not one of the field's periods.
    if (units.size === 0 || ![...units].every((u) => fieldUnits.has(u) && PERIOD_UNITS.has(u))) return false;
    periods++;
  }
  return periods > 0;
}
const PER_WORDS = new Set([
  'per',
  'a',
  'an',
  'the',
  'each',
  'pro',
  'par',
  'por',
  'je',
  'al',
  'la',
  'le',
  'de',
  'het',
  'im',
  'l',
]);
const PERIOD_UNITS = new Set(['month', 'year', 'week', 'day', 'night', 'hour']);

/** "instead", "statt", "au lieu", "en lugar", "invece", "in plaats": the figure is not the one meant. */
const INSTEAD = /\b(?:instead|statt|anstatt|au lieu|en lugar|invece|in plaats|em vez)\b/;

/** The word right after the figure, or the one after it, starts like one of `words` ("1500 pallet spaces"). */
export function countedBy(folded: string, end: number, words: readonly string[]): boolean {
  const next = /^\s*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(folded.slice(end, end + 40));
  if (!next) return false;
  return [next[1], next[2]].some(
    (w) => w !== undefined && words.some((x) => x.length >= 4 && w.startsWith(x.slice(0, Math.min(x.length, 6)))),
  );
}

/** The word right after the figure is one of the field's own terms ("500 Stück", "12 forklifts"). */
export function countsFieldThing(seg: Segment, n: FoundNumber, terms: readonly string[]): boolean {
  const w = /^\s*(\p{L}+)/u.exec(seg.folded.slice(n.end, n.end + 30))?.[1] ?? '';
  return w.length >= 3 && terms.some((t) => t.length >= 4 && (w.startsWith(t) || t.startsWith(w)));
}

/** An echoed figure the sentence confirms: about the field, counting a thing the field names, not denied. */
export function confirmsEcho(seg: Segment, n: FoundNumber, rel: number, terms: readonly string[]): boolean {
  if (rel === 0 || negated(seg.folded) || INSTEAD.test(seg.folded)) return false;
  const counted = countedAfter(seg.text, n.end);
  // "6 double rooms": the counted thing may follow one qualifying word.
  const next = /^\s*\p{L}+\s+(\p{L}+)/u.exec(seg.folded.slice(n.end, n.end + 40))?.[1] ?? '';
  return [counted, next].some(
    (w) => w.length >= 3 && terms.some((t) => t.length >= 4 && (w.startsWith(t) || t.startsWith(w))),
  );
}

/** A year or a month, the periods a yearly or monthly sum is written over ("per year", "jährlich", "par mois"). */
const SUM_PERIOD =
  /\b(?:year\w*|annual\w*|month\w*|jahr\w*|jahrlich\w*|monat\w*|an|annee|annuel\w*|mois|mensuel\w*|ano|anual\w*|mes|mensual\w*|anno|annu\w*|mese|mensil\w*|jaar\w*|maand\w*|mensal\w*)\b/;

/**
 * Whether the one figure of a text may count a count field's thing although its sentence does not
 * name it: a bare figure ("we'll be 43 in total"), not one in a sentence about money or about a
 * year's or a month's sum ("for the whole year that would be 4800 in total" is no number of seats).
 */
export function loneCount(seg: Segment, n: FoundNumber, terms: readonly string[] = []): boolean {
  if (n.currency) return false;
  // "43 in total", "4800 insgesamt": a total word after the figure counts nothing.
  const after = seg.folded.slice(n.end, n.end + 20);
  const word = COUNT_TOTAL_AHEAD.test(after) ? '' : countedWord(seg, n);
  // A counted thing is the field's own ("14 guards", "43 people" for the guests), never another
  // ("3 branches", "40 vans" for a number of guards), nor its sum over a year or a month ("1,200
  // sites a year").
  if (word !== '') return countsOwnThing(word, terms) && !SUM_PERIOD.test(scopeWords(seg.text, n.end));
  if (n.percent) return false;
  const text = seg.folded.replace(COUNT_TOTAL, ' ');
  return !MONEY.test(text) && !SUM_PERIOD.test(text);
}

/** People counted, in the seven languages: one of them counts for a field about people. */
export const PEOPLE =
  /^(?:people|persons?|pax|guests?|attendees?|participants?|delegates?|heads?|staff|employees?|workers?|guards?|officers?|cleaners?|drivers?|learners?|students?|pupils?|trainees?|personen|gaste|teilnehmer\w*|mitarbeiter\w*|schuler\w*|lernende\w*|personnes?|invites?|apprenants?|eleves?|stagiaires?|personas?|invitados?|asistentes?|alumn[oa]s?|persone|ospiti|partecipanti|allievi|studenti|corsisti|gasten|deelnemers?|medewerkers?|cursisten|leerlingen|pessoas?|convidados?|participantes?|alun[oa]s?|formand[oa]s?)$/;

/** Whether a counted word is the field's thing (its terms), or people when the field counts people. */
function countsOwnThing(word: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  if (terms.some((t) => t.length >= 4 && (word.startsWith(t.slice(0, 6)) || t.startsWith(word)))) return true;
  return PEOPLE.test(word) && terms.some((t) => PEOPLE.test(t));
}

/** The word right after a "per" of a field's words ("personnes par groupe": groupe). */
const FIELD_PER_WORD = /\b(?:per|pro|je|par|por|each)\s+(\p{L}{4,})/gu;

/**
 * Whether a count field is per a thing ("personnes par groupe", "guests per table", "Gäste pro
 * Tisch") and the figure counts that thing ("deux groupes", "3 tables"): a count of what the
 * field is per is no count of its own thing.
 */
export function countsFieldsPerThing(about: string, seg: Segment, n: FoundNumber): boolean {
  const per = [...about.matchAll(FIELD_PER_WORD)].map((m) => m[1]!).filter((w) => !PER_WORDS.has(w));
  if (per.length === 0) return false;
  const word = countedWord(seg, n);
  return word.length >= 4 && per.some((w) => word.startsWith(w.slice(0, Math.min(5, w.length))));
}

/**
 * Whether a figure is a measure, not a count: a unit of mass, length, volume or area right after
 * it ("70-litre bags", "30 l je Fass", "sacs de 25 kg", "tubos de 3 m") is the size of each
 * thing, never how many there are, unless the field itself is counted in that unit's dimension.
 */
export function measuredFigure(seg: Segment, n: FoundNumber, about: string): boolean {
  const w = /^(?:\s?|-)(\p{L}+\d?)(?![\p{L}])/u.exec(seg.folded.slice(n.end, n.end + 20))?.[1] ?? '';
  const unit = UNITS.get(w);
  if (!unit || !MEASURES.has(unit.dim)) return false;
  return !(about.match(/\p{L}+\d?/gu) ?? []).some((x) => UNITS.get(x)?.dim === unit.dim);
}
const MEASURES = new Set(['mass', 'length', 'volume', 'area']);
