import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Dispatcher } from './dispatcher.js';
import { toTaskInfo, type TaskStore } from './task-store.js';

/**
 * A small HTTP API beside the gRPC one, for people and tests driving the local stack:
 *   GET  /tasks?queue=&caseId=&bodyContains=&name=&state=   list tasks (tombstones included)
 *   POST /fire-now {name?|caseId?|queue?|bodyContains?}       run matching pending tasks now
 *   POST /pause, POST /resume                                 stop / restart timed dispatch
 *   GET  /counters                                            created, dispatched, per queue
 * `fire-now` answers after the fired attempts were answered, so a caller can check the outcome.
 */

const filterSchema = z
  .object({
    name: z.string().min(1).optional(),
    queue: z.string().min(1).optional(),
    caseId: z.string().min(1).optional(),
    bodyContains: z.string().min(1).optional(),
  })
  .strict();
const listSchema = filterSchema.extend({
  state: z.enum(['pending', 'dispatching', 'retrying', 'succeeded', 'failed', 'deleted']).optional(),
});

const MAX_BODY = 16 * 1024;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text === '' ? {} : JSON.parse(text);
}

export function createControlServer(deps: { store: TaskStore; dispatcher: Dispatcher }): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://control');
      const route = `${req.method} ${url.pathname}`;
      try {
        if (route === 'GET /tasks') {
          const q = listSchema.safeParse(Object.fromEntries(url.searchParams));
          if (!q.success) return send(res, 400, { error: z.prettifyError(q.error) });
          return send(res, 200, { tasks: deps.store.list(q.data).map(toTaskInfo) });
        }
        if (route === 'POST /fire-now') {
          const f = filterSchema.safeParse(await readJson(req));
          if (!f.success) return send(res, 400, { error: z.prettifyError(f.error) });
          return send(res, 200, { fired: await deps.dispatcher.fireNow(f.data) });
        }
        if (route === 'POST /pause') {
          deps.dispatcher.pause();
          return send(res, 200, { paused: true });
        }
        if (route === 'POST /resume') {
          deps.dispatcher.resume();
          return send(res, 200, { paused: false });
        }
        if (route === 'GET /counters') {
          return send(res, 200, { ...deps.store.counters(), paused: deps.dispatcher.isPaused() });
        }
        send(res, 404, { error: `no route ${route}` });
      } catch (err) {
        send(res, 400, { error: err instanceof Error ? err.message : 'bad request' });
      }
    })();
  });
}
