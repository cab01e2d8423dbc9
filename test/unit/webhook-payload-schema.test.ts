import { describe, expect, it } from 'vitest';
import { buildCaseWebhookPayload, webhookEventId } from '../../services/worker/workflow/case-webhook-payload.js';
import { caseWebhookPayloadSchema } from '../../shared/public-schemas.js';
import { CASE_ID, NOW, inputNeeded, running } from './decide-fixtures.js';

/**
 * The webhook payloads the worker builds are exactly what the OpenAPI document's `webhooks`
 * describe (the schemas are strict: a field added to the builder without its schema fails).
 */

const attachment = {
  attachmentId: 'att-1',
  name: 'q.pdf',
  size: 3,
  type: 'application/pdf',
  messageId: '<m@x>',
  inboxId: 'in-1',
  receivedAt: NOW,
};

describe('webhook payloads match their published schemas', () => {
  it('case.completed, with and without the optional echoes', () => {
    const done = running({
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 3 },
      attachments: [attachment],
    });
    for (const c of [done, { ...done, clientReferenceId: 'ref', metadata: { crm: { id: 7 } } }]) {
      const p = buildCaseWebhookPayload(c, 'case.completed', webhookEventId(CASE_ID, 'case.completed', 9), NOW);
      expect(caseWebhookPayloadSchema.parse(p)).toEqual(p);
    }
  });

  it('case.failed', () => {
    const p = buildCaseWebhookPayload(running({ status: 'FAILED', resultStatus: 'BOUNCED' }), 'case.failed', 'e', NOW);
    expect(caseWebhookPayloadSchema.parse(p)).toEqual(p);
  });

  it('case.input_needed carries the input request', () => {
    const p = buildCaseWebhookPayload(inputNeeded(), 'case.input_needed', 'e', NOW);
    expect(caseWebhookPayloadSchema.parse(p)).toMatchObject({
      event: 'case.input_needed',
      inputRequest: { status: 'PENDING' },
    });
  });

  it('refuses a payload with a field the schema does not describe', () => {
    const p = buildCaseWebhookPayload(running({ status: 'FAILED', resultStatus: 'BOUNCED' }), 'case.failed', 'e', NOW);
    expect(caseWebhookPayloadSchema.safeParse({ ...p, failureReason: 'x' }).success).toBe(false);
  });
});
