import { z } from 'zod';
import { reviewModeSchema } from '../../../shared/review.js';
import { sendWindowSchema } from '../../../shared/send-window.js';
import {
  MULTI_LINE_MESSAGE,
  ONE_LINE_MESSAGE,
  isMultiLineText,
  isOneLineText,
} from '../validation/control-characters.js';
import { opaqueObject, ownEntries } from '../validation/opaque-json.js';
import { resultSchemaPatternIssues } from '../validation/result-schema-patterns.js';
import { WELL_FORMED_MESSAGE, isWellFormedText } from '../validation/unicode-text.js';

/**
 * The POST /cases body (SPEC "Case: fields supplied at creation"). Every object is strict
 * (unknown fields are rejected) and every string and list is bounded; the whole body is also
 * capped by MAX_BODY_BYTES. The bounds are documented in docs/api.md.
 */

export const LIMITS = {
  shortText: 200,
  objective: 4000,
  knowledgeText: 20_000,
  constraint: 1000,
  constraints: 50,
  customDataEntries: 50,
  customDataKey: 100,
  customDataValue: 2000,
  email: 254,
  url: 2048,
  timezone: 100,
  maxAttempts: 10,
  followUpDelayHours: 720,
  /** Within Cloud Tasks' 30-day horizon, so the deadline is one timer. */
  inputTimeoutHours: 672,
  /** Nesting depth of opaque JSON (metadata, resultSchema, goal.knowledge). */
  jsonDepth: 32,
} as const;

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_FOLLOW_UP_DELAY_HOURS = 72;

/** Client data kept verbatim (knowledge text): bounded, well-formed multi-line text, not trimmed. */
const verbatim = (max: number) =>
  z.string().max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE).refine(isMultiLineText, MULTI_LINE_MESSAGE);
const trimmed = (max: number) => z.string().trim().max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);
/** One-line fields (names, company, role, tone, ids) reach email headers: no control characters. */
const text = (max: number) =>
  trimmed(max).refine(isOneLineText, ONE_LINE_MESSAGE).pipe(z.string().min(1, 'Must not be empty'));
const optionalText = (max: number) => trimmed(max).refine(isOneLineText, ONE_LINE_MESSAGE).optional();
/** Multi-line fields (objective, constraints) keep newlines and tabs, not other controls. */
const multiLineText = (max: number) =>
  trimmed(max).refine(isMultiLineText, MULTI_LINE_MESSAGE).pipe(z.string().min(1, 'Must not be empty'));
/**
 * A JSON object: not an array, not null, kept exactly as given (see opaque-json.ts). Its content
 * is opaque to the API, but its nesting is bounded: JSON.parse accepts any depth while
 * JSON.stringify (storage, webhooks) overflows the stack on very deep values, which would turn a
 * client's body into a 500.
 */
const jsonObject = opaqueObject({ propertyNames: { type: 'string' }, additionalProperties: {} }, (v, ctx) => {
  if (!jsonDepthAtMost(v, LIMITS.jsonDepth))
    ctx.addIssue({ code: 'custom', message: `Nested deeper than ${LIMITS.jsonDepth} levels` });
});

/** resultSchema: opaque JSON too, but its patterns must compile for the linear-time engine. */
const resultSchema = opaqueObject({ propertyNames: { type: 'string' }, additionalProperties: {} }, (v, ctx) => {
  if (!jsonDepthAtMost(v, LIMITS.jsonDepth)) {
    ctx.addIssue({ code: 'custom', message: `Nested deeper than ${LIMITS.jsonDepth} levels` });
    return;
  }
  for (const issue of resultSchemaPatternIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
});

/** customData: a map of string to string (SPEC), bounded; keys are one line, values may be multi-line. */
const customData = opaqueObject<Record<string, string>>(
  {
    propertyNames: { type: 'string', maxLength: LIMITS.customDataKey },
    additionalProperties: { type: 'string', maxLength: LIMITS.customDataValue },
    maxProperties: LIMITS.customDataEntries,
  },
  (m, ctx) => {
    const entries = ownEntries(m);
    if (entries.length > LIMITS.customDataEntries)
      ctx.addIssue({ code: 'custom', message: `At most ${LIMITS.customDataEntries} entries` });
    for (const [key, value] of entries) {
      const problem = customDataProblem(key, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [key] });
    }
  },
);

function customDataProblem(key: string, value: unknown): string | null {
  if (key.length > LIMITS.customDataKey) return `Key too long: at most ${LIMITS.customDataKey} characters`;
  if (!isWellFormedText(key)) return `Key: ${WELL_FORMED_MESSAGE}`;
  if (!isOneLineText(key)) return `Key: ${ONE_LINE_MESSAGE}`;
  if (typeof value !== 'string') return 'Must be a string';
  if (value.length > LIMITS.customDataValue) return `Too long: at most ${LIMITS.customDataValue} characters`;
  if (!isWellFormedText(value)) return WELL_FORMED_MESSAGE;
  if (!isMultiLineText(value)) return MULTI_LINE_MESSAGE;
  return null;
}

/**
 * Iterative (a recursive walk would itself overflow on the values it must reject). Only objects
 * and arrays are stacked, in two parallel arrays rather than a pair per value: it runs on every
 * POST /cases with metadata or a resultSchema.
 */
export function jsonDepthAtMost(value: unknown, max: number): boolean {
  const nodes: unknown[] = [value];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const v = nodes.pop();
    const depth = depths.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return false;
    for (const child of Object.values(v)) {
      if (typeof child !== 'object' || child === null) continue;
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return true;
}

const goal = z.strictObject({
  objective: multiLineText(LIMITS.objective),
  knowledge: z.union([verbatim(LIMITS.knowledgeText), jsonObject]).optional(),
});

const counterparty = z.strictObject({
  address: z.string().trim().max(LIMITS.email).pipe(z.email()),
  name: text(LIMITS.shortText),
  company: optionalText(LIMITS.shortText),
  timezone: optionalText(LIMITS.timezone),
  customData: customData.optional(),
});

const senderPersona = z.strictObject({
  name: text(LIMITS.shortText),
  role: optionalText(LIMITS.shortText),
  company: optionalText(LIMITS.shortText),
  tone: optionalText(LIMITS.shortText),
});

export const createCaseBody = z.strictObject({
  channel: z.enum(['EMAIL', 'SMS']),
  goal,
  counterparty,
  senderPersona,
  clientReferenceId: text(LIMITS.shortText).optional(),
  constraints: z.array(multiLineText(LIMITS.constraint)).max(LIMITS.constraints).optional(),
  maxAttempts: z.number().int().min(0).max(LIMITS.maxAttempts).default(DEFAULT_MAX_ATTEMPTS),
  followUpDelayHours: z.number().int().positive().max(LIMITS.followUpDelayHours).default(DEFAULT_FOLLOW_UP_DELAY_HOURS),
  /** Working hours for automated follow-ups (counterparty's time zone); else the service default. */
  sendWindow: sendWindowSchema.optional(),
  resultSchema: resultSchema.optional(),
  clientWebhookUrl: z
    .string()
    .trim()
    .max(LIMITS.url)
    .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }))
    .optional(),
  metadata: jsonObject.optional(),
  /** Which outbound emails wait for approval (docs/review-and-console.md); absent: the user's default, else none. */
  review: reviewModeSchema.optional(),
  /** An input request unanswered this long fails the case `input_timeout`; absent: the service default. */
  inputTimeoutHours: z.number().int().positive().max(LIMITS.inputTimeoutHours).optional(),
});

export type CreateCaseBody = z.infer<typeof createCaseBody>;
