import type { Firestore } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { caseCreatedEventId } from '../../../shared/case-events.js';
import type { CaseRecord } from '../../../shared/case-record.js';
import { caseToFirestore, CASES } from '../../../shared/case-firestore-converter.js';
import { CASE_GROUPS, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { withdrawGroup } from '../../../shared/case-groups/group-withdrawal.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import { opsFields } from '../../../shared/ops-events.js';
import { readSuppression, type Suppression } from '../../../shared/suppressions.js';
import { TIMELINE, caseCreatedEntry, timelineDocOf } from '../../../shared/timeline.js';
import { PLAN_CAPS, monthKey } from '../../../shared/usage.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { requestLogger } from '../http/request-log.js';
import { describeZodError } from '../validation/validation-message.js';
import { MAX_DEADLINE_AHEAD_MS, createGroupBody, type CreateGroupBody } from './create-group-body.js';
import { memberRecords } from './group-members.js';
import { reserveGroupWithinCap } from './group-slots.js';

/**
 * POST /case-groups: validate; reserve the whole group's usage in one batch with the group
 * document (`creating`; 429 USAGE_LIMIT_REACHED saying how many would fit, nothing stored);
 * write the members in parts (Firestore's 500 writes a batch); mark the group `running`
 * (preconditioned: a withdrawal that claimed it first wins); publish CASE_CREATED for the first
 * `maxConcurrent` members (the worker starts the rest one by one as earlier ones start); 201.
 *
 * Never half a group: members start only once the group is `running`, which is the last write.
 * A failure before it withdraws the group (members deleted, usage returned) and answers 500; a
 * crash before it leaves the group `creating`, and the worker's sweep withdraws it. Member ids
 * derive from (group, index) and members are written with set(), so a retried part rewrites the
 * same documents: no member exists twice. A lost CASE_CREATED is re-driven by the sweeper.
 */

/** Members per batch: 2 writes each (the case and its created timeline entry), under 500. */
export const MEMBERS_PER_BATCH = 200;
const BATCH_TRIES = 3;
const SUPPRESSION_READS_AT_ONCE = 50;

export function createGroupHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const { userId, plan, defaultReview } = principalOf(res);
    const parsed = createGroupBody.safeParse(req.body);
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    // As for a case: a group that does not say takes its owner's default review mode, if any.
    const body =
      parsed.data.review === undefined && defaultReview ? { ...parsed.data, review: defaultReview } : parsed.data;
    const now = deps.now();
    if (body.deadline !== undefined && (body.deadline <= now || body.deadline > now + MAX_DEADLINE_AHEAD_MS))
      throw invalidRequest('deadline: Must be a Unix ms time in the future, at most 365 days ahead');

    const groupId = deps.newId();
    const log = requestLogger(res, deps.logger).child({ groupId });
    const cap = PLAN_CAPS[plan];
    const group = newGroupRecord(body, groupId, userId, now);
    const reservation = await reserveGroupWithinCap(deps.db, group, cap).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      throw internalError('The group could not be stored.', err);
    });
    if (!reservation.reserved) {
      log.warn('group refused: monthly usage limit reached', { userId, ...opsFields('usage_limit_refused', { plan }) });
      throw new ApiError(
        'USAGE_LIMIT_REACHED',
        `The group of ${group.size} does not fit: the monthly case limit of the ${plan} plan (${cap}) leaves room for ${reservation.available} more case${reservation.available === 1 ? '' : 's'} in ${group.createdMonth} (UTC). Nothing was created.`,
      );
    }

    let members: CaseRecord[];
    try {
      const suppressions = await readSuppressions(deps.db, userId, body);
      members = memberRecords(body, groupId, userId, now, suppressions);
      for (let start = 0, part = 0; start < members.length; start += MEMBERS_PER_BATCH, part++) {
        const info = { groupId, part };
        await writeMembers(deps.db, members.slice(start, start + MEMBERS_PER_BATCH), () =>
          deps.faults?.('group-part-committed', info),
        );
        await deps.faults?.('group-members-written', info);
      }
      await markRunning(deps.db, groupId, now);
    } catch (err) {
      const outcome = await withdrawGroup(deps.db, groupId).catch((withdrawError: unknown) => {
        log.error('group left creating after a failed write; the sweep withdraws it', { err: withdrawError });
        return 'failed';
      });
      log.warn('group creation failed', { err, withdrawal: outcome });
      throw internalError('The group could not be stored; nothing of it will run.', err);
    }
    res.locals.groupId = groupId;

    // The first maxConcurrent members start now; each later one when an earlier one has started.
    const heads = members.slice(0, body.maxConcurrent);
    const published = await Promise.allSettled(
      heads.map((m) =>
        deps.publisher.publish({
          type: 'CASE_CREATED',
          eventId: caseCreatedEventId(m.caseId),
          caseId: m.caseId,
          occurredAt: now,
        }),
      ),
    );
    const lost = published.filter((p) => p.status === 'rejected').length;
    if (lost > 0) log.warn('group start not queued for some members; the sweeper starts them', { lost });
    log.info('case group created', {
      size: group.size,
      maxConcurrent: group.maxConcurrent,
      ...opsFields('case_created', { plan }),
    });
    res.status(201).json({ ok: true, data: { groupId, caseIds: members.map((m) => m.caseId) } });
  };
}

