import type { CaseRecord } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import type { DraftDoc } from '../../../shared/review.js';
import type { WorkerEvent } from './worker-events.js';

/**
 * What one decision does to the draft history `cases/{id}/drafts/{draftId}` (pure, from the case
 * before and after): a draft newly held is created; a held draft that left the case undecided
 * (the case ended, asked the client a question, or a newer email replaced it) is DISCARDED; an
 * approved one is released as a send carrying its draftId, and is SENT when the provider accepted
 * that send, DISCARDED when the send was dropped first (a cancel, a bounce) or refused. Written in
 * the step's one guarded batch, so a redelivered event writes nothing twice.
 */

export type DraftWrite = { draftId: string; create: DraftDoc } | { draftId: string; update: Partial<DraftDoc> };

export interface DraftClosing {
  draftId: string;
  outcome: 'sent' | 'discarded' | 'rejected';
  because?: string;
}

const endedBecause = (next: CaseRecord) =>
  next.status === 'COMPLETED' || next.status === 'FAILED'
    ? `The case ended (${next.resultStatus ?? next.status}) before it was sent.`
    : next.status === 'INPUT_NEEDED'
      ? 'The counterparty asked something the client must answer first.'
      : 'A newer email replaced it.';

/** Drafts this decision closes: at most one held draft, plus approved sends it completed or dropped. */
export function draftClosings(
  prev: CaseRecord,
  event: WorkerEvent,
  next: CaseRecord,
  effects: readonly Effect[],
): DraftClosing[] {
  const out: DraftClosing[] = [];
  const held = prev.pendingDraft;
  if (held && next.pendingDraft?.draftId !== held.draftId) {
    const released = effects.some((e) => e.type === 'SEND_EMAIL' && e.draftId === held.draftId);
    if (!released) {
      if (held.status === 'REJECTED' && event.type === 'DRAFT_DECIDED')
        out.push({ draftId: held.draftId, outcome: 'rejected' });
      else out.push({ draftId: held.draftId, outcome: 'discarded', because: endedBecause(next) });
    }
  }
  const stillQueued = new Set(next.outbox.map((o) => o.effect.key));
  for (const o of prev.outbox) {
    const e = o.effect;
    if (o.state !== 'pending' || e.type !== 'SEND_EMAIL' || e.draftId === undefined || stillQueued.has(e.key)) continue;
    if (event.type === 'EFFECT_DONE' && event.key === e.key) {
      out.push(
        event.outcome.kind === 'sent'
          ? { draftId: e.draftId, outcome: 'sent' }
          : { draftId: e.draftId, outcome: 'discarded', because: 'The email provider refused it.' },
      );
    } else {
      out.push({ draftId: e.draftId, outcome: 'discarded', because: endedBecause(next) });
    }
  }
  return out;
}

export function draftWritesFor(
  prev: CaseRecord,
  event: WorkerEvent,
  next: CaseRecord,
  effects: readonly Effect[],
  now: number,
): DraftWrite[] {
  const writes: DraftWrite[] = draftClosings(prev, event, next, effects).map((c) =>
    c.outcome === 'sent'
      ? { draftId: c.draftId, update: { status: 'SENT', closedAt: now } }
      : c.outcome === 'rejected'
        ? { draftId: c.draftId, update: { closedAt: now } }
        : { draftId: c.draftId, update: { status: 'DISCARDED', closedAt: now, discardedBecause: c.because ?? null } },
  );
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

/**
 * An approved draft whose send the provider accepted after the case ended: the end's commit
 * marked it DISCARDED ("the case ended before it was sent"), which is no longer true.
 */
export const sentAfterEndDraftWrite = (draftId: string, now: number): DraftWrite => ({
  draftId,
  update: { status: 'SENT', closedAt: now, discardedBecause: null },
});
