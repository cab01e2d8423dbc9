import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * GET /cases/{id}/events through the whole stack: each lifecycle's timeline, event for event, as
 * the worker and the webhook delivery wrote it; mail after the end; webhook outcomes (delivered,
 * failed, blocked) and resend through the worker's guarded path.
 */

const t = useStack();
const { hooksOf } = t;

type Ev = { id: string; type: string; at: number } & Record<string, unknown>;

/** The whole timeline through the API, two events a page, so the cursor is exercised too. */
async function timeline(caseId: string, apiKey = t.user.apiKey): Promise<Ev[]> {
  const all: Ev[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await t.s.api(
      'GET',
      `/cases/${caseId}/events?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      undefined,
      apiKey,
    );
    expect(res.status).toBe(200);
    all.push(...(res.body.data.events as Ev[]));
    cursor = res.body.data.nextCursor;
    if (!cursor) return all;
  }
  throw new Error('timeline: too many pages');
}
const typesOf = async (caseId: string) => (await timeline(caseId)).map((e) => e.type);

async function started(overrides: Record<string, unknown> = {}) {
  const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl, ...overrides });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

describe('the timeline of each lifecycle, event for event', () => {
  it('completed: created, sent, follow-up scheduled, received (answer), completed, webhook delivered', async () => {
    const { caseId, c } = await started({
      metadata: { secret: 'META-SECRET' },
      goal: { objective: 'Confirm the date', knowledge: 'KNOW-SECRET' },
    });
    const reply = await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Hello, here it is. BODYSECRET\n\ndeliveryDate: 2027-01-15',
      attachments: [
        { filename: 'a.txt', contentType: 'text/plain', contentBase64: Buffer.from('x').toString('base64') },
      ],
    });
    await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    await expect.poll(() => typesOf(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const events = await timeline(caseId);
    const done = await t.s.readCase(caseId);
    const hook = hooksOf(caseId)[0]!;
    expect(events).toEqual([
      expect.objectContaining({ type: 'case.created', at: done.createdAt, maxAttempts: 3, webhook: true }),
      expect.objectContaining({
        type: 'email.sent',
        attempt: 1,
        kind: 'initial',
        messageId: c.lastMessageId,
        subject: expect.any(String),
      }),
      expect.objectContaining({ type: 'followup.scheduled', dueAt: expect.any(Number), action: 'follow_up' }),
      expect.objectContaining({
        type: 'email.received',
        messageId: reply.message_id,
        from: c.counterparty.address,
        readAs: 'answer',
        attachments: 1,
      }),
      expect.objectContaining({ type: 'case.completed', resultStatus: 'goal_achieved' }),
      expect.objectContaining({
        type: 'webhook.delivered',
        event: 'case.completed',
        eventId: hook.event_id,
        httpStatus: 204,
        errorCode: null,
        attempt: 0,
      }),
    ]);
    // The timer fires followUpDelayHours (72) after the send, not at the entry's own `at`.
    expect(events[2]!.dueAt).toBeGreaterThan((events[2]!.at as number) + 71 * 3_600_000);
    // Oldest first, every id once; no body, metadata, knowledge or webhook URL in it.
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const text = JSON.stringify(events);
    for (const secret of ['META-SECRET', 'KNOW-SECRET', 'BODYSECRET', '/hooks/cases'])
      expect(text).not.toContain(secret);
  });

  it('input needed, then answered, then completed', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    const waiting = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => typesOf(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const answer = await t.s.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: waiting.inputRequestId, providedContext: 'Munich.' },
      t.user.apiKey,
    );
    expect(answer.status).toBe(202);
    await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 2 && settled(x));
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-02-01' });
    await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    await expect
      .poll(async () => (await typesOf(caseId)).filter((t) => t === 'webhook.delivered').length, { timeout: 10_000 })
      .toBe(2);
    const events = await timeline(caseId);
    expect(events.map((e) => e.type)).toEqual([
      'case.created',
      'email.sent',
      'followup.scheduled',
      'email.received',
      'input.requested',
      'webhook.delivered',
      'input.provided',
      'email.sent',
      'followup.scheduled',
      'email.received',
      'case.completed',
      'webhook.delivered',
    ]);
    expect(events[3]).toMatchObject({ readAs: 'question' });
    expect(events[4]).toMatchObject({
      inputRequestId: waiting.inputRequestId,
      question: expect.stringMatching(/Berlin or the Munich/),
    });
    expect(events[5]).toMatchObject({ event: 'case.input_needed' });
    expect(events[6]).toMatchObject({ inputRequestId: waiting.inputRequestId });
    expect(events[7]).toMatchObject({ attempt: 2, kind: 'reply' });
    expect(events[9]).toMatchObject({ readAs: 'answer' });
    expect(events[11]).toMatchObject({ event: 'case.completed' });
  });

  it('bounced: the provider reason, then case.failed BOUNCED and its webhook', async () => {
    const { caseId, c } = await started();
    await t.s.mail.failDelivery(c.lastMessageId!, 'bounce');
    await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    await expect.poll(() => typesOf(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const events = await timeline(caseId);
    expect(events.map((e) => e.type)).toEqual([
      'case.created',
      'email.sent',
      'followup.scheduled',
      'email.bounced',
      'case.failed',
      'webhook.delivered',
    ]);
    expect(events[3]).toMatchObject({ messageId: c.lastMessageId, reason: expect.any(String) });
    expect(events[4]).toMatchObject({ resultStatus: 'BOUNCED', reason: 'The email to the counterparty bounced.' });
    expect(events[5]).toMatchObject({ event: 'case.failed' });
  });

  it('max_retries: each follow-up sent and scheduled, then case.failed max_retries', async () => {
    const { caseId } = await started({ maxAttempts: 1 });
    expect(await t.s.fireTimers(caseId)).toBe(1);
    await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(await t.s.fireTimers(caseId)).toBe(1);
    await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    await expect.poll(() => typesOf(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const events = await timeline(caseId);
    expect(events.map((e) => e.type)).toEqual([
      'case.created',
      'email.sent',
      'followup.scheduled',
      'email.sent',
      'followup.scheduled',
      'case.failed',
      'webhook.delivered',
    ]);
    expect(events[2]).toMatchObject({ action: 'follow_up' });
    expect(events[3]).toMatchObject({ attempt: 2, kind: 'follow_up' });
    expect(events[4]).toMatchObject({ action: 'give_up' });
    expect(events[5]).toMatchObject({ resultStatus: 'max_retries', reason: expect.any(String) });
  });

  it('mail after the end is recorded (ignored-after-end) and changes nothing else', async () => {
    const { caseId, c } = await started({ clientWebhookUrl: undefined });
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-03-03' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    const late = await t.s.mail.reply({ threadId: c.threadId!, text: 'Oh, and one more thing: can you call me?' });
    await expect
      .poll(async () => (await timeline(caseId)).at(-1), { timeout: 10_000 })
      .toMatchObject({
        type: 'email.received',
        messageId: late.message_id,
        readAs: 'ignored-after-end',
        from: c.counterparty.address,
      });
    const after = await t.s.readCase(caseId);
    expect(after).toMatchObject({ status: 'COMPLETED', version: done.version, updatedAt: done.updatedAt });
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });
});

describe('webhook outcomes and resend', () => {
  it('resend: 202, the same payload POSTed once more, both attempts in the timeline; a concurrent second resend is 409', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-04-04' });
    await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    await expect.poll(() => typesOf(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const first = hooksOf(caseId)[0]!;
    const path = `/cases/${caseId}/webhooks/${encodeURIComponent(String(first.event_id))}/resend`;

    const answers = await Promise.all([
      t.s.api('POST', path, undefined, t.user.apiKey),
      t.s.api('POST', path, undefined, t.user.apiKey),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 202)!.body).toEqual({
      ok: true,
      data: { caseId, eventId: first.event_id, accepted: true },
    });
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('WEBHOOK_DELIVERY_IN_FLIGHT');

    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(2);
    expect(hooksOf(caseId)[1]).toEqual(first);
    await expect.poll(async () => (await timeline(caseId)).at(-1)?.type, { timeout: 10_000 }).toBe('webhook.delivered');
    const tail = (await timeline(caseId)).slice(-3);
    expect(tail).toEqual([
      expect.objectContaining({ type: 'webhook.delivered', eventId: first.event_id, attempt: 0 }),
      expect.objectContaining({ type: 'webhook.resend_requested', eventId: first.event_id, attempt: 1 }),
      expect.objectContaining({ type: 'webhook.delivered', eventId: first.event_id, httpStatus: 204, attempt: 1 }),
    ]);
    // Once it has an outcome, it may be resent again.
    expect((await t.s.api('POST', path, undefined, t.user.apiKey)).status).toBe(202);
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(3);
  });

  it('a failed delivery (connection refused) and a blocked one (SSRF guard) are in the timeline, without the URL', async () => {
    const refused = await started({ clientWebhookUrl: 'http://127.0.0.1:9/hooks?token=QUERY-SECRET' });
    const blocked = await started({ clientWebhookUrl: 'http://10.255.255.1/hooks?token=QUERY-SECRET' });
    for (const { caseId, c } of [refused, blocked]) {
      await t.s.mail.failDelivery(c.lastMessageId!, 'bounce');
      await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    }
    await expect
      .poll(async () => (await timeline(refused.caseId)).at(-1), { timeout: 15_000 })
      .toMatchObject({
        type: 'webhook.failed',
        event: 'case.failed',
        httpStatus: null,
        errorCode: 'ECONNREFUSED',
      });
    await expect
      .poll(async () => (await timeline(blocked.caseId)).at(-1), { timeout: 15_000 })
      .toMatchObject({
        type: 'webhook.blocked',
        errorCode: 'SSRF_BLOCKED',
      });
    for (const { caseId } of [refused, blocked])
      expect(JSON.stringify(await timeline(caseId))).not.toMatch(/QUERY-SECRET|10\.255|127\.0\.0\.1/);

    // The resend goes through the same guard: blocked again, never POSTed by the API.
    const eventId = (await timeline(blocked.caseId)).at(-1)!.eventId as string;
    const res = await t.s.api(
      'POST',
      `/cases/${blocked.caseId}/webhooks/${encodeURIComponent(eventId)}/resend`,
      undefined,
      t.user.apiKey,
    );
    expect(res.status).toBe(202);
    await expect
      .poll(async () => (await timeline(blocked.caseId)).at(-1), { timeout: 10_000 })
      .toMatchObject({
        type: 'webhook.blocked',
        attempt: 1,
      });
  });
});
