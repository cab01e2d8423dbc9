import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { fieldsRequest } from './fields-request.js';
import { letter } from './letter.js';
import { oneLine } from './one-line.js';
import { replySubject } from './subjects.js';

/** The follow-up sent when the counterparty has not answered in time. */
export function draftFollowUp(ctx: CaseContext, followUpNumber: number): Draft {
  const last = followUpNumber >= ctx.maxAttempts;
  const opening = last
    ? `This is my last follow-up on my earlier message about: ${oneLine(ctx.goal.objective)}`
    : followUpNumber <= 1
      ? `I am following up on my earlier message about: ${oneLine(ctx.goal.objective)}`
      : `I am checking in again (follow-up ${followUpNumber}) about: ${oneLine(ctx.goal.objective)}`;
  return { subject: replySubject(ctx), text: letter(ctx, [opening, fieldsRequest(ctx.resultSchema)]) };
}
