import { ownWords } from '../readers/field-readers.js';
import { relevance, wordWithCounterparts } from '../readers/field-terms.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * Answers over several mails: the latest statement *about a field* wins. A later mail's sentence
 * that names another field of the schema in its own words, and not this one ("and the lunch is
 * €27.50 a head", a day after the room rate), is a statement about that other field, never a
 * correction of this one. Corrections that name no field at all ("sorry, I meant €1,450") still
 * replace the older value (readers/later-corrections.ts).
 *
 * Words: the distinctive words of the property names (`roomDayRate` → room, rate), with their
 * counterparts in the other languages (field-vocabulary.ts); words two fields share name neither.
 */
export function aboutAnotherField(quote: string, field: string, fields: readonly string[]): boolean {
  const words = (name: string) => ownWords(name).flatMap(wordWithCounterparts);
  const mine = words(field);
  const others = fields.filter((f) => f !== field).map(words);
  const shared = new Set(others.flat().filter((w) => mine.includes(w)));
  const own = mine.filter((w) => !shared.has(w));
  const theirs = others.map((ws) => ws.filter((w) => !shared.has(w) && !mine.includes(w)));
  const segments = segmentsOf(quote);
  if (segments.length === 0 || own.length === 0) return false;
  const about = (ws: readonly string[]) => ws.length > 0 && segments.some((s) => relevance(s, ws) > 0);
  return !about(own) && theirs.some(about);
}
