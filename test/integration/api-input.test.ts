import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import { caseEventSchema } from '../../shared/case-events.js';
import { type ApiResponse } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/** POST /cases/{id}/input: acceptance, the three 409s from their own situations, exactly-once under concurrency. */

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

const t = useApiHarness({ now: () => NOW });

/** A case paused on a pending question, as the worker leaves it. */
async function pausedCase(requestId = 'ir-1'): Promise<string> {
  const caseId = await t.h.createCase(t.user.apiKey);
  await t.h.updateStoredCase(
    caseId,
    (c): CaseRecord => ({
      ...c,
      status: 'INPUT_NEEDED',
      inputRequestId: requestId,
      inputRequestStatus: 'PENDING',
      inputRequest: { id: requestId, question: 'Which colour?', status: 'PENDING', requestedAt: NOW - 1000 },
      version: 5,
      updatedAt: NOW - 1000,
    }),
  );
  return caseId;
}

const answer = (caseId: string, body: unknown, apiKey = t.user.apiKey) =>
  t.h.api('POST', `/cases/${caseId}/input`, body, apiKey);
const expectError = (res: ApiResponse, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ ok: false, error: { code, message: expect.any(String) } });
};

describe('POST /cases/{id}/input', () => {
  it('accepts the answer: 202, inputRequestStatus RESOLVED at once, status still INPUT_NEEDED', async () => {
    const caseId = await pausedCase();
    const res = await answer(caseId, { inputRequestId: ' ir-1 ', providedContext: '  Blue, please.  ' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, data: { caseId, inputRequestId: 'ir-1', accepted: true } });

    const stored = await t.h.readStoredCase(caseId);
    expect(stored).toMatchObject({
      status: 'INPUT_NEEDED',
      inputRequestStatus: 'RESOLVED',
      inputRequest: { id: 'ir-1', question: 'Which colour?', status: 'RESOLVED', requestedAt: NOW - 1000 },
      providedContext: 'Blue, please.',
      updatedAt: NOW,
      version: 6,
    });

    const read = await t.h.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data.status).toBe('INPUT_NEEDED');
    expect(read.body.data.inputRequest?.status).toBe('RESOLVED');
    expect(read.body.data).not.toHaveProperty('providedContext');
  });

  it('publishes INPUT_PROVIDED with the deterministic event id', async () => {
    const caseId = await pausedCase('ir-events');
    expect((await answer(caseId, { inputRequestId: 'ir-events', providedContext: 'yes' })).status).toBe(202);
    const event = await t.h.waitForEvent((e) => e.caseId === caseId && e.type === 'INPUT_PROVIDED');
    expect(caseEventSchema.parse(event)).toEqual({
      type: 'INPUT_PROVIDED',
      eventId: 'input:ir-events',
      caseId,
      inputRequestId: 'ir-events',
      occurredAt: NOW,
    });
  });

  it('409 CASE_NOT_WAITING_FOR_INPUT when the case is not paused', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    expectError(
      await answer(caseId, { inputRequestId: 'ir-1', providedContext: 'x' }),
      409,
      'CASE_NOT_WAITING_FOR_INPUT',
    );
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, status: 'COMPLETED' }));
    expectError(
      await answer(caseId, { inputRequestId: 'ir-1', providedContext: 'x' }),
      409,
      'CASE_NOT_WAITING_FOR_INPUT',
    );
  });

  it('409 INPUT_REQUEST_NOT_PENDING when the active request is already resolved', async () => {
    const caseId = await pausedCase();
    expect((await answer(caseId, { inputRequestId: 'ir-1', providedContext: 'first' })).status).toBe(202);
    expectError(
      await answer(caseId, { inputRequestId: 'ir-1', providedContext: 'second' }),
      409,
      'INPUT_REQUEST_NOT_PENDING',
    );
    expect((await t.h.readStoredCase(caseId))!.providedContext).toBe('first');
  });

  it('409 INPUT_REQUEST_MISMATCH when the id is stale or wrong, and nothing changes', async () => {
    const caseId = await pausedCase('ir-current');
    expectError(
      await answer(caseId, { inputRequestId: 'ir-old', providedContext: 'x' }),
      409,
      'INPUT_REQUEST_MISMATCH',
    );
    const stored = await t.h.readStoredCase(caseId);
    expect(stored).toMatchObject({ inputRequestStatus: 'PENDING', providedContext: null, version: 5 });
  });

  it('20 concurrent answers to one pending request: exactly one 202 and nineteen 409s', async () => {
    const caseId = await pausedCase('ir-race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        answer(caseId, { inputRequestId: 'ir-race', providedContext: `answer ${i}` }),
      ),
    );
    const accepted = results.filter((r) => r.status === 202);
    expect(accepted).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.error.code).toBe('INPUT_REQUEST_NOT_PENDING');
    const stored = await t.h.readStoredCase(caseId);
    expect(stored!.version).toBe(6);
    const winner = results.indexOf(accepted[0]!);
    expect(stored!.providedContext).toBe(`answer ${winner}`);
  });

  it('400 INVALID_REQUEST for invalid bodies, naming the field', async () => {
    const caseId = await pausedCase();
    const bad: [unknown, RegExp][] = [
      [{ inputRequestId: 'ir-1' }, /providedContext/],
      [{ providedContext: 'x' }, /inputRequestId/],
      [{ inputRequestId: '   ', providedContext: 'x' }, /inputRequestId: Must not be empty/],
      [{ inputRequestId: 'ir-1', providedContext: ' \n ' }, /providedContext: Must not be empty/],
      [{ inputRequestId: 'ir-1', providedContext: 42 }, /providedContext/],
      [{ inputRequestId: 'ir-1', providedContext: 'x', extra: true }, /Unrecognized key/],
      [{ inputRequestId: 'ir-1', providedContext: 'x'.repeat(20_001) }, /providedContext/],
      ['{"inputRequestId": ', /Malformed JSON/],
      ['[]', /body/],
    ];
    for (const [body, message] of bad) {
      const res = await answer(caseId, body);
      expectError(res, 400, 'INVALID_REQUEST');
      expect(res.body.error.message).toMatch(message);
    }
    expect((await t.h.readStoredCase(caseId))!.inputRequestStatus).toBe('PENDING');
  });

  it('a lone surrogate in providedContext is a 400 (Firestore would refuse it)', async () => {
    const caseId = await pausedCase('ir-odd');
    const bad = await answer(caseId, '{"inputRequestId":"ir-odd","providedContext":"\\ud800 no"}');
    expectError(bad, 400, 'INVALID_REQUEST');
    expect(bad.body.error.message).toMatch(/^providedContext: Must be well-formed Unicode text/);
    const res = await answer(caseId, '{"inputRequestId":"ir-odd","providedContext":"ok \\ud83d\\ude00"}');
    expect(res.status).toBe(202);
    expect((await t.h.readStoredCase(caseId))!.providedContext).toBe('ok 😀');
  });

  it('providedContext is multi-line: newlines and tabs are kept, NUL and other controls are a 400 that changes nothing', async () => {
    const caseId = await pausedCase('ir-ctl');
    for (const ctl of ['\\u0000', '\\u001b', '\\u0007', '\\u007f']) {
      const bad = await answer(caseId, `{"inputRequestId":"ir-ctl","providedContext":"yes ${ctl} fine"}`);
      expectError(bad, 400, 'INVALID_REQUEST');
      expect(bad.body.error.message).toMatch(/^providedContext: .*control characters/);
    }
    const idBad = await answer(caseId, '{"inputRequestId":"ir-\\r\\nctl","providedContext":"x"}');
    expect(idBad.status).toBe(400);
    expect((await t.h.readStoredCase(caseId))!.inputRequestStatus).toBe('PENDING');
    const res = await answer(
      caseId,
      '{"inputRequestId":"ir-ctl","providedContext":"Line one\\r\\n\\tLine two\\nLine three"}',
    );
    expect(res.status).toBe(202);
    expect((await t.h.readStoredCase(caseId))!.providedContext).toBe('Line one\r\n\tLine two\nLine three');
  });

  it('404 CASE_NOT_FOUND for an unknown case; 400 for a missing case id', async () => {
    expectError(await answer('no-such-case', { inputRequestId: 'a', providedContext: 'b' }), 404, 'CASE_NOT_FOUND');
    expectError(await answer('', { inputRequestId: 'a', providedContext: 'b' }), 400, 'INVALID_REQUEST');
    expectError(await answer('%20%20', { inputRequestId: 'a', providedContext: 'b' }), 400, 'INVALID_REQUEST');
  });

  it("403 FORBIDDEN on another user's case, which stays pending", async () => {
    const caseId = await pausedCase();
    const other = await t.h.createUser();
    expectError(await answer(caseId, { inputRequestId: 'ir-1', providedContext: 'x' }, other.apiKey), 403, 'FORBIDDEN');
    expect((await t.h.readStoredCase(caseId))!.inputRequestStatus).toBe('PENDING');
  });
});
