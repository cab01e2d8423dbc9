import type { ReplyEvaluation } from '../workflow/reply-evaluation.js';
import type { Brain, CaseContext, TranscriptEntry } from './brain.js';
import { readOfflineResult, type OfflineReading } from './offline-result.js';
import { regionsOf } from './regions/reply-regions.js';
import { replySignal } from './reply-signals.js';
import { questionAfterSilence } from './guards/silence-after-reply.js';
import { knowledgeEntries as knowledgeEntriesOf } from './leak-guard.js';
import { requiredFields, schemaProperties, type ResultSchemaValidator } from './result-schema.js';
import { clientQuestion } from './writers/client-question.js';
import { detectLanguage, detectReadLanguage } from './readers/language.js';
import { findNumbers } from './readers/amounts.js';
import { findDates } from './readers/dates.js';
import { answerFigures, hasCurrencyFigure } from './guards/answer-figures.js';
import { RECOLLECTION } from './guards/hedges.js';
import { foldForMatching } from './language-fold.js';
import { booleanSubjectTerms } from './readers/boolean-field.js';
import { isDateProp, isMoneyProp, typesOf } from './readers/field-readers.js';
import { findCommitment } from './guards/commitments.js';
import { asksForAgreement } from './guards/agreement-questions.js';
import { goalCommits } from './guards/goal-kind.js';
import { findHandoff } from './guards/handoffs.js';
import { findPromise } from './guards/promises.js';
import { isProvisional } from './guards/provisional.js';
import { caseTrustedTexts, foreignContacts, trustedContactsIn } from './draft-guard.js';
import { alreadyAnsweredAReply, newlyRead, promiseStillOpen } from './guards/understanding.js';
import { contentWords, entriesAnswering, WITHHELD } from './guards/knowledge-sharing.js';
import { fieldTerms, relevance } from './readers/field-terms.js';
import { segmentsOf } from './readers/segments.js';
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
 *      counterparty's earlier replies (offline-result.ts, readers/)
 *   4. a question not answered by goal.knowledge or constraints → needs_input
 *   5. otherwise                               → continue, asking for the missing fields
 * Drafts (writers/) use only the case's goal, names, persona, knowledge and constraints (answers) and the
 * resultSchema's field names: the context carries no metadata, webhook URL or keys.
 */

const MAX_QUESTION_CHARS = 500;

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
    questionAfterSilence: async (ctx, input) => questionAfterSilence(ctx, input.transcript, deps.validator),
  };
}

export function evaluateReply(
  ctx: CaseContext,
  latest: TranscriptEntry,
  validator: ResultSchemaValidator,
  transcript: readonly TranscriptEntry[] = [],
): ReplyEvaluation {
  const regions = regionsOf(latest.text);
  const signal: Pick<ReplyEvaluation, 'injectionSignal'> =
    regions.instructions.length > 0 ? { injectionSignal: { blocks: regions.instructions.length } } : {};
  return { ...decideOnReply(ctx, latest, regions.newText, validator, transcript), ...signal };
}

/**
 * The reading of a reply, in order: automatic reply; refusal or opt-out; terms only the client
 * can accept (asked, quoted); a complete result bound by evidence; the counterparty's questions
 * (answered from the case, else asked of the client); a promise to answer later (the case
 * waits); progress (a clarification naming what is still missing); nothing understood (one
 * clarification, then the client is asked).
 */
