import type { ErrorCode } from '../../../shared/errors.js';

/**
 * Examples for the OpenAPI document (request bodies and 2xx answers), keyed by operationId: one
 * real case of a local run (npm start, 2026-11-25), driven through the typed client: created,
 * a question with a PDF attached, INPUT_NEEDED, the client's answer, COMPLETED; then listed, its
 * timeline read, its webhook resent, and a second case cancelled. Copied from the answers as they
 * were, except the create body's clientWebhookUrl (the run used a loopback receiver; the example
 * names a public one, which the API accepts anywhere). test/integration/openapi-examples.test.ts checks
 * each against its schema, and that every route with a body or a JSON answer has one; the
 * POST /cases example is sent as is (201) by test/integration/openapi-examples.test.ts. The case
 * group examples are one real group of two (createCaseGroup, getCaseGroup, its CSV) and a second
 * group cancelled (cancelCaseGroup, listCaseGroups), from the same stack. The review examples:
 * a case with `review: "all"` whose first email was approved with an edited text and sent
 * (listDrafts, approveDraft), and another whose first draft was rejected (rejectDraft).
 */

export interface RouteExamples {
  request?: unknown;
  response: unknown;
}

export const ROUTE_EXAMPLES: Record<string, RouteExamples> = {
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
  createCaseGroup: {
    request: {
      channel: 'EMAIL',
      clientReferenceId: 'rfq-2027-03',
      goal: {
        objective: 'Get a quote for 40 pallets of A4 copy paper delivered to Munich by 2027-03-31',
      },
      senderPersona: {
        name: 'Sam Lee',
        role: 'Buyer',
        company: 'Example Corp',
      },
      resultSchema: {
        type: 'object',
        properties: {
          pricePerPallet: {
            type: 'number',
          },
          deliveryDate: {
            type: 'string',
          },
        },
        required: ['pricePerPallet', 'deliveryDate'],
      },
      counterparties: [
        {
          address: 'alex.rivera@acme-supplies.example',
          name: 'Alex Rivera',
          company: 'Acme Supplies',
          clientReferenceId: 'rfq-acme',
        },
        {
          address: 'kim.park@paperworks.example',
          name: 'Kim Park',
          company: 'Paperworks',
          clientReferenceId: 'rfq-paperworks',
        },
      ],
      compareBy: {
        field: 'pricePerPallet',
        order: 'min',
      },
      maxConcurrent: 5,
      clientWebhookUrl: 'https://hooks.example.com/case-groups',
    },
    response: {
      groupId: '3df340d0-3e46-41a0-8685-7aa4920a0be8',
      caseIds: ['8d380733-9ed4-8fd0-82ab-4282548d8ea3', '0bad32a4-5e46-8bce-bbb8-7dacfbe7277d'],
    },
  },
  listCaseGroups: {
    response: {
      groups: [
        {
          groupId: 'b25f5a1f-c894-48dd-b99f-c7ad9edc5358',
          state: 'running',
          createdAt: 1795627426347,
          updatedAt: 1795627426512,
          size: 1,
          maxConcurrent: 5,
          deadline: null,
          compareBy: {
            field: 'pricePerPallet',
            order: 'min',
          },
          finishedAt: null,
          finishReason: null,
          clientReferenceId: 'rfq-2027-04',
        },
      ],
      nextCursor:
        'eyJ1IjoienI4cExBT1AzTkxlWDNyRyIsImMiOjE3OTU2Mjc0MjYzNDcsImkiOiJiMjVmNWExZi1jODk0LTQ4ZGQtYjk5Zi1jN2FkOWVkYzUzNTgifQ',
    },
  },
  getCaseGroup: {
    response: {
      groupId: '3df340d0-3e46-41a0-8685-7aa4920a0be8',
      state: 'running',
      createdAt: 1795627359570,
      updatedAt: 1795627359570,
      size: 2,
      maxConcurrent: 5,
      deadline: null,
      compareBy: {
        field: 'pricePerPallet',
        order: 'min',
      },
      finishedAt: null,
      finishReason: null,
      clientReferenceId: 'rfq-2027-03',
      counts: {
        CREATED: 0,
        RUNNING: 0,
        INPUT_NEEDED: 0,
        COMPLETED: 2,
        FAILED: 0,
        total: 2,
      },
      members: [
        {
          index: 0,
          caseId: '8d380733-9ed4-8fd0-82ab-4282548d8ea3',
          clientReferenceId: 'rfq-acme',
          counterparty: {
            name: 'Alex Rivera',
            address: 'alex.rivera@acme-supplies.example',
            company: 'Acme Supplies',
          },
          status: 'COMPLETED',
          resultStatus: 'goal_achieved',
          result: {
            pricePerPallet: 182.5,
            deliveryDate: '2027-03-14',
          },
        },
        {
          index: 1,
          caseId: '0bad32a4-5e46-8bce-bbb8-7dacfbe7277d',
          clientReferenceId: 'rfq-paperworks',
          counterparty: {
            name: 'Kim Park',
            address: 'kim.park@paperworks.example',
            company: 'Paperworks',
          },
          status: 'COMPLETED',
          resultStatus: 'goal_achieved',
          result: {
            pricePerPallet: 176,
            deliveryDate: '2027-03-20',
          },
        },
      ],
      comparison: {
        compareBy: {
          field: 'pricePerPallet',
          order: 'min',
        },
        ranked: [
          {
            rank: 1,
            best: true,
            index: 1,
            caseId: '0bad32a4-5e46-8bce-bbb8-7dacfbe7277d',
            clientReferenceId: 'rfq-paperworks',
            counterpartyName: 'Kim Park',
            value: 176,
            result: {
              pricePerPallet: 176,
              deliveryDate: '2027-03-20',
            },
          },
          {
            rank: 2,
            best: false,
            index: 0,
            caseId: '8d380733-9ed4-8fd0-82ab-4282548d8ea3',
            clientReferenceId: 'rfq-acme',
            counterpartyName: 'Alex Rivera',
            value: 182.5,
            result: {
              pricePerPallet: 182.5,
              deliveryDate: '2027-03-14',
            },
          },
        ],
        best: ['0bad32a4-5e46-8bce-bbb8-7dacfbe7277d'],
        withoutResult: [],
      },
    },
  },
  getCaseGroupCsv: {
    response:
      'index,caseId,clientReferenceId,counterpartyName,counterpartyAddress,status,resultStatus,pricePerPallet,deliveryDate\r\n0,8d380733-9ed4-8fd0-82ab-4282548d8ea3,rfq-acme,Alex Rivera,alex.rivera@acme-supplies.example,COMPLETED,goal_achieved,182.5,2027-03-14\r\n1,0bad32a4-5e46-8bce-bbb8-7dacfbe7277d,rfq-paperworks,Kim Park,kim.park@paperworks.example,COMPLETED,goal_achieved,176,2027-03-20\r\n',
  },
  cancelCaseGroup: {
    request: {
      reason: 'Ordered elsewhere',
    },
    response: {
      groupId: 'b25f5a1f-c894-48dd-b99f-c7ad9edc5358',
      accepted: true,
      cancelling: 1,
    },
  },
  listDrafts: {
    response: {
      drafts: [
        {
          draftId: 'e172dcb1-7a13-450b-9724-4c2a4b925f0f-d2',
          kind: 'initial',
          status: 'SENT',
          subject: 'Delivery date of order 3310',
          text: 'Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nBest regards,\nSam Lee\nBuyer, Example Corp',
          reasons: [
            {
              code: 'review_all',
              message: 'Every email of this case is reviewed.',
            },
          ],
          requestedAt: 1795628639172,
          decidedAt: 1795628639783,
          edit: {
            text: 'Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nThank you in advance, and best regards,\nSam Lee\nBuyer, Example Corp',
          },
          closedAt: 1795628639920,
        },
      ],
    },
  },
  approveDraft: {
    request: {
      text: 'Hello Jo Meyer,\n\nMy name is Sam Lee, Buyer at Example Corp. Could you please confirm the delivery date of order 3310?\n\nThank you in advance.\n\nThank you in advance, and best regards,\nSam Lee\nBuyer, Example Corp',
    },
    response: {
      caseId: 'e172dcb1-7a13-450b-9724-4c2a4b925f0f',
      draftId: 'e172dcb1-7a13-450b-9724-4c2a4b925f0f-d2',
      accepted: true,
    },
  },
  rejectDraft: {
    request: {
      reason: 'Mention our PO number PO-9120 in the first email.',
    },
    response: {
      caseId: '60f0aef0-dfb6-492b-9d5d-908a2fb563d9',
      draftId: '60f0aef0-dfb6-492b-9d5d-908a2fb563d9-d2',
      accepted: true,
    },
  },
};

