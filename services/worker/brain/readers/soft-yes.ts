import { FREE_OR_DOABLE, NEW_SUBJECT, NO_PROBLEM } from './booleans.js';
import { CONDITION } from './list-items.js';
import { MONTH_WORD } from './lexicons/month-names.js';
import type { References } from './field-readers.js';

/** "Is fine", "free", "feasible" and their kin, folded. */
const SOFT = new RegExp(String.raw`\b(?:(?:is|'s|are) (?:fine|ok|okay)|${FREE_OR_DOABLE})\b`);

/**
 * A yes that rests on "no problem", "is fine", "free" or "feasible", folded, with the words that
 * leave it open in its sentence: a condition ("… fine if you pay the surcharge", "machbar, wenn
 * …", "purché", "siempre que", "desde que", "à condition de"), a contrast or a no ("free on the
 * 13th, but the 12th is taken", "helaas niet", "leider nicht", "el grande ya está reservado").
 */
export function softYesOpen(folded: string, asked = '', askedDays: Iterable<number> = []): boolean {
  NO_PROBLEM.lastIndex = 0;
  const hasNoProblem = NO_PROBLEM.test(folded);
  NO_PROBLEM.lastIndex = 0;
  if (!hasNoProblem && !SOFT.test(folded)) return false;
  // A bare yes set apart in the sentence ("Y sí, sin problema: si lo confirmas …", "Yes, no
  // problem …") answers by itself: the soft words only repeat it.
  if (BARE_YES.test(folded)) return false;
  // "… could go out tomorrow if you want.": an offer the client may take, no condition of the yes.
  const rest = ownClause(folded).replace(NO_PROBLEM, ' ').replace(OFFER_IF, ' ');
  // "Delivery by the 19th is feasible" when the field or the objective asks about the 12th:
  // another day's answer.
  const asks = new Set([...dayFigures(asked), ...askedDays]);
  return CONDITION.test(rest) || SOFT_CONTRAST.test(rest) || dayFigures(rest).some((d) => !asks.has(d));
}

/**
 * The sentence up to a comma after the soft words that opens a new subject with an article
 * ("Saturday's not a problem, the Hiab offload is extra though … unless …": the contrast and the
 * condition are the offload's). A condition or contrast before the soft words stays in.
 */
function ownClause(folded: string): string {
  NO_PROBLEM.lastIndex = 0;
  const at = Math.min(...[folded.search(NO_PROBLEM), folded.search(SOFT)].filter((i) => i >= 0));
  NO_PROBLEM.lastIndex = 0;
  if (!Number.isFinite(at)) return folded;
  // Not at a condition that opens with an article's letters ("…, à condition de …", "…, a menos que …").
  for (const m of folded.slice(at).matchAll(NEW_SUBJECT_AFTER_COMMA))
    if (!CONDITION.test(folded.slice(at + m.index, at + m.index + 24))) return folded.slice(0, at + m.index);
  return folded;
}
const NEW_SUBJECT_AFTER_COMMA = new RegExp(`,\\s+${NEW_SUBJECT.source.replace(/^\^/, '')}`, 'g');

/**
 * The figures of a folded text that may be a day of the month (1 to 31). Not a figure of a larger
 * number ("5.000 scatole", "1,5 t"), an amount ("£35", "7.50", "12 €"), a figure a unit is
 * written onto ("3ml", "20kg"), nor a time ("till 12", "at 9", "12:00", "12 uhr", "9am").
 */
