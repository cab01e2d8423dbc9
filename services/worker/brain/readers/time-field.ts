import { foldForMatching } from '../language-fold.js';
import { unsureOrConditional } from './date-evidence.js';
import { deniesTheDate } from './date-denial.js';
import type { Found, Prepared, Prop } from './field-readers.js';
import { splitName } from './field-terms.js';
import { clockTimes } from './clock-times.js';

/**
 * A time-of-day field ("HH:MM", "Abholzeit HH:MM", "hora de recogida HH:MM"): the schema asked
 * for the time, so a reply that writes exactly ONE time of day it does not rule out answers it
 * ("Mr Hargreaves can see you on Tuesday the 15th at half past ten", "Abholung Montag um 7:30
 * Uhr", "sabato 9 gennaio alle 9:15"). Ruled out: a time that is one end of a range or a
 * window ("zwischen 7 und 9 Uhr", "8–18 Uhr"), a time in a question, a denied clause or a guess.
 * A bound ("after 1pm", "vanaf 14.00 uur", "avant 10h") is never the value, only a rival of
 * another time (a field that asks from when takes "from 7:30"). An hour of the small hours
 * written without a 24-hour form or a part of the day ("at 3": three in the afternoon or in the
 * night). Two times that survive bind none (asked); so does a schema with two time fields.
 */

/** A description that asks a time of day in the 24-hour form: "HH:MM", "hh:mm", "HH.MM". */
const DESCRIBED_TIME = /\bhh\s?[:.h]\s?mm\b/i;

export function isTimeProp(prop: Prop): boolean {
  const format = prop['format'];
  if (format === 'date' || format === 'date-time') return false;
  const types = prop['type'];
  if (types !== undefined && types !== 'string' && !(Array.isArray(types) && types.includes('string'))) return false;
  return typeof prop['description'] === 'string' && DESCRIBED_TIME.test(prop['description']);
}

export function readTime(p: Prepared, name: string, timeProps: number): Found | undefined {
  if (timeProps !== 1) return undefined;
  // "loadInFrom", "earliestStart": a time written after "from", "ab", "vanaf" answers it.
  const fromField = FROM_FIELD.test(splitName(name).join(' '));
  const standing: Array<{ value: string; segment: number }> = [];
  // A time after another bound ("after 1pm", "bis 18 Uhr") is never the value, and its rival.
  const rivals = new Set<string>();
  p.segments.forEach((seg, si) => {
    for (const time of clockTimes(seg.folded)) {
      if (time.ruledOut) continue;
      // "… podríamos pasar a recoger al Sr. | Herrera a las 7:15": a title's dot cut the sentence.
      const prev = p.segments[si - 1];
      const lead = prev && TITLE_END.test(prev.text) ? `${prev.folded} ` : '';
      const clause = clauseAround(lead + seg.folded, lead.length + time.index);
      if (
        seg.text.includes('?') ||
        unsureOrConditional(clause) ||
        TENTATIVE.test(clause) ||
        deniesTheDate({ ...seg, text: clause, folded: clause }, time.written, p.lang)
      )
        continue;
      if (time.bound && !(time.bound === 'from' && fromField)) rivals.add(time.value);
      else standing.push({ value: time.value, segment: si });
    }
  });
  const values = new Set(standing.map((f) => f.value));
  if (values.size !== 1 || [...rivals].some((r) => !values.has(r))) return undefined;
  // "at 3": afternoon or night is not sure.
  if (standing[0]!.value.startsWith('?')) return undefined;
  return { value: standing[0]!.value, segment: standing[0]!.segment };
}

/**
 * An offer in the conditional mood, not a booking: "we could pick him up at 7:15", "wir könnten
 * um 8 Uhr", "nous pourrions passer à 14h", "podríamos pasar a las 7:15", "potremmo alle 9",
 * "we zouden om 10 uur", "poderíamos às 9h" (the client decides; asked).
 */
const TENTATIVE =
  /\b(?:could|would|might|konnten|wurden|pourrions|pourrais|pourrait|podriamos|podria|potremmo|potrei|potrebbe|zouden|(?:we|wij|ik) (?:konden|zou)|poderiamos|poderia)\b/;

/** A sentence cut after a title ("Sr.", "Dr.", "Mme.", "Hr.", "Sig."): the next segment goes on with it. */
const TITLE_END = /(?:^|\s)\p{Lu}\p{Ll}{0,3}\.$/u;

const FROM_FIELD = /\b(?:from|start|earliest|begin|ab|vanaf|desde|partir|dalle)\b/;

/** The clause of a folded sentence around `index`: cut at ";" and at a comma or colon before "but". */
function clauseAround(folded: string, index: number): string {
  // The segment is one sentence ("Sr. Herrera" is no sentence's end): cut at ";" and a contrast only.
  const from = folded.lastIndexOf(';', index) + 1;
  const rest = folded.slice(index);
  const end = rest.search(/;|[,:]\s(?:but|aber|mais|pero|ma|maar|mas)\s/);
  return foldForMatching(folded.slice(from, end < 0 ? folded.length : index + end));
}
