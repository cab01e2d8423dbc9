import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import { RetryableError } from '../../../shared/errors.js';
import { opsFields } from '../../../shared/ops-events.js';
import type { Logger } from '../../../shared/logger.js';
import type { FollowUpWindow } from '../../../shared/send-window.js';
import type { CaseSnapshot, CaseStore } from './case-store.js';
import { decide, factsNeeded } from '../workflow/decide.js';
import type { EffectRunner, FaultHook } from './effect-runner.js';
import type { FactGatherer } from './fact-gathering.js';
import type { EffectOutcome, FactNeed, Facts, WorkerEvent } from '../workflow/worker-events.js';
import { afterEndEntry, afterEndMailId, sentAfterEndEntry, timelineEntriesFor } from '../workflow/timeline-entries.js';
import { draftWritesFor, sentAfterEndDraftWrite } from '../workflow/review-drafts.js';
import type { Effect, SendEmailEffect } from '../../../shared/effects.js';
import { logCaseFinished, logInboundRead, logUnacted, unactedCause } from './pipeline-ops-lines.js';
import type { ParkedEvents } from './parked-release.js';

/**
 * The only place that sequences I/O (DESIGN "decide, then act"):
 *   1 read the case and the event's processed marker; processed → only finish pending effects;
 *   2 gather facts (provider reads, brain) when decide will need them;
 *   3 decide (pure);
 *   4 commit ONE guarded batch: next record + marker + outbox + billing (+ thread index);
 *     a lost race restarts at 1;
 *   5 run the pending effects one by one, each followed by its EFFECT_DONE decision and commit.
 * A crash anywhere leaves either nothing committed (the redelivery starts over) or pending
 * outbox entries (the next delivery for the case, or the sweeper, runs them, by their keys).
 */

export type StepOutcome = 'applied' | 'ignored' | 'duplicate' | 'case_not_found';

export interface StepPipeline {
  /** Handles one queue event (with its id, for the processed marker). */
  handle(caseId: string, event: { id: string; body: WorkerEvent }): Promise<StepOutcome>;
  /** Runs the case's pending effects (the sweeper's re-drive); returns how many completed. */
  drain(caseId: string): Promise<number>;
  /** Hands the thread's parked provider events to the case; returns how many were handled. */
  releaseParked(caseId: string, threadId: string, by: 'send_commit' | 'sweep'): Promise<number>;
}

export interface StepPipelineDeps {
  store: CaseStore;
  gatherer: FactGatherer;
  effects: EffectRunner;
  hourMs: number;
  followUpWindow: FollowUpWindow;
  /** INPUT_TIMEOUT_HOURS_DEFAULT: the input deadline of cases without their own (null: none). */
  inputTimeoutHours?: number | null;
  /** COMPLETION_GRACE_SECONDS in ms: a result is held this long before the case completes (0: at once). */
  completionGraceMs?: number;
  /** REPLY_WAIT_SECONDS in ms: a clarification on a reply is held this long before it is sent (0: at once). */
  replyWaitMs?: number;
  now: () => number;
  logger: Logger;
  faults?: FaultHook | undefined;
  /**
   * Provider events the API parked because they overtook the record of the send
   * (shared/parked-events.ts): released to the case right after the commit that records its thread.
   */
  parked?: ParkedEvents | undefined;
  /**
   * Case groups (services/worker/groups/): whether a group member may start now (its group's
   * throttle, deadline and cancel); asked before CASE_CREATED is decided for a member. A held
   * member's CASE_CREATED is ignored without a marker, so the same event can start it later.
   */
  startGate?: ((c: CaseRecord) => Promise<boolean>) | undefined;
  /** Case groups: told of every committed move of a member (its start frees a place, its end may finish the group). */
  onCommitted?: ((before: CaseRecord, after: CaseRecord) => Promise<void>) | undefined;
}

/** An event about the case's mail while its first send is decided but not recorded (no thread yet). */
function awaitsFirstSend(c: CaseRecord, e: WorkerEvent): boolean {
  const mailEvent = e.type === 'EMAIL_BOUNCED' || e.type === 'EMAIL_COMPLAINED' || e.type === 'EMAIL_REJECTED';
  return mailEvent && !isTerminal(c.status) && !c.threadId && c.outbox.some((o) => o.effect.type === 'SEND_EMAIL');
}

/** Conflicts are rare (a twin delivery); more than this means contention worth a redelivery. */
const MAX_ROUNDS = 8;
/** A case's outbox holds a few entries; this bounds a drain that keeps finding new ones. */
const MAX_EFFECTS_PER_DRAIN = 20;

