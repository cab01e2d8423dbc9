import { foldForMatching } from './language-fold.js';
import type { CaseContext, TranscriptEntry } from './brain.js';
import { findPromise } from './guards/promises.js';
import { findQuestions } from './guards/counterparty-questions.js';
import { findRequests } from './guards/data-requests.js';
import { optionSentences } from './guards/offered-options.js';
import { deferringSentences, withoutDeferred } from './guards/deferred-fields.js';
import { heldForThePromise } from './guards/provisional.js';
import { aboutAnotherField } from './guards/other-field-statements.js';
import { isDepositSentence, schemaAsksForTerms } from './guards/schema-terms.js';
import { fieldKind, noLongerValid, refersToOlderMail, type ValueKind } from './guards/older-mail.js';
import { withoutUnmarkedChanges } from './guards/unmarked-changes.js';
import { segmentsOf, type Segment } from './readers/segments.js';
import { blankNoProblem, NEGATION_WORD } from './readers/negation.js';
import { keepsOlderFigure, namesCorrection, saysEarlierWasWrong } from './guards/corrections.js';
import { totalMadeUnsure } from './guards/added-charges.js';
import { amountContested } from './guards/contested-amounts.js';
import { fieldScope } from './readers/amount-scope.js';
import { fieldText, isMoneyProp } from './readers/field-readers.js';
import { regionsOf } from './regions/reply-regions.js';
import { type References } from './readers/field-readers.js';
import { caseReferenceFigures, caseSubjectWords } from './readers/case-subject.js';
import { readFromSources, referencesFrom, type ReadSource, withoutFields } from './readers/schema-reader.js';
import { withAgreedValues } from './thread/agreed-values.js';
import { caseTexts } from './thread/case-texts.js';
import { readWithoutSchema, type UnschemedReading } from './unschemed-reading.js';
import { requiredFields, schemaProperties, type ResultSchemaValidator, type Schema } from './result-schema.js';

/**
 * The offline brain's reading of a result from the conversation: what the counterparty has
 * written so far (the latest reply first, its readable attachments, then earlier replies, newest
 * first, so an answer completed over several turns adds up and a correction wins), read by the
 * schema-guided reader (readers/schema-reader.ts), then checked against the resultSchema.
 *
 * Only sure values are kept: a field whose value fails the schema is left out and asked for.
 * A result read this way completes the case when every required field is present, or, for a
 * schema without `required`, every declared property (an empty or partial guess never does).
 * Without a schema, only explicit forms count (a JSON object, `field: value` lines).
 */

export interface OfflineReading extends UnschemedReading {
  /** Dates and figures we wrote ourselves (the objective, knowledge, our mail): echoes, not answers. */
  echoes?: References;
}

export function readOfflineResult(
  ctx: CaseContext,
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  validator: ResultSchemaValidator,
): OfflineReading {
  const sources = sourcesOf(latest, transcript, !schemaAsksForTerms(ctx.resultSchema));
  if (!ctx.resultSchema) return readWithoutSchema(sources, validator);
  const schema = ctx.resultSchema;
  const refs = echoesOf(ctx, latest, transcript);
  const read = withAgreedValues(
    ctx,
    transcript,
    sources.flatMap((source, index) => (source.attachmentId ? [] : [{ source, index }])),
    withoutDeferred(
      schemaProperties(schema),
      withoutUnsureTotals(
        schema,
        withoutSuperseded(
          schema,
          withoutUnmarkedChanges(
            schema,
            statementsAboutTheirFields(schema, sources, refs),
            sources,
            refs,
            ourTimes(transcript),
          ),
          sources,
        ),
        sources,
      ),
      sources,
    ),
  );
  const fromLatest = Object.entries(read.sourceOf)
    .filter(([, i]) => sources[i]?.latest === true)
    .map(([f]) => f);
  if (Object.keys(read.values).length === 0) return { evidence: {}, fromLatest, values: {}, echoes: refs };
  let check = validator.check(schema, read.values);
  if (!check.ok && check.invalid.length > 0) {
    // A value that fails the schema is not stored: drop it, and ask for it if it is needed.
    const kept = Object.fromEntries(
      Object.entries(read.values).filter(([k]) => !check.ok && !check.invalid.includes(k)),
    );
    const invalid = check.invalid;
    check = validator.check(schema, kept);
    if (!check.ok) check = { ...check, invalid: [...new Set([...check.invalid, ...invalid])] };
    else if (!complete(schema, check.result))
      check = { ok: false, missing: missingOf(schema, check.result), invalid, errors: [] };
  }
  if (check.ok && !complete(schema, check.result)) {
    check = { ok: false, missing: missingOf(schema, check.result), invalid: [], errors: [] };
  }
  const evidence = check.ok ? pick(read.evidence, Object.keys(check.result)) : {};
  return { check, evidence, fromLatest, values: read.values, echoes: refs };
}

