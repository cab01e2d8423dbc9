import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailProvider } from '../../shared/email-provider.js';
import { validCaseBody, type ApiResponse } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';
import type { OpenApiDocument } from '../support/openapi-shape.js';

/**
 * Real answers of the API, over HTTP, validated against the OpenAPI document it serves at
 * /openapi.json (JSON Schema 2020-12, ajv): every success body against its route's response
 * schema (strict objects: a field the document does not describe fails), every error against
 * ErrorResponse with a code the document lists for that route and status. And /docs serves the
 * reference page and its assets without a key.
 */

let doc: OpenApiDocument;
let ajv: Ajv2020;

const provider = {
  getAttachment: async ({ attachmentId }: { attachmentId: string }) => ({
    attachmentId,
    filename: 'quote.pdf',
    size: 14,
    contentType: 'application/pdf',
    downloadUrl: 'http://127.0.0.1:1/download/quote.pdf',
    expiresAt: '2030-01-01T00:00:00.000Z',
  }),
  getThread: async (inboxId: string, threadId: string) => ({ inboxId, threadId, messages: [] }),
} as unknown as EmailProvider;

const t = useApiHarness({ emailProvider: provider, user: false });
beforeAll(async () => {
  const res = await fetch(`${t.h.url}/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
});

/** Checks one answer against the document's entry for (method, path template, status). */
function conforms(method: string, template: string, res: ApiResponse): void {
  const op = doc.paths[template]?.[method.toLowerCase()];
  expect(op, `${method} ${template} is documented`).toBeDefined();
  const documented = op?.responses[String(res.status)];
  expect(documented, `${method} ${template} documents status ${res.status}: ${JSON.stringify(res.body)}`).toBeDefined();
  if (!documented) return;
  const pointer = documented.content['application/json']!.schema.$ref;
  const validate = ajv.getSchema(`openapi.json${pointer}`)!;
  expect(validate(res.body), `${method} ${template} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  if (res.status >= 400) expect(documented['x-error-codes'], `${method} ${template}`).toContain(res.body.error.code);
}

describe('answers match the OpenAPI document', () => {
  it('POST /cases: 201, 400, 401, 403', async () => {
    const { apiKey } = await t.h.createUser();
    const full = validCaseBody({
      clientReferenceId: 'ref-1',
      constraints: ['no phone calls'],
      resultSchema: { type: 'object', properties: { price: { type: 'number' } } },
      clientWebhookUrl: 'https://hooks.example.com/x',
      metadata: { crm: { id: 7 } },
      maxAttempts: 2,
      followUpDelayHours: 24,
    });
    conforms('POST', '/cases', await t.h.api('POST', '/cases', full, apiKey));
    conforms('POST', '/cases', await t.h.api('POST', '/cases', { ...full, extra: 1 }, apiKey));
    conforms('POST', '/cases', await t.h.api('POST', '/cases', full));
    const inactive = await t.h.createUser({ keyActive: false });
    conforms('POST', '/cases', await t.h.api('POST', '/cases', full, inactive.apiKey));
  });

  it('GET /cases/{id}: a bare case, a case with everything, 403, 404; with the transcript', async () => {
    const { userId: _u, apiKey } = await t.h.createUser();
    const bare = await t.h.createCase(apiKey);
    conforms('GET', '/cases/{id}', await t.h.api('GET', `/cases/${bare}`, undefined, apiKey));

    const rich = await t.h.createCase(apiKey, {
      clientReferenceId: 'r',
      constraints: ['c'],
      resultSchema: { type: 'object' },
      sendWindow: { days: ['MON'], start: '09:00', end: '17:00' },
    });
    await t.h.updateStoredCase(rich, (c) => ({
      ...c,
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 12 },
      attemptCount: 2,
      inboxId: 'inbox-1',
      threadId: 'thread-1',
      inputRequest: { id: `${rich}-ir3`, question: 'Which warehouse?', status: 'RESOLVED', requestedAt: 1 },
      attachments: [
        {
          attachmentId: 'att-1',
          name: 'quote.pdf',
          size: 14,
          type: 'application/pdf',
          messageId: '<m@x>',
          inboxId: 'inbox-1',
          receivedAt: 2,
        },
      ],
    }));
    const read = await t.h.api('GET', `/cases/${rich}?includeTranscript=true`, undefined, apiKey);
    expect(read.body.data.conversationThread).toBe('');
    conforms('GET', '/cases/{id}', read);

    const other = await t.h.createUser();
    conforms('GET', '/cases/{id}', await t.h.api('GET', `/cases/${rich}`, undefined, other.apiKey));
    conforms('GET', '/cases/{id}', await t.h.api('GET', '/cases/no-such-case', undefined, apiKey));
  });

  it('GET /cases/{id}/attachments/{attachmentId}: 200 and 404 ATTACHMENT_NOT_FOUND', async () => {
    const { apiKey } = await t.h.createUser();
    const id = await t.h.createCase(apiKey);
    await t.h.updateStoredCase(id, (c) => ({
      ...c,
      attachments: [
        {
          attachmentId: 'att-1',
          name: 'quote.pdf',
          size: 14,
          type: 'application/pdf',
          messageId: '<m@x>',
          inboxId: 'inbox-1',
          receivedAt: 2,
        },
      ],
    }));
    const path = '/cases/{id}/attachments/{attachmentId}';
    conforms('GET', path, await t.h.api('GET', `/cases/${id}/attachments/att-1`, undefined, apiKey));
    conforms('GET', path, await t.h.api('GET', `/cases/${id}/attachments/nope`, undefined, apiKey));
  });

  it('POST /cases/{id}/input: 202, 409, 400', async () => {
    const { apiKey } = await t.h.createUser();
    const id = await t.h.createCase(apiKey);
    const body = { inputRequestId: `${id}-ir2`, providedContext: 'Munich.' };
    conforms('POST', '/cases/{id}/input', await t.h.api('POST', `/cases/${id}/input`, body, apiKey));
    await t.h.updateStoredCase(id, (c) => ({
      ...c,
      status: 'INPUT_NEEDED',
      inputRequest: { id: `${id}-ir2`, question: 'Which?', status: 'PENDING', requestedAt: 1 },
      inputRequestId: `${id}-ir2`,
      inputRequestStatus: 'PENDING',
    }));
    conforms('POST', '/cases/{id}/input', await t.h.api('POST', `/cases/${id}/input`, body, apiKey));
    conforms('POST', '/cases/{id}/input', await t.h.api('POST', `/cases/${id}/input`, { inputRequestId: 'x' }, apiKey));
  });

  it('serves the document and the reference page without a key', async () => {
    const page = await fetch(`${t.h.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((a) => !a.startsWith('data:'));
    expect(assets.sort()).toEqual([
      '/docs/assets/init.js',
      '/docs/assets/swagger-ui-bundle.js',
      '/docs/assets/swagger-ui.css',
    ]);
    for (const a of assets) {
      const res = await fetch(`${t.h.url}${a}`);
      expect(res.status, a).toBe(200);
      expect((await res.text()).length, a).toBeGreaterThan(50);
    }
    expect((await fetch(`${t.h.url}/docs/assets/package.json`)).status).toBe(404);
    expect((await fetch(`${t.h.url}/docs/assets/..%2Fpackage.json`)).status).toBe(404);
  });
});
