import type { PubSub, Topic } from '@google-cloud/pubsub';
import { caseEventSchema, type CaseEvent, type CaseEventPublisher } from './case-events.js';

/** Publishes case events as JSON with `type` and `caseId` attributes (for filtering and logs). */
export function createPubSubCaseEventPublisher(pubsub: PubSub, topicName: string): CaseEventPublisher {
  // Publish immediately: a request waits for its publish, so batching only adds latency.
  const topic: Topic = pubsub.topic(topicName, { batching: { maxMessages: 1, maxMilliseconds: 0 } });
  return {
    async publish(event: CaseEvent) {
      const valid = caseEventSchema.parse(event);
      return topic.publishMessage({
        data: Buffer.from(JSON.stringify(valid)),
        attributes: { type: valid.type, caseId: valid.caseId, eventId: valid.eventId },
      });
    },
  };
}
