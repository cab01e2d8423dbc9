import { describe, expect, it } from 'vitest';
import { replyGist } from '../../services/worker/brain/writers/reply-gist.js';
import { clientQuestion } from '../../services/worker/brain/writers/client-question.js';
import { brainContext } from './brain-fixtures.js';

/**
 * A whole reply put before the client is quoted by its gist: the sentences with figures and terms
 * first, in the reply's order, so a deposit at the end of a long, courteous reply is not cut off.
 */
const LONG =
  'Dear Professor, thank you so much for your kind message and for thinking of our centre for your symposium, it is always a pleasure to hear from the university. ' +
  'I am delighted to tell you that the auditorium is free on both of the days you mention and that our technical team will be on hand throughout. ' +
  'We would be very glad to welcome you and your colleagues, and I am sure the event will be a great success. ' +
  'The hire is 2,400 EUR per day plus VAT. ' +
  'To confirm the booking we ask for a deposit of 30%, that is 1,440 EUR, which is not refundable if you cancel less than 60 days before.';

describe('replyGist', () => {
  it('keeps the figures and terms of a long reply, in order, within the bound', () => {
    const g = replyGist(LONG, 300);
    expect(g).toContain('1,440');
    expect(g).toContain('not refundable');
    expect(g.indexOf('2,400')).toBeLessThan(g.indexOf('1,440'));
    expect(g.length).toBeLessThanOrEqual(310);
  });

  it('a short reply is quoted whole, on one line, its double quotes made single', () => {
    expect(replyGist('Price is "about" 90 EUR.\nBest, Ana', 300)).toBe("Price is 'about' 90 EUR. Best, Ana");
  });

  it('the question to the client carries the deposit', () => {
    const ctx = brainContext({
      objective: 'Book the auditorium',
      properties: { bookingReference: { type: 'string', description: 'booking reference' } },
    });
    const q = clientQuestion(ctx, { kind: 'unclear', words: LONG, missing: ['bookingReference'] });
    expect(q).toContain('1,440');
  });
});
