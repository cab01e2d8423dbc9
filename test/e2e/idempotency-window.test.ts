import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * AgentMail keeps an Idempotency-Key for 24 hours. A send whose provider call succeeded but whose
 * completion was never committed, redelivered after that, is no longer guarded by the key: the
 * worker then looks up the message its key labelled and takes it, instead of sending again.
 * Here the window is 0 (every redelivered send looks first) and the sandbox forgets its keys at
 * the moment of the crash, as 24 hours would.
 */

/** Case ids whose next send crashes right after the provider accepted it. */
const crashAfterSend = new Set<string>();
let pendingFirstSend = false;
const t = useStack({
  user: false,
  env: { AGENTMAIL_IDEMPOTENCY_WINDOW_MS: '0' },
  faults: (point, { caseId }) => {
    if (point !== 'after-send') return;
    if (pendingFirstSend) {
      pendingFirstSend = false;
      crashAfterSend.add(caseId);
    }
    if (crashAfterSend.delete(caseId)) {
      t.s.mail.sandbox.forgetIdempotencyKeys();
      throw new Error('injected crash after-send, then the provider forgot the key');
    }
  },
});

describe('a send redelivered after the provider forgot its Idempotency-Key', () => {
  it('first email: the labelled message is found and taken; one email, RUNNING, attemptCount 1', async () => {
    const { apiKey } = await t.s.createUser();
    pendingFirstSend = true;
    const caseId = await t.s.createCase(apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(pendingFirstSend).toBe(false); // the crash did happen
    expect(c.attemptCount).toBe(1);
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(1);
    expect(c.lastMessageId).toBe(sent[0]!.message_id);
    expect(t.s.logs.some((l) => l.includes('its message is taken') && l.includes(caseId))).toBe(true);
  });

  it('a follow-up: sent once, counted once', async () => {
    const { apiKey } = await t.s.createUser();
    const caseId = await t.s.createCase(apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    crashAfterSend.add(caseId);
    await t.s.fireTimers(caseId);
    const after = await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(crashAfterSend.has(caseId)).toBe(false);
    expect(after.followUpCount).toBe(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);
  });
});
