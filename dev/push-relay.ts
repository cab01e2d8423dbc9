import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Chaos for Pub/Sub push (tests and `CHAOS_DELIVERIES` locally): sits between the emulator's
 * push subscription and the worker and delivers every push `copies` times. All but one copy go
 * out concurrently, each after a random delay, and the relay answers the emulator with the worst
 * status among them (so a 5xx still makes Pub/Sub redeliver); the last copy is a LATE duplicate,
 * sent after the answer, once the case has usually moved on: duplicates, concurrency and
 * reordering, as at-least-once delivery allows. With copies = 1 it is a plain proxy.
 */

export interface PushRelayOptions {
  /** Where pushes go, e.g. `http://127.0.0.1:8081/pubsub/case-events`. */
  target: string;
  copies: number;
  /** Largest random delay before each concurrent copy, ms. */
  jitterMs?: number;
  /** Largest delay of the late copy, ms. */
  lateMs?: number;
  port?: number;
}

export interface RunningPushRelay {
  url: string;
  /** Copies sent so far (all of them, late ones included). */
  forwarded(): number;
  /** Resolves when no late copy is still waiting or in flight. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_BODY = 2 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) throw new Error('push body too large');
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startPushRelay(opts: PushRelayOptions): Promise<RunningPushRelay> {
  const copies = Math.max(1, Math.floor(opts.copies));
  const jitter = opts.jitterMs ?? 25;
  const late = opts.lateMs ?? 300;
  let forwarded = 0;
  const inFlight = new Set<Promise<unknown>>();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const forward = async (body: Buffer, delayMs: number): Promise<number> => {
    await sleep(delayMs);
    forwarded++;
    try {
      const res = await fetch(opts.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 599; // the worker was unreachable: like a failed push
    }
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      let status = 500;
      try {
        const body = await readBody(req);
        const now = copies === 1 ? 1 : copies - 1;
        const statuses = await Promise.all(
          Array.from({ length: now }, () => forward(body, copies === 1 ? 0 : Math.random() * jitter)),
        );
        status = Math.max(...statuses);
        if (copies > 1) {
          const p = forward(body, Math.random() * late).finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
      } catch {
        status = 500;
      }
      res.writeHead(status >= 200 && status < 300 ? 204 : 503);
      res.end();
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return {
    url,
    forwarded: () => forwarded,
    idle,
    async stop() {
      await idle();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
