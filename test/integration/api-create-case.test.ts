import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caseEventSchema } from '../../shared/case-events.js';
import { USAGE, usageDocId } from '../../shared/usage.js';
import { validCaseBody, type ApiResponse } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

const NOW = Date.UTC(2026, 10, 22, 8, 30, 0);

const t = useApiHarness({ now: () => NOW });

describe('POST /cases', () => {
  it('stores the case CREATED with the SPEC runtime fields, and answers 201 {caseId}', async () => {
    const res = await t.h.api(
      'POST',
      '/cases',
      validCaseBody({ clientReferenceId: 'ref-1', metadata: { a: [1, [2]] } }),
      t.user.apiKey,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, data: { caseId: expect.any(String) } });
    const caseId = res.body.data.caseId as string;
    expect(caseId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const stored = await t.h.readStoredCase(caseId);
    expect(stored).toMatchObject({
      caseId,
      ownerId: t.user.userId,
      status: 'CREATED',
      createdAt: NOW,
      updatedAt: NOW,
      createdMonth: '2026-11',
      attemptCount: 0,
      maxAttempts: 3,
      followUpDelayHours: 72,
      attachments: [],
      inputRequest: null,
      inputRequestStatus: 'NONE',
      resultStatus: null,
      // The initial outreach is due now (not the sentinel: something is scheduled).
      nextActionAt: NOW,
      nextActionType: 'SEND',
      version: 1,
      outbox: [],
      handledMessageIds: [],
      clientReferenceId: 'ref-1',
      metadata: { a: [1, [2]] },
      channel: 'EMAIL',
    });
    expect(stored!.goal).toEqual(validCaseBody().goal);
  });

  it('an SMS case: 201, stored with its start refusal in the same create (the worker fails it at once)', async () => {
    const res = await t.h.api('POST', '/cases', validCaseBody({ channel: 'SMS' }), t.user.apiKey);
    expect(res.status).toBe(201);
    const stored = await t.h.readStoredCase(res.body.data.caseId);
    expect(stored).toMatchObject({
      status: 'CREATED',
      channel: 'SMS',
      startRefusal: { failureReason: expect.stringMatching(/SMS channel is not available/) },
    });
    const email = await t.h.readStoredCase(await t.h.createCase(t.user.apiKey));
    expect(email!.startRefusal).toBeNull();
  });

  it('keeps maxAttempts and followUpDelayHours as supplied (0 attempts allowed)', async () => {
    const caseId = await t.h.createCase(t.user.apiKey, { maxAttempts: 0, followUpDelayHours: 1 });
    const stored = await t.h.readStoredCase(caseId);
    expect(stored).toMatchObject({ maxAttempts: 0, followUpDelayHours: 1 });
  });

  it('keeps a sendWindow as given, and the read shows it; without one there is none', async () => {
    const sendWindow = { days: ['SAT', 'MON'], start: '08:30', end: '24:00' };
    const caseId = await t.h.createCase(t.user.apiKey, { sendWindow });
    expect((await t.h.readStoredCase(caseId))?.sendWindow).toEqual(sendWindow);
    expect((await t.h.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey)).body.data.sendWindow).toEqual(
      sendWindow,
    );
    const plain = await t.h.createCase(t.user.apiKey);
    expect((await t.h.readStoredCase(plain))?.sendWindow).toBeUndefined();
    expect((await t.h.api('GET', `/cases/${plain}`, undefined, t.user.apiKey)).body.data).not.toHaveProperty(
      'sendWindow',
    );
  });

  it('publishes CASE_CREATED with the deterministic event id, readable from a subscription', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    const event = await t.h.waitForEvent((e) => e.caseId === caseId);
    expect(caseEventSchema.parse(event)).toEqual({
      type: 'CASE_CREATED',
      eventId: `created:${caseId}`,
      caseId,
      occurredAt: NOW,
    });
  });

  it('creates another case for an identical repeated request (no idempotency key)', async () => {
    const body = validCaseBody({ clientReferenceId: `same-${randomUUID()}` });
    const a = await t.h.api('POST', '/cases', body, t.user.apiKey);
    const b = await t.h.api('POST', '/cases', body, t.user.apiKey);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.data.caseId).not.toBe(b.body.data.caseId);
  });

  it('counts each case in the month usage document, with one slot per case', async () => {
    const { apiKey, userId: uid } = await t.h.createUser();
    const ids = [await t.h.createCase(apiKey), await t.h.createCase(apiKey)];
    const usage = await t.h.db.collection(USAGE).doc(usageDocId(uid, '2026-11')).get();
    expect(usage.data()).toMatchObject({ created: 2, userId: uid, month: '2026-11' });
    const slots = await usage.ref.collection('createdSlots').get();
    expect(slots.docs.map((d) => d.id).sort()).toEqual(['0', '1']);
    expect(slots.docs.map((d) => d.data().caseId).sort()).toEqual([...ids].sort());
  });

  it('trims strings and accepts SMS as a channel (schema accepts it)', async () => {
    const caseId = await t.h.createCase(t.user.apiKey, {
      channel: 'SMS',
      counterparty: { address: '  bob@example.org ', name: ' Bob ', customData: { tier: 'gold' } },
    });
    const stored = await t.h.readStoredCase(caseId);
    expect(stored!.channel).toBe('SMS');
    expect(stored!.counterparty).toEqual({ address: 'bob@example.org', name: 'Bob', customData: { tier: 'gold' } });
  });
});

