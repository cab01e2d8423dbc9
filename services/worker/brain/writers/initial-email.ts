import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { fieldsRequest } from './fields-request.js';
import { letter } from './letter.js';
import { oneLine } from './one-line.js';
import { initialSubject } from './subjects.js';

/** The first email of a case. */
export function draftInitial(ctx: CaseContext): Draft {
  const p = ctx.senderPersona;
  const from = p.company
    ? p.role
      ? `, ${p.role} at ${p.company}`
      : ` from ${p.company}`
    : p.role
      ? `, ${p.role}`
      : '';
  return {
    subject: initialSubject(ctx),
    text: letter(ctx, [
      `My name is ${p.name}${from}. I am reaching out${ctx.counterparty.company ? ` to ${ctx.counterparty.company}` : ''} about the following: ${oneLine(ctx.goal.objective)}`,
      fieldsRequest(ctx.resultSchema),
    ]),
  };
}
