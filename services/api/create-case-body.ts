import { z } from 'zod';
import { sendWindowSchema } from '../../shared/send-window.js';
import { WELL_FORMED_MESSAGE, isWellFormedText } from './unicode-text.js';

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
  /** Nesting depth of opaque JSON (metadata, resultSchema, goal.knowledge). */
  jsonDepth: 32,
} as const;

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_FOLLOW_UP_DELAY_HOURS = 72;

/** Client data kept verbatim (customData, knowledge text): bounded and well-formed, not trimmed. */
const verbatim = (max: number) => z.string().max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);
const trimmed = (max: number) => z.string().trim().max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);
const text = (max: number) => trimmed(max).pipe(z.string().min(1, 'Must not be empty'));
const optionalText = (max: number) => trimmed(max).optional();
/**
 * A JSON object: not an array, not null. Its content is opaque to the API, but its nesting is
 * bounded: JSON.parse accepts any depth while JSON.stringify (storage, webhooks) overflows the
 * stack on very deep values, which would turn a client's body into a 500.
 */
const jsonObject = z
  .record(z.string(), z.unknown())
  .refine((v) => jsonDepthAtMost(v, LIMITS.jsonDepth), { message: `Nested deeper than ${LIMITS.jsonDepth} levels` });

/** Iterative (a recursive walk would itself overflow on the values it must reject). */
export function jsonDepthAtMost(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return false;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return true;
}

const goal = z.strictObject({
  objective: text(LIMITS.objective),
  knowledge: z.union([verbatim(LIMITS.knowledgeText), jsonObject]).optional(),
});

const counterparty = z.strictObject({
  address: z.string().trim().max(LIMITS.email).pipe(z.email()),
  name: text(LIMITS.shortText),
  company: optionalText(LIMITS.shortText),
  timezone: optionalText(LIMITS.timezone),
  customData: z
    .record(verbatim(LIMITS.customDataKey), verbatim(LIMITS.customDataValue))
    .refine((m) => Object.keys(m).length <= LIMITS.customDataEntries, {
      message: `At most ${LIMITS.customDataEntries} entries`,
    })
    .meta({ maxProperties: LIMITS.customDataEntries }) // the refine above, for the OpenAPI document
    .optional(),
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
  constraints: z.array(text(LIMITS.constraint)).max(LIMITS.constraints).optional(),
  maxAttempts: z.number().int().min(0).max(LIMITS.maxAttempts).default(DEFAULT_MAX_ATTEMPTS),
  followUpDelayHours: z
    .number()
    .int()
    .positive()
    .max(LIMITS.followUpDelayHours)
    .default(DEFAULT_FOLLOW_UP_DELAY_HOURS),
  /** Working hours for automated follow-ups (counterparty's time zone); else the service default. */
  sendWindow: sendWindowSchema.optional(),
  resultSchema: jsonObject.optional(),
  clientWebhookUrl: z
    .string()
    .trim()
    .max(LIMITS.url)
    .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }))
    .optional(),
  metadata: jsonObject.optional(),
});

export type CreateCaseBody = z.infer<typeof createCaseBody>;