/**
 * Dates the counterparty stated first that a sentence of our mail (the client's answer) repeats
 * without a negation ("fine, Tuesday 1 December then", never "the 1st does not work for us"),
 * and that the case's own texts do not name.
 */
function agreedDates(
  transcript: readonly TranscriptEntry[],
  theirs: ReadonlySet<string>,
  own: ReadonlySet<string>,
  at: number,
): Set<string> {
  const sentences = transcript
    .filter((e) => e.role === 'us')
    .flatMap((e) => segmentsOf(e.text.slice(0, 20_000)))
    .filter((seg) => !NEGATION_WORD.test(blankNoProblem(seg.folded)))
    .map((seg) => seg.text);
  return new Set([...referencesFrom(sentences, at).dates].filter((d) => theirs.has(d) && !own.has(d)));
}

/**
 * The dates and figures we wrote ourselves, which a reply repeating them does not answer: the
 * case's texts and our mail. A figure of our mail that the counterparty's side had stated first
 * (in the new text of an earlier message) is theirs, not ours: our reply carrying the client's
 * decision repeats the terms it accepts ("yes, 5,000 labels at 4.2p each is fine", "please book
 * the 12th"), and the counterparty confirming them gives their value again, now agreed. What the
 * case's own texts name stays an echo, whoever repeats it.
 */
function echoesOf(ctx: CaseContext, latest: TranscriptEntry, transcript: readonly TranscriptEntry[]): References {
  const caseRefs = referencesFrom(caseTexts(ctx), latest.at);
  const ours = referencesFrom(
    transcript.filter((e) => e.role === 'us').map((e) => e.text),
    latest.at,
  );
  const theirs = referencesFrom(
    transcript
      .filter((e) => e.role === 'counterparty' && e.at < latest.at && e !== latest)
      .map((e) => regionsOf(e.text).newText),
    latest.at,
  );
  const kept = <T>(mine: Set<T>, stated: Set<T>, own: Set<T>) =>
    new Set([...own, ...[...mine].filter((v) => !stated.has(v))]);
  return {
    dates: kept(ours.dates, theirs.dates, caseRefs.dates),
    numbers: kept(ours.numbers, theirs.numbers, caseRefs.numbers),
    codes: new Set([...caseRefs.codes, ...ours.codes]),
    agreed: agreedDates(transcript, theirs.dates, caseRefs.dates, latest.at),
    subject: caseSubjectWords(ctx.goal.objective),
    subjectRefs: caseReferenceFigures(ctx.goal.objective),
    // What the client asks about: its words name a price list's row (readers/tables/named-row.ts).
    asked: [
      ctx.goal.objective,
      ...(ctx.constraints ?? []),
      ...transcript.filter((e) => e.role === 'us').map((e) => e.text),
    ],
  };
}

function complete(schema: Schema, result: Record<string, unknown>): boolean {
  return missingOf(schema, result).length === 0 && Object.keys(result).length > 0;
}

function missingOf(schema: Schema, result: Record<string, unknown>): string[] {
  const required = requiredFields(schema);
  const wanted = required.length > 0 ? required : schemaProperties(schema);
  return wanted.filter((f) => result[f] === undefined);
}

type Source = ReadSource & {
  latest?: boolean;
  /** The kinds of value this message says no longer hold (guards/older-mail.ts). */
  superseding?: Set<ValueKind>;
  /** Its sentences that promise an answer for later or hand the request on (guards/deferred-fields.ts). */
  deferral?: string;
  /** Its new text says something written before was a mistake ("please ignore the figure in my last email"). */
  correctsEarlier?: boolean;
};

