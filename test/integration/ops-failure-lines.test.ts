import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeminiStub, type CannedResponse, type GeminiStub } from '../../dev/gemini-stub.js';
import { createBrain } from '../../services/worker/brain/brain-factory.js';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { createAgentMailEmailProvider } from '../../shared/agentmail-email-provider.js';
import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { startTestMailSandbox, TEST_AGENTMAIL_KEY, type TestMailSandbox } from '../support/mail-sandbox-client.js';

/**
 * The failure labels operators alert on, from the real adapters: the AgentMail adapter against
 * the mail sandbox's injected HTTP faults, the Gemini brain (as the worker builds it) against the
 * Gemini stub's canned failures. Each failure writes one ops line whose kind says who must act.
 */

const opsLines = (lines: string[], event: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.opsEvent === event);

describe('provider_error lines from the AgentMail adapter', () => {
  let mail: TestMailSandbox;
  const lines: string[] = [];
  beforeAll(async () => {
    mail = await startTestMailSandbox();
  });
  afterAll(async () => {
    await mail?.stop();
  });

  const provider = () =>
    createAgentMailEmailProvider({
      apiKey: TEST_AGENTMAIL_KEY,
      baseUrl: mail.url,
      inboxClientId: 'ops-lines',
      timeoutSeconds: 10,
      logger: createLogger({ write: (l) => lines.push(l) }),
    });

  it.each([
    [429, 'send', 'rate_limited', 'true'],
    [503, 'send', 'server_error', 'true'],
    [401, 'send', 'auth', 'true'],
    [402, 'send', 'account_limit', 'true'],
    [403, 'send', 'rejected', 'false'],
    [422, 'send', 'client_error', 'false'],
    [403, 'read', 'auth', 'true'],
    [404, 'read', 'not_found', 'false'],
  ] as const)('%i on %s: providerError %s, retryable %s', async (status, op, kind, retryable) => {
    const p = provider();
    const { inboxId } = await p.ensureInbox();
    lines.length = 0;
    await mail.injectFault({ status, count: 1, op });
    const call =
      op === 'send'
        ? p.sendFirst({
            inboxId,
            to: { address: 'dana@supplier.example.com' },
            subject: 's',
            text: 't',
            idempotencyKey: `k-${status}`,
          })
        : p.getMessage(inboxId, '<missing@sandbox>');
    await expect(call).rejects.toThrow();
    expect(opsLines(lines, 'provider_error')).toEqual([
      expect.objectContaining({ severity: 'WARNING', providerOp: op, providerError: kind, retryable }),
    ]);
  });
});

describe('brain_call and brain_failure lines from the Gemini brain', () => {
  let stub: GeminiStub;
  const ctx: CaseContext = {
    caseId: 'case-ops-lines',
    goal: { objective: 'Confirm the delivery date of order 1042' },
    counterparty: { address: 'dana@supplier.example.com', name: 'Dana Supplier' },
    senderPersona: { name: 'Alex Buyer' },
    attemptCount: 0,
    maxAttempts: 3,
  };
  beforeAll(async () => {
    stub = await startGeminiStub({ apiKey: 'k' });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const brainWith = (lines: string[], timeoutMs = 10_000) =>
    createBrain(
      loadConfig({ BRAIN: 'gemini', GEMINI_API_KEY: 'k', GEMINI_BASE_URL: stub.baseUrl, GEMINI_MAX_RETRIES: '0' })
        .brain,
      createLogger({ write: (l) => lines.push(l) }),
      { timeoutMs },
    );

  it.each([
    ['429', { status: 429 }, 'rate_limited'],
    ['503', { status: 503 }, 'unavailable'],
    ['403', { status: 403 }, 'auth'],
    ['400', { status: 400 }, 'bad_request'],
    ['output that is not JSON', { text: 'not json' }, 'invalid_output'],
  ] as [string, CannedResponse, string][])('%s: brainFailure %s', async (_name, response, reason) => {
    const lines: string[] = [];
    stub.enqueue(response);
    await expect(brainWith(lines).draftInitial(ctx)).rejects.toThrow();
    expect(opsLines(lines, 'brain_failure')).toEqual([
      expect.objectContaining({
        brain: 'gemini',
        brainCall: 'draft_initial',
        brainFailure: reason,
        caseId: ctx.caseId,
      }),
    ]);
    expect(opsLines(lines, 'brain_call')).toEqual([expect.objectContaining({ brainOutcome: 'failed' })]);
  });

  it('a timeout: brainFailure timeout', async () => {
    const lines: string[] = [];
    stub.enqueue({ delayMs: 2_000, response: { json: { subject: 's', text: 't' } } });
    await expect(brainWith(lines, 200).draftInitial(ctx)).rejects.toThrow();
    expect(opsLines(lines, 'brain_failure')).toEqual([expect.objectContaining({ brainFailure: 'timeout' })]);
  });

  it('a good answer: one brain_call ok, no failure, and neither line carries the prompt or the draft', async () => {
    const lines: string[] = [];
    stub.enqueue({ json: { subject: 'Order 1042', text: 'Dear Dana, when will order 1042 arrive?' } });
    await brainWith(lines).draftInitial(ctx);
    expect(opsLines(lines, 'brain_call')).toEqual([
      expect.objectContaining({ brain: 'gemini', brainCall: 'draft_initial', brainOutcome: 'ok' }),
    ]);
    expect(opsLines(lines, 'brain_failure')).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/when will order 1042 arrive|Confirm the delivery date/);
  });
});
