import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { fieldsRequest } from './fields-request.js';
import { letter } from './letter.js';
import { quotable } from './quotable.js';
import { replySubject } from './subjects.js';

/** A counterparty's question and what the case's knowledge or constraints answer to it. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

/**
 * The reply to a reply that did not complete the case: the counterparty's questions answered
 * from knowledge, then what is still missing or invalid (or, without a failed check, the
 * schema's fields).
 */
export function draftClarification(
  ctx: CaseContext,
  answered: readonly AnsweredQuestion[],
  failed?: { missing: string[]; invalid: string[] },
): Draft {
  const answers = answered
    .filter((a) => a.answer !== '')
    .map((a) =>
      quotable(ctx, a.question) ? `You asked: "${a.question}"\n${a.answer}` : `Regarding your question:\n${a.answer}`,
    );
  const body = ['Thank you for your reply.', ...answers, fieldsRequest(ctx.resultSchema, failed)];
  return { subject: replySubject(ctx), text: letter(ctx, body) };
}

/** What we say for a question whose only answers the client marked confidential. */
export const CANNOT_SHARE = 'I am afraid I cannot share that information.';
