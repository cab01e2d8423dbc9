import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field's subject named by the initialism of the capitalised name its description gives
 * ("the Electrical Installation Certificate" written "EIC" in the reply); never inside a longer
 * capitalised word ("NICEIC").
 */

describe("a subject's initialism", () => {
  const props = {
    certificateIncluded: {
      type: 'boolean',
      description: 'the Electrical Installation Certificate is included in the quote',
    },
  };
  it('names the subject written in capitals', () => {
    const got = readOneReply(
      props,
      'The EIC is included in the price, emailed the day we finish.',
      'Is the certificate included?',
    );
    expect(got.certificateIncluded).toBe(true);
  });
  it('is no part of a longer capitalised word', () => {
    const got = readOneReply(
      props,
      'We are NICEIC registered, included in the price is the cable.',
      'Is the certificate included?',
    );
    expect(got.certificateIncluded).toBeUndefined();
  });
});
