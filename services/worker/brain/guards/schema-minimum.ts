import { FIELD_STOP_WORDS } from '../readers/lexicons/field-vocabulary.js';

/**
 * A minimum the result schema itself asks about (`minimumShiftHours`, "shortest shift we can
 * book", "Mindestlaufzeit in Monaten", "durée minimale de location"): a reply's minimum of the
 * same thing ("Minimum booking is a 4-hour shift") is the answer to that field, not a new term
 * the client must accept (guards/commitments.ts). A minimum of another thing ("minimum term 12
 * months" beside a minimum-shift field) still is one.
 */

/** A word that makes a field ask for a lower limit, folded, in the seven reading languages. */
const MINIMUM_FIELD =
  /\b(?:min|minimum|minimal\w*|shortest|smallest|least|mindest\w*|kurzest\w*|kleinst\w*|minimale?s?|plus (?:court|petit)e?s?|minimo|minima|minimos|minimas|mas cort[oa]s?|piu brev[ei]|minimaal|minimale|kortste|kleinste|mais curt[oa]s?)\b/g;

/** The words (≥ 4 letters, as 5-letter stems) that stand within a few words of a minimum word in the schema's texts. */
export function minimumSubjects(schema: string): Set<string> {
  const out = new Set<string>();
  for (const m of schema.slice(0, 20_000).matchAll(MINIMUM_FIELD)) {
    const around = schema.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60);
    for (const w of around.match(/\p{L}+/gu) ?? []) {
      if (w.length < 4 || FIELD_STOP_WORDS.has(w) || new RegExp(MINIMUM_FIELD.source).test(w)) continue;
      out.add(w.slice(0, 5));
    }
  }
  return out;
}

/** Whether the folded sentence speaks of a thing the schema asks the minimum of (a shared word stem). */
export function answersSchemaMinimum(folded: string, subjects: ReadonlySet<string>): boolean {
  if (subjects.size === 0) return false;
  const words = (folded.match(/\p{L}+/gu) ?? []).filter(
    (w) => w.length >= 4 && !FIELD_STOP_WORDS.has(w) && !new RegExp(MINIMUM_FIELD.source).test(w),
  );
  return words.some((w) => subjects.has(w.slice(0, 5)));
}
