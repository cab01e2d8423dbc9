import type { RouteExamples } from './route-examples.js';

/**
 * The case routes (services/api/cases/): the case created, read once COMPLETED, the PDF the
 * counterparty attached (its download link), and the client's answer to the case's question.
 */
export const CASE_EXAMPLES: Record<string, RouteExamples> = {
  createCase: {
    request: {
      channel: 'EMAIL',
      clientReferenceId: 'order-1042',
      goal: {
        objective: 'Confirm the delivery date of order 1042',
        knowledge: 'Order 1042: 40 pallets of A4 copy paper, ordered on 2026-11-20, PO number PO-7781.',
      },
      counterparty: {
        address: 'alex.rivera@acme-supplies.example',
        name: 'Alex Rivera',
        company: 'Acme Supplies',
        timezone: 'Europe/Berlin',
      },
      senderPersona: {
        name: 'Sam Lee',
        role: 'Buyer',
        company: 'Example Corp',
        tone: 'friendly',
      },
      constraints: ['Do not agree to a price change'],
      resultSchema: {
        type: 'object',
        properties: {
          deliveryDate: {
            type: 'string',
            description: 'YYYY-MM-DD',
          },
        },
        required: ['deliveryDate'],
      },
      clientWebhookUrl: 'https://hooks.example.com/cases',
      metadata: {
        orderId: '1042',
      },
    },
    response: {
      caseId: '797292e8-35ca-4235-a868-5935750ca6b5',
    },
  },
  getCase: {
    response: {
      caseId: '797292e8-35ca-4235-a868-5935750ca6b5',
      status: 'COMPLETED',
      createdAt: 1795626466457,
      updatedAt: 1795626472453,
      nextActionAt: 253402300799999,
      attemptCount: 2,
      maxAttempts: 3,
      channel: 'EMAIL',
      counterparty: {
        address: 'alex.rivera@acme-supplies.example',
        name: 'Alex Rivera',
        company: 'Acme Supplies',
        timezone: 'Europe/Berlin',
      },
      attachments: [
        {
          attachmentId: 'e6074388-27c6-4371-940b-b5916bce24ce',
          name: 'delivery-note-1042.pdf',
          size: 669,
          type: 'application/pdf',
          messageId: '<79d4f798ce06001504e03266@agentmail.local>',
          inboxId: 'inbox-4c46653d@agentmail.local',
          receivedAt: 1795626467907,
        },
      ],
      resultStatus: 'goal_achieved',
      goal: {
        objective: 'Confirm the delivery date of order 1042',
        knowledge: 'Order 1042: 40 pallets of A4 copy paper, ordered on 2026-11-20, PO number PO-7781.',
      },
      senderPersona: {
        name: 'Sam Lee',
        role: 'Buyer',
        company: 'Example Corp',
        tone: 'friendly',
      },
      inputRequest: {
        id: '797292e8-35ca-4235-a868-5935750ca6b5-ir5',
        question: 'Hi Sam, should we ship to the Berlin or the Munich warehouse?',
        status: 'RESOLVED',
        requestedAt: 1795626468196,
      },
      clientReferenceId: 'order-1042',
      result: {
        deliveryDate: '2027-03-14',
      },
      resultEvidence: {
        deliveryDate: {
          messageId: '<992430fab3f7c0048b007d85@agentmail.local>',
          quote: 'Delivery date: 2027-03-14, between 8:00 and 12:00.',
        },
      },
      resultSchema: {
        type: 'object',
        properties: {
          deliveryDate: {
            type: 'string',
            description: 'YYYY-MM-DD',
          },
        },
        required: ['deliveryDate'],
      },
      constraints: ['Do not agree to a price change'],
      conversationThread:
        'From: Sam Lee <inbox-4c46653d@agentmail.local>\nTimestamp: 2026-11-25T17:07:47.478Z\nMessage: Hi Alex Rivera, ¶ My name is Sam Lee, Buyer at Example Corp. I am reaching out to Acme Supplies about the following: Confirm the delivery date of order 1042 ¶ Could you please reply with the following, one per line as "field: value"? / - deliveryDate (YYYY-MM-DD) ¶ Best regards, / Sam Lee / Buyer, Example Corp\n\n---\n\nFrom: Alex Rivera <alex.rivera@acme-supplies.example>\nTimestamp: 2026-11-25T17:07:47.907Z\nMessage: Hi Sam, should we ship to the Berlin or the Munich warehouse? Our delivery note is attached.\n\n---\n\nFrom: Sam Lee <inbox-4c46653d@agentmail.local>\nTimestamp: 2026-11-25T17:07:51.973Z\nMessage: Hi Alex Rivera, ¶ Thank you for your patience. Regarding your question "Hi Sam, should we ship to the Berlin or the Munich warehouse?": ¶ Ship to the Munich warehouse, dock 3. ¶ Could you please reply with the following, one per line as "field: value"? / - deliveryDate (YYYY-MM-DD) ¶ Best regards, / Sam Lee / Buyer, Example Corp\n\n---\n\nFrom: Alex Rivera <alex.rivera@acme-supplies.example>\nTimestamp: 2026-11-25T17:07:52.174Z\nMessage: Munich works. Delivery date: 2027-03-14, between 8:00 and 12:00.',
    },
  },
  getAttachment: {
    response: {
      attachmentId: 'e6074388-27c6-4371-940b-b5916bce24ce',
      name: 'delivery-note-1042.pdf',
      size: 669,
      type: 'application/pdf',
      messageId: '<79d4f798ce06001504e03266@agentmail.local>',
      inboxId: 'inbox-4c46653d@agentmail.local',
      receivedAt: 1795626467907,
      downloadUrl:
        'http://127.0.0.1:46763/_sandbox/attachments/eyJpbmJveElkIjoiaW5ib3gtNGM0NjY1M2RAYWdlbnRtYWlsLmxvY2FsIiwibWVzc2FnZUlkIjoiPDc5ZDRmNzk4Y2UwNjAwMTUwNGUwMzI2NkBhZ2VudG1haWwubG9jYWw-IiwiYXR0YWNobWVudElkIjoiZTYwNzQzODgtMjdjNi00MzcxLTk0MGItYjU5MTZiY2UyNGNlIiwiZXhwIjoxNzk1NjMwMDcxNTYxfQ.RTm_OgGE0S5r09N4soTqeTTTg84EuE-9R0N2i0d9IMc',
      expiresAt: '2026-11-25T18:07:51.561Z',
    },
  },
  provideInput: {
    request: {
      inputRequestId: '797292e8-35ca-4235-a868-5935750ca6b5-ir5',
      providedContext: 'Ship to the Munich warehouse, dock 3.',
    },
    response: {
      caseId: '797292e8-35ca-4235-a868-5935750ca6b5',
      inputRequestId: '797292e8-35ca-4235-a868-5935750ca6b5-ir5',
      accepted: true,
    },
  },
};
