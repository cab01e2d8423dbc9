import { describe, expect, it } from 'vitest';
import { bounded, clientQuestion, fromClientQuestion } from '../../services/worker/brain/writers/client-question.js';
import { ctx } from './writer-fixtures.js';

describe('the question to the client', () => {
  it('quotes the counterparty (bounded, one line) and names the missing fields in words', () => {
    const q = clientQuestion(ctx(), {
      kind: 'decision',
      words: 'Yes, we can deliver on 14 March,\nif you pay 50% upfront.',
      missing: ['paymentTermsDays'],
    });
    expect(q).toBe(
      'Dana Miller (Chairs GmbH) wrote: "Yes, we can deliver on 14 March, if you pay 50% upfront." This needs your decision: do you accept, and what should I reply? We still need the payment terms (days).',
    );
    const u = clientQuestion(ctx(), {
      kind: 'unclear',
      words: 'Let me see.',
      missing: ['deliveryDate', 'unitPriceEUR'],
    });
    expect(u).toContain('I cannot tell the delivery date and the price per chair in EUR excl. VAT from their reply');
    expect(clientQuestion(ctx(), { kind: 'question', words: 'Do you need a certificate?' })).toBe(
      'Dana Miller (Chairs GmbH) asked: "Do you need a certificate?" How should I answer?',
    );
    const long = bounded('word '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(301);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the question to the client names who wrote', () => {
  it('a colleague who answered from another address, not the counterparty they answered for', () => {
    const q = clientQuestion(ctx(), {
      kind: 'unclear',
      words: 'The oak chairs are €92 each, delivery in March.',
      missing: ['deliveryDate'],
      sender: { address: 'rui.lopes@oakline.example', name: 'Rui Lopes' },
    });
    expect(q).toMatch(/^Rui Lopes \(Chairs GmbH\) replied: "/);
    expect(fromClientQuestion(q)).toEqual({
      kind: 'unclear',
      words: 'The oak chairs are €92 each, delivery in March.',
    });
  });
  it('the counterparty themselves, under the name the case gives them', () => {
    const q = clientQuestion(ctx(), {
      kind: 'decision',
      words: 'We need a 30% deposit.',
      sender: { address: 'SALES@chairs.example', name: 'D. Miller "Sales"' },
    });
    expect(q).toMatch(/^Dana Miller \(Chairs GmbH\) wrote: "/);
  });
  it('a sender without a name is named by address, without quotes', () => {
    const q = clientQuestion(ctx(), {
      kind: 'question',
      words: 'Which colour?',
      sender: { address: 'office@oakline.example' },
    });
    expect(q).toMatch(/^office@oakline\.example \(Chairs GmbH\) asked: "/);
  });
});
