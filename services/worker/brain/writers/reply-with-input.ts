import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import type { Lang } from '../readers/language.js';
import { questionAnswered } from './clarification.js';
import { markedConfidential } from '../leak-guard.js';
import { forCounterparty } from './client-answer.js';
import { fromClientQuestion } from './client-question.js';
import { questionItself } from './question-context.js';
import { fieldsRequest, wantedFields } from './fields-request.js';
import { isHeldDraftQuestion } from './held-draft.js';
import { letter } from './letter.js';
import { phrasesFor } from './phrases.js';
import { replySubject } from './subjects.js';
import type { ThreadFacts } from './thread-facts.js';

/**
 * The reply that carries the client's answer to the counterparty's question, in the
 * counterparty's language: thanks for their patience, their question (when safe to repeat) with
 * the part of the client's words meant for them (client-answer.ts: no orders to us, no limits),
 * then only what is still missing, or a request to confirm when nothing is.
 */
export function draftReplyWithInput(
  ctx: CaseContext,
  question: string,
  providedContext: string,
  facts: ThreadFacts = {},
): Draft {
  const lang = facts.lang ?? 'en';
  const p = phrasesFor(lang);
  // Only what the client wrote for the counterparty goes out (client-answer.ts).
  const forwarded = forCounterparty(providedContext, markedConfidential(ctx));
  const answer = forwarded === '' ? '' : passOn(ctx, question, forwarded, lang);
  const missing = facts.missing ?? wantedFields(ctx.resultSchema);
  const request = missing.length === 0 ? p.confirm : fieldsRequest(ctx.resultSchema, missing, lang, 'also');
  return { subject: replySubject(ctx), text: letter(ctx, [p.thanksPatience, answer, request], lang) };
}

const MAX_QUOTED = 160;

/**
 * The client's answer, introduced by what it answers. The question put to the client is ours
 * (client-question.ts: who wrote, their words, what is at stake); only their words may be
 * repeated to them, and only when short: a proposal or message is referred to, not recited.
 */
function passOn(ctx: CaseContext, question: string, answer: string, lang: Lang): string {
  const p = phrasesFor(lang);
  // Asked because our own email was held back (held-draft.ts): their answer is the message.
  if (isHeldDraftQuestion(question)) return answer;
  const asked = fromClientQuestion(question);
  if (!asked) return questionAnswered(ctx, { question, answer }, lang);
  // Their question itself, without the sentence quoted to the client before it (question-context.ts).
  const theirs = asked.kind === 'question' ? questionItself(asked.words) : asked.words;
  if (asked.kind === 'question' && theirs.length <= MAX_QUOTED && !theirs.endsWith('…'))
    return questionAnswered(ctx, { question: theirs, answer }, lang);
  const lead =
    asked.kind === 'decision' ? p.yourProposal : asked.kind === 'question' ? p.yourQuestionUnquoted : p.yourMessage;
  return answer.includes('\n') ? `${lead}\n${answer}` : `${lead} ${answer}`;
}
