import type { Firestore } from '@google-cloud/firestore';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import type { EmailMessage, EmailProvider } from '../../../shared/email-provider.js';
import { PermanentError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { TIMELINE, afterEndEntryId, timelineDocOf, type TimelineEntry } from '../../../shared/timeline.js';
import { EVENTS, markerDoc, markerDocId } from './case-store.js';
import { handledKey } from '../workflow/handled-messages.js';
import { isOurMessage } from '../../../shared/conversation-thread.js';

/**
 * Mail that reaches a case after it ended (COMPLETED, FAILED, cancelled) changes nothing: `decide`
 * ignores it. It is only recorded, as an `email.received` entry read `ignored-after-end`, so the
 * client sees it came. The message is re-read from the provider by (case inbox, message id), as
 * for a live case; nothing is evaluated and nothing is sent. One batch writes the entry and the
 * event's processed marker (both `create()`), so a redelivery finds the marker and stops.
 */

export interface AfterEndMail {
  record(c: CaseRecord, event: { id: string; messageId: string }): Promise<void>;
}

const ALREADY_EXISTS = 6;

export function createAfterEndMail(deps: {
  db: Firestore;
  provider: EmailProvider;
  now: () => number;
  logger: Logger;
}): AfterEndMail {
  return {
    async record(c, event) {
      if (!isTerminal(c.status) || !c.inboxId || !c.threadId) return;
      if (c.handledMessageIds.includes(handledKey(event.messageId))) return; // read while the case was live
      let message: EmailMessage;
      try {
        message = await deps.provider.getMessage(c.inboxId, event.messageId);
      } catch (err) {
        if (err instanceof PermanentError && err.reason === 'NOT_FOUND') return;
        throw err;
      }
      if (message.threadId !== c.threadId || isOurMessage(message)) return;
      const now = deps.now();
      const entry: TimelineEntry = {
        id: afterEndEntryId(event.messageId),
        type: 'email.received',
        at: now,
        details: {
          messageId: event.messageId,
          from: message.from.address,
          readAs: 'ignored-after-end',
          attachments: message.attachments.length,
        },
      };
      const caseRef = deps.db.collection(CASES).doc(c.caseId);
      const batch = deps.db.batch();
      batch.create(caseRef.collection(EVENTS).doc(markerDocId(event.id)), markerDoc(event.id, 'EMAIL_RECEIVED', now));
      batch.create(caseRef.collection(TIMELINE).doc(entry.id), timelineDocOf(entry));
      try {
        await batch.commit();
        deps.logger.info('mail after the end recorded in the timeline', { caseId: c.caseId, status: c.status });
      } catch (err) {
        // A twin delivery recorded it first.
        if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
      }
    },
  };
}
