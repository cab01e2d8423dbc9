import { ApiError as GenAiApiError, type GoogleGenAI } from '@google/genai';
import { z } from 'zod';
import { RetryableError } from '../../../../shared/errors.js';
import type { Logger } from '../../../../shared/logger.js';
import type { Draft, ReplyEvaluation } from '../../workflow/reply-evaluation.js';
import type { Brain, CaseContext, TranscriptEntry } from '../brain.js';
import { caseTrustedTexts, foreignContacts, refusalReason, trustedContactsIn } from '../draft-guard.js';
import {
  DECISIONS,
  DEFAULT_BUDGET,
  EVALUATION_RULES,
  evaluationPrompt,
  followUpPrompt,
  initialPrompt,
  replyWithInputPrompt,
  RULES,
  type Prompt,
  type PromptBudget,
} from './prompts.js';
import { type EvidenceReaders, verifiedResult } from './evidence.js';
import { evidenceReaders } from './evidence-readers.js';
import { findLeaks, leakReason, privateTexts } from '../leak-guard.js';
import { findOptOut } from '../opt-out.js';
import { questionAfterSilence } from '../guards/silence-after-reply.js';
import { regionsOf } from '../regions/reply-regions.js';
import type { ResultSchemaValidator } from '../result-schema.js';

/**
 * The Gemini brain: one structured-output `generateContent` call per decision
 * (`responseMimeType: application/json` + `responseJsonSchema`), output parsed with zod and,
 * for a result, checked against the case's resultSchema and value by value against its evidence
 * in the mail (`evidence.ts`: a value no quote carries is dropped). Code, not the model, decides what is
 * acceptable: a draft carrying a link, domain name or email address the client did not give us
 * (`draft-guard.ts`) or repeating confidential knowledge, constraints or its instructions (`leak-guard.ts`), an empty field, a result that fails the schema are all invalid output.
 *
 * Invalid output is retried up to `maxRetries` times (the retry tells the model why, in code's
 * words); then `RetryableError`, so the queue redelivers the event later. Transport failures are
 * not retried here: 429, 5xx, timeouts, network errors and any other API status all become
 * `RetryableError` at once (a bad key or model name is an operator's fix, never a reason to fail
 * a client's case) and are logged with their status.
 */

export interface GeminiBrainDeps {
  client: GoogleGenAI;
  model: string;
  maxOutputTokens: number;
  maxRetries: number;
  validator: ResultSchemaValidator;
  logger: Logger;
  budget?: PromptBudget;
  temperature?: number;
  /**
   * Reads a reply by rules (the offline brain) when the model claims a result the mail does not
   * support: the reply looks like a prompt injection, or once the values no evidence carries are
   * dropped (evidence.ts) the rest no longer satisfies the schema; the rules then ask for
   * what is missing. Without it, such a claim is invalid output (retried).
   */
  fallback?: Pick<Brain, 'evaluateReply'>;
  /** The reading side behind the evidence guard; the offline brain's readers by default. */
  evidenceReaders?: EvidenceReaders;
}

/** A verdict as checked, with why a claimed result is not to be believed (see `fallback`). */
type CheckedEvaluation = ReplyEvaluation & { unsupported?: string };

const DraftOutput = z.object({
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(20_000),
});

const EvaluationOutput = z.object({
  decision: z.enum(DECISIONS),
  resultJson: z.string().max(50_000).optional(),
  question: z.string().trim().max(1_000).optional(),
  reason: z.string().trim().max(1_000).optional(),
  optOut: z.boolean().optional(),
  evidence: z
    .array(
      z.object({
        field: z.string().max(200),
        messageId: z.string().max(500),
        attachmentId: z.string().max(500).optional(),
        quote: z.string().max(2_000),
      }),
    )
    .max(100)
    .optional(),
  replySubject: z.string().trim().max(200).optional(),
  replyText: z.string().trim().max(20_000).optional(),
});

type Checked<T> = { ok: true; value: T } | { ok: false; why: string };

export class InvalidBrainOutput extends RetryableError {
  override name = 'InvalidBrainOutput';
}

