import { describe, expect, it } from 'vitest';
import { CATASTROPHIC_PATTERNS } from '../support/catastrophic-patterns.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * A client's resultSchema patterns run on text its counterparty writes: the client can be its
 * own counterparty. Patterns RE2 cannot run are refused at POST /cases; the rest run in linear
 * time, so a reply built to make a backtracking engine explode is judged at once and the worker
 * keeps answering (its health route, other cases) meanwhile.
 */

const t = useStack();

const schemaWith = (pattern: string) => ({
  type: 'object',
  properties: { code: { type: 'string', pattern } },
  required: ['code'],
});

describe('client patterns', () => {
  it('a pattern the linear-time engine cannot compile is a 400 naming its path in the schema, and stores nothing', async () => {
    const owned = async () =>
      (await t.s.db.collection('cases').where('ownerId', '==', t.user.userId).count().get()).data().count;
    const before = await owned();
    for (const [path, schema] of [
      ['resultSchema.properties.code.pattern', schemaWith('^(?=a)a+$')],
      ['resultSchema.properties.code.pattern', schemaWith('^(a)\\1$')],
      [
        'resultSchema.patternProperties.(x)\\1',
        { type: 'object', patternProperties: { '(x)\\1': { type: 'string' } } },
      ],
      ['resultSchema.properties.code.pattern', schemaWith('(')],
    ] as const) {
      const address = `nobody-${Date.now()}@supplier.example.com`;
      const res = await t.s.api(
        'POST',
        '/cases',
        {
          channel: 'EMAIL',
          goal: { objective: 'x' },
          counterparty: { address, name: 'N' },
          senderPersona: { name: 'S' },
          resultSchema: schema,
        },
        t.user.apiKey,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message.startsWith(`${path}: Pattern not supported`)).toBe(true);
    }
    expect(await owned()).toBe(before);
  });

  it.each(CATASTROPHIC_PATTERNS.slice(0, 3))(
    '%s: the adversarial reply is judged while the worker keeps answering; a matching reply completes',
    async (pattern, adversarial, matching) => {
      const caseId = await t.s.createCase(t.user.apiKey, { resultSchema: schemaWith(pattern) });
      const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
      const hostile = await t.s.mail.reply({ threadId: c.threadId!, text: `code: ${adversarial}` });
      // The worker answers its health route while the reply is being evaluated, and evaluates it.
      const health = await fetch(`${t.s.worker.url}/healthz`);
      expect(health.status).toBe(200);
      const judged = await t.s.waitForCase(
        caseId,
        (x) => x.handledMessageIds.includes(hostile.message_id) && settled(x),
      );
      expect(judged.status).not.toBe('COMPLETED');
      expect((await fetch(`${t.s.worker.url}/healthz`)).status).toBe(200);

      await t.s.mail.reply({ threadId: c.threadId!, text: `code: ${matching}` });
      const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
      expect(done.result).toEqual({ code: matching });
    },
  );
});

describe('opaque metadata', () => {
  it('is echoed in the webhook exactly as given, __proto__ and constructor keys included', async () => {
    const address = `refused-${Date.now()}@supplier.example.com`;
    await t.s.mail.nextOutcome(address, 'refuse');
    const metadata = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}},"crm":42}',
    ) as Record<string, unknown>;
    const caseId = await t.s.createCase(t.user.apiKey, {
      clientWebhookUrl: t.s.webhookUrl,
      counterparty: { address, name: 'Refused' },
      metadata,
    });
    await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    await expect.poll(() => t.s.webhooks.filter((w) => w.body.caseId === caseId).length, { timeout: 10_000 }).toBe(1);
    const hook = t.s.webhooks.find((w) => w.body.caseId === caseId)!.body;
    expect(JSON.stringify(hook.metadata)).toBe(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}},"crm":42}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
