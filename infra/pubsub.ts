import * as gcp from '@pulumi/gcp';
import * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';

/**
 * `case-events` (api → worker), its dead-letter topic with a pull subscription so dead letters
 * are kept and can be inspected or replayed, and the push subscription that drives the worker.
 */

const sevenDays = '604800s';

export function createTopics(s: InfraSettings, opts: pulumi.CustomResourceOptions) {
  const topic = new gcp.pubsub.Topic('case-events', { project: s.project, name: 'case-events' }, opts);
  const deadLetterTopic = new gcp.pubsub.Topic(
    'case-events-dead-letter',
    { project: s.project, name: 'case-events-dead-letter' },
    opts,
  );
  const deadLetterSubscription = new gcp.pubsub.Subscription(
    'case-events-dead-letter',
    {
      project: s.project,
      name: 'case-events-dead-letter',
      topic: deadLetterTopic.id,
      ackDeadlineSeconds: 60,
      messageRetentionDuration: sevenDays,
      expirationPolicy: { ttl: '' }, // never expires, however long nobody reads it
    },
    opts,
  );
  return { topic, deadLetterTopic, deadLetterSubscription };
}

export interface PushSubscriptionInput {
  topic: gcp.pubsub.Topic;
  deadLetterTopic: gcp.pubsub.Topic;
  workerUrl: pulumi.Input<string>;
  pushServiceAccountEmail: pulumi.Input<string>;
}

/**
 * Push with an OIDC token of the push identity, audience = the worker's URL (what Cloud Run
 * checks). The ack deadline of 600 s covers a whole worker step (provider reads, an LLM call,
 * a transaction, effects); the worker's request timeout matches it. Failed deliveries back off
 * exponentially and move to the dead-letter topic after `pushMaxDeliveryAttempts`.
 */
export function createPushSubscription(
  s: InfraSettings,
  input: PushSubscriptionInput,
  opts: pulumi.CustomResourceOptions,
) {
  return new gcp.pubsub.Subscription(
    'case-events-worker',
    {
      project: s.project,
      name: 'case-events-worker',
      topic: input.topic.id,
      ackDeadlineSeconds: 600,
      messageRetentionDuration: sevenDays,
      expirationPolicy: { ttl: '' },
      pushConfig: {
        pushEndpoint: pulumi.interpolate`${input.workerUrl}/pubsub/case-events`,
        oidcToken: { serviceAccountEmail: input.pushServiceAccountEmail, audience: input.workerUrl },
      },
      retryPolicy: { minimumBackoff: '10s', maximumBackoff: '600s' },
      deadLetterPolicy: {
        deadLetterTopic: input.deadLetterTopic.id,
        maxDeliveryAttempts: s.pushMaxDeliveryAttempts,
      },
    },
    opts,
  );
}
