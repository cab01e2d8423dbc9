import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  CaseServiceError,
  WaitTimeoutError,
  isFinished,
  type Case,
  type CaseServiceClient,
  type CreateCaseRequest,
} from '../../typescript/src/client.js';

/**
 * The MCP tools of the Email Case Service: each a thin call of the typed client. Every input is
 * a zod schema whose descriptions tell an agent what to pass; a refused call comes back as an
 * MCP tool error (`isError: true`) whose text starts with the API's error code, and whose
 * structuredContent is `{ error: { code, message, status } }`.
 */

const STATUSES = ['CREATED', 'RUNNING', 'INPUT_NEEDED', 'COMPLETED', 'FAILED'] as const;
const caseId = z.string().min(1).describe('The case id returned by open_case (caseId).');

function ok(data: object): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(data, null, 2) }],
    structuredContent: data as Record<string, unknown>,
  };
}

function failure(e: unknown): CallToolResult {
  const error =
    e instanceof CaseServiceError
      ? { code: e.code, message: e.message, status: e.status }
      : { code: 'CLIENT_ERROR', message: e instanceof Error ? e.message : String(e), status: 0 };
  return {
    isError: true,
    content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
    structuredContent: { error },
  };
}

async function call(run: () => Promise<object>): Promise<CallToolResult> {
  try {
    return ok(await run());
  } catch (e) {
    return failure(e);
  }
}

/** What an agent should do next with a case in this state. */
function nextStep(c: Case): string {
  switch (c.status) {
    case 'CREATED':
    case 'RUNNING':
      return 'The service is emailing the counterparty. Call wait_for_case to wait for a reply, or get_case later.';
    case 'INPUT_NEEDED':
      return `The counterparty asked something only you can answer: "${c.inputRequest?.question ?? ''}". Call answer_input_request with caseId and your answer.`;
    case 'COMPLETED':
      return 'Done: `result` holds the answer, matching your resultSchema.';
    case 'FAILED':
      return `Finished without a result (resultStatus ${c.resultStatus ?? 'unknown'}).`;
  }
}

const withNext = (c: Case) => ({ ...c, nextStep: nextStep(c) });

