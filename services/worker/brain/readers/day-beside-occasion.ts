import { DONE } from './date-context.js';

/**
 * Two ways a date written right after a field's own word is not that field's date:
 * - a day named relative to the occasion ("le montage se fait la veille de l'ouverture, le mardi
 *   2 mars", "the day before the opening, Tuesday 2 March", "am Vortag der Eröffnung", "el día
 *   antes de la apertura", "il giorno prima dell'apertura", "de dag voor de opening", "na véspera
 *   da abertura"): the day before or after it, never the opening's own;
 * - a bare weekday of something already done ("the backs finally came in from the factory on
 *   Monday", "Ihre Proben sind am Montag eingegangen"): a day past, which the calendar reading
 *   would move to the next such weekday.
 */

/** "The day before/after", "the eve of" and their kin in the seven languages, folded. */
const DAY_BESIDE =
  /\b(?:the day (?:before|after)|(?:the )?eve of|la veille d|le lendemain d|am vortag|am tag (?:vor|nach)|einen tag (?:vor|nach)|el dia (?:antes|anterior|despues|siguiente)|la vispera d|il giorno (?:prima|dopo|precedente|successivo)|la vigilia d|de dag (?:voor|na)|daags (?:voor|na)|na vespera d|o dia (?:antes|seguinte|anterior))/g;

/**
 * Whether the field's own word nearest before the date (at `wordAt`, folded) follows a "day
 * before/after" within 25 characters: the date is that other day's.
 */
export function dayBesideOccasion(folded: string, wordAt: number): boolean {
  const before = folded.slice(Math.max(0, wordAt - 25), wordAt);
  DAY_BESIDE.lastIndex = 0;
  const hit = DAY_BESIDE.test(before);
  DAY_BESIDE.lastIndex = 0;
  return hit;
}

/** A future or a modal between the done word and the day: "we received it and will deliver on Monday". */
const FUTURE =
  /\b(?:will|shall|going to|can|could|wird|werden|kann|konnen|va|vont|sera|pourra|peut|vamos|puede|podemos|sara|possiamo|puo|zal|zullen|kan|kunnen|vai|vamos|pode|podemos)\b|'ll\b/;

/**
 * Whether a date written as a bare weekday ("on Monday") is the day of something done: its done
 * word within 40 characters before it, or after it in its clause, with no future or modal between.
 */
export function pastWeekday(folded: string, index: number, written: string): boolean {
  if (/\d/.test(written)) return false;
  const before = folded.slice(Math.max(0, index - 40), index);
  // The participle last in German and Dutch: "sind am Montag bei uns eingegangen", "zijn maandag binnengekomen".
  const after = folded.slice(index + written.length, index + written.length + 50);
  const clauseAfter = after.slice(0, Math.max(0, after.search(/[,;.!?]|$/)));
  if (DONE_ANYWHERE.test(clauseAfter) && !FUTURE.test(clauseAfter) && !FUTURE.test(before)) return true;
  const m = DONE_ANYWHERE.exec(before);
  if (!m) return false;
  let last = m.index;
  for (const x of before.matchAll(DONE_GLOBAL)) last = x.index;
  return !FUTURE.test(before.slice(last));
}
/** Something done already (date-context.ts), with the English simple past of coming and going. */
const DONE_SOURCE = String.raw`${DONE.source}|\b(?:came|went|got here|turned up|showed up|kam|kamen|est arrivee?s?|sont arrivee?s?|llego|arrivo|arrivarono|kwam|kwamen|chegou)\b`;
const DONE_ANYWHERE = new RegExp(DONE_SOURCE);
const DONE_GLOBAL = new RegExp(DONE_SOURCE, 'g');
