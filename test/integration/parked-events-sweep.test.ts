import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PARKED_EVENTS, parkEvent, parkedEventDocId } from '../../shared/parked-events.js';
import { parseAdminArgs } from '../../services/admin/admin-args.js';
import { runAdminCommand } from '../../services/admin/admin-commands.js';
import { formatAdminResult } from '../../services/admin/admin-output.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * The sweeper's part for parked provider events (shared/parked-events.ts), on the emulators with
 * the real stack: an event parked for a thread that has since become a case's (the worker's own
 * release never ran: a crash after the send's commit) is handed to the case once; an event whose
 * thread is nobody's is declared unrouted after PARKED_EVENT_UNROUTED_AFTER_MS, once, at WARNING
 * with its ops event, and kept; a young one is left alone.
 */

const UNROUTED_AFTER_MS = 60_000;
const t = useStack({
  logLevel: 'info',
  env: { SWEEP_THRESHOLD_MS: '1000', PARKED_EVENT_UNROUTED_AFTER_MS: String(UNROUTED_AFTER_MS) },
});

const sweep = async () => {
  const res = await fetch(`${t.s.worker.url}/tasks/sweep`, { method: 'POST', body: '{}' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { released: number; unrouted: number } }).result;
};
const parkedDoc = (id: string) => t.s.db.collection(PARKED_EVENTS).doc(id).get();

describe('sweeper: parked provider events', () => {
  it('hands a parked reply to the case whose thread appeared since: read once, COMPLETED', async () => {
    const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl });
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    // The reply reaches the provider, whose webhook never reaches the API: parked by hand, as the
    // API would have, long enough ago for the sweep threshold.
    t.s.mail.sandbox.setWebhookUrl(undefined);
    const reply = await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-03-03' });
    t.s.mail.sandbox.setWebhookUrl(`${t.s.apiServer.url}/provider/email-events`);
    const parked = {
      threadId: c.threadId!,
      inboxId: c.inboxId!,
      messageId: reply.message_id,
      kind: 'received' as const,
      providerEventId: `evt_${randomUUID()}`,
      parkedAt: Date.now() - 5_000,
    };
    expect(await parkEvent(t.s.db, parked)).toBe(true);

    expect((await sweep()).released).toBe(1);
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-03-03' });
    expect((await parkedDoc(parkedEventDocId(parked))).exists).toBe(false);
    expect(t.s.logs.filter((l) => l.includes(caseId) && l.includes('"releasedBy":"sweep"'))).toHaveLength(1);
    expect((await sweep()).released).toBe(0);
  });

  it('declares an event of a thread no case has unrouted once, at WARNING with its ops event, and keeps it', async () => {
    const threadId = `nobody-${randomUUID()}`;
    const parked = {
      threadId,
      inboxId: 'svc@agentmail.local',
      messageId: `<${randomUUID()}@elsewhere>`,
      kind: 'bounced' as const,
      providerEventId: `evt_${randomUUID()}`,
      parkedAt: Date.now() - UNROUTED_AFTER_MS - 1_000,
    };
    await parkEvent(t.s.db, parked);
    expect((await sweep()).unrouted).toBeGreaterThanOrEqual(1);
    const doc = (await parkedDoc(parkedEventDocId(parked))).data();
    expect(doc).toMatchObject({ state: 'unrouted', threadId, kind: 'bounced' });
    expect(doc?.unroutedAt).toBeTypeOf('number');
    const warned = t.s.logs.filter((l) => l.includes(threadId) && l.includes('"opsEvent":"unrouted_event"'));
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!)).toMatchObject({ severity: 'WARNING', emailEventKind: 'bounced' });
    await sweep();
    expect(t.s.logs.filter((l) => l.includes(threadId) && l.includes('"opsEvent":"unrouted_event"'))).toHaveLength(1);

    // `npm run admin -- unrouted-events` lists it (and `--parked` does not).
    const run = async (argv: string[]) => {
      const parsed = parseAdminArgs(argv);
      if (parsed.help) throw new Error('help');
      return runAdminCommand({ db: t.s.db, now: Date.now }, parsed.command);
    };
    const listed = await run(['unrouted-events', '--limit', '500']);
    if (listed.command !== 'unrouted-events') throw new Error(listed.command);
    expect(listed.events.find((e) => e.threadId === threadId)).toMatchObject({
      kind: 'bounced',
      state: 'unrouted',
      messageId: parked.messageId,
      expiresAt: parked.parkedAt + 30 * 24 * 3_600_000,
    });
    expect(formatAdminResult(listed)).toContain(threadId);
    const waiting = await run(['unrouted-events', '--parked', '--limit', '500']);
    if (waiting.command !== 'unrouted-events') throw new Error(waiting.command);
    expect(waiting.events.some((e) => e.threadId === threadId)).toBe(false);
    expect(() => parseAdminArgs(['unrouted-events', '--limit', '0'])).toThrow(/--limit must be at least 1/);
  });

  it('leaves a parked event alone while it is younger than PARKED_EVENT_UNROUTED_AFTER_MS', async () => {
    const parked = {
      threadId: `young-${randomUUID()}`,
      inboxId: 'svc@agentmail.local',
      messageId: `<${randomUUID()}@elsewhere>`,
      kind: 'received' as const,
      providerEventId: `evt_${randomUUID()}`,
      parkedAt: Date.now() - 5_000,
    };
    await parkEvent(t.s.db, parked);
    await sweep();
    expect((await parkedDoc(parkedEventDocId(parked))).data()).toMatchObject({ state: 'parked' });
  });
});
