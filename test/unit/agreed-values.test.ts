import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { withAgreedValues } from '../../services/worker/brain/thread/agreed-values.js';

/**
 * Values both sides stated (thread/agreed-values.ts): the client's answer in our reply names a
 * value, and the counterparty's later plain sentence repeats it; the field is filled from that
 * sentence even where the sentence alone is too crowded to read. Never from our mail alone, a
 * question, a denial, a figure the case's own texts name, or a confirmation older than our reply.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();

function ctx(objective: string, properties: Record<string, unknown>, required = Object.keys(properties)): CaseContext {
  return {
    caseId: 'case-a',
    goal: { objective },
    counterparty: { address: 'gareth@leasing.example', name: 'Gareth Lloyd' },
    senderPersona: { name: 'Priya Shah', company: 'Brightside Facilities' },
    resultSchema: { type: 'object', properties, required },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const entry = (role: 'us' | 'counterparty', text: string, minutes: number): TranscriptEntry => ({
  role,
  text,
  at: AT + minutes * 60_000,
  messageId: `<m${minutes}@leasing.example>`,
});

const OBJECTIVE =
  'Arrange 12-month contract hire of 4 Ford Transit Custom vans (280 L1, manual) with Fleetway Vehicle Leasing and get their written confirmation of the monthly rate per van';
const RATE = { type: 'number', description: 'confirmed monthly rental per van in GBP excluding VAT, 12-month term' };
// The mileage beside the rate is what keeps the crowded sentence from being read on its own.
const MILES = { type: 'integer', description: 'miles per year included per van' };
const vans = ctx(OBJECTIVE, { monthlyRate: RATE, miles: MILES }, ['monthlyRate']);

/** Our request, their offer, our reply carrying the client's decision, their confirmation. */
function read(c: CaseContext, offer: string, decision: string, confirmation: string) {
  const thread = [
    entry('us', 'Hello Gareth, could you let us have your monthly rate per van?', 0),
    entry('counterparty', offer, 10),
    entry(
      'us',
      `Hello Gareth,\n\nThank you for your patience.\n\nAs for your proposal: ${decision}\n\nCould you also let me know:\n- the confirmed monthly rental per van\n\nBest regards,\nPriya`,
      20,
    ),
    entry('counterparty', confirmation, 30),
  ];
  return readOfflineResult(c, thread[3]!, thread, validator);
}

const OFFER =
  'On a 24-month term it is £389 per van per month + VAT, 20,000 miles per annum, maintenance included. Twelve months costs more: what could you accept?';
const DENSE =
  'Thanks Priya, confirmed as follows:\n\n4 x Ford Transit Custom 280 L1 Trend manual, 12-month contract hire, 20,000 miles per annum per van, maintenance included, £436.00 per van per month + VAT.';

describe('a value both sides stated is read from the confirmation (thread/agreed-values.ts)', () => {
  it('the client accepted £436 and the crowded confirmation repeats it', () => {
    const r = read(vans, OFFER, 'OK, £436 per van per month ex VAT on the 12-month term is acceptable.', DENSE);
    expect(r.values['monthlyRate']).toBe(436);
    // The evidence is the counterparty's sentence, never our mail.
    expect(r.evidence?.['monthlyRate']?.messageId).toBe('<m30@leasing.example>');
    expect(r.evidence?.['monthlyRate']?.quote).toContain('£436.00');
  });

  it('the confirmed value replaces the figure of the older offer', () => {
    const r = read(
      vans,
      'The rate is £389 per van per month + VAT.',
      'OK, £436 per van per month ex VAT is acceptable.',
      DENSE,
    );
    expect(r.values['monthlyRate']).toBe(436);
  });

  it('not when the confirmation does not repeat the value', () => {
    const other = DENSE.replace('£436.00', '£452.00');
    expect(read(vans, OFFER, 'OK, £436 per van per month ex VAT is acceptable.', other).values['monthlyRate']).not.toBe(
      436,
    );
  });

  it.each([
    ['a question', DENSE.replace('+ VAT.', '+ VAT?')],
    [
      'a denial',
      "Sorry Priya, we can't do 4 x Transit Custom 280 L1, 12-month contract hire, 20,000 miles per annum per van at £436.00 per van per month + VAT.",
    ],
  ])('not from %s', (_, confirmation) => {
    expect(
      read(vans, OFFER, 'OK, £436 per van per month ex VAT is acceptable.', confirmation).values['monthlyRate'],
    ).not.toBe(436);
  });

  it('not a figure the confirmation names as a part beside other amounts', () => {
    const move = ctx('Get a quote for our move on 29 August', {
      total: {
        type: 'number',
        description: 'total price of the move in GBP including VAT, including any extras I agree to',
      },
    });
    const r = read(
      move,
      'We would need a parking bay suspension, £96, or a shuttle van at £150. Which do you prefer?',
      'Go with the parking bay suspension for £96.',
      "So that's £1,608 for the move plus the £96 suspension, £1,704 all in.",
    );
    expect(r.values['total']).not.toBe(96);
  });

  it("not a part's figure the client accepted without a word of the field", () => {
    const yard = ctx('Book a lift-out and antifoul for our yacht and get the total price', {
      total: { type: 'number', description: 'total for all work agreed, GBP excluding VAT' },
    });
    const thread = [
      entry('us', 'Hello, could you let us have the total?', 0),
      entry(
        'counterparty',
        'Lift and wash is £310, antifoul £704. The anodes need replacing too, £85 the pair. OK?',
        10,
      ),
      entry('us', 'Hello,\n\nAs for your message: OK, go ahead with the new anodes at £85.\n\nBest regards', 20),
      entry('counterparty', 'Great, the new anodes at £85 are booked in with the rest.', 30),
    ];
    // The module alone, on a reading that left the field open: nothing agreed for the total.
    const theirs = [{ source: { text: thread[3]!.text, at: thread[3]!.at, messageId: 'm30' }, index: 0 }];
    const empty = { values: {}, evidence: {}, sourceOf: {} };
    expect(withAgreedValues(yard, thread, theirs, empty).values).toEqual({});
  });

  it('not a figure the case itself names (the request, not an answer)', () => {
    const named = ctx(`${OBJECTIVE}, at £436 per van per month`, { monthlyRate: RATE, miles: MILES }, ['monthlyRate']);
    expect(
      read(named, OFFER, 'OK, £436 per van per month ex VAT is acceptable.', DENSE).values['monthlyRate'],
    ).not.toBe(436);
  });

  it('not from a message older than our reply', () => {
    const thread = [
      entry('us', 'Hello Gareth, could you let us have your monthly rate per van?', 0),
      entry('counterparty', DENSE, 10),
      entry(
        'us',
        'Hello Gareth,\n\nAs for your proposal: OK, £436 per van per month ex VAT is acceptable.\n\nBest regards,\nPriya',
        20,
      ),
    ];
    expect(readOfflineResult(vans, thread[1]!, thread, validator).values['monthlyRate']).not.toBe(436);
  });

  it('a date the client chose and the confirmation names', () => {
    const booking = ctx('Book the roof repair and get the agreed start date', {
      startDate: { type: 'string', format: 'date', description: 'agreed start date of the work' },
    });
    const r = read(
      booking,
      'We could start on 12 April or on 19 April, scaffolding goes up two days before either way.',
      'A start on 12 April 2027 is fine for us.',
      'Fine, then it stays: scaffold on 08.04.2027, roofing starts on 12.04.2027, handover expected on 20.04.2027.',
    );
    expect(r.values['startDate']).toBe('2027-04-12');
  });
});
