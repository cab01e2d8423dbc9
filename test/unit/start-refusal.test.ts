import { describe, expect, it } from 'vitest';
import { createCaseBody } from '../../services/api/cases/create-case-body.js';
import { startRefusalFor } from '../../services/api/cases/start-refusal.js';
import { validCaseBody } from '../support/api-harness.js';

describe('startRefusalFor', () => {
  it('refuses an SMS case with a reason that says the channel is not available', () => {
    const refusal = startRefusalFor(createCaseBody.parse(validCaseBody({ channel: 'SMS' })), { suppression: null });
    expect(refusal).toEqual({ failureReason: expect.stringMatching(/SMS channel is not available/) });
  });

  it('lets an EMAIL case run', () => {
    expect(
      startRefusalFor(createCaseBody.parse(validCaseBody({ channel: 'EMAIL' })), { suppression: null }),
    ).toBeNull();
  });

  it('refuses a suppressed address with a reason naming the suppression, why and when', () => {
    const suppression = {
      userId: 'u1',
      address: 'sales@supplier.example.com',
      reason: 'bounce' as const,
      caseId: 'c-9',
      suppressedAt: Date.UTC(2026, 10, 20),
    };
    const refusal = startRefusalFor(createCaseBody.parse(validCaseBody()), { suppression });
    expect(refusal?.failureReason).toMatch(
      /do-not-contact list \(suppressed: the address bounced in case c-9 on 2026-11-20T00:00:00.000Z\)\. Nothing was sent\./,
    );
    expect(
      startRefusalFor(createCaseBody.parse(validCaseBody()), { suppression: { ...suppression, reason: 'opt_out' } })
        ?.failureReason,
    ).toMatch(/asked not to be contacted/);
    expect(
      startRefusalFor(createCaseBody.parse(validCaseBody()), { suppression: { ...suppression, reason: 'complaint' } })
        ?.failureReason,
    ).toMatch(/marked our email as spam/);
  });
});