export function createGeminiBrain(deps: GeminiBrainDeps): Brain {
  const budget = deps.budget ?? DEFAULT_BUDGET;
  const readers = deps.evidenceReaders ?? evidenceReaders;

  async function decide<T>(
    kind: string,
    ctx: CaseContext,
    prompt: Prompt,
    check: (raw: unknown) => Checked<T>,
  ): Promise<T> {
    const log = deps.logger.child({ caseId: ctx.caseId, brainCall: kind });
    let why: string | undefined;
    for (let attempt = 0; attempt <= deps.maxRetries; attempt++) {
      const text = await call(prompt, why, log);
      const parsed = parseJson(text);
      const checked = parsed.ok ? check(parsed.value) : parsed;
      if (checked.ok) return checked.value;
      why = checked.why;
      log.warn('gemini output rejected', { attempt, why });
    }
    throw new InvalidBrainOutput(`gemini output invalid after ${deps.maxRetries + 1} attempts (${kind})`);
  }

  async function call(prompt: Prompt, previousProblem: string | undefined, log: Logger): Promise<string | undefined> {
    const retryNote = previousProblem
      ? `\n\nYour previous answer was rejected: ${previousProblem}. Answer again with one JSON object that follows the rules and the schema.`
      : '';
    try {
      const response = await deps.client.models.generateContent({
        model: deps.model,
        contents: [
          {
            role: 'user',
            parts: [
              { text: prompt.userText + retryNote },
              ...(prompt.inlineParts ?? []).flatMap((p) => [
                { text: p.label },
                { inlineData: { mimeType: p.mimeType, data: p.base64 } },
              ]),
            ],
          },
        ],
        config: {
          systemInstruction: prompt.systemInstruction,
          responseMimeType: 'application/json',
          responseJsonSchema: prompt.responseJsonSchema,
          maxOutputTokens: deps.maxOutputTokens,
          temperature: deps.temperature ?? 0.2,
          candidateCount: 1,
        },
      });
      return response.text;
    } catch (err) {
      throw mapCallError(err, log);
    }
  }

  /** Every outbound draft (initial, follow-up, reply, reply with the client's answer) passes here. */
  const draftCheck = (ctx: CaseContext, extra: string[] = []) => {
    const trusted = trustedContactsIn(caseTrustedTexts(ctx, extra));
    const secrets = privateTexts(ctx, [RULES, EVALUATION_RULES], extra);
    return (raw: unknown): Checked<Draft> => {
      const r = DraftOutput.safeParse(raw);
      if (!r.success) return { ok: false, why: `fields ${issuePaths(r.error)} are missing or invalid` };
      const draft = { subject: oneLine(r.data.subject), text: r.data.text };
      const foreign = foreignContacts(`${draft.subject}\n${draft.text}`, trusted);
      if (foreign.length > 0) return { ok: false, why: refusalReason(foreign) };
      const leaks = findLeaks(`${draft.subject}\n${draft.text}`, secrets);
      return leaks.length > 0 ? { ok: false, why: leakReason(leaks) } : { ok: true, value: draft };
    };
  };

  const evaluationCheck = (ctx: CaseContext, transcript: readonly TranscriptEntry[], latest: TranscriptEntry) => {
    const log = deps.logger.child({ caseId: ctx.caseId, brainCall: 'evaluate_reply' });
    const replyCheck = draftCheck(ctx, sentTexts(transcript));
    // Code, not the model, has the last word on an opt-out: such a reply is never answered.
    const regions = regionsOf(latest.text);
    const optOutPhrase = findOptOut(regions.newText);
    const injected = regions.instructions.length > 0;
    return (raw: unknown): Checked<CheckedEvaluation> => {
      const r = EvaluationOutput.safeParse(raw);
      if (!r.success) return { ok: false, why: `fields ${issuePaths(r.error)} are missing or invalid` };
      const o = r.data;
      if (optOutPhrase !== undefined && (o.decision === 'continue' || o.decision === 'needs_input')) {
        return {
          ok: true,
          value: {
            outcome: 'rejected',
            reason: `counterparty asked not to be contacted ("${optOutPhrase}")`,
            optOut: true,
          },
        };
      }
      switch (o.decision) {
        case 'goal_achieved': {
          const result = parseJson(o.resultJson);
          if (!result.ok) return { ok: false, why: 'resultJson is not JSON object text' };
          const check = deps.validator.check(ctx.resultSchema, result.value);
          if (!check.ok)
            return {
              ok: false,
              why: `resultJson does not match the result schema: ${check.errors.slice(0, 5).join('; ')}`,
            };
          // Each value must be carried by its evidence in the new text of the mail
          // (evidence.ts); a value that is not is dropped. What remains completes the
          // case only if it still satisfies the schema; otherwise the rules read the reply and
          // ask for what is missing.
          const verified = verifiedResult(
            o.evidence ?? [],
            check.result,
            [...transcript, latest],
            ctx.resultSchema,
            readers,
            log,
          );
          const kept = verified.dropped.length === 0 ? check : deps.validator.check(ctx.resultSchema, verified.values);
          const complete = kept.ok && Object.keys(kept.result).length > 0;
          // The model's word alone does not complete a case when the mail talks to the agent.
          const unsupported = injected
            ? 'the reply looks like a prompt injection'
            : !complete
              ? `no evidence in the mail carries the value of ${verified.dropped.slice(0, 20).join(', ')}`
              : undefined;
          if (unsupported && !deps.fallback)
            return { ok: false, why: `the result is not supported by the mail: ${unsupported}` };
          const value: CheckedEvaluation = {
            outcome: 'goal_achieved',
            result: kept.ok ? kept.result : {},
            ...(Object.keys(verified.evidence).length > 0 ? { evidence: verified.evidence } : {}),
          };
          return { ok: true, value: unsupported ? { ...value, unsupported } : value };
        }
        case 'needs_input':
          return o.question
            ? { ok: true, value: { outcome: 'needs_input', question: o.question } }
            : { ok: false, why: 'question is empty' };
        case 'rejected': {
          const optOut = o.optOut === true || optOutPhrase !== undefined;
          return {
            ok: true,
            value: { outcome: 'rejected', reason: o.reason || 'counterparty declined', ...(optOut ? { optOut } : {}) },
          };
        }
        case 'auto_reply':
          return { ok: true, value: { outcome: 'auto_reply' } };
        case 'continue': {
          const d = replyCheck({ subject: o.replySubject || 'Re: our conversation', text: o.replyText ?? '' });
          return d.ok ? { ok: true, value: { outcome: 'continue', reply: d.value } } : d;
        }
      }
    };
  };

  return {
    draftInitial: (ctx) => decide('draft_initial', ctx, initialPrompt(ctx, budget), draftCheck(ctx)),
    draftFollowUp: (ctx, input) =>
      decide(
        'draft_follow_up',
        ctx,
        followUpPrompt(ctx, input.followUpNumber, input.transcript, budget),
        draftCheck(ctx, sentTexts(input.transcript)),
      ),
    evaluateReply: async (ctx, input) => {
      const checked = await decide(
        'evaluate_reply',
        ctx,
        evaluationPrompt(ctx, input.transcript, input.latest, budget),
        evaluationCheck(ctx, input.transcript, input.latest),
      );
      if (checked.unsupported === undefined || !deps.fallback) return checked;
      deps.logger.warn('gemini result not supported by the mail: the rules read the reply', {
        caseId: ctx.caseId,
        reason: checked.unsupported,
      });
      return deps.fallback.evaluateReply(ctx, input);
    },
    draftReplyWithInput: (ctx, input) =>
      decide(
        'draft_reply_with_input',
        ctx,
        replyWithInputPrompt(ctx, input, budget),
        draftCheck(ctx, [input.providedContext, ...sentTexts(input.transcript)]),
      ),
    // The same rule as the offline brain's, read by its readers: no model call, no nag loop.
    questionAfterSilence: async (ctx, input) => questionAfterSilence(ctx, input.transcript, deps.validator),
  };
}

