import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { fieldsRequest } from './fields-request.js';
import { letter } from './letter.js';
import { oneLine } from './one-line.js';
import { quotable } from './quotable.js';
import { replySubject } from './subjects.js';

const MAX_QUESTION_CHARS = 500;

/** The reply that carries the client's answer to the counterparty's question. */
export function draftReplyWithInput(ctx: CaseContext, question: string, providedContext: string): Draft {
  return {
    subject: replySubject(ctx),
    text: letter(ctx, [
      quotable(ctx, question)
        ? `Thank you for your patience. Regarding your question "${oneLine(question).slice(0, MAX_QUESTION_CHARS)}":`
        : 'Thank you for your patience. Regarding your question:',
      providedContext.trim(),
      fieldsRequest(ctx.resultSchema),
    ]),
  };
}
