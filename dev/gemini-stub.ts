import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Gemini API's `POST /v1beta/models/{model}:generateContent`, so tests
 * drive the real `@google/genai` SDK (`httpOptions.baseUrl`). It checks each request the way the
 * brain must send it (JSON body, contents, JSON mime type, a responseJsonSchema, the API key
 * header when one is expected), records it, and answers from a queue of canned responses:
 * valid JSON, malformed text, HTTP errors, or a delay. A failed check answers 400 as Google
 * does; an empty queue answers 503, so a test that under-provisions responses notices, unless a
 * `respond` function builds the answer from the request instead.
 */

export type CannedResponse =
  /** A candidate whose text is `JSON.stringify(json)`. */
  | { json: unknown }
  /** A candidate whose text is exactly this (malformed or schema-invalid output). */
  | { text: string }
  /** An HTTP error with Google's error envelope. */
  | { status: number; message?: string; retryDelaySeconds?: number }
  /** A full response body, as given. */
  | { body: unknown }
  /** Answer `then` after `delayMs` (for timeouts). */
  | { delayMs: number; response: CannedResponse };

export interface RecordedRequest {
  method: string;
  path: string;
  model: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
  /** Failed checks; empty for a well-formed request. */
  problems: string[];
}

export interface GeminiStub {
  baseUrl: string;
  requests: RecordedRequest[];
  enqueue(...responses: CannedResponse[]): void;
  /** Canned responses not yet used. */
  pending(): number;
  close(): Promise<void>;
}

const PATH = /^\/v1beta\/models\/([^/:]+):generateContent$/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export async function startGeminiStub(
  options: {
    apiKey?: string;
    port?: number;
    /** Answers a well-formed request when the queue is empty, from its body (e.g. dev/gemini-adversary.ts). */
    respond?: (body: unknown) => CannedResponse;
  } = {},
): Promise<GeminiStub> {
  const queue: CannedResponse[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'stub failure');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const model = path.match(PATH)?.[1];
    let body: unknown;
    const problems: string[] = [];
    try {
      body = JSON.parse(rawBody);
    } catch {
      problems.push('body is not JSON');
    }
    if (req.method !== 'POST') problems.push(`method ${req.method}`);
    if (!model) problems.push(`unexpected path ${path}`);
    if (options.apiKey !== undefined && req.headers['x-goog-api-key'] !== options.apiKey)
      problems.push('missing or wrong x-goog-api-key');
    problems.push(...checkBody(body));
    requests.push({ method: req.method ?? '', path, model, headers: req.headers, rawBody, body, problems });
    if (problems.length > 0) return sendError(res, 400, problems.join('; '));
    const next = queue.shift() ?? options.respond?.(body);
    if (!next) return sendError(res, 503, 'gemini stub: no canned response queued');
    await answer(res, next);
  }

  async function answer(res: ServerResponse, canned: CannedResponse): Promise<void> {
    if ('delayMs' in canned) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => (timers.delete(t), resolve()), canned.delayMs);
        timers.add(t);
      });
      if (res.destroyed) return;
      return answer(res, canned.response);
    }
    if ('status' in canned) {
      const details =
        canned.retryDelaySeconds === undefined
          ? undefined
          : [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${canned.retryDelaySeconds}s` }];
      return sendError(res, canned.status, canned.message ?? `stub error ${canned.status}`, details);
    }
    const body =
      'body' in canned
        ? canned.body
        : {
            candidates: [
              {
                content: {
                  role: 'model',
                  parts: [{ text: 'json' in canned ? JSON.stringify(canned.json) : canned.text }],
                },
                finishReason: 'STOP',
              },
            ],
            usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
          };
    sendJson(res, 200, body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...responses) => void queue.push(...responses),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What every brain request must carry: contents, and structured JSON output with a schema. */
function checkBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const b = body as { contents?: unknown; generationConfig?: Record<string, unknown> };
  const problems: string[] = [];
  if (!Array.isArray(b.contents) || b.contents.length === 0) problems.push('contents missing');
  const gc = b.generationConfig ?? {};
  if (gc['responseMimeType'] !== 'application/json') problems.push('responseMimeType is not application/json');
  if (typeof gc['responseJsonSchema'] !== 'object' || gc['responseJsonSchema'] === null)
    problems.push('responseJsonSchema missing');
  return problems;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, details?: unknown[]): void {
  const error = { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN', ...(details ? { details } : {}) };
  sendJson(res, status, { error });
}
