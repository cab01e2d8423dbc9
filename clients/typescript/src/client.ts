import createClient, { type Client } from 'openapi-fetch';
import { errorFromResponse } from './api-errors.js';
import type { components, paths } from './api-types.js';

export { CaseServiceError, type ErrorCode } from './api-errors.js';

type Schemas = components['schemas'];
export type CreateCaseRequest = Schemas['CreateCaseRequest'];
export type ProvideInputRequest = Schemas['ProvideInputRequest'];
export type Case = Schemas['Case'];
export type CaseStatus = Case['status'];
export type Attachment = Schemas['Attachment'];
export type AttachmentMeta = Schemas['AttachmentMeta'];
export type InputRequest = Schemas['InputRequest'];
export type InputAccepted = Schemas['InputAccepted'];
export type { components, paths } from './api-types.js';

export interface CaseServiceClientOptions {
  /** e.g. https://case-api-….run.app or http://127.0.0.1:8080 */
  baseUrl: string;
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A small typed client of the Email Case Service API over openapi-fetch. Each method returns the
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

  return {
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
  };
}

export type CaseServiceClient = ReturnType<typeof createCaseServiceClient>;
