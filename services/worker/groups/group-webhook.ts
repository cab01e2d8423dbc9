import type { Firestore } from '@google-cloud/firestore';
import { status as grpcStatus } from '@grpc/grpc-js';
import { z } from 'zod';
import { CASE_GROUPS, GROUP_DELIVERIES, groupCompletedEventId } from '../../../shared/case-groups/case-group-record.js';
import type { Config } from '../../../shared/config.js';
import type { Logger } from '../../../shared/logger.js';
import { readWebhookSecret } from '../../../shared/webhook-secrets.js';
import { WEBHOOK_USER_AGENT } from '../webhooks/webhook-deliveries.js';
import { postWebhookOnce } from '../webhooks/webhook-http-post.js';
import { signWebhook } from '../webhooks/webhook-signing.js';

/**
 * One group.completed POST, ever, like the case webhooks (webhook-deliveries.ts): the delivery
 * record `caseGroups/{id}/deliveries/{eventId}` is claimed with an update preconditioned on its
 * update time before posting, so of several deliveries of the task one claims and the others stop;
 * a claimed record is never posted again. Signed with the owner's secret (Standard Webhooks, the
 * same headers and library) when the owner has one; the same SSRF guard and timeout.
 */

const deliveryRecord = z.object({
  groupId: z.string(),
  url: z.string().min(1),
  payload: z.string(),
  outcome: z.enum(['pending', 'attempting', 'delivered', 'failed', 'blocked']),
  attemptedAt: z.number().optional(),
});

export interface GroupWebhookDeps {
  db: Firestore;
  config: { webhooks: Pick<Config['webhooks'], 'timeoutMs' | 'allowedHosts'> };
  logger: Logger;
  now: () => number;
}

export async function deliverGroupWebhook(
  deps: GroupWebhookDeps,
  groupId: string,
): Promise<'delivered' | 'failed' | 'blocked' | 'skipped'> {
  const groupRef = deps.db.collection(CASE_GROUPS).doc(groupId);
  const ref = groupRef.collection(GROUP_DELIVERIES).doc(groupCompletedEventId(groupId));
  const snap = await ref.get();
  const rec = deliveryRecord.safeParse(snap.data());
  if (!snap.exists || !rec.success || rec.data.outcome !== 'pending' || rec.data.attemptedAt !== undefined)
    return 'skipped';
  const ownerId = (await groupRef.get()).get('ownerId') as unknown;
  const secret = typeof ownerId === 'string' ? await readWebhookSecret(deps.db, ownerId) : undefined;
  const eventId = groupCompletedEventId(groupId);
  const headers = secret ? signWebhook(secret, eventId, rec.data.payload, new Date(deps.now())) : {};
  try {
    await ref.update({ outcome: 'attempting', attemptedAt: deps.now() }, { lastUpdateTime: snap.updateTime! });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === grpcStatus.FAILED_PRECONDITION || code === grpcStatus.NOT_FOUND) return 'skipped';
    throw err;
  }
  await groupRef.update({ webhookOutcome: 'attempting' });
  const result = await postWebhookOnce({
    url: rec.data.url,
    body: rec.data.payload,
    timeoutMs: deps.config.webhooks.timeoutMs,
    allowedHosts: deps.config.webhooks.allowedHosts,
    userAgent: WEBHOOK_USER_AGENT,
    headers,
  });
  const fields = {
    outcome: result.outcome,
    ...(result.status !== undefined ? { httpStatus: result.status } : {}),
    ...(result.errorCode !== undefined ? { errorCode: result.errorCode } : {}),
    durationMs: result.durationMs,
    completedAt: deps.now(),
  };
  try {
    const batch = deps.db.batch();
    batch.update(ref, fields);
    batch.update(groupRef, { webhookOutcome: result.outcome });
    await batch.commit();
  } catch (err) {
    deps.logger.error('group webhook outcome not recorded', { groupId, err });
  }
  const line = { groupId, event: 'group.completed', outcome: result.outcome, httpStatus: result.status };
  if (result.outcome === 'delivered') deps.logger.info('group webhook delivered', line);
  else deps.logger.warn(`group webhook ${result.outcome}`, line);
  return result.outcome;
}
