import type { RouteExamples } from './route-examples.js';

/**
 * The review routes (services/api/review/): a case with `review: "all"` whose first email was
 * approved with an edited text and sent, and another whose first draft was rejected.
 */
export const REVIEW_EXAMPLES: Record<string, RouteExamples> = {
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