function parseJson(text: string | undefined): Checked<unknown> {
  if (text === undefined || text.trim() === '') return { ok: false, why: 'the answer was empty' };
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value }
      : { ok: false, why: 'the answer is not a JSON object' };
  } catch {
    return { ok: false, why: 'the answer is not valid JSON' };
  }
}

/**
 * What we sent earlier in the thread (role `us`: the provider labelled it sent, which the other
 * side cannot forge) passed this guard when it went out, so the links and addresses it names
 * stay allowed: a reply may repeat the portal the client named in an answer to an earlier
 * question, though that answer is no longer part of the case context.
 */
function sentTexts(transcript: readonly TranscriptEntry[]): string[] {
  return transcript.filter((e) => e.role === 'us').map((e) => e.text);
}

function issuePaths(error: z.ZodError): string {
  return [...new Set(error.issues.map((i) => i.path.join('.') || '(root)'))].join(', ');
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Every call failure is retryable later; the status tells the operator whether they must act. */
function mapCallError(err: unknown, log: Logger): RetryableError {
  if (err instanceof GenAiApiError) {
    const transient = err.status === 408 || err.status === 429 || err.status >= 500;
    (transient ? log.warn : log.error)('gemini call failed', { status: err.status });
    return new RetryableError(`gemini call failed with status ${err.status}`, retryDelayMs(err.message), {
      cause: err,
    });
  }
  const name = err instanceof Error ? err.name : 'unknown';
  log.warn('gemini call failed without a response', { errorName: name });
  return new RetryableError(`gemini call failed (${name})`, undefined, { cause: err });
}

/** Google's 429 carries `RetryInfo` (`"retryDelay": "30s"`) in the error body the SDK puts in the message. */
function retryDelayMs(message: string): number | undefined {
  const m = message.match(/"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/);
  return m?.[1] ? Math.ceil(Number(m[1]) * 1000) : undefined;
}
