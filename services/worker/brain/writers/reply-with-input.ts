import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { questionAnswered } from './clarification.js';
import { fieldsRequest, wantedFields } from './fields-request.js';
import { letter } from './letter.js';
import { phrasesFor } from './phrases.js';
import { replySubject } from './subjects.js';
import type { ThreadFacts } from './thread-facts.js';

/**
 * The reply that carries the client's answer to the counterparty's question, in the
 * counterparty's language: thanks for their patience, their question (when safe to repeat) with
 * the client's words, then only what is still missing, or a request to confirm when nothing is.
 */
export function draftReplyWithInput(
  ctx: CaseContext,
  question: string,
  providedContext: string,
  facts: ThreadFacts = {},
): Draft {
  const lang = facts.lang ?? 'en';
  const p = phrasesFor(lang);
  const answer = questionAnswered(ctx, { question, answer: providedContext.trim() }, lang);
  const missing = facts.missing ?? wantedFields(ctx.resultSchema);
  const request = missing.length === 0 ? p.confirm : fieldsRequest(ctx.resultSchema, missing, lang, 'also');
  return { subject: replySubject(ctx), text: letter(ctx, [p.thanksPatience, answer, request], lang) };
}