function sourcesOf(latest: TranscriptEntry, transcript: readonly TranscriptEntry[], dropDeposits = true): Source[] {
  const sources: Source[] = [];
  const add = (e: TranscriptEntry) => {
    // Only what the sender wrote now: not quoted history, a signature, a legal footer, a
    // forwarded block or text addressed to an automated assistant (regions/reply-regions.ts).
    // A sentence that promises the answer for later ("I'll get back to you tomorrow") gives no
    // value: its date is when they will write, not the answer.
    // A deposit's amount is a term for the client, not a price (guards/commitments.ts).
    // A sentence that points at an older mail ("as the email below shows, it was due on the
    // 3rd") restates history; a message that says earlier values no longer hold withdraws them.
    const newText = regionsOf(e.text).newText;
    // An earlier message that set options before us to choose from ("Option 1 … 3 850 € HT, 5
    // weeks; Option 2 … 2 940 € HT, 3 weeks. Which do you keep?"): its option sentences are each
    // one option's figures, never the answer; the answer is what the reply to the choice says.
    const text = withoutOptionsOffered(withoutPromises(newText, dropDeposits), newText, e === latest);
    const promised = promiseSentences(newText);
    const deferral = deferringSentences(newText);
    const mark = e === latest ? { latest: true } : {};
    const superseding = noLongerValid(newText);
    const correctsEarlier = saysEarlierWasWrong(foldForMatching(newText));
    if (text !== '' || superseding.size > 0)
      sources.push({
        text,
        at: e.at,
        ...(e.messageId ? { messageId: e.messageId } : {}),
        ...mark,
        ...(promised ? { promised } : {}),
        ...(deferral ? { deferral } : {}),
        ...(superseding.size > 0 ? { superseding } : {}),
        ...(correctsEarlier ? { correctsEarlier } : {}),
      });
    for (const a of e.attachments ?? []) {
      if (!a.text) continue;
      const csv = /csv|tab-separated/i.test(a.contentType) || /\.(?:csv|tsv)$/i.test(a.filename);
      sources.push({
        text: a.text,
        at: e.at,
        ...(e.messageId ? { messageId: e.messageId } : {}),
        attachmentId: a.attachmentId,
        ...(csv ? { csv } : {}),
        ...mark,
      });
    }
  };
  // Newest first, the reply being evaluated in its place: a message that arrived after it (a
  // correction sent a minute later) is newer and wins.
  const others = transcript.filter((e) => e.role === 'counterparty' && !(e.at === latest.at && e.text === latest.text));
  for (const e of [latest, ...others].sort((a, b) => b.at - a.at)) add(e);
  return sources;
}

/** `text` without the option sentences of a choice `newText` asked us to make (earlier messages only). */
function withoutOptionsOffered(text: string, newText: string, latest: boolean): string {
  if (latest) return text;
  const asks = [...findQuestions(newText), ...findRequests(newText)];
  const options = asks.map((q) => optionSentences(newText, q)).find((o) => o.length >= 2);
  if (!options) return text;
  const drop = new Set(options.map((o) => o.text));
  return segmentsOf(text)
    .filter((s) => !drop.has(s.text))
    .map((s) => s.text)
    .join('\n');
}

/** The sentences of a new text that promise more for later, or '' when none does. */
function promiseSentences(text: string): string {
  if (findPromise(text) === undefined) return '';
  return segmentsOf(text)
    .filter((s) => findPromise(s.text) !== undefined)
    .map((s) => s.text)
    .join(' ');
}

function withoutPromises(text: string, dropDeposits: boolean): string {
  const promising = findPromise(text) !== undefined;
  if (!promising && !(dropDeposits && isDepositSentence(text)) && !refersToOlderMail(text)) return text;
  // A sentence that points at the older mail to correct it ("typo in my previous mail: the price
  // is 2,890", "Korrektur zu meiner letzten Mail: …") gives the new value: it is kept.
  // Not when it keeps the older figure ("the €2,980 is right, but with assembly …") or adds a
  // charge on top of it ("I forgot the delivery charge of €150"): then it gives nothing new.
  const restates = (s: Segment) =>
    refersToOlderMail(s.text) && !(namesCorrection(s.folded) && !keepsOlderFigure(s.folded));
  // A figure given as rough beside a promise of the exact one is not final (guards/provisional.ts);
  // nor is one given for reference ("Para referência, a última afinação … foram 120 €, mas não lhe
  // prometo o mesmo valor"): the answer is what the promise will bring.
  return segmentsOf(text)
    .filter(
      (s) =>
        !(promising && (findPromise(s.text) !== undefined || heldForThePromise(s.text))) &&
        !(dropDeposits && isDepositSentence(s.text)) &&
        !restates(s),
    )
    .map((s) => s.text)
    .join('\n');
}

/**
 * The thread-wide re-check: a value read from a message older than one that says values of its
 * kind no longer hold ("the price I gave you is no longer valid") is not delivered; the field is
 * asked for (or waited on, when that message promises the new one).
 */
function withoutSuperseded(
  schema: Schema,
  read: ReturnType<typeof readFromSources>,
  sources: readonly Source[],
): ReturnType<typeof readFromSources> {
  const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const stale = Object.keys(read.values).filter((field) => {
    const from = sources[read.sourceOf[field] ?? -1];
    if (!from) return false;
    const prop = props[field] ?? {};
    const kind = fieldKind(field, prop);
    return (
      kind !== undefined &&
      sources.some((s) => s.at > from.at && s.messageId !== from.messageId && s.superseding?.has(kind) === true)
    );
  });
  return withoutFields(read, stale);
}

