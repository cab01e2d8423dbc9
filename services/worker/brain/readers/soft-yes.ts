import { FREE_OR_DOABLE, NEW_SUBJECT, NO_PROBLEM } from './booleans.js';
import { CONDITION } from './list-items.js';
import { NO_CHARGE } from './lexicons/no-charge.js';
import { MONTH_WORD } from './lexicons/month-names.js';
import type { References } from './field-readers.js';
import { foldForMatching } from '../language-fold.js';
import { WEEKDAY_NAMES } from './weekday-dates.js';

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
  // "… y no lo cobramos aparte", "and we don't charge for it": the "no" of a charge not made is
  // no contrast to the yes (lexicons/no-charge.ts).
  const rest = ownClause(folded).replace(NO_PROBLEM, ' ').replace(OFFER_IF, ' ').replace(NO_CHARGE, ' ');
  // "Delivery by the 19th is feasible" when the field or the objective asks about the 12th:
  // another day's answer.
  const asks = new Set([...dayFigures(asked), ...askedDays]);
  // Another day named anywhere in the sentence keeps the yes open, in a neighbour clause too
  // ("no problem, the 23rd anyway; the 16th is tricky" when the 16th is asked).
  const whole = folded.replace(OFFER_IF, ' ');
  return (
    CONDITION.test(rest) ||
    SOFT_CONTRAST.test(rest) ||
    unlessOfTheYes(folded, rest) ||
    dayFigures(whole).some((d) => !asks.has(d))
  );
}

/** "Unless" and its kin in the seven languages, folded. */
const UNLESS =
  /\b(?:unless|es sei denn|ausser wenn|sauf si|a moins que|a menos que|salvo que|a meno che|tranne se|tenzij|a nao ser que|salvo se)\b/;
const AMOUNT = /[€$£]\s?\d|\d\s?(?:€|£|eur\b|euros?\b)/;

/**
 * An "unless" after the soft yes, in a neighbour clause too ("Saturday is no problem, the driver
 * would need to leave by noon unless you can unload yourself"): the yes holds only then. Not the
 * "unless" of a neighbour clause's own price ("the Hiab offload is extra though at £35 a drop
 * unless the order's over £1,000": it waives the charge).
 */
function unlessOfTheYes(folded: string, own: string): boolean {
  const u = UNLESS.exec(folded);
  if (!u) return false;
  if (u.index < own.length) return true;
  return !AMOUNT.test(folded.slice(own.length, u.index));
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
  // Nor at a day ("…, the 23rd anyway"): a day is no other item.
  for (const m of folded.slice(at).matchAll(NEW_SUBJECT_AFTER_COMMA))
    if (
      !CONDITION.test(folded.slice(at + m.index, at + m.index + 24)) &&
      !/^\d/.test(folded.slice(at + m.index + m[0].length))
    )
      return folded.slice(0, at + m.index);
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
export function askedDays(refs: Pick<References, 'dates' | 'asked'>): number[] {
  return [...[...refs.dates].map((d) => Number(d.slice(8, 10))), ...(refs.asked ?? []).flatMap(writtenDays)];
}

/**
 * The figures of a text written as a day of the month: with a month or a weekday next to it
 * ("Friday 18 December", "18 December", "December 18", "Saturday the 16th") or an ordinal
 * ending ("the 18th", "le 1er"). Never a count before a noun ("deliver 23 pallets on Saturday
 * 16 January": the 23 is no day asked).
 */
function writtenDays(text: string): number[] {
  const folded = foldForMatching(text);
  const out: number[] = [];
  for (const m of folded.matchAll(/(?<![\d.,])(\d{1,2})(?!\d|[.,]\d)/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > 31) continue;
    const before = folded.slice(Math.max(0, m.index - 16), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 16);
    if (
      ORDINAL_DAY.test(after) ||
      DATE_AFTER.test(after) ||
      DAY_PART_AFTER.test(after) ||
      WEEKDAY_OR_MONTH_BEFORE.test(before)
    )
      out.push(n);
  }
  return out;
}
/** An ordinal ending right on the figure ("18th", "1er", "18."), not a unit ("3ml"). */
const ORDINAL_DAY = /^(?:st|nd|rd|th|er|eme|°|º)\b|^\.(?:\s|$)/;
/** A numeric date part after the day ("18/12", "18.12."). */
const DAY_PART_AFTER = /^[/.-]\d{1,2}\b/;
const WEEKDAY_OR_MONTH_BEFORE = new RegExp(
  String.raw`\b(?:${WEEKDAY_NAMES.flat().join('|')}|${MONTH_WORD})\s+(?:(?:the|den|der|le|el|il|de|o)\s+)?$`,
);