/** A real message for each error code (as the API words them), for the error answers' examples. */
export const ERROR_EXAMPLES: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: 'counterparty.address: Invalid email address',
  UNAUTHORIZED: 'The API key is not valid.',
  FORBIDDEN: 'This case belongs to another account.',
  NOT_FOUND: 'No route for GET /case.',
  CASE_NOT_FOUND: 'No case with id "no-such-case".',
  ATTACHMENT_NOT_FOUND: 'No attachment with id "no-such-attachment" on this case.',
  CASE_NOT_WAITING_FOR_INPUT: 'The case is COMPLETED, not waiting for input.',
  INPUT_REQUEST_NOT_PENDING: 'The active input request is already resolved.',
  INPUT_REQUEST_MISMATCH: 'inputRequestId does not match the active input request.',
  CASE_ALREADY_FINISHED: 'The case is already COMPLETED; there is nothing to cancel.',
  WEBHOOK_EVENT_NOT_FOUND: 'This case emitted no webhook event "no-such-event".',
  WEBHOOK_DELIVERY_IN_FLIGHT: 'A delivery of this event is still in flight; retry once it has an outcome.',
  USAGE_LIMIT_REACHED: 'The monthly case limit of the SANDBOX plan (100) is reached for 2026-11 (UTC).',
  RATE_LIMITED: 'Too many requests for this API key; retry after the Retry-After delay.',
  INTERNAL_ERROR: 'The case could not be stored.',
  GROUP_NOT_FOUND: 'No case group with id "no-such-group".',
  GROUP_ALREADY_FINISHED: 'The case group is already finished (cancelled).',
  DRAFT_NOT_FOUND: 'This case has no draft "no-such-draft".',
  DRAFT_ALREADY_DECIDED: 'This draft was already approved or rejected, or it is no longer pending.',
};
