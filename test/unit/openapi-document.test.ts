import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Firestore } from '@google-cloud/firestore';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../services/api/app.js';
import { LIMITS } from '../../services/api/cases/create-case-body.js';
import { API_ROUTES } from '../../services/api/openapi/api-routes.js';
import { describeFields } from '../../services/api/openapi/field-descriptions.js';
import { buildOpenApiDocument } from '../../services/api/openapi/openapi-document.js';
import { ERROR_CODES } from '../../services/api/openapi/response-schemas.js';
import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { openApiArtifacts } from '../../dev/openapi-artifacts.js';
import type { OpenApiDocument } from '../support/openapi-shape.js';

/**
 * The OpenAPI document: valid OpenAPI 3.1, one operation per express route of the API app and
 * no other, generated from the handlers' zod schemas, and the checked-in copies (docs/openapi.json,
 * the TypeScript client's types) current.
 */

const doc = buildOpenApiDocument() as unknown as OpenApiDocument;

/** Express 5 paths (`/cases/:id`) in OpenAPI form (`/cases/{id}`). */
const openApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');

/** One entry of express's router stack: a route, or mounted middleware. */
interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: string;
}

/** Routes and mounts registered on the app, read from express's own router. */
function expressSurface() {
  const app = createApp({
    config: loadConfig({}),
    logger: createLogger({ write: () => {} }),
    db: {} as Firestore,
    publisher: { publish: async () => 'id' },
    emailProvider: null,
    now: Date.now,
    newId: () => 'x',
    providerEvents: express.Router(),
  });
  const stack = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  const routes = stack
    .flatMap((l) => (l.route ? [l.route] : []))
    .flatMap((route) => Object.keys(route.methods).map((m) => `${m} ${openApiPath(route.path)}`));
  const mounts = stack.filter((l) => !l.route && l.rawPath && l.rawPath !== '/').map((l) => String(l.rawPath));
  return { routes, mounts };
}

/** Not operations of the client API, on purpose: */
const NOT_DOCUMENTED = [
  /^[\w-]+ \/\*splat$/, // the unmatched-path handler, every method (404 NOT_FOUND, 400 for an empty id)
  /^[\w-]+ \/$/,
  /^get \/docs\/assets\/\{file\}$/, // the reference page's script and style sheet
  /^get \/console\/assets\/\{file\}$/, // the console's modules and style sheet
];
const undocumented = (r: string) => NOT_DOCUMENTED.some((re) => re.test(r));

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(doc) as never)) as { openapi: string };
    expect(api.openapi).toBe('3.1.0');
  });

  it('has exactly the routes the express app registers', () => {
    const { routes, mounts } = expressSurface();
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(
      routes.filter((r) => !undocumented(r)).sort(),
      'add each new route to services/api/openapi/api-routes.ts',
    ).toEqual(documented.sort());
    // Mounted middleware, not routes: the API-key check for /cases, and the email provider's
    // event receiver (Svix-signed by AgentMail: not for clients, so not in the document).
    // /case-groups twice: its API-key check and its missing-id answer (case-groups/group-paths.ts).
    expect(mounts.sort()).toEqual(['/case-groups', '/case-groups', '/cases', '/provider/email-events']);
  });

  it('declares the x-api-key scheme on every case route, and no key for the description itself', () => {
    expect(doc.components.securitySchemes.ApiKey).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
    );
    for (const r of API_ROUTES) {
      const op = doc.paths[r.path]?.[r.method];
      expect(op?.security, r.path).toEqual(/^\/case(s|-groups)(\/|$)/.test(r.path) ? [{ ApiKey: [] }] : []);
    }
  });

  it('takes request bounds from the zod schemas the API validates with', () => {
    const create = doc.components.schemas.CreateCaseRequest!;
    expect(create.additionalProperties).toBe(false);
    expect(create.required.sort()).toEqual(['channel', 'counterparty', 'goal', 'senderPersona']);
    expect(create.properties.maxAttempts).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: LIMITS.maxAttempts,
      default: 3,
    });
    expect(create.properties.followUpDelayHours).toMatchObject({ maximum: LIMITS.followUpDelayHours, default: 72 });
    expect(create.properties.goal!.properties.objective).toMatchObject({ minLength: 1, maxLength: LIMITS.objective });
    expect(create.properties.counterparty!.properties.address).toMatchObject({
      format: 'email',
      maxLength: LIMITS.email,
    });
    expect(create.properties.counterparty!.properties.customData!.maxProperties).toBe(LIMITS.customDataEntries);
    expect(create.properties.constraints).toMatchObject({ maxItems: LIMITS.constraints });
    expect(create.properties.clientWebhookUrl).toMatchObject({ format: 'uri', maxLength: LIMITS.url });
    expect(doc.components.schemas.ProvideInputRequest!.required.sort()).toEqual(['inputRequestId', 'providedContext']);
  });

  it('describes request fields by paths that exist (a renamed field fails here)', () => {
    expect(describeFields(structuredClone(doc.components.schemas))).toEqual([]);
    expect(describeFields({})).not.toEqual([]);
    expect(doc.components.schemas.CreateCaseRequest!.properties.maxAttempts!.description).toMatch(/follow-ups/);
  });

  it('lists every error code with its status on the routes that can answer it', () => {
    expect(doc.components.schemas.ErrorResponse!.properties.error!.properties.code!.enum).toEqual([...ERROR_CODES]);
    const input = doc.paths['/cases/{id}/input']!.post!.responses;
    expect(input['409']!['x-error-codes'].sort()).toEqual([
      'CASE_NOT_WAITING_FOR_INPUT',
      'INPUT_REQUEST_MISMATCH',
      'INPUT_REQUEST_NOT_PENDING',
    ]);
    expect(input['429']!.headers['Retry-After']).toBeDefined();
    expect(doc.paths['/cases']!.post!.responses['429']!['x-error-codes'].sort()).toEqual([
      'RATE_LIMITED',
      'USAGE_LIMIT_REACHED',
    ]);
    expect(doc.paths['/cases/{id}/attachments/{attachmentId}']!.get!.responses['404']!['x-error-codes'].sort()).toEqual(
      ['ATTACHMENT_NOT_FOUND', 'CASE_NOT_FOUND'],
    );
    for (const r of API_ROUTES.filter((r) => r.auth)) {
      for (const s of ['401', '403', '429', '500'])
        expect(doc.paths[r.path]?.[r.method]?.responses[s], `${r.path} ${s}`).toBeDefined();
    }
  });

  it('describes the four case webhooks and group.completed with the Standard Webhooks signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'caseCompleted',
      'caseFailed',
      'caseInputNeeded',
      'caseReviewNeeded',
      'groupCompleted',
    ]);
    expect(doc.components.schemas.CaseReviewNeededEvent!.required).toContain('pendingReview');
    expect(doc.components.schemas.GroupCompletedEvent!.properties.event!.const).toBe('group.completed');
    const inputNeeded = doc.components.schemas.CaseInputNeededEvent!;
    expect(inputNeeded.properties.event!.const).toBe('case.input_needed');
    expect(inputNeeded.required).toContain('inputRequest');
    const headers = doc.webhooks.caseCompleted!.post!.parameters.map((p) => `${p.in}:${p.name}:${p.required}`);
    expect(headers).toEqual([
      'header:webhook-id:false',
      'header:webhook-timestamp:false',
      'header:webhook-signature:false',
    ]);
  });

  it('is checked in current: docs/openapi.json and the client types (npm run openapi rewrites them)', async () => {
    for (const [file, text] of Object.entries(await openApiArtifacts())) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run openapi`).toBe(text);
    }
  });
});
