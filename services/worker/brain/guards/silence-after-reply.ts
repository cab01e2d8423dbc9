import type { CaseContext, TranscriptEntry } from '../brain.js';
import { readOfflineResult } from '../offline-result.js';
import { regionsOf } from '../regions/reply-regions.js';
import { replySignal } from '../reply-signals.js';
import type { ResultSchemaValidator } from '../result-schema.js';
import { requiredFields, schemaProperties } from '../result-schema.js';
import { clientQuestion } from '../writers/client-question.js';
import { findHandoff } from './handoffs.js';
import { findPromise } from './promises.js';
import { looksLikeAnAnswer } from './unread-answers.js';

/**
 * No nag loop after an answer: the counterparty replied (a person, not an autoresponder), we
 * have written to them at least once since (the clarification, the reply with the client's
 * answer, or the follow-up about what they promised), and they have been silent since. Asking
 * them again and again until the case gives up `max_retries` is what a person never does: the
 * client is asked instead, their last reply quoted and what is still missing named.
 *
 * When their reply asked us something and we answered it, one follow-up comes first (they owe us
 * the reply); then the client.
 *
 * Not here: a conversation in which nothing was ever read (no earlier reply gave a value or
 * figures) and whose last reply promised the answer for later ("I'll send you the figure next
 * week"), with nothing read beside the promise (what it gave for reference, as a range or a habit
 * is not read: guards/provisional.ts `heldForThePromise`): that is followed up, and given up on
 * when it never comes, like silence (nothing to put before the client but a promise).
 *
 * Returns the question for the client, or undefined: the usual follow-up (or giving up) applies.
 */
export function questionAfterSilence(
  ctx: CaseContext,
  transcript: readonly TranscriptEntry[],
  validator: ResultSchemaValidator,
): string | undefined {
  const sorted = [...transcript].sort((a, b) => a.at - b.at);
  let lastReply: { entry: TranscriptEntry; text: string } | undefined;
  const replies: { entry: TranscriptEntry; text: string }[] = [];
  let oursSince = 0;
  for (const e of sorted) {
    if (e.role === 'us') {
      oursSince += 1;
      continue;
    }
    const text = regionsOf(e.text).newText;
    if (text.trim() === '' || replySignal(text, e.subject).kind === 'auto_reply') continue;
    lastReply = { entry: e, text };
    replies.push(lastReply);
    oursSince = 0;
  }
  if (!lastReply) return undefined;
  // Their reply asked us something, and we answered it (from the case or with the client's
  // answer): they owe us the reply, so one reminder is fair before the client is asked.
  const needed = lastReply.text.includes('?') ? 2 : 1;
  if (oursSince < needed) return undefined;
  const reading = readOfflineResult(ctx, lastReply.entry, transcript, validator);
  const readSomething = Object.keys(reading.values).length > 0;
  // A promise after an earlier reply that answered with figures (a table of options, a quote the
  // client chose from) is no conversation in which nothing was said: the client is asked. The
  // earlier replies are read only for a promise with nothing read.
  const answeredBefore = () =>
    replies.slice(0, -1).some((r) => {
      const earlier = readOfflineResult(ctx, r.entry, transcript, validator);
      return Object.keys(earlier.values).length > 0 || looksLikeAnAnswer(ctx, r.text, r.entry.at, earlier);
    });
  const promiseOnly = !readSomething && (findPromise(lastReply.text) ?? findHandoff(lastReply.text)) !== undefined;
  if (promiseOnly && !answeredBefore()) return undefined;
  const check = reading.check;
  const missing =
    check && !check.ok
      ? [...new Set([...check.missing, ...check.invalid])]
      : requiredFields(ctx.resultSchema).length > 0
        ? requiredFields(ctx.resultSchema)
        : schemaProperties(ctx.resultSchema);
  const sender = lastReply.entry.from ? { sender: lastReply.entry.from } : {};
  return clientQuestion(ctx, { kind: 'silent', words: lastReply.text, missing, ...sender });
}
