import type { Lang } from '../readers/language.js';
import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { acknowledgement } from './acknowledgement.js';
import { fieldsRequest, wantedFields } from './fields-request.js';
import { knowledgeAnswer } from './knowledge-answer.js';
import { letter } from './letter.js';
import { oneLine } from './one-line.js';
import { phrasesFor } from './phrases.js';
import { quotable } from './quotable.js';
import { replySubject } from './subjects.js';
import type { ThreadFacts } from './thread-facts.js';

export { CANNOT_SHARE } from './knowledge-answer.js';

/** A counterparty's question and what the case's knowledge or constraints answer to it. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

const MAX_QUESTION_CHARS = 500;

/**
 * The reply to a reply that did not complete the case, in the counterparty's language: thanks,
 * with what was noted ("I have noted the price (1,240)"), their questions answered from the
 * case's knowledge, then only what is still missing or invalid ("Could you also let me know the
 * delivery date?"). Without `failed`, the schema's fields are asked for.
 */
export function draftClarification(
  ctx: CaseContext,
  answered: readonly AnsweredQuestion[],
  failed?: { missing: string[]; invalid: string[] },
  facts: Pick<ThreadFacts, 'lang' | 'noted'> = {},
): Draft {
  const lang = facts.lang ?? 'en';
  const answers = answered.filter((a) => a.answer.trim() !== '').map((a) => questionAnswered(ctx, a, lang));
  const missing =
    failed && failed.missing.length + failed.invalid.length > 0
      ? [...new Set([...failed.missing, ...failed.invalid])]
      : wantedFields(ctx.resultSchema);
  const received = Object.keys(facts.noted ?? {}).length > 0 || answers.length > 0;
  const body = [
    acknowledgement(ctx, facts.noted, lang),
    ...answers,
    fieldsRequest(ctx.resultSchema, missing, lang, received ? 'also' : 'ask'),
  ];
  return { subject: replySubject(ctx), text: letter(ctx, body, lang) };
}

/** 'As for your question "…": <answer>' (the question repeated only when it is safe to). */
export function questionAnswered(ctx: CaseContext, a: AnsweredQuestion, lang: Lang): string {
  const p = phrasesFor(lang);
  const q = oneLine(a.question).slice(0, MAX_QUESTION_CHARS);
  const lead = quotable(ctx, q) ? p.yourQuestion(q) : p.yourQuestionUnquoted;
  const answer = knowledgeAnswer(a.answer, lang).trim();
  return answer.includes('\n') ? `${lead}\n${answer}` : `${lead} ${answer}`;
}
