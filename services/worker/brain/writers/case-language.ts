import type { CaseContext } from '../brain.js';
import { objectiveParts } from '../objective-private.js';
import { clearLanguage, type Lang } from '../readers/language.js';
import { isPlainObject } from '../result-schema.js';

/**
 * The language of our emails before the counterparty has written (the first email, a follow-up
 * after silence): the language the client wrote the case in, when it is clear (readers/
 * language.ts `clearLanguage`) from the objective's request and the schema's descriptions. A
 * request the client wrote in Italian goes out in Italian, with the client's words in it, never
 * as English with Italian pasted in. Otherwise English. Once the counterparty writes, we answer
 * in their language.
 */
export function caseLanguage(ctx: CaseContext): Lang {
  const props = isPlainObject(ctx.resultSchema?.['properties']) ? ctx.resultSchema['properties'] : {};
  const descriptions = Object.values(props)
    .map((p) => (isPlainObject(p) && typeof p['description'] === 'string' ? p['description'] : ''))
    .filter((d) => d !== '');
  return clearLanguage([objectiveParts(ctx.goal.objective).request, ...descriptions].join('\n').slice(0, 5_000));
}
