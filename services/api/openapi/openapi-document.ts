import { z } from 'zod';
import { ApiError, type ErrorCode } from '../../../shared/errors.js';
import {
  attachmentMetaSchema,
  caseCompletedEventSchema,
  caseFailedEventSchema,
  caseInputNeededEventSchema,
  caseReviewNeededEventSchema,
  inputRequestSchema,
} from '../../../shared/public-schemas.js';
import { groupCompletedEventSchema } from '../../../shared/case-groups/group-schemas.js';
import type { ApiRouteDoc } from '../http/route-doc.js';
import { ERROR_EXAMPLES, ROUTE_EXAMPLES } from './api-examples.js';
import { API_ROUTES } from './api-routes.js';
import { describeFields } from './field-descriptions.js';
import { errorResponseSchema, okEnvelope } from './response-schemas.js';

/**
 * The OpenAPI 3.1 document of the client API, generated from the zod schemas the API validates
 * with (requests, as zod's input type) and answers with (responses, output type), by zod's own
 * JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1). Served at GET /openapi.json and
 * checked in as docs/openapi.json (a test keeps the two equal; `npm run openapi` rewrites it).
 */

export const API_VERSION = '1.0.0';
type Json = Record<string, unknown>;

const ERROR_MEANING: Record<ErrorCode, string> = {
  INVALID_REQUEST: 'malformed JSON, a body over the size limit, a field out of bounds or unknown, an empty id',
  UNAUTHORIZED: 'missing or unknown API key',
  FORBIDDEN: "inactive key or user, or another user's case",
  NOT_FOUND: 'no such route',
  CASE_NOT_FOUND: 'no case with that id',
  ATTACHMENT_NOT_FOUND: 'the attachment is not on the case',
  CASE_NOT_WAITING_FOR_INPUT: 'the case is not INPUT_NEEDED',
  INPUT_REQUEST_NOT_PENDING: 'the input request is already answered',
  INPUT_REQUEST_MISMATCH: 'inputRequestId is stale or wrong',
  CASE_ALREADY_FINISHED: 'the case is COMPLETED or FAILED already',
  WEBHOOK_EVENT_NOT_FOUND: 'the case emitted no webhook event with that id',
  WEBHOOK_DELIVERY_IN_FLIGHT: 'a delivery of that webhook event has no outcome yet',
  DRAFT_NOT_FOUND: 'the case has no draft with that id',
  DRAFT_ALREADY_DECIDED: 'the draft was already approved or rejected, or it was sent or discarded',
  GROUP_NOT_FOUND: 'no case group with that id',
  GROUP_ALREADY_FINISHED: 'the case group is finished already',
  USAGE_LIMIT_REACHED: "the month's plan cap is reached",
  RATE_LIMITED: 'over the per-key throttle; retry after Retry-After seconds',
  INTERNAL_ERROR: 'storage, queueing or the email provider failed; safe to retry',
};

const WEBHOOKS = [
  {
    key: 'caseCompleted',
    event: 'case.completed',
    schema: caseCompletedEventSchema,
    name: 'CaseCompletedEvent',
    when: 'The case became COMPLETED.',
  },
  {
    key: 'caseFailed',
    event: 'case.failed',
    schema: caseFailedEventSchema,
    name: 'CaseFailedEvent',
    when: 'The case became FAILED (resultStatus says why).',
  },
  {
    key: 'caseInputNeeded',
    event: 'case.input_needed',
    schema: caseInputNeededEventSchema,
    name: 'CaseInputNeededEvent',
    when: 'The case moved to INPUT_NEEDED: answer inputRequest with POST /cases/{id}/input.',
  },
  {
    key: 'caseReviewNeeded',
    event: 'case.review_needed',
    schema: caseReviewNeededEventSchema,
    name: 'CaseReviewNeededEvent',
    when: 'An outbound email of a case with `review` waits for your approval: GET /cases/{id}/drafts, then approve or reject it.',
  },
  {
    key: 'groupCompleted',
    event: 'group.completed',
    schema: groupCompletedEventSchema,
    name: 'GroupCompletedEvent',
    when: "A case group finished (every member ended, its deadline passed, or it was cancelled); sent to the group's clientWebhookUrl with the counts and the comparison.",
  },
] as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Integer bounds: zod writes the safe-integer range on every int. And zod's input side of a trimming pipe (`z.string().trim().max(n).pipe(z.string().min(1))`) has no
 *  minLength or format: those checks sit on the output side. They hold for the input as sent
 *  too (trimming only shortens), so they are carried over. */
function tidy(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  // z.number().int() emits the safe-integer range as bounds: noise for a reader.
  if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
  if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'pipe' || ctx.jsonSchema.type !== 'string') return;
  let out: Json;
  try {
    out = z.toJSONSchema(def.out as z.ZodType, { io: 'output' }) as Json;
  } catch {
    return; // the output side is a transform (a query string parsed to a number): nothing to carry over
  }
  if (out.type !== 'string') return;
  for (const k of ['minLength', 'format', 'pattern'] as const) {
    if (out[k] !== undefined && ctx.jsonSchema[k] === undefined) (ctx.jsonSchema as Json)[k] = out[k];
  }
}

function componentSchemas(io: 'input' | 'output', entries: [string, z.ZodType][]): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    override: tidy,
  }) as { schemas: Record<string, Json> };
  if ('__shared' in schemas) throw new Error('openapi: a schema was extracted to shared $defs; register it by name');
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return schemas;
}

function statusOf(code: ErrorCode): number {
  return new ApiError(code, '').status;
}

