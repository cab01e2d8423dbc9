import type { RouteExamples } from './route-examples.js';

/**
 * The case-group routes (services/api/case-groups/): one real group of two (created, read, its
 * CSV) and a second group cancelled, then listed.
 */
export const CASE_GROUP_EXAMPLES: Record<string, RouteExamples> = {
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
};