function decideOnReply(
  ctx: CaseContext,
  latest: TranscriptEntry,
  text: string,
  validator: ResultSchemaValidator,
  transcript: readonly TranscriptEntry[],
): ReplyEvaluation {
  const signal = replySignal(text, latest.subject);
  if (signal.kind === 'auto_reply') return { outcome: 'auto_reply' };
  if (signal.kind === 'refusal') {
    return signal.optOut
      ? { outcome: 'rejected', reason: `counterparty asked not to be contacted ("${signal.phrase}")`, optOut: true }
      : { outcome: 'rejected', reason: `counterparty refused ("${signal.phrase}")` };
  }

  // Questions come from the new text only: never from an instruction block (text addressed to
  // an automated assistant), quoted history, a signature or a footer.
  const questions = findQuestions(text);
  const commitment = findCommitment(text, coveredTexts(ctx, transcript, latest), limitTexts(ctx), {
    goalCommits: goalCommits(ctx.goal.objective),
    asksUs: questions.length > 0 || asksForAgreement(text),
    clientTexts: [...limitTexts(ctx), ...transcript.filter((e) => e.role === 'us' && e !== latest).map((e) => e.text)],
  });
  if (commitment) {
    const asked = questions.filter((q) => !commitment.quote.includes(q)).slice(0, 1);
    return {
      outcome: 'needs_input',
      question: clientQuestion(ctx, {
        kind: 'decision',
        words: [commitment.quote, ...asked].join(' '),
        ...senderOf(latest),
      }),
    };
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

  const answered: AnsweredQuestion[] = [];
  for (const q of questions) {
    const answer = answerFromCase(ctx, q);
    if (answer === undefined)
      return {
        outcome: 'needs_input',
        question: clientQuestion(ctx, {
          kind: 'question',
          words: q,
          missing: stillMissing(ctx, attempt),
          ...senderOf(latest),
        }),
      };
    answered.push({ question: q, answer });
  }
  // "Let me check, I'll get back to you tomorrow": nothing to store, nothing to ask; we wait.
  // A handoff to a colleague ("I've passed this to Rui in dispatch") is the same: the colleague answers.
  // Only when the rest of the reply holds no figure of a missing field's kind that could not be
  // placed ("there will be 28 of us; the dietary list follows" has answered, and is not waited on).
  if (
    answered.length === 0 &&
    (findPromise(text) ?? findHandoff(text)) !== undefined &&
    !answersBesidePromise(ctx, text, latest.at, stillMissing(ctx, attempt), attempt)
  )
    return { outcome: 'auto_reply' };

  const failed = attempt.check && !attempt.check.ok ? attempt.check : undefined;
  // After we have asked once, a reply counts as understood only when it gave something new
  // (a field not given before, or a corrected value): repeating what we had is not progress.
  const askedOnce = alreadyAnsweredAReply(transcript, latest);
  const progress = askedOnce ? newlyRead(ctx, latest, transcript, validator, attempt) : attempt.fromLatest;
  const understood = progress.length > 0 || answered.length > 0;
  // A reply that says something (figures, dates, sentences about what we asked) but from which
  // nothing could be read goes to the client at once: the counterparty answered, and sending
  // them the same request again is what a person would never do. Small talk is asked once.
  // A reply that pushes a link or address the client never gave is steering us, not answering:
  // it gets the one clarification (which never carries that link), not a question to the client.
  const steering = foreignContacts(text, trustedContactsIn(caseTrustedTexts(ctx))).length > 0;
  // Partly read, but the sentences about the missing fields hold figures or dates we could not
  // place: the counterparty has answered them, so the client is asked rather than them again.
  const unread = understood && mentionsUnread(ctx, text, latest.at, stillMissing(ctx, attempt), attempt);
  if (unread || (!understood && ((!steering && looksLikeAnAnswer(ctx, text, latest.at, attempt)) || askedOnce))) {
    return {
      outcome: 'needs_input',
      question: clientQuestion(ctx, {
        kind: 'unclear',
        words: text || latest.text,
        missing: stillMissing(ctx, attempt),
        ...senderOf(latest),
      }),
    };
  }
  // They promised the rest earlier and are delivering it in parts: wait for the rest.
  if (
    progress.length > 0 &&
    answered.length === 0 &&
    promiseStillOpen(transcript, latest, (t) => (findPromise(t) ?? findHandoff(t)) !== undefined)
  )
    return { outcome: 'auto_reply' };
  // The clarification acknowledges what was read and asks only for what is still missing, in
  // the language of the reply.
  return {
    outcome: 'continue',
    reply: draftClarification(ctx, answered, failed, { lang: detectLanguage(text), noted: notedValues(attempt) }),
  };
}

/**
 * The reply without its promising, handoff and provisional sentences: what it states now
 * ("about 25 so far, the final count comes on Thursday" states nothing yet).
 */
function besidePromises(text: string): string {
  return segmentsOf(text)
    .filter(
      (s) =>
        findPromise(s.text) === undefined &&
        findHandoff(s.text) === undefined &&
        !isProvisional(s.text) &&
        !RECOLLECTION.test(foldForMatching(s.text)),
    )
    .map((s) => s.text)
    .join('\n');
}

/**
 * Beside its promise, the reply states a figure of a missing field's kind that could not be
 * placed, in a sentence from which nothing was read (a sentence that gave a value, with its
 * material numbers and sizes, is not counted): it answered, so it is not waited on.
 */
function answersBesidePromise(
  ctx: CaseContext,
  text: string,
  at: number,
  missing: readonly string[],
  attempt: OfflineReading,
): boolean {
  const kinds = missingKinds(ctx, missing);
  const missingDate = kinds.date;
  const missingNumber = kinds.number || kinds.money;
  if (!missingDate && !missingNumber) return false;
  const lang = detectReadLanguage(text);
  const placed = placedValues(attempt.values);
  return segmentsOf(besidePromises(text)).some((s) => {
    const all = answerFigures(s.text, lang, at, attempt.echoes);
    const free = answerFigures(s.text, lang, at, attempt.echoes, placed);
    if (free.numbers.length < all.numbers.length || free.dates.length < all.dates.length) return false;
    return (missingDate && free.dates.length > 0) || (missingNumber && free.numbers.length > 0);
  });
}

function propsOf(ctx: CaseContext): Record<string, Record<string, unknown>> {
  return (ctx.resultSchema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
}

/**
 * The kinds of the missing fields: a date field, a count or measure (a number that is not
 * money), a price (a number that is money). A price is answered by an amount in a currency, a
 * count or a measure by a figure, a date by a date.
 */
function missingKinds(
  ctx: CaseContext,
  missing: readonly string[],
): { date: boolean; number: boolean; money: boolean } {
  const props = propsOf(ctx);
  const isNumber = (name: string) => typesOf(props[name] ?? {}).some((t) => t === 'number' || t === 'integer');
  return {
    date: missing.some((name) => isDateProp(name, props[name] ?? {})),
    number: missing.some((name) => isNumber(name) && !isMoneyProp(name, props[name] ?? {})),
    money: missing.some((name) => isNumber(name) && isMoneyProp(name, props[name] ?? {})),
  };
}

/** Who wrote a message, for the question to the client (a colleague may answer for the counterparty). */
function senderOf(entry: TranscriptEntry): { sender?: { address: string; name?: string } } {
  return entry.from ? { sender: entry.from } : {};
}

/** What the case itself says (goal, knowledge, constraints): its "up to" amounts are limits. */
function limitTexts(ctx: CaseContext): string[] {
  return [ctx.goal.objective, ...knowledgeEntries(ctx)];
}

/**
 * What the client has covered: the case's texts, everything we wrote (the client's answers are
 * in our replies), and the counterparty's earlier messages that we already answered.
 */
function coveredTexts(ctx: CaseContext, transcript: readonly TranscriptEntry[], latest: TranscriptEntry): string[] {
  const out = [...limitTexts(ctx)];
  const sorted = [...transcript].filter((e) => e !== latest).sort((a, b) => a.at - b.at);
  sorted.forEach((e, i) => {
    if (e.role === 'us') out.push(e.text);
    else if (sorted.slice(i + 1).some((x) => x.role === 'us')) out.push(regionsOf(e.text).newText);
  });
  return out;
}

function mentionsUnread(
  ctx: CaseContext,
  text: string,
  at: number,
  missing: readonly string[],
  attempt: OfflineReading,
): boolean {
  const props = propsOf(ctx);
  const lang = detectReadLanguage(text);
  const plain = text.replace(/\S*:\/\/\S+/g, ' ');
  const placed = placedValues(attempt.values);
  // A missing field of the kind of an unplaced figure: a date for a date field, a number for a
  // number field ("the unit is free from 3 May" answers a move-in date we could not place).
  const { date: missingDate, number: missingNumber, money: missingMoney } = missingKinds(ctx, missing);
  // A missing yes/no whose subject the reply talks about ("el transporte corre de nuestra cuenta") was
  // answered in words the reader could not place: the client reads it, they are not asked again.
  const booleanSubjects = missing
    .filter((name) => typesOf(props[name] ?? {}).includes('boolean'))
    .map((name) => booleanSubjectTerms(name))
    .filter((terms) => terms.length > 0);
  return segmentsOf(plain).some((s) => {
    if (booleanSubjects.some((terms) => relevance(s, terms) > 0)) return true;
    const u = answerFigures(s.text, lang, at, attempt.echoes, placed);
    if (u.dates.length === 0 && u.numbers.length === 0) return false;
    if (
      (u.dates.length > 0 && missingDate) ||
      (u.numbers.length > 0 && missingNumber) ||
      (u.amounts.length > 0 && missingMoney)
    )
      return true;
    return missing.some((name) => {
      const prop = props[name] ?? {};
      // Only a figure of the field's kind answers it: a number for a number, a date for a date.
      const isNumber = typesOf(prop).some((t) => t === 'number' || t === 'integer');
      if (isNumber && (isMoneyProp(name, prop) ? u.prices : u.numbers).length === 0) return false;
      if (isDateProp(name, prop) && u.dates.length === 0) return false;
      const d = prop['description'];
      const own = fieldTerms(name, undefined).filter((w) => w.length >= 4);
      return relevance(s, own) > 0 || relevance(s, fieldTerms(name, typeof d === 'string' ? d : undefined)) > 1;
    });
  });
}

/** The numbers and strings among the values read so far, at any depth. */
function placedValues(read: Record<string, unknown>): { numbers: Set<number>; strings: string[] } {
  const numbers = new Set<number>();
  const strings: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 4) return;
    if (typeof v === 'number') numbers.add(v);
    else if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(read, 0);
  return { numbers, strings };
}

/**
 * A reply that states something about what we asked: a sentence about one of the fields that
 * holds a figure or a date (links and their digits do not count).
 */
function looksLikeAnAnswer(ctx: CaseContext, text: string, at: number, attempt: OfflineReading): boolean {
  const plain = text.replace(/\S*:\/\/\S+/g, ' ');
  // Figures the reader could not place are an answer it did not read; phone, order and street
  // numbers, and figures we wrote ourselves, are not (guards/answer-figures.ts).
  const readLang = detectReadLanguage(plain);
  if (
    plain.length >= 30 &&
    (hasCurrencyFigure(plain) ||
      segmentsOf(plain).some((s) => {
        const u = answerFigures(s.text, readLang, at, attempt.echoes);
        return u.numbers.length > 0 || u.dates.length > 0;
      }))
  )
    return true;
  const props = (ctx.resultSchema?.['properties'] ?? {}) as Record<string, { description?: unknown }>;
  const lang = detectReadLanguage(text);
  return segmentsOf(plain).some(
    (s) =>
      (findNumbers(s.text, lang).length > 0 || findDates(s.text, lang, at).length > 0) &&
      Object.entries(props).some(
        ([name, p]) =>
          relevance(s, fieldTerms(name, typeof p.description === 'string' ? p.description : undefined)) > 0,
      ),
  );
}

function stillMissing(ctx: CaseContext, attempt: OfflineReading): string[] {
  const check = attempt.check;
  if (check && !check.ok) return [...new Set([...check.missing, ...check.invalid])];
  const required = requiredFields(ctx.resultSchema);
  return required.length > 0 ? required : schemaProperties(ctx.resultSchema);
}

/** The values read so far that the schema accepts (acknowledged in a clarification). */
function notedValues(attempt: OfflineReading): Record<string, unknown> {
  const check = attempt.check;
  const invalid = new Set(check && !check.ok ? check.invalid : []);
  return Object.fromEntries(Object.entries(attempt.values).filter(([k]) => !invalid.has(k)));
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
 * The answer the case gives to a counterparty's question (guards/knowledge-sharing.ts): the
 * knowledge or constraint entries about the question's subject; a polite refusal when its
 * subject is only what the client marked confidential or its negotiating position (budget,
 * limits, other suppliers, urgency); undefined when nothing answers it (a decision for the
 * client). Entries: each `key: value` of an object knowledge, each sentence or line of a string
 * knowledge, each constraint.
 */
export function answerFromCase(ctx: CaseContext, question: string): string | undefined {
  const found = entriesAnswering(knowledgeEntries(ctx), question);
  return found === WITHHELD ? CANNOT_SHARE : found;
}

function knowledgeEntries(ctx: CaseContext): string[] {
  const constraints = (ctx.constraints ?? []).map((e) => e.trim()).filter((e) => e.length > 0);
  return [...knowledgeEntriesOf(ctx.goal.knowledge), ...constraints];
}
