import { z } from 'zod';

/**
 * The scenario format of the simulations (`npm run eval`): one JSON file per scenario. This zod
 * schema is the source of truth; `eval/scenario.schema.json` is generated from it with
 * `z.toJSONSchema` (`npm run eval:schema`) for editors, and a test keeps the two in sync.
 * docs/simulations.md explains every field with examples.
 */

const text = z.string().min(1).max(20_000);
const address = z.email().max(320);

/** A condition on the email a step answers (or the question a client answer answers). */
export const Condition = z
  .object({
    mentions: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('true when the email mentions at least one of these (case-insensitive)'),
    doesNotMention: z.array(z.string().min(1)).min(1).optional().describe('true when the email mentions none of these'),
  })
  .strict()
  .refine((c) => c.mentions || c.doesNotMention, 'give mentions or doesNotMention');

export const Attachment = z
  .object({
    filename: z.string().min(1).max(255),
    contentType: z.string().min(1).max(255),
    text: z.string().optional().describe('the content as text (UTF-8)'),
    base64: z.string().optional().describe('the content as base64 (binary files, e.g. a PDF)'),
  })
  .strict()
  .refine((a) => (a.text === undefined) !== (a.base64 === undefined), 'give exactly one of text or base64');

const stepBase = {
  when: Condition.optional().describe('the step is used only for an email that satisfies this'),
  after: z
    .enum(['email', 'previous'])
    .default('email')
    .describe(
      'email: answers the next email the service sends; previous: follows the previous step on the same email (the person writes after their autoresponder)',
    ),
  note: z.string().max(500).optional().describe('for people reading the scenario'),
};

const Reply = z
  .object({
    do: z.literal('reply'),
    ...stepBase,
    text: text.optional(),
    html: text.optional(),
    attachments: z.array(Attachment).max(10).optional(),
    from: z
      .object({ address, name: z.string().min(1).max(200).optional() })
      .strict()
      .optional()
      .describe('another person of the thread (a colleague); the counterparty by default'),
    fromName: z.string().min(1).max(200).optional().describe("the counterparty's display name on this reply"),
    replyTo: z.array(address).min(1).max(10).optional().describe('the Reply-To header'),
    subject: z.string().min(1).max(998).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    quote: z
      .boolean()
      .optional()
      .describe('append the email it answers as quoted history ("On ... wrote:" / a gmail_quote block)'),
  })
  .strict()
  .refine(
    (r) => r.text !== undefined || r.html !== undefined || (r.attachments?.length ?? 0) > 0,
    'a reply needs text, html or attachments',
  );

const AutoReply = z
  .object({
    do: z.literal('auto_reply'),
    ...stepBase,
    text,
    subject: z.string().min(1).max(998).optional().describe('default: "Automatic reply: <subject>"'),
  })
  .strict();

const Bounce = z
  .object({ do: z.literal('bounce'), ...stepBase })
  .strict()
  .describe('the email just sent bounces');
const Complaint = z
  .object({ do: z.literal('complaint'), ...stepBase })
  .strict()
  .describe('the counterparty marks the email as spam');
const Silence = z
  .object({ do: z.literal('silence'), ...stepBase })
  .strict()
  .describe('no answer: the follow-up timer fires');

export const Step = z.discriminatedUnion('do', [Reply, AutoReply, Bounce, Complaint, Silence]);

export const ClientAnswer = z
  .object({ answer: text, when: Condition.optional().describe('used only for a question that satisfies this') })
  .strict();

const json = z.json();

/** A matcher for one result value; any other JSON value means "equals exactly". */
export const Matcher = z.union([
  z.object({ equals: json }).strict(),
  z.object({ oneOf: z.array(json).min(1) }).strict(),
  z.object({ number: z.number(), tolerance: z.number().min(0).default(0) }).strict(),
  z
    .object({ isoDate: z.string().regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'an ISO 8601 date (YYYY-MM-DD) or date-time') })
    .strict(),
  z
    .object({ sameItems: z.array(json) })
    .strict()
    .describe('an array with these items, in any order'),
  z
    .object({
      pattern: z.string().min(1),
      flags: z
        .string()
        .regex(/^[imsu]*$/)
        .optional(),
    })
    .strict()
    .describe('a string matching this regular expression'),
  json,
]);

