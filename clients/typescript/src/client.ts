import createClient, { type Client } from 'openapi-fetch';
import { errorFromResponse } from './api-errors.js';
import type { components, paths } from './api-types.js';
import { pollWithBackoff, type WaitOptions } from './wait-for.js';

export { CaseServiceError, type ErrorCode } from './api-errors.js';
export { WaitTimeoutError, type WaitOptions } from './wait-for.js';
export {
  verifyWebhook,
  WebhookVerificationError,
  type CaseWebhook,
  type CaseCompletedEvent,
  type CaseFailedEvent,
  type CaseInputNeededEvent,
} from './webhooks.js';

type Schemas = components['schemas'];
export type CreateCaseRequest = Schemas['CreateCaseRequest'];
export type ProvideInputRequest = Schemas['ProvideInputRequest'];
export type CancelCaseRequest = Schemas['CancelCaseRequest'];
export type Case = Schemas['Case'];
export type CaseStatus = Case['status'];
export type CaseSummary = Schemas['CaseList']['cases'][number];
export type CaseList = Schemas['CaseList'];
export type CaseEvents = Schemas['CaseEvents'];
export type TimelineEvent = CaseEvents['events'][number];
export type Attachment = Schemas['Attachment'];
export type AttachmentMeta = Schemas['AttachmentMeta'];
export type InputRequest = Schemas['InputRequest'];
export type InputAccepted = Schemas['InputAccepted'];
export type CancelAccepted = Schemas['CancelAccepted'];
export type WebhookResendAccepted = Schemas['WebhookResendAccepted'];
export type CreateCaseGroupRequest = Schemas['CreateCaseGroupRequest'];
export type CreatedCaseGroup = Schemas['CreatedCaseGroup'];
export type CaseGroup = Schemas['CaseGroup'];
export type CaseGroupList = Schemas['CaseGroupList'];
export type CaseGroupSummary = CaseGroupList['groups'][number];
export type CaseGroupCancelAccepted = Schemas['CaseGroupCancelAccepted'];
export type GroupCompletedEvent = Schemas['GroupCompletedEvent'];
export type DraftList = Schemas['DraftList'];
export type Draft = DraftList['drafts'][number];
export type ApproveDraftRequest = Schemas['ApproveDraftRequest'];
export type RejectDraftRequest = Schemas['RejectDraftRequest'];
export type DraftDecisionAccepted = Schemas['DraftDecisionAccepted'];
export type { components, paths } from './api-types.js';

/** Filters of GET /cases (numbers and lists here; the client writes the query string). */
export interface ListCasesOptions {
  /** Cases in any of these statuses. */
  status?: CaseStatus | CaseStatus[];
  clientReferenceId?: string;
  /** Unix ms, exclusive. */
  createdAfter?: number;
  /** Unix ms, exclusive. */
  createdBefore?: number;
  /** Cases per page, 1 to 100 (the API's default is 20). */
  limit?: number;
  /** nextCursor of the previous page, with the same filters. */
  cursor?: string;
}

/** A page of GET /case-groups. */
export interface ListGroupsOptions {
  /** Groups per page, 1 to 100 (the API's default is 20). */
  limit?: number;
  cursor?: string;
}

export interface ListEventsOptions {
  /** Events per page, 1 to 100 (the API's default is 20). */
  limit?: number;
  cursor?: string;
}

/** COMPLETED or FAILED: nothing more will happen to the case. */
export const isFinished = (c: Pick<Case, 'status'>): boolean => c.status === 'COMPLETED' || c.status === 'FAILED';

export interface CaseServiceClientOptions {
  /** e.g. https://case-api-….run.app or http://127.0.0.1:8080 */
  baseUrl: string;
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

const str = (n: number | undefined) => (n === undefined ? undefined : String(n));
function defined<T extends Record<string, string | undefined>>(q: T): Record<string, string> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

/**
 * A typed client of the Email Case Service API over openapi-fetch. Each method returns the
 * envelope's `data` or throws a CaseServiceError carrying the API's error code. `http` is the
 * underlying openapi-fetch client, typed by the same document, for anything else.
 */
export function createCaseServiceClient(options: CaseServiceClientOptions) {
  const http: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'x-api-key': options.apiKey },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const unwrap = <T>(r: { data?: { ok: true; data: T }; error?: unknown; response: Response }): T => {
    if (r.data !== undefined && r.response.ok) return r.data.data;
    throw errorFromResponse(r.response, r.error);
  };

