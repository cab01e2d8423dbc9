import type { CaseContext } from '../brain.js';
import { bounded } from './client-question.js';
import { oneLine } from './one-line.js';

/** Which email was held back, as the client reads it. */
export type HeldEmail = 'first email' | 'follow-up' | 'reply' | 'reply with your answer';

const LEAD = 'I held back our ';

/**
 * The question put to the client when an email the offline brain wrote would repeat what the
 * client marked as private (leak-guard.ts): which email, to whom, and why, in English (the
 * client's API speaks English), and for a reply the counterparty's words it answered (quoted,
 * bounded). Never the private text itself, nor the email.
 */
export function heldDraftQuestion(ctx: CaseContext, email: HeldEmail, theirWords?: string): string {
  const c = ctx.counterparty;
  const who = [oneLine(c.name), c.company ? `(${oneLine(c.company)})` : ''].filter((x) => x !== '').join(' ');
  return (
    `${LEAD}${email} to ${who}: it would have repeated information you marked as private ` +
    '(confidential knowledge, or the budget, limits or notes in your objective), so nothing was sent. ' +
    (theirWords?.trim() ? `They wrote: "${bounded(theirWords)}" ` : '') +
    'What should I tell them instead?'
  );
}

/** Whether a question put to the client is one `heldDraftQuestion` wrote (its answer is passed on as is). */
export function isHeldDraftQuestion(question: string): boolean {
  return question.startsWith(LEAD);
}
