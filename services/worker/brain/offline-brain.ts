import type { ReplyEvaluation } from '../workflow/reply-evaluation.js';
import type { Brain, CaseContext, TranscriptEntry } from './brain.js';
import { isConfidential } from './confidential.js';
import { looksLikeInjection } from './injection-signals.js';
import { readOfflineResult } from './offline-result.js';
import { stripQuotedText } from './reply-text.js';
import { replySignal } from './reply-signals.js';
import { knowledgeEntries as knowledgeEntriesOf } from './leak-guard.js';
import type { ResultSchemaValidator } from './result-schema.js';
import { type AnsweredQuestion, CANNOT_SHARE, draftClarification } from './writers/clarification.js';
import { draftFollowUp } from './writers/follow-up-email.js';
import { draftInitial } from './writers/initial-email.js';
import { offlineThreadFacts } from './writers/offline-thread-facts.js';
import { draftReplyWithInput } from './writers/reply-with-input.js';

/**
 * The offline brain: deterministic rules, no network, the local and test default. It is not
 * production intelligence; people playing the counterparty (and tests) rely on the rules, which
 * docs/brain.md states. Reading a reply, first match wins:
 *   1. auto-reply (out of office ...)         → auto_reply
 *   2. a refusal or opt-out phrase             → rejected (optOut for an opt-out)
 *      (1 and 2 in English, German, French and Spanish: reply-signals.ts, opt-out.ts)
 *   3. a result that validates against resultSchema → goal_achieved: JSON, `field: value`
 *      lines and prose read by the schema-guided reader, in the reply, its attachments and the
 *      counterparty's earlier replies (offline-result.ts, extract/)
 *   4. a question not answered by goal.knowledge or constraints → needs_input
 *   5. otherwise                               → continue, asking for the missing fields
 * Drafts (writers/) use only the case's goal, names, persona, knowledge and constraints (answers) and the
 * resultSchema's field names: the context carries no metadata, webhook URL or keys.
 */

const MAX_QUESTION_CHARS = 500;
const STOPWORDS = new Set(
  (
    'what which when where whom whose could would should will shall does have your yours about there their this that ' +
    'these those with from into some please tell know like want need able also just more much many other than then ' +
    'them they were been being make sure okay thanks thank hello dear kind regards best much very does did done can ' +
    'cannot here send sending share give provide confirm let'
  ).split(' '),
);

export function createOfflineBrain(deps: { validator: ResultSchemaValidator }): Brain {
  return {
    draftInitial: async (ctx) => draftInitial(ctx),
    draftFollowUp: async (ctx, input) =>
      draftFollowUp(ctx, input.followUpNumber, offlineThreadFacts(ctx, input.transcript, deps.validator)),
    evaluateReply: async (ctx, input) => evaluateReply(ctx, input.latest, deps.validator, input.transcript),
    draftReplyWithInput: async (ctx, input) =>
      draftReplyWithInput(
        ctx,
        input.question,
        input.providedContext,
        offlineThreadFacts(ctx, input.transcript, deps.validator),
      ),
  };
}

export function evaluateReply(
  ctx: CaseContext,
  latest: TranscriptEntry,
  validator: ResultSchemaValidator,
  transcript: readonly TranscriptEntry[] = [],
): ReplyEvaluation {
  const text = stripQuotedText(latest.text);
  const signal = replySignal(text, latest.subject);
  if (signal.kind === 'auto_reply') return { outcome: 'auto_reply' };
  if (signal.kind === 'refusal') {
    return signal.optOut
      ? { outcome: 'rejected', reason: `counterparty asked not to be contacted ("${signal.phrase}")`, optOut: true }
      : { outcome: 'rejected', reason: `counterparty refused ("${signal.phrase}")` };
  }

  const attempt = readOfflineResult(ctx, latest, transcript, validator);
  if (attempt.check?.ok) {
    const evidence = attempt.evidence;
    return {
      outcome: 'goal_achieved',
      result: attempt.check.result,
      ...(Object.keys(evidence).length > 0 ? { evidence } : {}),
    };
  }

  // A message that talks to the agent instead of answering: no question of it is answered or
  // passed to the client; we ask again for what we need.
  const questions = looksLikeInjection(text) ? [] : findQuestions(text);
  const answered: AnsweredQuestion[] = [];
  for (const q of questions) {
    const answer = answerFromCase(ctx, q);
    if (answer === undefined) return { outcome: 'needs_input', question: q };
    answered.push({ question: q, answer });
  }
  const failed = attempt.check && !attempt.check.ok ? attempt.check : undefined;
  return { outcome: 'continue', reply: draftClarification(ctx, answered, failed) };
}

/** Sentences ending in `?`, trimmed and bounded; small talk (no content word) is skipped. */
export function findQuestions(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('?')) continue;
    for (const sentence of line.trim().split(/(?<=[.!?])\s+/)) {
      const q = sentence.trim();
      if (q.endsWith('?') && contentWords(q).size > 0) out.push(q.slice(0, MAX_QUESTION_CHARS));
    }
  }
  return out;
}

/**
 * The knowledge or constraint entries sharing a content word with the question, or undefined
 * when none does (a decision for the client); a polite refusal when every such entry is
 * confidential. Entries: each `key: value` of an object knowledge,
 * each sentence or line of a string knowledge, each constraint.
 */
export function answerFromCase(ctx: CaseContext, question: string): string | undefined {
  const words = contentWords(question);
  const hits = knowledgeEntries(ctx).filter((entry) => [...contentWords(entry)].some((w) => words.has(w)));
  if (hits.length === 0) return undefined;
  // What the client marked internal or confidential is never quoted (confidential.ts).
  const shareable = hits.filter((entry) => !isConfidential(entry));
  return shareable.length > 0 ? shareable.join('\n') : CANNOT_SHARE;
}

function knowledgeEntries(ctx: CaseContext): string[] {
  const constraints = (ctx.constraints ?? []).map((e) => e.trim()).filter((e) => e.length > 0);
  return [...knowledgeEntriesOf(ctx.goal.knowledge), ...constraints];
}

/** Words of 4+ letters, not stopwords, compared on their first 5 letters (deliver ~ delivery). */
function contentWords(text: string): Set<string> {
  const words =
    text
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !STOPWORDS.has(w)).map((w) => w.slice(0, 5)));
}
