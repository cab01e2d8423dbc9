import { z } from 'zod';

/**
 * What the runner saw of one scenario's run, all of it through the public surface: the case as
 * GET /cases/{id} returns it, the thread as the mail sandbox holds it, the input requests the
 * case raised, and what the runner itself did. The scorer judges only this.
 */

/** The fields of the public case read the runner uses (the rest passes through to the report). */
export const PublicCase = z.looseObject({
  caseId: z.string(),
  status: z.enum(['CREATED', 'RUNNING', 'INPUT_NEEDED', 'COMPLETED', 'FAILED']),
  updatedAt: z.number(),
  nextActionAt: z.number(),
  attemptCount: z.number(),
  resultStatus: z.string().nullable().optional(),
  result: z.unknown().optional(),
  inputRequest: z
    .object({ id: z.string(), question: z.string(), status: z.string(), requestedAt: z.number() })
    .nullable()
    .optional(),
  attachments: z.array(z.unknown()).optional(),
  conversationThread: z.string().optional(),
});
export type PublicCase = z.infer<typeof PublicCase>;

export interface EmailSeen {
  direction: 'outbound' | 'inbound';
  from: string;
  to: string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number }[];
  at?: string;
}

export interface TranscriptCheck {
  intact: boolean;
  /** Why not, in one line. */
  why?: string;
}

/** One thing the runner did or saw, in order (the report's timeline). */
export interface RunEvent {
  at: number;
  what: string;
}

export interface Observation {
  caseId?: string;
  /** The counterparty's address as the run used it (unique to the run). */
  counterpartyAddress: string;
  /** The address the scenario names; expectations that name it mean counterpartyAddress. */
  scriptedAddress?: string;
  /** The last public read of the case. */
  final?: PublicCase;
  inputRequests: { id: string; question: string; answer?: string }[];
  /** The whole thread, oldest first. */
  emails: EmailSeen[];
  transcript?: TranscriptCheck;
  events: RunEvent[];
  /** What went wrong in the run itself (API errors, a bound reached): each fails the scenario. */
  errors: string[];
  durationMs: number;
  /** A case-group scenario (eval/drive-group.ts): the group read at the end and each member's run. */
  groupRun?: { groupId: string; caseIds: string[]; read?: Record<string, unknown>; members: Observation[] };
}

export const outboundOf = (o: Observation) => o.emails.filter((e) => e.direction === 'outbound');

/** Plain address of `Name <addr>` or `addr`, lowercased. */
export const bareAddress = (raw: string) => (raw.match(/<([^<>]+)>\s*$/)?.[1] ?? raw).trim().toLowerCase();