describe('POST /cases: bad input gets 400 INVALID_REQUEST and stores nothing', () => {
  const expect400 = async (res: ApiResponse, message?: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
    if (message) expect(res.body.error.message).toMatch(message);
  };

  it('names the offending field', async () => {
    const res = await t.h.api(
      'POST',
      '/cases',
      validCaseBody({ counterparty: { address: 'not-an-email', name: 'X' } }),
      t.user.apiKey,
    );
    await expect400(res, /^counterparty\.address: Invalid email address/);
  });

  it('rejects an invalid sendWindow, naming what is wrong', async () => {
    const w = (over: Record<string, unknown>) =>
      validCaseBody({ sendWindow: { days: ['MON'], start: '09:00', end: '17:00', ...over } });
    await expect400(
      await t.h.api('POST', '/cases', w({ start: '17:00', end: '09:00' }), t.user.apiKey),
      /^sendWindow\.end: start must be before end/,
    );
    await expect400(await t.h.api('POST', '/cases', w({ days: ['Mon'] }), t.user.apiKey), /^sendWindow\.days\.0: /);
    await expect400(
      await t.h.api('POST', '/cases', w({ days: [] }), t.user.apiKey),
      /^sendWindow\.days: At least one day/,
    );
    await expect400(
      await t.h.api('POST', '/cases', w({ days: ['MON', 'MON'] }), t.user.apiKey),
      /^sendWindow\.days: Each day at most once/,
    );
    await expect400(
      await t.h.api('POST', '/cases', w({ start: '9am' }), t.user.apiKey),
      /^sendWindow\.start: Must be HH:MM/,
    );
    await expect400(await t.h.api('POST', '/cases', w({ end: '24:01' }), t.user.apiKey), /^sendWindow\.end: /);
    await expect400(await t.h.api('POST', '/cases', w({ zone: 'UTC' }), t.user.apiKey), /Unrecognized key: "zone"/);
    await expect400(
      await t.h.api('POST', '/cases', validCaseBody({ sendWindow: 'MON-FRI 09:00-17:00' }), t.user.apiKey),
      /^sendWindow: /,
    );
  });

  it('rejects unknown fields at every level', async () => {
    await expect400(
      await t.h.api('POST', '/cases', validCaseBody({ extra: 1 }), t.user.apiKey),
      /Unrecognized key: "extra"/,
    );
    await expect400(
      await t.h.api('POST', '/cases', validCaseBody({ goal: { objective: 'x', extra: 1 } }), t.user.apiKey),
      /^goal: Unrecognized key/,
    );
    await expect400(
      await t.h.api('POST', '/cases', validCaseBody({ senderPersona: { name: 'x', mood: 'happy' } }), t.user.apiKey),
      /^senderPersona: Unrecognized key/,
    );
  });

  it('rejects malformed JSON', async () => {
    await expect400(await t.h.api('POST', '/cases', '{"channel": "EMAIL",', t.user.apiKey), /Malformed JSON/);
  });

  it('rejects a JSON array, a JSON string and an empty body', async () => {
    await expect400(await t.h.api('POST', '/cases', '[]', t.user.apiKey));
    await expect400(await t.h.api('POST', '/cases', '"EMAIL"', t.user.apiKey));
    await expect400(await t.h.api('POST', '/cases', '', t.user.apiKey));
  });

  it('rejects a body that is not declared application/json', async () => {
    const res = await t.h.api('POST', '/cases', JSON.stringify(validCaseBody()), t.user.apiKey, {
      'content-type': 'text/plain',
    });
    await expect400(res, /Content-Type must be application\/json/);
    await expect400(await t.h.api('POST', '/cases', undefined, t.user.apiKey));
  });

  it('rejects a body above MAX_BODY_BYTES', async () => {
    const big = 'x'.repeat(t.h.config.api.maxBodyBytes + 1);
    await expect400(await t.h.api('POST', '/cases', validCaseBody({ metadata: { big } }), t.user.apiKey), /too large/);
  });

  it('rejects an unsupported charset', async () => {
    const res = await t.h.api('POST', '/cases', JSON.stringify(validCaseBody()), t.user.apiKey, {
      'content-type': 'application/json; charset=utf-16',
    });
    await expect400(res);
  });

  it('rejects very deeply nested JSON with a 400 (not a stack overflow 500)', async () => {
    const depth = 100_000;
    const raw = JSON.stringify(validCaseBody()).replace(
      /}$/,
      `,"metadata":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    );
    await expect400(await t.h.api('POST', '/cases', raw, t.user.apiKey), /^metadata: Nested deeper/);
  });

  it('lone UTF-16 surrogates: 400 in text fields (Firestore refuses them), kept inside opaque metadata', async () => {
    const bad = JSON.stringify(validCaseBody({ clientReferenceId: 'x' })).replace('"x"', '"\\ud800 ref"');
    await expect400(
      await t.h.api('POST', '/cases', bad, t.user.apiKey),
      /^clientReferenceId: Must be well-formed Unicode text/,
    );
    const ok = JSON.stringify(validCaseBody({ metadata: { note: 'x' } })).replace('"x"', '"\\udfff \\u0000"');
    const res = await t.h.api('POST', '/cases', ok, t.user.apiKey);
    expect(res.status).toBe(201);
    expect((await t.h.readStoredCase(res.body.data.caseId))!.metadata).toEqual({ note: '\udfff \u0000' });
  });

  it('left no case stored for any of the rejected requests', async () => {
    const { apiKey, userId: uid } = await t.h.createUser();
    for (const body of ['{', '[]', JSON.stringify(validCaseBody({ channel: 'FAX' }))]) {
      expect((await t.h.api('POST', '/cases', body, apiKey)).status).toBe(400);
    }
    expect(await t.h.countCases(uid)).toBe(0);
  });
});
