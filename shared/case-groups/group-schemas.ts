import { z } from 'zod';
import { caseStatusSchema } from '../public-schemas.js';
import type { Comparison, MemberSummary, StatusCounts } from './group-comparison.js';
import type { GroupSummary } from './group-view.js';

/**
 * zod schemas of what a client sees of a case group: the group read and list (OpenAPI) and the
 * group.completed webhook. The assertions at the bottom fail the type check when a builder's type
 * and its schema part.
 */

const unixMs = z.number().int().meta({ description: 'Unix milliseconds' });

export const compareByViewSchema = z.strictObject({ field: z.string(), order: z.enum(['min', 'max']) });

export const groupSummarySchema = z.strictObject({
  groupId: z.string(),
  clientReferenceId: z.string().optional(),
  state: z.enum(['running', 'finished']).meta({
    description:
      'running: members are being worked; finished: every member ended, the deadline passed or you cancelled',
  }),
  createdAt: unixMs,
  updatedAt: unixMs,
  size: z.number().int().meta({ description: 'Number of members (counterparties)' }),
  maxConcurrent: z.number().int(),
  deadline: unixMs.nullable(),
  compareBy: compareByViewSchema.nullable(),
  finishedAt: unixMs.nullable(),
  finishReason: z.enum(['all_finished', 'deadline', 'cancelled']).nullable(),
});

export const statusCountsSchema = z
  .strictObject({
    CREATED: z.number().int(),
    RUNNING: z.number().int(),
    INPUT_NEEDED: z.number().int(),
    COMPLETED: z.number().int(),
    FAILED: z.number().int(),
    total: z.number().int(),
  })
  .meta({ description: 'Members by status' });

export const memberSummarySchema = z.strictObject({
  index: z.number().int().meta({ description: 'Position in the request counterparties' }),
  caseId: z.string().meta({ description: 'The member case: GET /cases/{id}' }),
  clientReferenceId: z.string().optional(),
  counterparty: z.strictObject({ name: z.string(), address: z.string(), company: z.string().optional() }),
  status: caseStatusSchema,
  resultStatus: z.string().nullable(),
  result: z.unknown().optional(),
});

export const comparisonSchema = z.strictObject({
  compareBy: compareByViewSchema.nullable(),
  ranked: z
    .array(
      z.strictObject({
        rank: z.number().int().meta({ description: '1 is best; equal values share a rank' }),
        best: z.boolean(),
        index: z.number().int(),
        caseId: z.string(),
        clientReferenceId: z.string().optional(),
        counterpartyName: z.string(),
        value: z
          .union([z.number(), z.string()])
          .nullable()
          .meta({ description: 'The compareBy value; null without compareBy' }),
        result: z.unknown(),
      }),
    )
    .meta({ description: 'COMPLETED members with a comparable value, best first' }),
  best: z.array(z.string()).meta({ description: 'caseIds of the best members (several when tied)' }),
  withoutResult: z
    .array(
      z.strictObject({
        index: z.number().int(),
        caseId: z.string(),
        clientReferenceId: z.string().optional(),
        counterpartyName: z.string(),
        status: caseStatusSchema,
        resultStatus: z.string().nullable(),
        reason: z.string().meta({ description: 'Why it has no ranked result' }),
      }),
    )
    .meta({ description: 'Every other member, in counterparty order' }),
});

export const groupViewSchema = groupSummarySchema.extend({
  counts: statusCountsSchema,
  members: z.array(memberSummarySchema),
  comparison: comparisonSchema,
});

export const groupCompletedEventSchema = z.strictObject({
  event_id: z.string().meta({ description: 'group:{groupId}:group.completed: deduplicate by it' }),
  event: z.literal('group.completed'),
  occurredAt: unixMs,
  groupId: z.string(),
  clientReferenceId: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  finishReason: z.enum(['all_finished', 'deadline', 'cancelled']),
  counts: statusCountsSchema,
  comparison: comparisonSchema,
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const summaryMatches: Same<z.output<typeof groupSummarySchema>, GroupSummary> = true;
const memberMatches: Same<z.output<typeof memberSummarySchema>, MemberSummary> = true;
const countsMatch: Same<z.output<typeof statusCountsSchema>, StatusCounts> = true;
const comparisonMatches: Same<z.output<typeof comparisonSchema>, Comparison> = true;
void summaryMatches;
void memberMatches;
void countsMatch;
void comparisonMatches;
