import type { Firestore } from '@google-cloud/firestore';
import {
  parkedForThread,
  parkedToCaseEvent,
  removeParked,
  type ParkedEvent,
  type StoredParkedEvent,
} from '../../../shared/parked-events.js';
import { toWorkerEvent } from './queue-messages.js';
import type { WorkerEvent } from '../workflow/worker-events.js';

/**
 * The worker's port to `parkedEvents` (shared/parked-events.ts): the events of a thread, each as
 * the queue event the API would have published (same id: `email:{event_id}`), and their removal
 * once handled.
 */
export interface ParkedEvents {
  forThread(threadId: string): Promise<StoredParkedEvent[]>;
  toQueueEvent(e: ParkedEvent, caseId: string): { id: string; body: WorkerEvent };
  remove(id: string): Promise<void>;
}

export function createParkedEvents(db: Firestore, now: () => number): ParkedEvents {
  return {
    forThread: (threadId) => parkedForThread(db, threadId),
    toQueueEvent(e, caseId) {
      const event = parkedToCaseEvent(e, caseId, now());
      return { id: event.eventId, body: toWorkerEvent(event) };
    },
    remove: (id) => removeParked(db, id),
  };
}