function dayFigures(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,2})(?!\d|[.,]\d{3}|[.,]\d(?!\d))/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > 31) continue;
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after)) continue;
    if (/^\p{L}/u.test(after.replace(ORDINAL, ''))) continue;
    if (TIME_AFTER.test(after) || (TIME_BEFORE.test(before) && !DATE_AFTER.test(after))) continue;
    out.push(n);
  }
  return out;
}
const CURRENCY_BEFORE = /(?:[€$£]|\b(?:eur|gbp|usd|chf))\s?$/;
const CURRENCY_AFTER = /^\s?(?:[€$£%]|(?:eur|euros?|gbp|usd|chf|pounds?|dollars?|percent|pence|p)\b)/;
/** An ordinal ending written onto a day ("12th", "1st", "12e", "1er", "12°", "12º") is still a day. */
const ORDINAL = /^(?:st|nd|rd|th|e|er|eme|de|ste|°|º|ª|o|a)\b/;
const TIME_AFTER = /^\s?(?::\d|h\b|h\d|uhr\b|am\b|pm\b|a\.m|p\.m|o'?clock|noon|midday|heures?\b|horas?\b|ore\b|uur\b)/;
/** "till 12", "at 9", "bis 12", "jusqu'a 18", "hasta las 12", "fino alle 12", "tot 12", "ate as 12": a bare figure after them is an hour. */
const TIME_BEFORE =
  /\b(?:till|until|til|at|from|bis|ab|um|jusqu'a|des|vers|hasta las|a las|desde las|fino alle|alle|dalle|tot|om|vanaf|ate as|as|das)\s$/;
/** A month or a second date part after the figure makes it a day again ("until 12 December", "bis 12.12."). */
const DATE_AFTER = new RegExp(String.raw`^(?:\.\d|\s(?:${MONTH_WORD})\b|\s(?:of|de|di)\s(?:${MONTH_WORD})\b)`);

/**
 * An offer at the end of a clause ("if you want", "if that helps", "wenn Sie möchten", "falls
 * gewünscht", "si vous voulez", "si lo desea", "se vuole", "als u wilt", "se quiser"), folded:
 * the client may take it; it sets no condition on what was said before it. Not "if you want it
 * on Saturday": only before a stop, a comma or the end.
 */
const OFFER_IF =
  /\b(?:if you (?:want|like|wish|prefer|need)|if (?:that|this|it) (?:helps|suits|works)|wenn (?:sie|du|ihr) (?:mochten|mochtest|wollen|willst|wunschen)|falls gewunscht|si vous (?:voulez|le voulez|souhaitez|le souhaitez|preferez)|si tu veux|si (?:quieres|quiere|lo desea|lo desean|desea|prefiere)|se (?:vuole|volete|vuoi|desidera|desiderate|preferisce)|als (?:u|je|jullie) (?:wilt|wil|wenst|willen)|se (?:quiser|quiserem|preferir))(?=\s*(?:[.,;!?)]|$))/g;

/** A bare yes set apart by a stop, at the start or after "and" ("yes,", "y sí,", "und ja,", "oui !", "sì,", "sim,"), folded. */
const BARE_YES = /(?:^|[.;:!?]\s*|\b(?:and|y|und|et|e|en)\s+)(?:yes|yeah|ja|oui|si|sim)\s*[,.!:;]/;

const SOFT_CONTRAST =
  /\b(?:but|however|though|aber|jedoch|leider|nicht|mais|malheureusement|pas|pero|lamentablemente|desafortunadamente|ya|ma|purtroppo|maar|helaas|niet|mas|infelizmente|nao|not|no|non|taken|booked|reserved|gebucht|belegt|reserviert|vergeben|reserve|pris|occupee?|reservad[oa]s?|ocupad[oa]s?|prenotat[oaie]|occupat[oaie]|gereserveerd|bezet)\b/;

/**
 * Days of the month our side asked about: the dates of the objective and our mail, and their bare
 * figures of 1 to 31 ("Friday 18 December" where no date was parsed): a soft yes of that day is one.
 */
export function askedDays(refs: Pick<References, 'dates' | 'numbers'>): number[] {
  return [
    ...[...refs.dates].map((d) => Number(d.slice(8, 10))),
    ...[...refs.numbers].filter((n) => Number.isInteger(n) && n >= 1 && n <= 31),
  ];
}