function errorCodesOf(route: ApiRouteDoc): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (route.pathParams || route.body) codes.add('INVALID_REQUEST');
  if (route.auth) for (const c of ['UNAUTHORIZED', 'FORBIDDEN'] as const) codes.add(c);
  for (const c of route.errors) codes.add(c);
  if (route.auth) for (const c of ['RATE_LIMITED', 'INTERNAL_ERROR'] as const) codes.add(c);
  return [...codes];
}

function operation(route: ApiRouteDoc): Json {
  const parameters: Json[] = [];
  for (const [name, description] of Object.entries(route.pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string', minLength: 1 } });
  }
  for (const [name, prop] of Object.entries(route.query?.shape ?? {})) {
    const schema = z.toJSONSchema(prop as z.ZodType, { io: 'input', target: 'draft-2020-12', override: tidy }) as Json;
    delete schema.$schema;
    const { description, ...rest } = schema;
    parameters.push({
      name,
      in: 'query',
      required: !(prop as z.ZodType).safeParse(undefined).success,
      description,
      schema: rest,
    });
  }

  const responses: Json = {};
  const s = route.success;
  const examples = ROUTE_EXAMPLES[route.operationId];
  responses[String(s.status)] =
    s.name !== undefined
      ? {
          description: s.description,
          content: {
            'application/json': {
              schema: ref(`${s.name}Response`),
              ...(examples ? { example: { ok: true, data: examples.response } } : {}),
            },
          },
        }
      : {
          description: s.description,
          content: { [s.contentType]: examples ? { example: examples.response } : {} },
        };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((c) => `${c}: ${ERROR_MEANING[c]}`).join('; '),
      ...(codes.includes('RATE_LIMITED')
        ? { headers: { 'Retry-After': { description: 'Seconds to wait (RATE_LIMITED)', schema: { type: 'integer' } } } }
        : {}),
      content: {
        'application/json': {
          schema: ref('ErrorResponse'),
          examples: Object.fromEntries(
            codes.map((code) => [
              code,
              {
                summary: code,
                value: { ok: false, error: { code, message: ERROR_EXAMPLES[code] ?? ERROR_MEANING[code] } },
              },
            ]),
          ),
        },
      },
      'x-error-codes': codes,
    };
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: route.auth ? [{ ApiKey: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.optional,
            content: {
              'application/json': {
                schema: ref(route.body.name),
                ...(examples?.request !== undefined ? { example: examples.request } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

const SIGNATURE_HEADERS = [
  ['webhook-id', 'The event_id (Standard Webhooks message id). Only on signed webhooks.'],
  ['webhook-timestamp', 'Unix seconds when it was signed. Only on signed webhooks.'],
  [
    'webhook-signature',
    'Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`. Only when your account has a webhook signing secret (admin CLI: webhook-secret); verify with verifyWebhook of the TypeScript client or the standardwebhooks library.',
  ],
] as const;

export function buildOpenApiDocument(routes: readonly ApiRouteDoc[] = API_ROUTES): Json {
  const requests = routes.flatMap((r) => (r.body ? [[r.body.name, r.body.schema] as [string, z.ZodType]] : []));
  const responses: [string, z.ZodType][] = [
    ['AttachmentMeta', attachmentMetaSchema],
    ['InputRequest', inputRequestSchema],
    ['ErrorResponse', errorResponseSchema],
    ...routes.flatMap((r) =>
      r.success.name !== undefined
        ? [
            [r.success.name, r.success.data] as [string, z.ZodType],
            [`${r.success.name}Response`, okEnvelope(r.success.data)] as [string, z.ZodType],
          ]
        : [],
    ),
    ...WEBHOOKS.map((w) => [w.name, w.schema] as [string, z.ZodType]),
  ];

  const schemas = { ...componentSchemas('input', requests), ...componentSchemas('output', responses) };
  describeFields(schemas); // a key naming no property fails test/unit/openapi-document.test.ts

  const paths: Record<string, Json> = {};
  for (const r of routes) paths[r.path] = { ...paths[r.path], [r.method]: operation(r) };

  const webhooks: Record<string, Json> = {};
  for (const w of WEBHOOKS) {
    webhooks[w.key] = {
      post: {
        summary: w.event,
        description: `${w.when} Sent once (no retry) to the case's clientWebhookUrl as \`content-type: application/json\`, user-agent EmailCaseService-Webhooks/1.0.`,
        parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
          name,
          in: 'header',
          required: false,
          description,
          schema: { type: 'string' },
        })),
        requestBody: { required: true, content: { 'application/json': { schema: ref(w.name) } } },
        responses: {
          '2XX': { description: 'Delivered. Any other answer, a redirect or a timeout is recorded as failed.' },
        },
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Email Case Service API',
      version: API_VERSION,
      description:
        'A client opens a case (one goal, one counterparty); the service runs the email conversation and returns a structured result, asking the client when a human decision is needed. Every answer is `{"ok": true, "data": …}` or `{"ok": false, "error": {"code", "message"}}`; timestamps are Unix ms unless named otherwise. Webhooks: see `webhooks`.',
    },
    tags: [
      { name: 'Cases', description: 'The client routes (x-api-key)' },
      { name: 'Case groups', description: 'One request to many counterparties, the answers side by side (x-api-key)' },
      { name: 'Service', description: 'This description, without a key' },
    ],
    paths,
    webhooks,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'Issued with the admin CLI (issue-key); 401 when missing or unknown, 403 when inactive',
        },
      },
      schemas,
    },
  };
}
