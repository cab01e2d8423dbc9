import { z } from 'zod';

/**
 * The POST /cases body (SPEC "Case: fields supplied at creation"). Every object is strict
 * (unknown fields are rejected) and every string and list is bounded; the whole body is also
 * capped by MAX_BODY_BYTES. The bounds are documented in the README's API section.
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
} as const;

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_FOLLOW_UP_DELAY_HOURS = 72;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** A JSON object: not an array, not null. Its content is opaque to the API. */
const jsonObject = z.record(z.string(), z.unknown());

const goal = z.strictObject({
  objective: text(LIMITS.objective),
  knowledge: z.union([z.string().max(LIMITS.knowledgeText), jsonObject]).optional(),
});

const counterparty = z.strictObject({
  address: z.string().trim().max(LIMITS.email).pipe(z.email()),
  name: text(LIMITS.shortText),
  company: optionalText(LIMITS.shortText),
  timezone: optionalText(LIMITS.timezone),
  customData: z
    .record(z.string().max(LIMITS.customDataKey), z.string().max(LIMITS.customDataValue))
    .refine((m) => Object.keys(m).length <= LIMITS.customDataEntries, {
      message: `At most ${LIMITS.customDataEntries} entries`,
    })
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
