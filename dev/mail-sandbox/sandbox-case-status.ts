import { z } from 'zod';
import type { StoredMessage } from './sandbox-store.js';

/**
 * The case behind a sandbox thread, read through the service's own API (GET /cases/{id}) with
 * an API key, as any client would: the page shows each thread's case status and resultStatus.
 * `npm start` hands it the demo user's key, server-side; the key never reaches the browser.
 * The case id comes from the label the email adapter puts on every message it sends
 * (`sent-case-<caseId>-out-<n>`, from the idempotency key `case:<caseId>:out:<n>`).
 */

/** `consoleUrl`: the case's page in the service's console (GET /console), when the API is known. */
export type CaseStatus =
  | {
      kind: 'case';
      status: string;
      resultStatus: string | null;
      /** The result, once COMPLETED. */
      result?: unknown;
      /** The pending input request's question, while INPUT_NEEDED. */
      question?: string;
      consoleUrl?: string;
    }
  | { kind: 'unavailable'; reason: string; consoleUrl?: string };

/** The console page of a case, on the API the sandbox reads statuses from. */
export const consoleUrlOf = (apiUrl: string, caseId: string) =>
  `${apiUrl.replace(/\/+$/, '')}/console#/cases/${encodeURIComponent(caseId)}`;

export interface CaseApi {
  url: string;
  apiKey: string;
}

const SENT_LABEL = /^sent-case-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-out-\d+$/;
const FINISHED = new Set(['COMPLETED', 'FAILED']);
const FRESH_MS = 1000;

const caseRead = z.object({
  data: z.object({
    status: z.string(),
    resultStatus: z.string().nullable(),
    result: z.unknown().optional(),
    inputRequest: z.object({ question: z.string(), status: z.string() }).nullable().optional(),
  }),
});

/** The case id of a thread: from the first of its messages the service sent. */
export function caseIdOf(messages: readonly StoredMessage[]): string | undefined {
  for (const m of messages) {
    for (const label of m.labels) {
      const hit = SENT_LABEL.exec(label);
      if (hit) return hit[1];
    }
  }
  return undefined;
}

export const isFinished = (s: CaseStatus | undefined) => s?.kind === 'case' && FINISHED.has(s.status);

export interface CaseStatusReader {
  setApi(api: CaseApi | undefined): void;
  /** Statuses of these cases; finished ones are remembered, others re-read after a second. */
  read(caseIds: readonly string[]): Promise<Map<string, CaseStatus>>;
}

export function createCaseStatusReader(): CaseStatusReader {
  let api: CaseApi | undefined;
  const cache = new Map<string, { at: number; status: CaseStatus }>();

  const fetchOne = async (caseId: string): Promise<CaseStatus> => {
    if (!api) return { kind: 'unavailable', reason: 'no API configured for the sandbox' };
    try {
      const res = await fetch(`${api.url}/cases/${encodeURIComponent(caseId)}`, {
        headers: { 'x-api-key': api.apiKey },
        signal: AbortSignal.timeout(3000),
      });
      if (res.status === 404) return { kind: 'unavailable', reason: "not visible with the sandbox's API key" };
      if (!res.ok) return { kind: 'unavailable', reason: `API answered ${res.status}` };
      const body = caseRead.parse(await res.json());
      const { status, resultStatus, result, inputRequest } = body.data;
      return {
        kind: 'case',
        status,
        resultStatus,
        ...(result !== undefined ? { result } : {}),
        ...(inputRequest?.status === 'PENDING' ? { question: inputRequest.question } : {}),
      };
    } catch (e) {
      return { kind: 'unavailable', reason: `API unreachable (${(e as Error).message})` };
    }
  };

  return {
    setApi(next) {
      api = next;
      cache.clear();
    },
    async read(caseIds) {
      const now = Date.now();
      const out = new Map<string, CaseStatus>();
      await Promise.all(
        [...new Set(caseIds)].map(async (id) => {
          const hit = cache.get(id);
          if (hit && (isFinished(hit.status) || now - hit.at < FRESH_MS)) {
            out.set(id, hit.status);
            return;
          }
          const read = await fetchOne(id);
          const status = api ? { ...read, consoleUrl: consoleUrlOf(api.url, id) } : read;
          cache.set(id, { at: Date.now(), status });
          out.set(id, status);
        }),
      );
      return out;
    },
  };
}
