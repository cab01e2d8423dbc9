import { describe, expect, it } from 'vitest';
import { createCaseBody } from '../../services/api/create-case-body.js';
import { startRefusalFor } from '../../services/api/start-refusal.js';
import { validCaseBody } from '../support/api-harness.js';

describe('startRefusalFor', () => {
  it('refuses an SMS case with a reason that says the channel is not available', () => {
    const refusal = startRefusalFor(createCaseBody.parse(validCaseBody({ channel: 'SMS' })));
    expect(refusal).toEqual({ failureReason: expect.stringMatching(/SMS channel is not available/) });
  });

  it('lets an EMAIL case run', () => {
    expect(startRefusalFor(createCaseBody.parse(validCaseBody({ channel: 'EMAIL' })))).toBeNull();
  });
});
