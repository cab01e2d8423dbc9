import { describe, expect, it } from 'vitest';
import { CaseServiceError, createCaseServiceClient, type Case } from '../../clients/typescript/src/client.js';
import { verifyWebhook, type CaseWebhook } from '../../clients/typescript/src/webhooks.js';
import { runAdminCommand } from '../../services/admin/admin-commands.js';
import { caseWebhookPayloadSchema } from '../../shared/public-schemas.js';
import { standardCaseBody } from '../support/stack.js';
import { useStack } from '../support/use-stack.js';

/**
 * The typed TypeScript client (clients/typescript) drives a whole lifecycle against the running
 * API: create → first email → a question the worker cannot answer → INPUT_NEEDED (signed
 * webhook) → the client answers → reply with the result → COMPLETED (signed webhook); its typed
 * errors carry the API's codes; the webhooks verify with its verifyWebhook helper.
 */

const t = useStack({ user: false });

describe('the typed client drives a lifecycle', () => {
  it('create, input needed, answer, completed; signed webhooks verify', async () => {
    const { userId, apiKey } = await t.s.createUser();
    const issued = await runAdminCommand({ db: t.s.db, now: Date.now }, { name: 'webhook-secret', userId });
    if (issued.command !== 'webhook-secret') throw new Error('unexpected admin result');
    const api = createCaseServiceClient({ baseUrl: t.s.apiServer.url, apiKey });

    const body = standardCaseBody({ clientReferenceId: 'typed-1', clientWebhookUrl: t.s.webhookUrl });
    const { caseId } = await api.createCase(body as Parameters<typeof api.createCase>[0]);
    const poll = (until: (c: Case) => boolean) =>
      expect
        .poll(
          async () => {
            const c = await api.getCase(caseId);
            return until(c) ? c : undefined;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBeDefined();

    await poll((c) => c.status === 'RUNNING');
    const [first] = await t.s.mail.sentTo((body.counterparty as { address: string }).address);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    await poll((c) => c.status === 'INPUT_NEEDED');
    const waiting = await api.getCase(caseId);
    expect(waiting.inputRequest).toMatchObject({
      status: 'PENDING',
      question: expect.stringContaining('Should we ship to the Berlin or the Munich warehouse?'),
    });

    const webhook = async (event: CaseWebhook['event']): Promise<CaseWebhook> => {
      await expect.poll(() => t.s.webhooks.some((w) => w.body.event === event), { timeout: 10_000 }).toBe(true);
      const hit = t.s.webhooks.find((w) => w.body.event === event)!;
      const verified = verifyWebhook(issued.secret, hit.raw, hit.headers);
      expect(hit.headers['webhook-id']).toBe(verified.event_id);
      expect(caseWebhookPayloadSchema.parse(verified)).toEqual(verified);
      return verified;
    };
    const needed = await webhook('case.input_needed');
    if (needed.event !== 'case.input_needed') throw new Error('narrowing');
    expect(needed.inputRequest.id).toBe(waiting.inputRequest!.id);

    const accepted = await api.provideInput(caseId, {
      inputRequestId: needed.inputRequest.id,
      providedContext: 'Munich, dock 3.',
    });
    expect(accepted).toEqual({ caseId, inputRequestId: needed.inputRequest.id, accepted: true });
    const twice = await api
      .provideInput(caseId, { inputRequestId: needed.inputRequest.id, providedContext: 'again' })
      .catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(CaseServiceError);
    expect(twice).toMatchObject({ status: 409 });
    expect(['INPUT_REQUEST_NOT_PENDING', 'CASE_NOT_WAITING_FOR_INPUT']).toContain((twice as CaseServiceError).code);

    await poll((c) => c.status === 'RUNNING' && c.attemptCount === 2);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'deliveryDate: 2027-03-14' });
    await poll((c) => c.status === 'COMPLETED');
    const done = await api.getCase(caseId, { includeTranscript: true });
    expect(done).toMatchObject({
      resultStatus: 'goal_achieved',
      result: { deliveryDate: '2027-03-14' },
      clientReferenceId: 'typed-1',
    });
    expect(done.conversationThread).toContain('Munich, dock 3.');

    const completed = await webhook('case.completed');
    expect(completed).toMatchObject({ caseId, event: 'case.completed', result: { deliveryDate: '2027-03-14' } });
  });

  it('throws typed errors carrying the API codes', async () => {
    const { apiKey } = await t.s.createUser();
    const api = createCaseServiceClient({ baseUrl: t.s.apiServer.url, apiKey });
    await expect(api.getCase('no-such-case')).rejects.toMatchObject({
      name: 'CaseServiceError',
      status: 404,
      code: 'CASE_NOT_FOUND',
    });
    const bad = createCaseServiceClient({ baseUrl: t.s.apiServer.url, apiKey: 'ecs_wrong' });
    await expect(bad.getCase('x')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(
      api.createCase({ ...(standardCaseBody() as Parameters<typeof api.createCase>[0]), maxAttempts: 99 }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST', message: expect.stringContaining('maxAttempts') });
  });
});
