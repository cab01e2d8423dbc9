import type { CaseRecord } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import type { DraftDoc } from '../../../shared/review.js';
import type { WorkerEvent } from './worker-events.js';

/**
 * What one decision does to the draft history `cases/{id}/drafts/{draftId}` (pure, from the case
 * before and after): a draft newly held is created; a held draft that left the case was either
 * sent (its approval released it) or discarded (the case ended, asked the client a question, or
 * a newer email replaced it: nothing was sent). Written in the step's one guarded batch, so a
 * redelivered event writes nothing twice.
 */

export type DraftWrite = { draftId: string; create: DraftDoc } | { draftId: string; update: Partial<DraftDoc> };

export type DraftClosing = { draftId: string; outcome: 'sent' | 'discarded' | 'rejected'; because?: string };

export function draftClosing(
  prev: CaseRecord,
  event: WorkerEvent,
  next: CaseRecord,
  effects: readonly Effect[],
): DraftClosing | null {
  const held = prev.pendingDraft;
  if (!held || next.pendingDraft?.draftId === held.draftId) return null;
  const released =
    held.status === 'APPROVED' &&
    (event.type === 'DRAFT_DECIDED' || event.type === 'TIMER_DUE') &&
    effects.some((e) => e.type === 'SEND_EMAIL');
  if (released) return { draftId: held.draftId, outcome: 'sent' };
  if (held.status === 'REJECTED' && event.type === 'DRAFT_DECIDED')
    return { draftId: held.draftId, outcome: 'rejected' };
  const because =
    next.status === 'COMPLETED' || next.status === 'FAILED'
      ? `The case ended (${next.resultStatus ?? next.status}) before it was sent.`
      : next.status === 'INPUT_NEEDED'
        ? 'The counterparty asked something the client must answer first.'
        : 'A newer email replaced it.';
  return { draftId: held.draftId, outcome: 'discarded', because };
}

export function draftWritesFor(
  prev: CaseRecord,
  event: WorkerEvent,
  next: CaseRecord,
  effects: readonly Effect[],
  now: number,
): DraftWrite[] {
  const writes: DraftWrite[] = [];
  const closing = draftClosing(prev, event, next, effects);
  if (closing?.outcome === 'sent') writes.push({ draftId: closing.draftId, update: { status: 'SENT', closedAt: now } });
  if (closing?.outcome === 'rejected') writes.push({ draftId: closing.draftId, update: { closedAt: now } });
  if (closing?.outcome === 'discarded')
    writes.push({
      draftId: closing.draftId,
      update: { status: 'DISCARDED', closedAt: now, discardedBecause: closing.because ?? null },
    });
  const d = next.pendingDraft;
  if (d && d.draftId !== prev.pendingDraft?.draftId) {
    writes.push({
      draftId: d.draftId,
      create: {
        draftId: d.draftId,
        kind: d.kind,
        subject: d.subject,
        text: d.text,
        reasons: d.reasons,
        requestedAt: d.requestedAt,
        status: 'PENDING',
      },
    });
  }
  return writes;
}
