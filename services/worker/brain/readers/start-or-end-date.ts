import { lastWordInClause } from './clause-last-word.js';
/**
 * A date field that asks when a period starts (`termStartDate` "first day of the summer term",
 * `buildStartDate`) against the day it ends, and the other way round: "Our summer term starts on
 * Monday 19 April and finishes on Friday 2 July", "der Kurs beginnt am 3. März und endet am 28.
 * April", "commence le 3 et se termine le 28", "empieza el 3 y termina el 28", "inizia il 3 e
 * finisce il 28", "begint op 3 maart en eindigt op 28 april", "começa a 3 e termina a 28". The date
 * whose own clause names the other end last, before it, is that end's, never this field's.
 */

const START_VERBS = String.raw`start\w*|begin\w*|commenc\w*|beginn\w*|debut\w*|demarr\w*|empie\w*|empez\w*|comienz\w*|inici\w*|inizi\w*|comincia\w*|aanvang\w*|come[cç]\w*`;
const END_VERBS = String.raw`ends?|ending|ended|finish\w*|conclud\w*|endet|enden|finit|finissent|prend fin|termin(?:a|an|ano|am|e|ent|era|ara|ano)|finaliza\w*|acaba\w*|finisce|finiscono|eindig\w*|loopt af|afgelopen`;

const START = new RegExp(String.raw`\b(?:${START_VERBS})\b`, 'u');
const END = new RegExp(String.raw`\b(?:${END_VERBS})\b`, 'u');
const EITHER = new RegExp(String.raw`\b(?:${START_VERBS}|${END_VERBS})\b`, 'gu');
/** A start field's words and description, folded: "start date", "first day", "Beginn", "début", "inicio". */
const START_FIELD =
  /\b(?:start\w*|begin\w*|commenc\w*|first day|beginn|anfang|debut|inicio|comienzo|inizio|aanvang|primeiro dia|primer dia|primo giorno|premier jour|erster tag|eerste dag)\b/u;
/** An end field's words and description, folded: "end date", "last day", "Ende", "fin", "einde". */
const END_FIELD =
  /\b(?:end|ending|finish\w*|last day|ende|fin|fine|einde|fim|ultimo dia|ultimo giorno|dernier jour|letzter tag|laatste dag)\b/u;
/** Where the date's own clause starts: a stop or a bracket (a conjunction keeps the verb's subject: "starts … and finishes on"). */
const CLAUSE_START = /[;:.()!?]/gu;

/** Which end of a period the field asks (its name words and description, folded), if it asks one only. */
export function periodEnd(fieldFolded: string): 'start' | 'end' | undefined {
  const s = START_FIELD.test(fieldFolded);
  const e = END_FIELD.test(fieldFolded);
  return s === e ? undefined : s ? 'start' : 'end';
}

/**
 * Whether the last start or end verb before the date (within 50 characters of its clause) names
 * the other end than `asked`: "… and finishes on Friday 2 July" for a start field.
 */
export function otherEndsDate(folded: string, index: number, asked: 'start' | 'end'): boolean {
  const last = lastWordInClause(folded, index, 50, CLAUSE_START, EITHER);
  if (last === undefined) return false;
  return asked === 'start' ? END.test(last) && !START.test(last) : START.test(last) && !END.test(last);
}
