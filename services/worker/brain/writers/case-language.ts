import type { CaseContext } from '../brain.js';
import { objectiveParts } from '../objective-private.js';
import { clearLanguage, type Lang } from '../readers/language.js';
import { canNameField } from './field-labels.js';
import { wantedFields } from './fields-request.js';

/**
 * The language of our emails before the counterparty has written (the first email, a follow-up
 * after silence): the language the client wrote the objective's request in, when it is clear
 * (readers/language.ts `clearLanguage`), else English. The schema's descriptions do not choose
 * it (an English request with a Spanish description stays English), but they can veto it: when
 * a field the letter asks for cannot be named in that language (field-labels.ts
 * `canNameField`: no description in it, no glossary word), the letter is English, never two
 * languages in one mail. Once the counterparty writes, we answer in their language.
 */
export function caseLanguage(ctx: CaseContext): Lang {
  const lang = clearLanguage(objectiveParts(ctx.goal.objective).request.slice(0, 5_000));
  if (lang === 'en') return lang;
  return wantedFields(ctx.resultSchema).every((f) => canNameField(ctx.resultSchema, f, lang)) ? lang : 'en';
}
