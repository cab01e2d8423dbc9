import { describe, expect, it } from 'vitest';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';

/**
 * An objective that opens with what the client has or needs, in their own voice ("We have
 * interview recordings in …. Ask Clearword which of these languages they can transcribe"), is
 * said as it is, and the request is read from the sentence after it: never "I am writing to you
 * about we have …". A question leaves out what we are to get ("…, and get the loading date …"):
 * the fields list asks it.
 */
describe('an objective that opens with a statement in the client’s voice', () => {
  it('keeps the statement and asks the request of the next sentence', () => {
    const got = objectiveWords(
      'We have interview recordings in Polish, Romanian, Arabic, Tigrinya and Ukrainian. Ask Clearword which of these languages they can transcribe in the original language (no translation).',
      ['Clearword'],
    );
    expect(got.request).toBe(
      'We have interview recordings in Polish, Romanian, Arabic, Tigrinya and Ukrainian. Could you please let me know which of these languages you can transcribe in the original language (no translation)?',
    );
    expect(got.isQuestion).toBe(true);
  });

  it('a statement alone is said as written', () => {
    expect(objectiveWords('We need 20 rooms in Lyon for 3 nights in March.').request).toBe(
      'We need 20 rooms in Lyon for 3 nights in March.',
    );
  });

  it.each([
    [
      'Get a quote for 100 oak chairs delivered to Berlin',
      'We would like a quote for 100 oak chairs delivered to Berlin.',
    ],
    ['Ask Northgate IT for their monthly price', 'We would like to know your monthly price.'],
  ])('an instruction is still turned into a request: %s', (objective, request) => {
    expect(objectiveWords(objective, ['Northgate IT']).request).toBe(request);
  });
});

describe('the first email’s question', () => {
  it('leaves out what we are to get, which the fields list asks', () => {
    const got = objectiveWords(
      'Ask Transports Lemaire when they can take our two mares to Gélos in the second half of March 2027, and get the loading date, the delivery date and the price in EUR excluding VAT.',
      ['Transports Lemaire'],
    );
    expect(got.request).toBe(
      'Could you please let me know when you can take our two mares to Gélos in the second half of March 2027?',
    );
  });
});