export function createStepPipeline(deps: StepPipelineDeps): StepPipeline {
  const { store, logger } = deps;
  const opts = {
    hourMs: deps.hourMs,
    followUpWindow: deps.followUpWindow,
    inputTimeoutHours: deps.inputTimeoutHours ?? null,
    completionGraceMs: deps.completionGraceMs ?? 0,
    replyWaitMs: deps.replyWaitMs ?? 0,
  };

  async function handle(caseId: string, event: { id: string; body: WorkerEvent }): Promise<StepOutcome> {
    const log = logger.child({ caseId, eventId: event.id, event: event.body.type });
    const gathered = new Map<FactNeed, Facts>(); // facts survive a conflict round: no second brain call
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const { snapshot, processed } = await store.read(caseId, event.id);
      if (!snapshot) {
        logUnacted(log, 'event for an unknown case', event.body.type, 'not_this_case', 'warn');
        return 'case_not_found';
      }
      if (processed) {
        logUnacted(log, 'duplicate event', event.body.type, 'duplicate', 'info', { status: snapshot.record.status });
        await drainFrom(snapshot);
        return 'duplicate';
      }
      if (awaitsFirstSend(snapshot.record, event.body)) {
        // A bounce, complaint or rejection routed by the thread index before the send's commit:
        // decided now it would fail a case that has not recorded its send. Let the queue bring it
        // back once the case knows its thread (replies wait the same way, in fact-gathering.ts).
        throw new RetryableError('first email not yet confirmed');
      }
      if (
        event.body.type === 'CASE_CREATED' &&
        snapshot.record.group &&
        snapshot.record.status === 'CREATED' &&
        !snapshot.record.outbox.some((o) => o.effect.type === 'SEND_EMAIL') &&
        deps.startGate &&
        !(await deps.startGate(snapshot.record))
      ) {
        log.info('group member held: not its turn to start', { groupId: snapshot.record.group.groupId });
        return 'ignored';
      }
      const now = deps.now();
      const need = factsNeeded(snapshot.record, event.body, now, opts);
      let facts: Facts = {};
      if (need) {
        const earlier = gathered.get(need);
        facts = earlier ?? (await deps.gatherer.gather(snapshot.record, event.body, need));
        if (!earlier) logInboundRead(log, facts);
        gathered.set(need, facts);
      }
      const decision = decide(snapshot.record, event.body, facts, now, opts);
      if ('ignore' in decision) {
        logUnacted(log, 'event ignored', event.body.type, unactedCause(decision.ignore), 'info', {
          reason: decision.ignore,
          status: snapshot.record.status,
        });
        const afterEnd = afterEndMailId(snapshot.record, event.body);
        if (afterEnd !== null) await recordAfterEnd(snapshot.record, event, afterEnd);
        await drainFrom(snapshot);
        return 'ignored';
      }
      const committed = await store.commit({
        snapshot,
        next: decision.next,
        now,
        event: { id: event.id, type: event.body.type },
        billFinish: decision.billFinish,
        timeline: timelineEntriesFor(snapshot.record, event.body, facts, decision.next, decision.effects, now),
        drafts: draftWritesFor(snapshot.record, event.body, decision.next, decision.effects, now),
        suppress: decision.suppress,
        // A counterparty's reply: its attachments join the case's full list in the same commit.
        ...(facts.inbound?.origin === 'counterparty' ? { attachments: facts.inbound.attachments } : {}),
      });
      if (!committed) {
        log.info('commit conflict, deciding again', { round });
        continue;
      }
      log.info('event applied', {
        from: snapshot.record.status,
        to: decision.next.status,
        version: decision.next.version,
        effects: decision.effects.map((e) => e.key),
      });
      logCaseFinished(log, snapshot.record, decision.next);
      deps.faults?.('after-commit', { caseId });
      await notifyCommitted(snapshot.record, decision.next);
      await drainFrom(committed);
      return 'applied';
    }
    throw new RetryableError(`case ${caseId}: too many concurrent updates`);
  }

  /** Mail after the end: its timeline entry and the event's marker, nothing else (timeline-entries.ts). */
  async function recordAfterEnd(c: CaseRecord, event: { id: string; body: WorkerEvent }, messageId: string) {
    const mail = await deps.gatherer.afterEndMail(c, messageId);
    if (!mail) return;
    const now = deps.now();
    const recorded = await store.commitTimelineOnly({
      caseId: c.caseId,
      event: { id: event.id, type: event.body.type },
      now,
      timeline: [afterEndEntry(messageId, mail, now)],
    });
    // Not recorded: a twin delivery recorded it first.
    if (recorded) logger.info('mail after the end recorded in the timeline', { caseId: c.caseId, status: c.status });
  }

  /**
   * A send the case's end dropped from the outbox while it was in flight, accepted by the
   * provider all the same: the email went out, so the timeline says so, its approved draft is SENT
   * (the end had marked it DISCARDED) and it counts in `attemptCount` (the SPEC's number of
   * messages sent). The case otherwise stays as it ended. A send completed
   * by a twin before the end is not in `droppedSends`; the marker makes twins of this record one.
   */
  async function recordSentAfterEnd(
    c: CaseRecord,
    send: SendEmailEffect,
    outcome: Extract<EffectOutcome, { kind: 'sent' }>,
  ) {
    const dropped = c.droppedSends?.find((d) => d.key === send.key);
    if (!dropped) return;
    const now = deps.now();
    const recorded = await store.commitTimelineOnly({
      caseId: c.caseId,
      event: { id: `sent-after-end:${send.key}`, type: 'EFFECT_DONE' },
      now,
      timeline: [sentAfterEndEntry(send, outcome, now)],
      drafts: dropped.draftId !== undefined ? [sentAfterEndDraftWrite(dropped.draftId, now)] : [],
      countsSend: true,
    });
    if (recorded)
      logger.warn('an email the case had dropped at its end went out: recorded in the timeline', {
        caseId: c.caseId,
        status: c.status,
        effect: send.key,
      });
  }

  /**
   * Runs pending effects while there are any. Each completion is committed against the snapshot
   * the previous commit returned, so a quiet case costs no reads here; a lost race re-reads.
   */
  async function drainFrom(start: CaseSnapshot | null): Promise<number> {
    let snapshot = start;
    let done = 0;
    for (let i = 0; i < MAX_EFFECTS_PER_DRAIN && snapshot; i++) {
      const entry = snapshot.record.outbox.find((o) => o.state === 'pending');
      if (!entry) return done;
      const before = snapshot.record;
      const outcome = await deps.effects.run(before, entry.effect);
      snapshot = await completeEffect(snapshot, { type: 'EFFECT_DONE', key: entry.effect.key, outcome }, entry.effect);
      done++;
      // The commit that records the case's first send (its thread): events that overtook it
      // were parked by the API; hand them over now, as if they had arrived after this commit.
      if (outcome.kind === 'sent' && !before.threadId && snapshot?.record.threadId === outcome.threadId) {
        await releaseParked(before.caseId, outcome.threadId, 'send_commit');
        snapshot = (await store.read(before.caseId)).snapshot;
      }
    }
    return done;
  }

  /**
   * Each parked event of the thread goes through handle() like a queue message (its id is the
   * one the API would have published, so a twin from the API or the sweeper is a duplicate), then
   * its parked document is removed. A failure leaves it parked for the sweeper, without failing
   * the caller: the send it follows is recorded either way.
   */
  async function releaseParked(caseId: string, threadId: string, by: 'send_commit' | 'sweep'): Promise<number> {
    if (!deps.parked) return 0;
    const log = logger.child({ caseId, threadId });
    let handled = 0;
    for (const p of await deps.parked.forThread(threadId)) {
      const queued = deps.parked.toQueueEvent(p.event, caseId);
      try {
        await handle(caseId, queued);
        await deps.parked.remove(p.id);
        handled++;
        log.info('parked provider event released', {
          eventId: queued.id,
          parkedMs: deps.now() - p.event.parkedAt,
          ...opsFields('parked_event_released', { releasedBy: by, emailEventKind: p.event.kind }),
        });
      } catch (err) {
        log.warn('parked provider event not released yet: the sweeper retries', { eventId: queued.id, err });
      }
    }
    return handled;
  }

  async function drain(caseId: string): Promise<number> {
    return drainFrom((await store.read(caseId)).snapshot);
  }

  /** Commits EFFECT_DONE; returns the case as it now stands (null if it vanished). */
  async function completeEffect(
    first: CaseSnapshot,
    event: Extract<WorkerEvent, { type: 'EFFECT_DONE' }>,
    effect: Effect,
  ): Promise<CaseSnapshot | null> {
    const caseId = first.record.caseId;
    const log = logger.child({ caseId, effect: event.key });
    let snapshot: CaseSnapshot | null = first;
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      if (round > 1) snapshot = (await store.read(caseId)).snapshot;
      if (!snapshot) return null;
      const now = deps.now();
      const decision = decide(snapshot.record, event, {}, now, opts);
      if ('ignore' in decision) {
        // A twin completed it first, or the case ended while it was in flight.
        if (effect.type === 'SEND_EMAIL' && event.outcome.kind === 'sent')
          await recordSentAfterEnd(snapshot.record, effect, event.outcome);
        return snapshot;
      }
      const timeline = timelineEntriesFor(snapshot.record, event, {}, decision.next, decision.effects, now);
      const committed = await store.commit({
        snapshot,
        next: decision.next,
        now,
        drafts: draftWritesFor(snapshot.record, event, decision.next, decision.effects, now),
        billFinish: decision.billFinish,
        suppress: decision.suppress,
        timeline,
      });
      if (committed) {
        log.info('effect done', {
          outcome: event.outcome.kind,
          status: decision.next.status,
          attemptCount: decision.next.attemptCount,
        });
        logCaseFinished(log, snapshot.record, decision.next);
        await notifyCommitted(snapshot.record, decision.next);
        return committed;
      }
    }
    throw new RetryableError(`case ${caseId}: too many concurrent updates`);
  }

  /** Group bookkeeping after a member's commit; never fails the step (the group sweep catches up). */
  async function notifyCommitted(before: CaseRecord, after: CaseRecord): Promise<void> {
    if (!after.group || !deps.onCommitted) return;
    try {
      await deps.onCommitted(before, after);
    } catch (err) {
      logger.warn('group bookkeeping failed; the group sweep catches up', { caseId: after.caseId, err });
    }
  }

  return { handle, drain, releaseParked };
}