  const api = {
    http,
    /** POST /cases → the new case id. */
    async createCase(body: CreateCaseRequest): Promise<{ caseId: string }> {
      return unwrap(await http.POST('/cases', { body }));
    },
    /** GET /cases/{id}; `includeTranscript` adds conversationThread, read live from the provider. */
    async getCase(caseId: string, opts: { includeTranscript?: boolean } = {}): Promise<Case> {
      const query = opts.includeTranscript ? { includeTranscript: 'true' } : {};
      return unwrap(await http.GET('/cases/{id}', { params: { path: { id: caseId }, query } }));
    },
    /** GET /cases/{id}/attachments/{attachmentId} → metadata with a fresh temporary downloadUrl. */
    async getAttachment(caseId: string, attachmentId: string): Promise<Attachment> {
      return unwrap(
        await http.GET('/cases/{id}/attachments/{attachmentId}', { params: { path: { id: caseId, attachmentId } } }),
      );
    },
    /** POST /cases/{id}/input: answers the pending input request (202: stored and queued). */
    async provideInput(caseId: string, body: ProvideInputRequest): Promise<InputAccepted> {
      return unwrap(await http.POST('/cases/{id}/input', { params: { path: { id: caseId } }, body }));
    },
    /** GET /cases: one page of your cases, newest first; `nextCursor` null on the last page. */
    async listCases(opts: ListCasesOptions = {}): Promise<CaseList> {
      const status = Array.isArray(opts.status) ? opts.status.join(',') : opts.status;
      const query = defined({
        status,
        clientReferenceId: opts.clientReferenceId,
        createdAfter: str(opts.createdAfter),
        createdBefore: str(opts.createdBefore),
        limit: str(opts.limit),
        cursor: opts.cursor,
      });
      return unwrap(await http.GET('/cases', { params: { query } }));
    },
    /** Every case matching the filters, newest first, page by page (`limit` is the page size). */
    async *iterateCases(opts: Omit<ListCasesOptions, 'cursor'> = {}): AsyncGenerator<CaseSummary, void, undefined> {
      let cursor: string | undefined;
      do {
        const page = await api.listCases({ ...opts, ...(cursor ? { cursor } : {}) });
        yield* page.cases;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },
    /** GET /cases/{id}/events: one page of the case's timeline, oldest first. */
    async listCaseEvents(caseId: string, opts: ListEventsOptions = {}): Promise<CaseEvents> {
      const query = defined({ limit: str(opts.limit), cursor: opts.cursor });
      return unwrap(await http.GET('/cases/{id}/events', { params: { path: { id: caseId }, query } }));
    },
    /** The whole timeline of the case, oldest first, page by page. */
    async *iterateCaseEvents(
      caseId: string,
      opts: Omit<ListEventsOptions, 'cursor'> = {},
    ): AsyncGenerator<TimelineEvent, void, undefined> {
      let cursor: string | undefined;
      do {
        const page = await api.listCaseEvents(caseId, { ...opts, ...(cursor ? { cursor } : {}) });
        yield* page.events;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },
    /** POST /cases/{id}/cancel: the case goes FAILED / cancelled (202: queued). */
    async cancelCase(caseId: string, body: CancelCaseRequest = {}): Promise<CancelAccepted> {
      return unwrap(await http.POST('/cases/{id}/cancel', { params: { path: { id: caseId } }, body }));
    },
    /** POST /cases/{id}/webhooks/{eventId}/resend: the stored webhook once more (202: queued). */
    async resendWebhook(caseId: string, eventId: string): Promise<WebhookResendAccepted> {
      return unwrap(
        await http.POST('/cases/{id}/webhooks/{eventId}/resend', { params: { path: { id: caseId, eventId } } }),
      );
    },
    /** GET /cases/{id}/drafts: the emails held for review on a case with `review` set, oldest first. */
    async listDrafts(caseId: string): Promise<DraftList> {
      return unwrap(await http.GET('/cases/{id}/drafts', { params: { path: { id: caseId } } }));
    },
    /** POST /cases/{id}/drafts/{draftId}/approve: send it (as drafted, or with your `subject` / `text`). */
    async approveDraft(
      caseId: string,
      draftId: string,
      body: ApproveDraftRequest = {},
    ): Promise<DraftDecisionAccepted> {
      return unwrap(
        await http.POST('/cases/{id}/drafts/{draftId}/approve', { params: { path: { id: caseId, draftId } }, body }),
      );
    },
    /** POST /cases/{id}/drafts/{draftId}/reject: do not send it; `reason` comes back as an input request, or `cancel: true`. */
    async rejectDraft(caseId: string, draftId: string, body: RejectDraftRequest): Promise<DraftDecisionAccepted> {
      return unwrap(
        await http.POST('/cases/{id}/drafts/{draftId}/reject', { params: { path: { id: caseId, draftId } }, body }),
      );
    },
    /** POST /case-groups: one request to many counterparties, each an ordinary case. */
    async createCaseGroup(body: CreateCaseGroupRequest): Promise<CreatedCaseGroup> {
      return unwrap(await http.POST('/case-groups', { body }));
    },
    /** GET /case-groups: one page of your groups, newest first. */
    async listCaseGroups(opts: ListGroupsOptions = {}): Promise<CaseGroupList> {
      const query = defined({ limit: str(opts.limit), cursor: opts.cursor });
      return unwrap(await http.GET('/case-groups', { params: { query } }));
    },
    /** Every group, newest first, page by page. */
    async *iterateCaseGroups(
      opts: Omit<ListGroupsOptions, 'cursor'> = {},
    ): AsyncGenerator<CaseGroupSummary, void, undefined> {
      let cursor: string | undefined;
      do {
        const page = await api.listCaseGroups({ ...opts, ...(cursor ? { cursor } : {}) });
        yield* page.groups;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },
    /** GET /case-groups/{id}: counts, members and the comparison. */
    async getCaseGroup(groupId: string): Promise<CaseGroup> {
      return unwrap(await http.GET('/case-groups/{id}', { params: { path: { id: groupId } } }));
    },
    /** GET /case-groups/{id}/results.csv: the results as CSV text, one row per counterparty. */
    async getCaseGroupCsv(groupId: string): Promise<string> {
      const r = await http.GET('/case-groups/{id}/results.csv', {
        params: { path: { id: groupId } },
        parseAs: 'text',
      });
      if (r.response.ok && typeof r.data === 'string') return r.data;
      let body: unknown = r.error;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          // not the envelope
        }
      }
      throw errorFromResponse(r.response, body);
    },
    /** POST /case-groups/{id}/cancel: cancels every running member (202: queued). */
    async cancelCaseGroup(groupId: string, body: CancelCaseRequest = {}): Promise<CaseGroupCancelAccepted> {
      return unwrap(await http.POST('/case-groups/{id}/cancel', { params: { path: { id: groupId } }, body }));
    },
    /**
     * Reads the case until `predicate` holds (by default: COMPLETED or FAILED) and returns it; reads
     * back off from 250 ms to 5 s. Throws WaitTimeoutError (with the last case read) after
     * `timeoutMs` (5 minutes by default), or the CaseServiceError of a failed read.
     */
    async waitFor(
      caseId: string,
      predicate: (c: Case) => boolean = isFinished,
      opts: WaitOptions & { includeTranscript?: boolean } = {},
    ): Promise<Case> {
      const { includeTranscript, ...wait } = opts;
      return pollWithBackoff(
        () => api.getCase(caseId, { includeTranscript: includeTranscript ?? false }),
        predicate,
        wait,
        `case ${caseId}`,
      );
    },
  };
  return api;
}

export type CaseServiceClient = ReturnType<typeof createCaseServiceClient>;
