import { z } from 'zod';
import { TIMELINE_TYPES } from '../../../shared/timeline.js';
import { caseViewSchema } from '../cases/case-view-schema.js';

/** zod schemas of what the case-activity routes answer (for the OpenAPI document). */

export const caseListSchema = z.strictObject({
  cases: z.array(caseViewSchema.omit({ conversationThread: true })),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
});

export const timelineEventSchema = z
  .object({
    id: z.string().meta({ description: 'Stable id of the entry' }),
    type: z.enum(TIMELINE_TYPES),
    at: z.number().int().meta({ description: 'Unix milliseconds' }),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ description: 'One thing that happened to the case; its details depend on `type` (docs/case-activity.md)' });

export const caseEventsSchema = z.strictObject({
  events: z.array(timelineEventSchema),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
});

export const cancelAcceptedSchema = z.strictObject({ caseId: z.string(), accepted: z.literal(true) });

export const resendAcceptedSchema = z.strictObject({
  caseId: z.string(),
  eventId: z.string(),
  accepted: z.literal(true),
});
