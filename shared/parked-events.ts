import { Timestamp, type Firestore } from '@google-cloud/firestore';
import { z } from 'zod';
import { isAlreadyExists } from './already-exists.js';
import { EMAIL_EVENT_KINDS, type EmailEvent } from './case-events.js';
import { threadDocId } from './thread-index.js';

/**
 * `parkedEvents/{thread}~{kind}~{message}`: verified provider events the API could not route yet
 * because `threads/{threadId}` did not exist when they arrived (the provider's webhook overtook the
 * worker's record of the send, or the worker crashed between the send and that record). The API
 * acknowledges them (2xx) only once they are stored here, so nothing acknowledged is lost.
 *
 *   - released by the worker right after the commit that records the send (the thread is known),
 *     and by the sweeper for parked events whose thread has since been indexed;
 *   - still unroutable `PARKED_EVENT_UNROUTED_AFTER_MS` after parking: `state: unrouted`, logged at
 *     WARNING with the `unrouted_event` ops event, listed by `npm run admin -- unrouted-events`.
 *     An unrouted event is still released if its thread appears later;
 *   - every document carries `expireAt` (parkedAt + PARKED_EVENT_TTL_MS, 30 days) for the TTL
 *     policy infra declares on this collection: inspection time, then gone.
 *
 * Keyed by thread, kind and message id: a Svix retry or an AgentMail resend of the same event finds
 * the same document (create() → ALREADY_EXISTS: already kept), and a bounce and a complaint about one
 * message stay two documents.
 */

export const PARKED_EVENTS = 'parkedEvents';
/** How long a parked or unrouted event is kept for inspection (the TTL policy deletes it after). */
export const PARKED_EVENT_TTL_MS = 30 * 24 * 3_600_000;

export type ParkedState = 'parked' | 'unrouted';

export const parkedEventSchema = z.object({
  threadId: z.string().min(1),
  inboxId: z.string().min(1),
  messageId: z.string().min(1),
  kind: z.enum(EMAIL_EVENT_KINDS),
  /** AgentMail's `event_id`: the worker's processed marker is `email:{providerEventId}`. */
  providerEventId: z.string().min(1),
  detail: z.string().max(500).optional(),
  svixId: z.string().max(256).optional(),
  parkedAt: z.number().int().nonnegative(),
  state: z.enum(['parked', 'unrouted']),
  unroutedAt: z.number().int().nonnegative().optional(),
});
export type ParkedEvent = z.infer<typeof parkedEventSchema>;

export const parkedEventDocId = (e: Pick<ParkedEvent, 'threadId' | 'kind' | 'messageId'>) =>
  `${threadDocId(e.threadId)}~${e.kind}~${encodeURIComponent(e.messageId)}`;

/** Stores the event; false when it was already parked (a retry or resend of the same event). */
export async function parkEvent(db: Firestore, e: Omit<ParkedEvent, 'state' | 'unroutedAt'>): Promise<boolean> {
  try {
    await db
      .collection(PARKED_EVENTS)
      .doc(parkedEventDocId(e))
      .create({ ...e, state: 'parked', expireAt: Timestamp.fromMillis(e.parkedAt + PARKED_EVENT_TTL_MS) });
    return true;
  } catch (err) {
    if (isAlreadyExists(err)) return false;
    throw err;
  }
}

export interface StoredParkedEvent {
  id: string;
  event: ParkedEvent;
}

const readDocs = (docs: { id: string; data(): unknown }[]): StoredParkedEvent[] =>
  docs.flatMap((d) => {
    const parsed = parkedEventSchema.safeParse(d.data());
    return parsed.success ? [{ id: d.id, event: parsed.data }] : [];
  });

/** Parked (or unrouted) events of one thread, oldest first; a handful at most. */
export async function parkedForThread(db: Firestore, threadId: string, limit = 50): Promise<StoredParkedEvent[]> {
  const snap = await db.collection(PARKED_EVENTS).where('threadId', '==', threadId).limit(limit).get();
  return readDocs(snap.docs).sort((a, b) => a.event.parkedAt - b.event.parkedAt);
}

/** Events in a state parked before `cutoff`, oldest first (index: state ASC, parkedAt ASC). */
export async function parkedBefore(
  db: Firestore,
  state: ParkedState,
  cutoff: number,
  limit: number,
): Promise<StoredParkedEvent[]> {
  const snap = await db
    .collection(PARKED_EVENTS)
    .where('state', '==', state)
    .where('parkedAt', '<', cutoff)
    .orderBy('parkedAt')
    .limit(limit)
    .get();
  return readDocs(snap.docs);
}

export async function markUnrouted(db: Firestore, id: string, now: number): Promise<void> {
  await db.collection(PARKED_EVENTS).doc(id).update({ state: 'unrouted', unroutedAt: now });
}

/** Removes a released event (its case has it now; the worker's marker dedupes a second release). */
export async function removeParked(db: Firestore, id: string): Promise<void> {
  await db.collection(PARKED_EVENTS).doc(id).delete();
}

/** The queue message a parked event becomes once its case is known. */
export function parkedToCaseEvent(e: ParkedEvent, caseId: string, now: number): EmailEvent {
  return {
    type: 'EMAIL_EVENT',
    eventId: `email:${e.providerEventId}`,
    caseId,
    occurredAt: now,
    kind: e.kind,
    inboxId: e.inboxId,
    threadId: e.threadId,
    messageId: e.messageId,
    ...(e.detail ? { detail: e.detail } : {}),
  };
}
