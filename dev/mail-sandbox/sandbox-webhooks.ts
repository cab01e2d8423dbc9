import { randomBytes } from 'node:crypto';
import { Webhook } from 'svix';

/**
 * Posts AgentMail-shaped events to the configured URL as AgentMail's Svix does: signed
 * (`svix-id`, `svix-timestamp`, `svix-signature` over `${id}.${timestamp}.${body}` with the
 * whsec_ secret), and a delivery that fails (no 2xx, a network error, or no answer within
 * `timeoutMs`, Svix's 15 s) is attempted again on Svix's schedule, SVIX_RETRY_SCHEDULE_MS:
 * immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after each failure (8 attempts),
 * each with the same `svix-id` and body, signed afresh with the attempt's timestamp. `retryScale`
 * compresses the schedule for local runs and tests (0.001: 5 ms, 300 ms, 1.8 s, ...).
 *
 * First attempts run one at a time, in order (message.sent before message.delivered); retries run
 * on their own timers. Every delivery and each of its attempts is kept (the newest 1,000
 * deliveries) for the control API (`GET /_sandbox/webhooks`) and the page. Pending retries live in
 * memory only: a restarted sandbox does not resume them.
 */

export const SVIX_RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
/** Svix waits this long for the endpoint's answer. */
export const SVIX_TIMEOUT_MS = 15_000;

export type AttemptStatus = number | 'error' | 'timeout';

export interface DeliveryAttempt {
  at: string;
  status: AttemptStatus;
  durationMs: number;
}

export interface Delivery {
  svixId: string;
  eventType: string;
  eventId: string;
  url: string | undefined;
  /** The latest attempt's status; `skipped` when no URL was set; `pending` before the first answer. */
  status: AttemptStatus | 'skipped' | 'pending';
  /** delivered (a 2xx), retrying (next attempt scheduled), failed (schedule exhausted), skipped. */
  state: 'pending' | 'delivered' | 'retrying' | 'failed' | 'skipped';
  attempts: DeliveryAttempt[];
  nextAttemptAt?: string;
  at: string;
}

export interface WebhookDispatcherOptions {
  secret: string;
  url?: string | undefined;
  timeoutMs?: number;
  /** Multiplies SVIX_RETRY_SCHEDULE_MS (1: real time). */
  retryScale?: number;
}

export function createWebhookDispatcher(opts: WebhookDispatcherOptions) {
  const signer = new Webhook(opts.secret);
  const scale = opts.retryScale ?? 1;
  let url = opts.url;
  let chain: Promise<void> = Promise.resolve();
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const ok = (s: AttemptStatus) => typeof s === 'number' && s >= 200 && s < 300;

  async function post(target: string, svixId: string, body: string): Promise<AttemptStatus> {
    const now = new Date();
    const headers = {
      'content-type': 'application/json',
      'svix-id': svixId,
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': signer.sign(svixId, now, body),
    };
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? SVIX_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch (err) {
      return (err as Error).name === 'TimeoutError' ? 'timeout' : 'error';
    }
  }

  /** One attempt; schedules the next one on failure while the schedule lasts. */
  async function attempt(record: Delivery, body: string): Promise<void> {
    const target = url ?? record.url;
    if (!target) {
      record.status = 'skipped';
      record.state = record.attempts.length === 0 ? 'skipped' : 'failed';
      delete record.nextAttemptAt;
      return;
    }
    const started = Date.now();
    const status = await post(target, record.svixId, body);
    record.attempts.push({ at: new Date(started).toISOString(), status, durationMs: Date.now() - started });
    record.status = status;
    delete record.nextAttemptAt;
    if (ok(status)) {
      record.state = 'delivered';
      return;
    }
    const delay = SVIX_RETRY_SCHEDULE_MS[record.attempts.length];
    if (delay === undefined) {
      record.state = 'failed';
      return;
    }
    record.state = 'retrying';
    const wait = Math.round(delay * scale);
    record.nextAttemptAt = new Date(Date.now() + wait).toISOString();
    const timer = setTimeout(() => {
      timers.delete(timer);
      const p = attempt(record, body).finally(() => running.delete(p));
      running.add(p);
    }, wait);
    timers.add(timer);
  }

  function deliver(eventType: string, payload: Record<string, unknown>): Promise<void> {
    const svixId = `msg_${randomBytes(12).toString('hex')}`;
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({ type: 'event', event_type: eventType, event_id: eventId, ...payload });
    const record: Delivery = {
      svixId,
      eventType,
      eventId,
      url,
      status: 'pending',
      state: 'pending',
      attempts: [],
      at: new Date().toISOString(),
    };
    deliveries.push(record);
    if (deliveries.length > 1000) deliveries.shift();
    return attempt(record, body);
  }

  return {
    setUrl(next: string | undefined) {
      url = next;
    },
    get url() {
      return url;
    },
    /** Queues one event; resolves when its first attempt has been answered (or failed). */
    emit(eventType: string, payload: Record<string, unknown>): Promise<void> {
      const p = chain.then(() => deliver(eventType, payload));
      chain = p.catch(() => undefined);
      return p;
    },
    /** Resolves once every queued first attempt, and every retry now in flight, has finished. */
    async idle(): Promise<void> {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
        await Promise.all([...running]);
      } while (seen !== chain);
    },
    /** Cancels the retries still scheduled (the sandbox stops). */
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
    deliveries: (): Delivery[] => deliveries.map((d) => ({ ...d, attempts: [...d.attempts] })),
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