/**
 * A total read before a charge added to it ("Freight adds another €240", a later "I forgot the
 * delivery charge of €95") is not sure: the field is asked (guards/added-charges.ts). Only a
 * money field that asks for a total; a base price stays as read. Nor is any amount a newer
 * sentence about its field contests with another amount (guards/contested-amounts.ts).
 */
function withoutUnsureTotals(
  schema: Schema,
  read: ReturnType<typeof readFromSources>,
  sources: readonly Source[],
): ReturnType<typeof readFromSources> {
  const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const unsure = Object.keys(read.values).filter((field) => {
    const value = read.values[field];
    const from = sources[read.sourceOf[field] ?? -1];
    const prop = props[field] ?? {};
    if (typeof value !== 'number' || !from || from.attachmentId) return false;
    if (!isMoneyProp(field, prop)) return false;
    // A newer sentence about the field with another amount contests it (contested-amounts.ts).
    if (amountContested(field, value, from, sources, Object.keys(props))) return true;
    if (fieldScope(fieldText(field, prop)) !== 'total') return false;
    const later = sources.filter((s) => s.at > from.at && !s.attachmentId).map((s) => s.text);
    return totalMadeUnsure(value, read.evidence[field]?.quote, from.text, later);
  });
  return withoutFields(read, unsure);
}

/**
 * Over several mails, the latest statement about a field wins, and only a statement about it: a
 * value a newer mail gave to a field that an older mail had already answered otherwise, from a
 * sentence naming another field and not this one (guards/other-field-statements.ts), is that
 * other field's. The older value stands; the other fields keep what the full read gave them (the
 * newer figure is not handed to another field by reading the mail again without this one: "with
 * lunch it would be €520" is no lunch price). A field of another kind (a date beside a price) makes
 * no rival: the sentence's amount is still this field's statement. Bounded: once per such field, a handful of mails.
 */
function statementsAboutTheirFields(
  schema: Schema,
  sources: readonly Source[],
  refs: References,
): ReturnType<typeof readFromSources> {
  let read = readFromSources(schema, sources, refs);
  const fields = schemaProperties(schema);
  const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const kindOf = (f: string) => fieldKind(f, props[f] ?? {});
  for (const field of fields) {
    const from = sources[read.sourceOf[field] ?? -1];
    const quote = read.evidence[field]?.quote;
    // Only a field that could hold this field's kind of value makes the sentence its statement:
    // "€1,900 a year, start 1 April" names the start date, but the amount is no date's.
    const rivals = fields.filter((f) => f === field || !kindOf(f) || !kindOf(field) || kindOf(f) === kindOf(field));
    if (!from || quote === undefined || !aboutAnotherField(quote, field, rivals)) continue;
    // A newer mail that says what was written was a mistake ("please ignore the figure in my last
    // email … For 10,000 it's £1,985") is the latest word: the older value is not brought back.
    if (from.correctsEarlier === true) continue;
    const olderSources = sources.filter((s) => s.at < from.at);
    if (olderSources.length === 0) continue;
    const older = readFromSources(schema, olderSources, refs);
    if (!(field in older.values) || JSON.stringify(older.values[field]) === JSON.stringify(read.values[field]))
      continue;
    const olderFrom = olderSources[older.sourceOf[field] ?? -1];
    // The other fields stay as the full read gave them: a figure this field gave up is never
    // handed to whichever field is left (it may be a total, or a price with extras).
    read = {
      values: { ...read.values, [field]: older.values[field] },
      evidence: {
        ...read.evidence,
        ...(older.evidence[field] ? { [field]: older.evidence[field] } : {}),
      },
      sourceOf: { ...read.sourceOf, [field]: olderFrom ? sources.indexOf(olderFrom) : -1 },
    };
  }
  return read;
}

/** When we wrote: a mail of ours between two of theirs makes the later an answer to something new. */
function ourTimes(transcript: readonly TranscriptEntry[]): number[] {
  return transcript.filter((e) => e.role === 'us').map((e) => e.at);
}

function pick<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]!]));
}

/** The fields a reading still lacks (missing or invalid), else every required field (or property). */
export function stillMissing(ctx: CaseContext, attempt: OfflineReading): string[] {
  const check = attempt.check;
  if (check && !check.ok) return [...new Set([...check.missing, ...check.invalid])];
  const required = requiredFields(ctx.resultSchema);
  return required.length > 0 ? required : schemaProperties(ctx.resultSchema);
}

/** The values read so far that the schema accepts (acknowledged in a clarification). */
export function notedValues(attempt: OfflineReading): Record<string, unknown> {
  const check = attempt.check;
  const invalid = new Set(check && !check.ok ? check.invalid : []);
  return Object.fromEntries(Object.entries(attempt.values).filter(([k]) => !invalid.has(k)));
}
