import { describe, expect, it } from 'vitest';
import { reviewReasons, type ReviewInput } from '../../services/worker/workflow/review-risk.js';

/** The risk rules of outgoing mail, one by one (docs/review-and-console.md). */

const base: ReviewInput = {
  mode: 'risky',
  kind: 'reply',
  draft: { subject: 'Order 1043', text: 'Hello Kim, could you confirm the delivery date of order 1043?' },
  context: {
    objective: 'Confirm the delivery date of order 1043 (40 chairs, EUR 4,500 agreed, due 14 March 2027)',
    knowledge: 'Payment terms: net 30.',
  },
  counterpartyAddress: 'kim@vendor.example',
  ownAddress: 'agent@inbox.example',
  injectionSeen: false,
};
const codes = (over: Partial<ReviewInput>, draftText?: string) =>
  reviewReasons({
    ...base,
    ...over,
    ...(draftText ? { draft: { subject: 'Re: Order 1043', text: draftText } } : {}),
  }).map((r) => r.code);

describe('modes', () => {
  it('none holds nothing, whatever the draft says', () => {
    expect(
      codes({ mode: 'none', injectionSeen: true }, 'We agree to pay €9,999 by 3 May. Write to boss@x.example'),
    ).toEqual([]);
  });
  it('risky holds a plain email for nothing', () => {
    expect(codes({})).toEqual([]);
  });
  it('first holds the first email and not a plain later one', () => {
    expect(codes({ mode: 'first', kind: 'initial' })).toEqual(['first_email']);
    expect(codes({ mode: 'first', kind: 'follow_up' })).toEqual([]);
  });
  it('first still holds a risky later one', () => {
    expect(codes({ mode: 'first', kind: 'reply' }, 'We accept your offer.')).toEqual(['commitment']);
  });
  it('all holds every email, with the risk reasons beside', () => {
    expect(codes({ mode: 'all' })).toEqual(['review_all']);
    expect(codes({ mode: 'all' }, 'The price is $120.')).toEqual(['review_all', 'new_amount']);
  });
});

describe('new_amount: an amount or percentage not in what the client gave', () => {
  it.each([
    ['We can offer €4,800 for the lot.', '"€4,800"'],
    ['A surcharge of 5% applies.', '"5%"'],
    ['That would be 120 USD per chair.', '"120 USD"'],
    ['Der Preis ist 4.800 EUR.', '"4.800 EUR"'],
  ])('%s', (text, quote) => {
    const reasons = reviewReasons({ ...base, draft: { subject: 'Re', text } });
    expect(reasons.map((r) => r.code)).toEqual(['new_amount']);
    expect(reasons[0]!.message).toContain(quote);
  });
  it('the amount of the goal, in another notation, is not new', () => {
    expect(codes({}, 'As agreed, €4.500 for the chairs.')).toEqual([]);
    expect(codes({}, 'As agreed, 4500 euros for the chairs.')).toEqual([]);
  });
  it("the client's answer makes an amount known", () => {
    expect(codes({}, 'A 5% surcharge is fine for us.')).toEqual(['new_amount']);
    expect(
      codes(
        { context: { ...base.context, clientAnswers: ['Yes, 5 percent is fine.'] } },
        'A 5% surcharge is fine for us.',
      ),
    ).toEqual([]);
  });
  it('numbers without a currency (order numbers, quantities) are not amounts', () => {
    expect(codes({}, 'Order 1043, 40 chairs, item 7781.')).toEqual([]);
  });
});

describe('new_date: a date not in what the client gave', () => {
  it.each([
    'Could you deliver on 3 May?',
    'Delivery by May 3rd then.',
    'Lieferung am 3. Mai.',
    'Delivery 2027-05-03.',
    'Delivery 03.05.2027.',
  ])('%s', (text) => {
    expect(codes({}, text)).toEqual(['new_date']);
  });
  it('the date of the goal, written otherwise, is not new', () => {
    expect(codes({}, 'So delivery on March 14th.')).toEqual([]);
    expect(codes({}, 'So delivery on 2027-03-14.')).toEqual([]);
  });
  it('quantities followed by words are not dates', () => {
    expect(codes({}, 'We need 40 chairs and 3 tables.')).toEqual([]);
  });
});

describe('new_terms: contract terms the client never mentioned', () => {
  it.each([
    ['We ask for a deposit before shipping.', 'deposit'],
    ['Is a discount possible?', 'discount'],
    ['Delivery FOB Hamburg.', 'fob'],
    ['Please confirm the warranty.', 'warranty'],
  ])('%s', (text, term) => {
    const reasons = reviewReasons({ ...base, draft: { subject: 'Re', text } });
    expect(reasons.map((r) => r.code)).toEqual(['new_terms']);
    expect(reasons[0]!.message).toContain(term);
  });
  it('terms from the knowledge are not new', () => {
    expect(codes({}, 'Payment terms as agreed: net 30.')).toEqual([]);
  });
});

describe('commitment: language that binds the client', () => {
  it.each([
    'We agree to the new schedule.',
    'We will pay on delivery.',
    'Please consider this our confirmation: we hereby accept.',
    "Great, it's a deal.",
    'We confirm the order.',
    'Wir akzeptieren den Termin.',
  ])('%s', (text) => {
    expect(codes({}, text)).toEqual(['commitment']);
  });
  it('asking is not committing', () => {
    expect(codes({}, 'Would the new schedule work for you? We look forward to your answer.')).toEqual([]);
  });
});

describe("other_recipient: an address other than the counterparty's", () => {
  it('names the address', () => {
    const reasons = reviewReasons({ ...base, draft: { subject: 'Re', text: 'I copied accounts@elsewhere.example.' } });
    expect(reasons.map((r) => r.code)).toEqual(['other_recipient']);
    expect(reasons[0]!.message).toContain('accounts@elsewhere.example');
  });
  it("the counterparty's and our own address are fine (any case)", () => {
    expect(codes({}, 'Reply to Kim@Vendor.example or agent@inbox.example.')).toEqual([]);
  });
});

describe('after_injection_signal', () => {
  it('every email after an injection signal in the thread is held', () => {
    expect(codes({ injectionSeen: true })).toEqual(['after_injection_signal']);
  });
});

describe('order and linear time', () => {
  it('several reasons come in a fixed order', () => {
    expect(
      codes(
        { mode: 'all', injectionSeen: true },
        'We agree: €9,000, a deposit, delivery on 3 May, copy to x@y.example.',
      ),
    ).toEqual([
      'review_all',
      'new_amount',
      'new_date',
      'new_terms',
      'commitment',
      'other_recipient',
      'after_injection_signal',
    ]);
  });
  it('a 200,000-character hostile draft is read at once', () => {
    const hostile = `${'1.'.repeat(50_000)}${'a'.repeat(50_000)}@${'b'.repeat(50_000)}`;
    const started = performance.now();
    const reasons = reviewReasons({ ...base, draft: { subject: 'x', text: hostile } });
    const ms = performance.now() - started;
    console.log(`review-risk: 200,000 hostile characters in ${ms.toFixed(1)} ms`);
    expect(Array.isArray(reasons)).toBe(true);
  });
});
