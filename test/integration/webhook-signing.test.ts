import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../clients/typescript/src/webhooks.js';
import { runAdminCommand } from '../../services/admin/admin-commands.js';
import { handleWebhookTask, recordWebhookDelivery } from '../../services/worker/webhooks/webhook-deliveries.js';
import { createWebhookSigner } from '../../services/worker/webhooks/webhook-signing.js';
import { USERS } from '../../shared/api-keys.js';
import { CASES } from '../../shared/case-firestore-converter.js';
import { createLogger } from '../../shared/logger.js';
import { WEBHOOK_SECRETS } from '../../shared/webhook-secrets.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * Signed webhooks, opt-in per user: the admin CLI's webhook-secret issues a secret, the worker's
 * delivery then carries Standard Webhooks headers that verify with the standardwebhooks library
 * (and the client's verifyWebhook); a user without a secret gets the request exactly as before,
 * with no signature header. Firestore emulator; a receiver on 127.0.0.1 (allow-listed).
 */

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

const logger = createLogger({ level: 'error', write: () => undefined });
let db: Firestore;
let port: number;
let close: () => Promise<void>;
const hits: Hit[] = [];

beforeAll(async () => {
  db = emulatorEnv('webhook-signing').firestore();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
});
afterAll(async () => {
  await close?.();
  await db?.terminate();
});

let n = 0;
/** A user (optionally with a signing secret) owning a case with one recorded webhook; delivers it. */
async function deliverFor(opts: { withSecret: boolean }) {
  n += 1;
  const userId = `sign-user-${n}-${Date.now()}`;
  const caseId = `sign-case-${n}-${Date.now()}`;
  const eventId = `${caseId}:case.completed:4`;
  await db.collection(USERS).doc(userId).set({ userId, plan: 'SANDBOX', active: true, createdAt: 1 });
  await db.collection(CASES).doc(caseId).set({ caseId, ownerId: userId });
  let secret: string | undefined;
  if (opts.withSecret) {
    const r = await runAdminCommand({ db, now: Date.now }, { name: 'webhook-secret', userId });
    if (r.command !== 'webhook-secret') throw new Error('unexpected result');
    secret = r.secret;
  }
  const payload = { event_id: eventId, event: 'case.completed', caseId, result: { ü: 'x' } };
  await recordWebhookDelivery(
    { db, queue: { enqueueWebhook: async () => undefined } as never, logger },
    { caseId, eventId, event: 'case.completed', url: `http://127.0.0.1:${port}/hook`, payload },
  );
  const before = hits.length;
  const result = await handleWebhookTask(
    {
      db,
      config: { webhooks: { timeoutMs: 5000, allowedHosts: ['127.0.0.1'] } },
      logger,
      signer: createWebhookSigner(db),
    },
    { caseId, eventId },
  );
  expect(result).toEqual({ done: 'delivered' });
  expect(hits.length).toBe(before + 1);
  return { hit: hits.at(-1)!, secret, eventId, userId };
}

describe('signed webhooks', () => {
  it('with a secret: Standard Webhooks headers that verify with the standardwebhooks library', async () => {
    const { hit, secret, eventId } = await deliverFor({ withSecret: true });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hit.headers['webhook-id']).toBe(eventId);
    expect(Math.abs(Number(hit.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);

    const headers = {
      'webhook-id': String(hit.headers['webhook-id']),
      'webhook-timestamp': String(hit.headers['webhook-timestamp']),
      'webhook-signature': String(hit.headers['webhook-signature']),
    };
    expect(new Webhook(secret!).verify(hit.body, headers)).toEqual(JSON.parse(hit.body));
    // The typed client's helper agrees, straight from node's header object.
    expect(verifyWebhook(secret!, Buffer.from(hit.body), hit.headers)).toEqual(JSON.parse(hit.body));
    // A changed body, another secret, or a missing header do not verify.
    expect(() => new Webhook(secret!).verify(hit.body.replace('x', 'y'), headers)).toThrow();
    const other = (await runAdminCommand({ db, now: Date.now }, { name: 'webhook-secret', userId: 'nobody' }).catch(
      (e: Error) => e,
    )) as Error;
    expect(other.message).toMatch(/No user/);
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, hit.body, hit.headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyWebhook(secret!, hit.body, { ...hit.headers, 'webhook-signature': undefined })).toThrow(
      WebhookVerificationError,
    );
  });

  it('without a secret: the request carries no signature header, as before', async () => {
    const { hit } = await deliverFor({ withSecret: false });
    expect(Object.keys(hit.headers).filter((h) => h.startsWith('webhook-'))).toEqual([]);
    expect(Object.keys(hit.headers).sort()).toEqual([
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
    ]);
    expect(JSON.parse(hit.body).event).toBe('case.completed');
  });

  it('rotation: the new secret signs from then on, the old one no longer verifies', async () => {
    const first = await deliverFor({ withSecret: true });
    const rotated = await runAdminCommand({ db, now: Date.now }, { name: 'webhook-secret', userId: first.userId });
    if (rotated.command !== 'webhook-secret') throw new Error('unexpected result');
    expect(rotated.rotated).toBe(true);
    expect(rotated.secret).not.toBe(first.secret);
    const stored = (await db.collection(WEBHOOK_SECRETS).doc(first.userId).get()).data();
    expect(stored).toMatchObject({ userId: first.userId, secret: rotated.secret });

    const caseId = `rot-${Date.now()}`;
    const eventId = `${caseId}:case.failed:3`;
    await db.collection(CASES).doc(caseId).set({ caseId, ownerId: first.userId });
    await recordWebhookDelivery(
      { db, queue: { enqueueWebhook: async () => undefined } as never, logger },
      { caseId, eventId, event: 'case.failed', url: `http://127.0.0.1:${port}/hook`, payload: { event_id: eventId } },
    );
    await handleWebhookTask(
      {
        db,
        config: { webhooks: { timeoutMs: 5000, allowedHosts: ['127.0.0.1'] } },
        logger,
        signer: createWebhookSigner(db),
      },
      { caseId, eventId },
    );
    const hit = hits.at(-1)!;
    expect(verifyWebhook(rotated.secret, hit.body, hit.headers)).toEqual({ event_id: eventId });
    expect(() => verifyWebhook(first.secret!, hit.body, hit.headers)).toThrow(WebhookVerificationError);
  });
});