export function registerCaseTools(server: McpServer, api: CaseServiceClient): void {
  server.registerTool(
    'open_case',
    {
      title: 'Open a case',
      description:
        'Starts an email conversation with one person to get one answer. The service writes and sends the emails, follows up, and finishes when a reply yields a result matching resultSchema. Returns the caseId; then call wait_for_case.',
      inputSchema: {
        objective: z
          .string()
          .min(1)
          .describe(
            'What you want to find out or get done, in plain language, e.g. "Confirm the delivery date of order 1042".',
          ),
        counterpartyEmail: z.string().email().describe('Email address of the person to ask.'),
        counterpartyName: z.string().min(1).describe('How to address them, e.g. "Alex Rivera".'),
        counterpartyCompany: z.string().optional().describe('Their company, if known.'),
        counterpartyTimezone: z
          .string()
          .optional()
          .describe('Their IANA time zone, e.g. "Europe/Berlin": follow-ups go out in their working hours.'),
        senderName: z.string().min(1).describe('Who the emails are signed by, e.g. your user\'s name "Sam".'),
        senderRole: z.string().optional().describe('The sender\'s role, e.g. "Buyer".'),
        senderCompany: z.string().optional().describe("The sender's company."),
        knowledge: z
          .string()
          .optional()
          .describe(
            "Facts the service may use to answer the counterparty's questions (order numbers, addresses, ...). Questions it cannot answer come back to you as an input request.",
          ),
        resultSchema: z
          .record(z.string(), z.unknown())
          .describe(
            'JSON Schema (draft-07) of the answer you want back, e.g. {"type":"object","properties":{"deliveryDate":{"type":"string"}},"required":["deliveryDate"]}. The case completes when a reply yields a result that validates.',
          ),
        clientReferenceId: z
          .string()
          .optional()
          .describe('Your own id for this case (e.g. an order number); list_cases can filter by it.'),
        constraints: z
          .array(z.string())
          .optional()
          .describe('Instructions for the emails, e.g. ["Do not agree to a price change"].'),
      },
    },
    (a) =>
      call(async () => {
        const body: CreateCaseRequest = {
          channel: 'EMAIL',
          goal: { objective: a.objective, ...(a.knowledge ? { knowledge: a.knowledge } : {}) },
          counterparty: {
            address: a.counterpartyEmail,
            name: a.counterpartyName,
            ...(a.counterpartyCompany ? { company: a.counterpartyCompany } : {}),
            ...(a.counterpartyTimezone ? { timezone: a.counterpartyTimezone } : {}),
          },
          senderPersona: {
            name: a.senderName,
            ...(a.senderRole ? { role: a.senderRole } : {}),
            ...(a.senderCompany ? { company: a.senderCompany } : {}),
          },
          resultSchema: a.resultSchema,
          ...(a.clientReferenceId ? { clientReferenceId: a.clientReferenceId } : {}),
          ...(a.constraints?.length ? { constraints: a.constraints } : {}),
        };
        const { caseId } = await api.createCase(body);
        return { caseId, nextStep: 'Call wait_for_case with this caseId to wait for the answer.' };
      }),
  );

  server.registerTool(
    'get_case',
    {
      title: 'Read a case',
      description:
        'The case as it is now: status (CREATED, RUNNING, INPUT_NEEDED, COMPLETED, FAILED), result when COMPLETED, the pending inputRequest when INPUT_NEEDED, and optionally the email transcript.',
      inputSchema: {
        caseId,
        includeTranscript: z
          .boolean()
          .optional()
          .describe(
            'true adds conversationThread: every email of the case, oldest first. Slower; only when you need the wording.',
          ),
      },
    },
    (a) => call(async () => withNext(await api.getCase(a.caseId, { includeTranscript: a.includeTranscript ?? false }))),
  );

  server.registerTool(
    'list_cases',
    {
      title: 'List cases',
      description: 'Your cases, newest first, one page at a time (nextCursor is null on the last page).',
      inputSchema: {
        status: z
          .array(z.enum(STATUSES))
          .optional()
          .describe('Only cases in any of these statuses, e.g. ["INPUT_NEEDED"] for the ones waiting for you.'),
        clientReferenceId: z.string().optional().describe('Only cases opened with this clientReferenceId.'),
        limit: z.number().int().min(1).max(100).optional().describe('Cases per page, 1 to 100 (default 20).'),
        cursor: z.string().optional().describe('nextCursor of the previous page, with the same filters.'),
      },
    },
    (a) =>
      call(async () => {
        const page = await api.listCases({
          ...(a.status?.length ? { status: a.status } : {}),
          ...(a.clientReferenceId ? { clientReferenceId: a.clientReferenceId } : {}),
          ...(a.limit ? { limit: a.limit } : {}),
          ...(a.cursor ? { cursor: a.cursor } : {}),
        });
        return {
          cases: page.cases.map((c) => ({
            caseId: c.caseId,
            status: c.status,
            objective: c.goal.objective,
            counterparty: c.counterparty.address,
            clientReferenceId: c.clientReferenceId ?? null,
            createdAt: new Date(c.createdAt).toISOString(),
            result: c.result ?? null,
            question: c.inputRequest?.status === 'PENDING' ? c.inputRequest.question : null,
          })),
          nextCursor: page.nextCursor,
        };
      }),
  );

  server.registerTool(
    'answer_input_request',
    {
      title: 'Answer the question of a case',
      description:
        'When a case is INPUT_NEEDED the counterparty asked something only you can answer (see inputRequest.question). Your answer goes into the next email to them; the case then runs again.',
      inputSchema: {
        caseId,
        answer: z
          .string()
          .min(1)
          .describe('Your answer to inputRequest.question, as it may be passed on to the counterparty.'),
        inputRequestId: z
          .string()
          .optional()
          .describe('inputRequest.id from get_case; leave it out to answer the pending request of the case.'),
      },
    },
    (a) =>
      call(async () => {
        const inputRequestId = a.inputRequestId ?? (await api.getCase(a.caseId)).inputRequest?.id;
        if (!inputRequestId) {
          throw new CaseServiceError(409, 'CASE_NOT_WAITING_FOR_INPUT', 'The case has no input request to answer');
        }
        const accepted = await api.provideInput(a.caseId, { inputRequestId, providedContext: a.answer });
        return { ...accepted, nextStep: "Call wait_for_case to wait for the counterparty's next reply." };
      }),
  );

  server.registerTool(
    'cancel_case',
    {
      title: 'Cancel a case',
      description: 'Stops the case: nothing more is sent, and it ends FAILED with resultStatus "cancelled".',
      inputSchema: {
        caseId,
        reason: z.string().optional().describe('Why, for your own records (never sent to the counterparty).'),
      },
    },
    (a) => call(async () => api.cancelCase(a.caseId, a.reason ? { reason: a.reason } : {})),
  );

  server.registerTool(
    'wait_for_case',
    {
      title: 'Wait for a case',
      description:
        'Waits until the case finishes (COMPLETED or FAILED) or, by default, needs your input, for up to timeoutSeconds, and returns it. timedOut true means it is still running: call again.',
      inputSchema: {
        caseId,
        timeoutSeconds: z
          .number()
          .int()
          .min(1)
          .max(600)
          .optional()
          .describe(
            'How long to wait at most, 1 to 600 seconds (default 60). Replies from people can take hours: call again when it times out.',
          ),
        untilInputNeeded: z
          .boolean()
          .optional()
          .describe(
            'true (default): also return as soon as the case is INPUT_NEEDED. false: only when it is finished.',
          ),
      },
    },
    (a) =>
      call(async () => {
        const alsoInput = a.untilInputNeeded ?? true;
        const done = (c: Case) => isFinished(c) || (alsoInput && c.status === 'INPUT_NEEDED');
        try {
          const c = await api.waitFor(a.caseId, done, { timeoutMs: (a.timeoutSeconds ?? 60) * 1000 });
          return { ...withNext(c), timedOut: false };
        } catch (e) {
          if (!(e instanceof WaitTimeoutError)) throw e;
          const last = e.last as Case;
          return { ...withNext(last), timedOut: true };
        }
      }),
  );
}
