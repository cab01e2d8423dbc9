import type { DocumentReference, Firestore } from '@google-cloud/firestore';
import { isAlreadyExists } from '../../../shared/already-exists.js';

/**
 * The receiver's duplicate markers in `providerEvents`, two per published event, because one
 * AgentMail event can reach us twice in two ways: Svix retries a delivery under the same svix-id,
 * and AgentMail may send the same event (same `event_id`) again as a new Svix message. Both
 * markers are read in one getAll (O(1) whatever the store holds) and written only AFTER a
 * successful publish, so a failed publish leaves none and the retry is processed, never dropped.
 * Markers carry `expireAt` for the TTL policy infra sets on this collection.
 */

export const PROVIDER_EVENTS = 'providerEvents';
/** Markers only need to outlive Svix's retry schedule (about a day) and AgentMail's resends. */
const MARKER_TTL_MS = 7 * 24 * 3600 * 1000;

export interface ProviderEventIds {
  svixId: string;
  /** AgentMail's `event_id` from the verified payload. */
  eventId: string;
}

/**
 * The svix-id marker keeps the id it has always had, so markers written before event_id markers
 * existed still count. encodeURIComponent never yields ':', so `event:` ids cannot collide with it.
 */
export const svixMarkerId = (svixId: string) => encodeURIComponent(svixId);
export const eventMarkerId = (eventId: string) => `event:${encodeURIComponent(eventId)}`;

const refs = (db: Firestore, ids: ProviderEventIds): [DocumentReference, DocumentReference] => [
  db.collection(PROVIDER_EVENTS).doc(svixMarkerId(ids.svixId)),
  db.collection(PROVIDER_EVENTS).doc(eventMarkerId(ids.eventId)),
];

/** Which id shows the event was already published, if either does. */
export async function alreadyPublished(
  db: Firestore,
  ids: ProviderEventIds,
): Promise<'svix-id' | 'event_id' | undefined> {
  const [bySvix, byEvent] = await db.getAll(...refs(db, ids));
  if (bySvix?.exists) return 'svix-id';
  if (byEvent?.exists) return 'event_id';
  return undefined;
}

/**
 * Writes both markers after a successful publish. ALREADY_EXISTS means a concurrent delivery got
 * there first: the event is queued either way. Other failures are reported, not thrown: the event
 * is already queued, so answering 5xx would only make the provider send it again.
 */
export async function markPublished(
  db: Firestore,
  ids: ProviderEventIds,
  marker: { caseId: string; kind: string; at: number },
  onError: (err: unknown) => void,
): Promise<void> {
  const data = {
    caseId: marker.caseId,
    kind: marker.kind,
    receivedAt: marker.at,
    expireAt: new Date(marker.at + MARKER_TTL_MS),
  };
  await Promise.all(
    refs(db, ids).map((ref) =>
      ref.create(data).catch((err: unknown) => {
        if (!isAlreadyExists(err)) onError(err);
      }),
    ),
  );
}