export function newGroupRecord(
  body: CreateGroupBody,
  groupId: string,
  ownerId: string,
  now: number,
): Omit<GroupRecord, 'slot'> {
  return {
    groupId,
    ownerId,
    state: 'creating',
    createdAt: now,
    updatedAt: now,
    createdMonth: monthKey(now),
    size: body.counterparties.length,
    maxConcurrent: body.maxConcurrent,
    deadline: body.deadline ?? null,
    compareBy: body.compareBy ?? null,
    clientReferenceId: body.clientReferenceId ?? null,
    clientWebhookUrl: body.clientWebhookUrl ?? null,
    metadataJson: body.metadata === undefined ? null : JSON.stringify(body.metadata),
    resultSchemaJson: body.resultSchema === undefined ? null : JSON.stringify(body.resultSchema),
    cancelRequestedAt: null,
    deadlinePassedAt: null,
    finishedAt: null,
    finishReason: null,
    webhookEventId: null,
    webhookOutcome: null,
    webhookEnqueuedAt: null,
    sweptAt: now,
  };
}

async function readSuppressions(db: Firestore, userId: string, body: CreateGroupBody): Promise<(Suppression | null)[]> {
  const out: (Suppression | null)[] = [];
  for (let i = 0; i < body.counterparties.length; i += SUPPRESSION_READS_AT_ONCE) {
    const part = body.counterparties.slice(i, i + SUPPRESSION_READS_AT_ONCE);
    out.push(...(await Promise.all(part.map((cp) => readSuppression(db, userId, cp.address)))));
  }
  return out;
}

/** One batch; set() on deterministic ids, so a retry (or a commit whose answer was lost) rewrites the same documents. */
async function writeMembers(
  db: Firestore,
  part: readonly CaseRecord[],
  afterCommit: () => Promise<void> | void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const batch = db.batch();
    for (const m of part) {
      const ref = db.collection(CASES).doc(m.caseId);
      batch.set(ref, caseToFirestore(m));
      const entry = caseCreatedEntry(m);
      batch.set(ref.collection(TIMELINE).doc(entry.id), timelineDocOf(entry));
    }
    try {
      await batch.commit();
      await afterCommit(); // tests: a commit whose answer is lost looks like this
      return;
    } catch (err) {
      if (attempt >= BATCH_TRIES) throw err;
    }
  }
}

/** `creating` → `running`, only if nobody (a withdrawal) moved the group since its creation. */
async function markRunning(db: Firestore, groupId: string, now: number): Promise<void> {
  const ref = db.collection(CASE_GROUPS).doc(groupId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || (snap.data() as GroupRecord).state !== 'creating')
      throw new Error('the group was withdrawn while it was being written');
    tx.update(ref, { state: 'running', updatedAt: now });
  });
}
