import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { answerFigures } from '../../services/worker/brain/guards/answer-figures.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A reply nothing could be read from goes to the client only when it holds figures that could be
 * an answer; phone, order and street numbers, and figures we wrote, get the one clarification.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = (properties: Record<string, unknown>): CaseContext => ({
  caseId: 'c1',
  goal: { objective: 'Get a quote for 100 oak chairs for order 4471' },
  counterparty: { address: 'dana@supplier.example', name: 'Dana' },
  senderPersona: { name: 'Alex' },
  resultSchema: { type: 'object', properties, required: Object.keys(properties) },
  attemptCount: 1,
  maxAttempts: 3,
});
const quote = {
  deliveryDate: { type: 'string', format: 'date' },
  totalPrice: { type: 'number', description: 'total in EUR' },
};
const evaluate = (c: CaseContext, text: string) =>
  brain.evaluateReply(c, { transcript: [], latest: { role: 'counterparty', text, at: AT, messageId: 'm1' } });

describe('figures that could be an answer', () => {
  it.each([
    'Thanks, I have passed this on to our sales office at 12 Harbour Road, Rotterdam.',
    'Got it. You can also reach me on 0161 555 0192 or at Unit 4, Ancoats Works.',
    'Thanks Alex, your order 4471 for the 100 chairs is with our planning team now.',
    'Received with thanks, Bahnhofstrasse 41 is our new address by the way.',
  ])(
    'no answer-like figure: not the client (one clarification, or a wait for the colleague handed to) (%s)',
    async (text) => {
      const got = await evaluate(ctx(quote), text);
      // "I have passed this on to our sales office" is a handoff (guards/handoffs.ts): the case waits.
      expect(got.outcome).toBe(/passed this on/.test(text) ? 'auto_reply' : 'continue');
    },
  );

  it('an unread figure that answers goes to the client, quoted', async () => {
    const got = await evaluate(ctx(quote), 'Our best is 1980 if you take 120 of them, or 2050 otherwise.');
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question).toContain('Our best is 1980');
  });

  it('a partly read reply with an unplaced figure of a missing field goes to the client', async () => {
    const got = await evaluate(
      ctx({
        areaSqm: { type: 'integer', description: 'floor area in square metres' },
        monthlyRentCHF: { type: 'number', description: 'monthly rent in CHF' },
        moveInDate: { type: 'string', format: 'date', description: 'earliest move-in date' },
      }),
      // (The readers place "138 m2" and the lone date; two areas leave the area unplaced.)
      'The unit at Bahnhofstrasse 41 has 138 m2, or 152 m2 with the storage room. The rent is CHF 4,850 per month. It is free from 1 April 2027.',
    );
    expect(got.outcome).toBe('needs_input');
  });

  it('a partly read reply whose other figures count something else is asked once, for the rest', async () => {
    const got = await evaluate(
      ctx({
        meetingRoomPerDayGBP: { type: 'number', description: 'meeting room hire per day in GBP' },
        parkingPerDayGBP: { type: 'number', description: 'car park per car and day in GBP' },
      }),
      'The Glencoe Room seats 12 boardroom style, £450 per day with coffee breaks.',
    );
    expect(got.outcome).toBe('continue');
  });

  it('a reply whose only figures are amounts the reader could not parse still goes to the client', async () => {
    const got = await evaluate(
      ctx({ items: { type: 'array', items: { type: 'object' } } }),
      'Hello,\n\nPart no. | Qty | Unit price\n6205-2RS | 4 | 8,90 €\nSK-40 | 10 | 12,75 €',
    );
    expect(got.outcome).toBe('needs_input');
  });

  it('a partly read reply that talks about a missing yes/no goes to the client, not back to them', async () => {
    const got = await evaluate(
      ctx({
        totalEUR: { type: 'number', description: 'total in EUR' },
        shippingIncluded: { type: 'boolean' },
      }),
      // ("portes pagados" is read as included; shipping talked about without a yes or no is not.)
      'Son 11.750 € en total, IVA no incluido; los portes dependen de la zona de entrega.',
    );
    expect(got.outcome).toBe('needs_input');
  });

  it('a currency before a figure is not a name: R$ 12.480,00', () => {
    expect(answerFigures('valor total de R$ 12.480,00', 'pt', AT).numbers).toEqual([12480]);
  });

  it('reads which figures are names, addresses and echoes', () => {
    const echoes = { dates: new Set<string>(), numbers: new Set([100]), codes: new Set<string>() };
    const f = (t: string) => answerFigures(t, 'en', AT, echoes).numbers;
    expect(f('Hauptstrasse 118, 4020 Linz, Austria')).toEqual([]);
    expect(f('Dock 4, 12 Harbour Road')).toEqual([]);
    expect(f('Suite 400 is on the fourth floor')).toEqual([]);
    expect(f('the 100 chairs are fine')).toEqual([]);
    expect(f('Hi Mei, 340 on the shelf right now')).toEqual([340]);
    expect(f('we can do 1980 all in')).toEqual([1980]);
    expect(answerFigures('CHF 4,850 per month', 'en', AT, echoes).amounts).toEqual([4850]);
  });
});
