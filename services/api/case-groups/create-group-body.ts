import { z } from 'zod';
import {
  DEFAULT_MAX_CONCURRENT,
  MAX_CONCURRENT_LIMIT,
  MAX_GROUP_SIZE,
} from '../../../shared/case-groups/case-group-record.js';
import { createCaseBody } from '../cases/create-case-body.js';

/**
 * The POST /case-groups body: the shared case fields, exactly the POST /cases pieces (same
 * bounds, same messages), plus `counterparties` (1..1000, each the SPEC counterparty with its own
 * optional `clientReferenceId` and `knowledge`) and the group's own fields. Strict like the case
 * body. The whole body is capped at GROUP_MAX_BODY_BYTES (a group of 1,000 is larger than a case).
 */

export const GROUP_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** How far ahead a deadline may be. */
export const MAX_DEADLINE_AHEAD_MS = 365 * 24 * 3_600_000;

const c = createCaseBody.shape;

export const groupCounterparty = c.counterparty.extend({
  clientReferenceId: c.clientReferenceId.meta({ description: "Your id for this counterparty's case" }),
  knowledge: c.goal.shape.knowledge.meta({
    description: 'Context for this counterparty only, combined with goal.knowledge (see docs/case-groups.md)',
  }),
});

export const compareBySchema = z.strictObject({
  field: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(200)
    .meta({ description: 'A top-level field of the result' }),
  order: z.enum(['min', 'max']).meta({ description: 'min: the smallest value is best; max: the largest' }),
});

export const createGroupBody = z
  .strictObject({
    channel: c.channel,
    goal: c.goal,
    senderPersona: c.senderPersona,
    constraints: c.constraints,
    maxAttempts: c.maxAttempts,
    followUpDelayHours: c.followUpDelayHours,
    sendWindow: c.sendWindow,
    resultSchema: c.resultSchema,
    review: c.review,
    counterparties: z
      .array(groupCounterparty)
      .min(1, 'At least one counterparty')
      .max(MAX_GROUP_SIZE, `At most ${MAX_GROUP_SIZE} counterparties`),
    deadline: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'Unix ms: members still running then are cancelled and the group finishes' }),
    maxConcurrent: z
      .number()
      .int()
      .min(1)
      .max(MAX_CONCURRENT_LIMIT)
      .default(DEFAULT_MAX_CONCURRENT)
      .meta({ description: 'How many members may be starting (first email not yet out) at once' }),
    compareBy: compareBySchema.optional(),
    clientWebhookUrl: c.clientWebhookUrl,
    metadata: c.metadata,
    clientReferenceId: c.clientReferenceId,
  })
  .superRefine((body, ctx) => {
    // The same address twice would email one person twice about one thing.
    const first = new Map<string, number>();
    body.counterparties.forEach((cp, i) => {
      const key = cp.address.toLowerCase();
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['counterparties', i, 'address'],
          message: `Duplicate of counterparties[${earlier}].address`,
        });
    });
    const props = (body.resultSchema as { properties?: unknown } | undefined)?.properties;
    if (body.compareBy && props && typeof props === 'object' && !Object.hasOwn(props, body.compareBy.field))
      ctx.addIssue({
        code: 'custom',
        path: ['compareBy', 'field'],
        message: 'Must be a property of resultSchema.properties',
      });
  });

export type CreateGroupBody = z.infer<typeof createGroupBody>;
export type GroupCounterparty = z.infer<typeof groupCounterparty>;
