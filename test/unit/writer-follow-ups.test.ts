import { describe, expect, it } from 'vitest';
import type { Lang } from '../../services/worker/brain/readers/language.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

describe('follow-ups', () => {
  it('after silence: a polite nudge, and the last one says it is the last', () => {
    const f1 = draftFollowUp(ctx(), 1);
    const f2 = draftFollowUp(ctx(), 2);
    const f3 = draftFollowUp(ctx(), 3);
    expect(f1.text).toContain(
      'I am writing to follow up on my email about a quote for 100 oak chairs delivered to Berlin.',
    );
    expect(f2.text).toContain('in case my earlier emails did not reach you');
    expect(f3.text).toContain('This is my last follow-up');
    expect(new Set([f1.text, f2.text, f3.text]).size).toBe(3);
    expect(f1.subject).toBe('Re: Quote for 100 oak chairs delivered to Berlin');
    for (const f of [f1, f2, f3]) expectWrittenByAPerson(f.text);
  });

  it.each([
    ['en', /automatic reply/, /follow(ing)? up on my|did not reach you/i],
    ['de', /automatische Antwort/, /erinnern|nicht erreicht/],
    ['fr', /message automatique/, /revenir vers vous|relance/],
    ['es', /respuesta automática/, /dar seguimiento|no le llegaron/],
  ] as const)(
    'after only an automatic reply (%s): the mail arrived, so no "following up" nor "did it reach you"',
    (lang, says, never) => {
      for (const n of [1, 2]) {
        const f = draftFollowUp(ctx(), n, { replied: false, autoReplied: true, lang: lang as Lang });
        expect(f.text).toMatch(says);
        expect(f.text).not.toMatch(never);
        expectWrittenByAPerson(f.text);
      }
      expect(draftFollowUp(ctx(), 3, { replied: false, autoReplied: true }).text).toContain(
        'This is my last follow-up',
      );
    },
  );

  it('after a reply: never "following up on my earlier message"; thanks, notes and asks only for what is missing', () => {
    const f = draftFollowUp(ctx(), 1, {
      replied: true,
      noted: { unitPriceEUR: 1240, paymentTermsDays: 30 },
      missing: ['deliveryDate'],
    });
    expect(f.text).not.toMatch(/follow(ing)? up on my (earlier )?(email|message)/i);
    expect(f.text).toContain(
      'Thank you again for your reply. I have noted the price per chair in EUR excl. VAT (1,240) and the payment terms (30 days).',
    );
    expect(f.text).toContain('Could you also let me know the delivery date?');
    expect(f.text).not.toContain('installation');
    const last = draftFollowUp(ctx(), 3, { replied: true, missing: ['deliveryDate'] });
    expect(last.text).toContain('This is my last follow-up on this request.');
    expectWrittenByAPerson(f.text);
  });

  it('after a reply, with nothing missing: asks them to confirm', () => {
    expect(draftFollowUp(ctx(), 1, { replied: true, missing: [] }).text).toContain(
      'Could you please confirm, so that we can go ahead?',
    );
  });
});
