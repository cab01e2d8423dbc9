import { FIELD_STOP_WORDS } from '../readers/lexicons/field-vocabulary.js';
import { FIGURE_WORDS } from '../readers/field-readers.js';
import { relevance, splitName } from '../readers/field-terms.js';
import { negated } from '../readers/negation.js';
import { withoutFields } from '../readers/schema-reader.js';
import { type Segment, segmentsOf } from '../readers/segments.js';
import { findHandoff } from './handoffs.js';
import { findPromise } from './promises.js';

/**
 * The fields a message defers: a sentence that promises the answer for later or hands it to a
 * colleague names them by their own words ("Over de vegetarische variant laat ik onze chef Ruud
 * je even mailen", "I'll confirm the delivery date tomorrow", "mi collega le scriverà per il
 * trasporto"). That message gives such a field no value, whatever else it holds: an amount
 * beside it ("Boven de 150 couverts wordt dat € 6,95") is another one's, and the field waits for
 * the promised answer.
 *
 * A field's own words are those of its name no other field of the schema shares, and not a word
 * every price or date field has ("price", "eur", "date"): "vegetarian" for vegetarianPricePerCover
 * beside hotLunchPricePerCover. A field without such a word is never deferred by name, except the
 * one field of a schema when the message says it cannot give something yet.
 */
export function deferredFields(fields: readonly string[], text: string): Set<string> {
  const out = new Set<string>();
  const deferring = deferringSegments(text);
  if (deferring.length === 0) return out;
  // "Il varo invece non glielo posso ancora dare": a schema of one field, and the message says it
  // cannot give something yet. Whatever it names, a value read beside it is not sure to be the
  // field's (the haul-out's date beside the relaunch the yard cannot give yet): it waits.
  if (fields.length === 1 && deferring.some((s) => NOT_YET.test(s.folded) && negated(s.folded))) return new Set(fields);
  // "Den genauen Tag teilt uns der Prüfer … mit; ich gebe Ihnen dann Bescheid": the exact day is
  // what is promised, so every field of a day, a date or a time waits for it.
  if (deferring.some((s) => EXACT_DAY.test(s.folded)))
    for (const f of fields) if (splitName(f).some((w) => DAY_NAME_WORDS.has(w))) out.add(f);
  const words = new Map(fields.map((f) => [f, nameWords(f)]));
  for (const field of fields) {
    const others = new Set(fields.filter((f) => f !== field).flatMap((f) => words.get(f) ?? []));
    const own = (words.get(field) ?? []).filter((w) => !others.has(w));
    if (own.length > 0 && deferring.some((s) => relevance(s, own) > 0)) out.add(field);
  }
  return out;
}

/** "Yet", "still" in the seven languages (folded): with a negation, "not yet", "noch nicht", "pas encore", "ancora non". */
const NOT_YET = /\b(?:yet|noch|encore|todavia|aun|ancora|nog|ainda)\b/;

/** "The exact day", "den genauen Termin", "la date précise", "la fecha exacta", "il giorno esatto", "de precieze datum", "a data exata" (folded). */
const EXACT_DAY =
  /\b(?:(?:exact|precise|genauen?|exakten?|genaue|exakte)\s+(?:day|date|time|tag|datum|termin|uhrzeit)|(?:jour|date|heure)\s+(?:exacte?|precise?)|(?:dia|fecha|hora)\s+(?:exact[oa]|precis[oa])|(?:giorno|data|ora)\s+(?:esatt[oa]|precis[oa])|(?:exacte|precieze)\s+(?:dag|datum|tijd)|(?:dia|data|hora)\s+(?:exat[oa]|precis[oa]))\b/;

/** The words of a field's name that make it a day's, a date's or a time's. */
const DAY_NAME_WORDS = new Set([
  'date',
  'day',
  'time',
  'datum',
  'tag',
  'fecha',
  'data',
  'jour',
  'giorno',
  'dag',
  'dia',
]);

/** Words every field of a kind has: they name no field of their own. */
const KIND_WORDS = new Set([
  ...FIGURE_WORDS,
  'date',
  'day',
  'time',
  'eur',
  'gbp',
  'usd',
  'chf',
  'excl',
  'incl',
  'vat',
  'per',
  'each',
  'total',
  'number',
  'count',
]);

/** The words of a field's name, with their six-letter stems ("vegeta" meets "vegetarische", "végétarien"). */
function nameWords(field: string): string[] {
  const words = splitName(field).filter((w) => w.length >= 4 && !FIELD_STOP_WORDS.has(w) && !KIND_WORDS.has(w));
  return [...new Set([...words, ...words.filter((w) => w.length > 6).map((w) => w.slice(0, 6))])];
}

/** The sentences of a new text that promise an answer for later or hand the request on, or ''. */
export function deferringSentences(text: string): string {
  return deferringSegments(text)
    .map((s) => s.text)
    .join('\n');
}

/** The segments that promise or hand on; the whole text is tried first, as most mail does neither. */
function deferringSegments(text: string): Segment[] {
  if (findPromise(text) === undefined && findHandoff(text) === undefined) return [];
  return segmentsOf(text).filter((s) => findPromise(s.text) !== undefined || findHandoff(s.text) !== undefined);
}

interface Reading {
  values: Record<string, unknown>;
  evidence: Record<string, unknown>;
  sourceOf: Record<string, number>;
}

/**
 * A reading without the values of fields their own message defers by name (the message's body;
 * an attachment defers nothing): such a field is asked for or waited on.
 */
export function withoutDeferred<R extends Reading>(
  fields: readonly string[],
  read: R,
  sources: readonly { deferral?: string; attachmentId?: string }[],
): R {
  const deferred = Object.keys(read.values).filter((field) => {
    const from = sources[read.sourceOf[field] ?? -1];
    return from?.deferral !== undefined && !from.attachmentId && deferredFields(fields, from.deferral).has(field);
  });
  return withoutFields(read, deferred);
}
