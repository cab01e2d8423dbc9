import type { RouteExamples } from './route-examples.js';

/**
 * The case-activity routes (services/api/case-activity/): the case list, one case's timeline,
 * a webhook resent, and a second case cancelled.
 */
export const CASE_ACTIVITY_EXAMPLES: Record<string, RouteExamples> = {
  listCases: {
    response: {
      cases: [
        {
          caseId: 'b367e582-44d2-4bf5-94b7-298b57a80d3f',
          status: 'FAILED',
          createdAt: 1795626474989,
          updatedAt: 1795626475579,
          nextActionAt: 253402300799999,
          attemptCount: 1,
          maxAttempts: 3,
          channel: 'EMAIL',
          counterparty: {
            address: 'alex.rivera@acme-supplies.example',
            name: 'Alex Rivera',
            company: 'Acme Supplies',
            timezone: 'Europe/Berlin',
          },
          attachments: [],
          resultStatus: 'cancelled',
          goal: {
            objective: 'Confirm the delivery date of order 1043',
          },
          senderPersona: {
            name: 'Sam Lee',
            role: 'Buyer',
            company: 'Example Corp',
            tone: 'friendly',
          },
          inputRequest: null,
          clientReferenceId: 'order-1043',
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
        },
      ],
      nextCursor:
        'eyJ1IjoienI4cExBT1AzTkxlWDNyRyIsImYiOiJiTmpPeHdiNkVSRU5nX3RHIiwiYyI6MTc5NTYyNjQ3NDk4OSwiaSI6ImIzNjdlNTgyLTQ0ZDItNGJmNS05NGI3LTI5OGI1N2E4MGQzZiJ9',
    },
  },
  listCaseEvents: {
    response: {
      events: [
        {
          maxAttempts: 3,
          followUpDelayHours: 72,
          webhook: true,
          id: 'v0000000001.0',
          type: 'case.created',
          at: 1795626466457,
        },
        {
          attempt: 1,
          kind: 'initial',
          messageId: '<e7ff1a592af34a4b8f5fa57b@agentmail.local>',
          subject: 'Confirm the delivery date of order 1042',
          id: 'v0000000003.0',
          type: 'email.sent',
          at: 1795626467571,
        },
        {
          dueAt: 1795630787571,
          action: 'follow_up',
          id: 'v0000000003.1',
          type: 'followup.scheduled',
          at: 1795626467571,
        },
        {
          messageId: '<79d4f798ce06001504e03266@agentmail.local>',
          from: 'alex.rivera@acme-supplies.example',
          readAs: 'question',
          attachments: 1,
          id: 'v0000000005.0',
          type: 'email.received',
          at: 1795626468196,
        },
        {
          inputRequestId: '797292e8-35ca-4235-a868-5935750ca6b5-ir5',
          question: 'Hi Sam, should we ship to the Berlin or the Munich warehouse?',
          id: 'v0000000005.1',
          type: 'input.requested',
          at: 1795626468196,
        },
        {
          event: 'case.input_needed',
          eventId: '797292e8-35ca-4235-a868-5935750ca6b5:case.input_needed:5',
          httpStatus: 200,
          errorCode: null,
          attempt: 0,
          id: 'wh.9e3e24126a32a98cd2216d1c3c4e85a6.0',
          type: 'webhook.delivered',
          at: 1795626471355,
        },
        {
          inputRequestId: '797292e8-35ca-4235-a868-5935750ca6b5-ir5',
          id: 'v0000000008.0',
          type: 'input.provided',
          at: 1795626471782,
        },
        {
          attempt: 2,
          kind: 'reply',
          messageId: '<09748bb4b08246c69910ad74@agentmail.local>',
          subject: 'Re: Confirm the delivery date of order 1042',
          id: 'v0000000009.0',
          type: 'email.sent',
          at: 1795626471991,
        },
        {
          dueAt: 1795630791991,
          action: 'follow_up',
          id: 'v0000000009.1',
          type: 'followup.scheduled',
          at: 1795626471991,
        },
        {
          messageId: '<992430fab3f7c0048b007d85@agentmail.local>',
          from: 'alex.rivera@acme-supplies.example',
          readAs: 'answer',
          attachments: 0,
          id: 'v0000000011.0',
          type: 'email.received',
          at: 1795626472453,
        },
        {
          resultStatus: 'goal_achieved',
          id: 'v0000000011.1',
          type: 'case.completed',
          at: 1795626472453,
        },
        {
          event: 'case.completed',
          eventId: '797292e8-35ca-4235-a868-5935750ca6b5:case.completed:11',
          httpStatus: 200,
          errorCode: null,
          attempt: 0,
          id: 'wh.6bf426a2e5fb64b9d04adcd85ea19133.0',
          type: 'webhook.delivered',
          at: 1795626473572,
        },
      ],
      nextCursor: null,
    },
  },
  resendWebhook: {
    response: {
      caseId: '797292e8-35ca-4235-a868-5935750ca6b5',
      eventId: '797292e8-35ca-4235-a868-5935750ca6b5:case.completed:11',
      accepted: true,
    },
  },
  cancelCase: {
    request: {
      reason: 'Ordered elsewhere',
    },
    response: {
      caseId: 'b367e582-44d2-4bf5-94b7-298b57a80d3f',
      accepted: true,
    },
  },
};
