import type { CaseContext } from '../brain.js';
import { fieldLabel } from './field-labels.js';

/**
 * The questions the offline brain puts to the client (`needs_input`) when it must not decide
 * alone. Each quotes the counterparty's words (bounded) so the client decides on what was
 * actually written. (Wording may move to brain/writers/ with the rest of the writing.)
 */

const MAX_QUOTE = 400;

/** Terms or a condition only the client can accept. */
export function commitmentQuestion(ctx: CaseContext, quote: string, questions: readonly string[]): string {
  const who = ctx.counterparty.name?.trim() || 'The counterparty';
  const asked = questions.filter((q) => !quote.includes(q)).slice(0, 2);
  return [
    `${who} proposes terms the goal does not cover: "${bounded(quote)}"`,
    ...asked.map((q) => `They ask: "${bounded(q)}"`),
    'Do you accept? Please tell me what to answer.',
  ].join('\n');
}

/**
 * A reply still not understood after we asked once: the reply quoted, what is missing named.
 */
export function notUnderstoodQuestion(ctx: CaseContext, reply: string, missing: readonly string[]): string {
  const who = ctx.counterparty.name?.trim() || 'The counterparty';
  const fields = missing.map((f) => fieldLabel(ctx, f));
  return [
    `${who} replied: "${bounded(reply)}"`,
    fields.length > 0
      ? `I could not read ${list(fields)} from it, and I have already asked once. Could you tell me the ${fields.length > 1 ? 'values' : 'value'}, or how you would like me to answer?`
      : 'I could not read an answer from it, and I have already asked once. How would you like me to answer?',
  ].join('\n');
}

function bounded(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > MAX_QUOTE ? `${one.slice(0, MAX_QUOTE - 1)}…` : one;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
