import type { Lang } from '../readers/language.js';
import { requiredFields, schemaProperties, type Schema } from '../result-schema.js';
import { fieldLabel } from './field-labels.js';
import { listSentence } from './field-list.js';
import { phrasesFor } from './phrases.js';

/**
 * The sentence asking for fields, named in words (field-labels.ts): "Could you please let me know
 * the price and the delivery date?", or a bullet list for more. `also`: something was received
 * already ("Could you also let me know …"); `precisely`: the first email already asked a
 * question, this names what the answer must hold.
 */
export type RequestMode = 'ask' | 'also' | 'precisely';

export function fieldsRequest(
  schema: Schema | undefined,
  wanted: readonly string[],
  lang: Lang,
  mode: RequestMode = 'ask',
): string {
  const p = phrasesFor(lang);
  if (wanted.length === 0) return p.askDetails;
  const labels = wanted.map((f) => {
    const l = fieldLabel(schema, f, lang);
    return `${l.withArticle}${l.options ? ` (${l.options})` : ''}`;
  });
  if (mode === 'also') return listSentence(labels, lang, p.askAlso, p.askAlsoList);
  if (mode === 'precisely') return listSentence(labels, lang, p.precisely, p.preciselyList);
  return listSentence(labels, lang, p.ask, p.askList);
}

/** What to ask for when nothing was read yet: the required fields, else every property. */
export function wantedFields(schema: Schema | undefined): string[] {
  const required = requiredFields(schema);
  return required.length > 0 ? required : schemaProperties(schema);
}
