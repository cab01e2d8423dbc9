import { randomBytes } from 'node:crypto';
import { Webhook } from 'svix';

/**
 * Posts AgentMail-shaped events to the configured URL, signed as Svix signs them (`svix-id`,
 * `svix-timestamp`, `svix-signature` over `${id}.${timestamp}.${body}` with the whsec_ secret).
 * Deliveries run one at a time, in order (message.sent before message.delivered), one attempt
 * each; the outcome of every delivery is kept for the control API and tests.
 */

export interface Delivery {
  svixId: string;
  eventType: string;
  eventId: string;
  url: string | undefined;
  status: number | 'error' | 'skipped';
  at: string;
}

export function createWebhookDispatcher(opts: { secret: string; url?: string | undefined; timeoutMs?: number }) {
  const signer = new Webhook(opts.secret);
  let url = opts.url;
  let chain: Promise<void> = Promise.resolve();
  const deliveries: Delivery[] = [];

  async function deliver(eventType: string, payload: Record<string, unknown>): Promise<void> {
    const svixId = `msg_${randomBytes(12).toString('hex')}`;
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({ type: 'event', event_type: eventType, event_id: eventId, ...payload });
    const record: Delivery = { svixId, eventType, eventId, url, status: 'skipped', at: new Date().toISOString() };
    deliveries.push(record);
    if (deliveries.length > 1000) deliveries.shift();
    if (!url) return;
    const now = new Date();
    const headers = {
      'content-type': 'application/json',
      'svix-id': svixId,
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': signer.sign(svixId, now, body),
    };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      record.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      record.status = 'error';
    }
  }

  return {
    setUrl(next: string | undefined) {
      url = next;
    },
    get url() {
      return url;
    },
    /** Queues one event; resolves when it has been attempted. */
    emit(eventType: string, payload: Record<string, unknown>): Promise<void> {
      const p = chain.then(() => deliver(eventType, payload));
      chain = p.catch(() => undefined);
      return p;
    },
    /** Resolves once every queued delivery has been attempted. */
    async idle(): Promise<void> {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    deliveries: () => [...deliveries],
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