export const TextRule = z.union([
  z.string().min(1).describe('a literal, matched case-insensitively'),
  z
    .object({
      pattern: z.string().min(1),
      flags: z
        .string()
        .regex(/^[imsu]*$/)
        .optional(),
    })
    .strict(),
]);

export const CASE_STATUSES = ['CREATED', 'RUNNING', 'INPUT_NEEDED', 'COMPLETED', 'FAILED'] as const;

export const Expectations = z
  .object({
    status: z.enum(CASE_STATUSES).optional(),
    resultStatus: z.string().min(1).nullable().optional().describe('null: no resultStatus'),
    result: z.record(z.string(), Matcher).optional().describe('per result field: a value (equals) or a matcher'),
    resultHasOnly: z.boolean().optional().describe('the result has no fields besides those in `result`'),
    inputRequested: z.boolean().optional().describe('whether the case must (true) or must not (false) ask the client'),
    questionMentions: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('the question to the client mentions one of these'),
    maxEmails: z.number().int().min(0).optional().describe('the most emails the service may send'),
    minEmails: z.number().int().min(0).optional(),
    outboundMustNotContain: z.array(TextRule).optional().describe('no email we send may contain any of these'),
    outboundMustContain: z
      .array(TextRule)
      .optional()
      .describe('each of these appears in some email we send after the first'),
    recipients: z
      .array(address)
      .optional()
      .describe('the only addresses we may write to; default: only the counterparty'),
    transcriptIntact: z
      .boolean()
      .optional()
      .describe('the case transcript has one block per real message, each with its real sender'),
  })
  .strict();

/**
 * A case group (POST /case-groups): `case` holds the shared fields, each member its counterparty,
 * its own script (else the scenario's `counterparty`) and expectations (merged over `expect`).
 */
export const GroupPart = z
  .object({
    members: z
      .array(
        z
          .object({
            counterparty: z.record(z.string(), z.unknown()).describe('the SPEC counterparty of this member'),
            script: z.array(Step).max(30).optional().describe('what this counterparty does (default: `counterparty`)'),
            expect: Expectations.optional().describe('merged over the scenario `expect` for this member'),
          })
          .strict(),
      )
      .min(2)
      .max(10),
    maxConcurrent: z.number().int().min(1).max(100).optional(),
    compareBy: z
      .object({ field: z.string().min(1), order: z.enum(['min', 'max']) })
      .strict()
      .optional(),
    expect: z
      .object({
        best: z.array(z.number().int().min(0)).optional().describe('member indexes marked best'),
        ranked: z.array(z.number().int().min(0)).optional().describe('member indexes of the ranking, best first'),
        finishReason: z.enum(['all_finished', 'deadline', 'cancelled']).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const Scenario = z
  .object({
    $schema: z.string().optional(),
    name: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'),
    category: z.string().min(1).max(60),
    description: z.string().min(1).max(2000),
    case: z.record(z.string(), z.unknown()).describe('the POST /cases body; the runner sets clientWebhookUrl'),
    counterparty: z.array(Step).max(30).describe('what the counterparty does, in order'),
    client: z
      .union([z.literal('never'), z.array(ClientAnswer).max(10)])
      .default('never')
      .describe('what the client answers when the case asks for input'),
    expect: Expectations,
    group: GroupPart.optional().describe('play a case group: one member per counterparty'),
    timeoutSeconds: z.number().int().min(5).max(600).optional().describe('bound of the whole run of this scenario'),
  })
  .strict();

export type Scenario = z.infer<typeof Scenario>;
export type Step = z.infer<typeof Step>;
export type GroupPart = z.infer<typeof GroupPart>;
export type Condition = z.infer<typeof Condition>;
export type Matcher = z.infer<typeof Matcher>;
export type TextRule = z.infer<typeof TextRule>;
export type Expectations = z.infer<typeof Expectations>;
export type ClientAnswer = z.infer<typeof ClientAnswer>;

/** The JSON Schema of a scenario file, as checked in at eval/scenario.schema.json. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(Scenario, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://email-case-service.local/eval/scenario.schema.json',
    title: 'Email Case Service simulation scenario',
  };
}

export const SCENARIO_JSON_SCHEMA_FILE = new URL('./scenario.schema.json', import.meta.url);

/** The checked-in file's exact text. */
export const renderScenarioJsonSchema = () => `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
