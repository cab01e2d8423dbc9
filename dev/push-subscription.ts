import type { PubSub } from '@google-cloud/pubsub';

/**
 * The local twin of infra's push subscription: case-events pushed to the worker's
 * `/pubsub/case-events` (or to the chaos relay in front of it). Recreated on every start so its
 * endpoint always matches this run's worker port. The emulator retries a non-2xx about every
 * second; the ack deadline is longer than any worker step so a slow step is not pushed twice
 * (chaos tests do that on purpose, through the relay).
 */
export async function ensurePushSubscription(
  pubsub: PubSub,
  input: { topic: string; subscription: string; pushEndpoint: string; ackDeadlineSeconds?: number },
): Promise<void> {
  const [topic] = await pubsub.topic(input.topic).get({ autoCreate: true });
  const existing = pubsub.subscription(input.subscription);
  const [exists] = await existing.exists();
  if (exists) await existing.delete();
  await topic.createSubscription(input.subscription, {
    pushConfig: { pushEndpoint: input.pushEndpoint },
    ackDeadlineSeconds: input.ackDeadlineSeconds ?? 60,
  });
}
