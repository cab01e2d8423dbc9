import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { amountScope, fieldScope } from '../../services/worker/brain/readers/amount-scope.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';

/**
 * Precision before recall: a value is stored only when the text binds exactly one reading of
 * it to its field. Alternatives, ranges, with/without, a part beside the whole, a per-unit
 * amount for a total (and the reverse), a contradicted or an unbound value: never stored.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

function ctx(properties: Record<string, unknown>, objective = 'Get a quote for 100 oak chairs'): CaseContext {
  return {
    caseId: 'c1',
    goal: { objective },
    counterparty: { address: 'dana@supplier.example', name: 'Dana' },
    senderPersona: { name: 'Alex' },
    resultSchema: { type: 'object', properties, required: Object.keys(properties) },
    attemptCount: 1,
    maxAttempts: 3,
  };
}
const reply = (text: string, at = AT, messageId = 'msg-2'): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at,
  messageId,
});
const evaluate = (c: CaseContext, latest: TranscriptEntry, transcript: TranscriptEntry[] = []) =>
  brain.evaluateReply(c, { transcript, latest });
const resultOf = (e: ReplyEvaluation) => (e.outcome === 'goal_achieved' ? e.result : undefined);

const date = { type: 'string', format: 'date' };
const total = { deliveryDate: date, totalPrice: { type: 'number', description: 'total in EUR' } };

describe('competing readings of one field are never picked from', () => {
  it.each([
    [
      'a part and another part',
      'The total is 1,980 for the chairs and 240 for the freight. Delivery on 14 March 2027.',
    ],
    ['with and without', 'Price-wise we land at 1980 with the discount, 2100 without. Delivery on 14 March 2027.'],
    [
      'alternatives in a currency',
      'We can do €1,980 for the standard finish or €2,150 oiled. Delivery on 14 March 2027.',
    ],
    ['a range with between', 'The total will be between €1,800 and €2,000. Delivery on 14 March 2027.'],
    ['a range with to', 'The total will be €1,800 to €2,000 depending on the finish. Delivery on 14 March 2027.'],
    ['two sentences, two totals', 'The chairs come to €1,980. Freight adds another €240. Delivery on 14 March 2027.'],
    [
      'German alternatives',
      'Der Gesamtpreis beträgt 1.980 € mit Rabatt, ohne Rabatt 2.100 €. Lieferung am 14. März 2027.',
    ],
    [
      'a per-unit and a total for a price that is neither',
      'It is €19.80 per chair, €1,980 in all. Delivery on 14 March 2027.',
    ],
  ])('%s: the total is asked for, not stored', async (_name, text) => {
    const props =
      _name === 'a per-unit and a total for a price that is neither'
        ? { deliveryDate: date, price: { type: 'number', description: 'price in EUR' } }
        : total;
    const got = await evaluate(ctx(props), reply(text));
    expect(got.outcome).not.toBe('goal_achieved');
    expect(resultOf(got)).toBeUndefined();
  });

  it('the client is asked when the reply clearly answered with two readings', async () => {
    const got = await evaluate(
      ctx(total),
      reply(
        'Hi Alex,\n\nPrice-wise we land at 1980 with the discount, 2100 without. Delivery on 14 March 2027.\n\nDana',
      ),
    );
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question).toContain('1980 with the discount, 2100 without');
  });

  it('a part named as included in the whole does not compete with it', async () => {
    const got = await evaluate(
      ctx(total),
      reply('The total is €2,220 including €240 freight. Delivery on 14 March 2027.'),
    );
    expect(resultOf(got)).toEqual({ deliveryDate: '2027-03-14', totalPrice: 2220 });
  });

  it('a figure the field names is not contested by one in an aside about something else', async () => {
    const got = await evaluate(
      ctx({ minimumBatchKg: { type: 'number', description: 'minimum batch in kg' } }, 'Get the minimum batch'),
      reply('The minimum batch is 60 kg - which you are above with your usual 80 kg.'),
    );
    expect(resultOf(got)).toEqual({ minimumBatchKg: 60 });
  });
});

describe('per-unit and total amounts bind only to a field of their scope', () => {
  const both = {
    unitPriceEUR: { type: 'number', description: 'price per chair in EUR' },
    totalEUR: { type: 'number', description: 'total in EUR' },
  };
  it.each([
    ['English', 'We can do €19.80 per chair, so €1,980 in total.', 19.8, 1980],
    ['each', 'The chairs are €19.80 each; €1,980 altogether.', 19.8, 1980],
    ['Spanish', 'El precio es de 19,80 € por unidad, es decir 1.980 € en total.', 19.8, 1980],
    ['German', 'Der Preis liegt bei 19,80 € pro Stück, insgesamt 1.980 €.', 19.8, 1980],
    ['French', 'Le prix est de 19,80 € par chaise, soit 1 980 € au total.', 19.8, 1980],
  ])('%s: each amount goes to its own field', async (_n, text, unit, all) => {
    const got = await evaluate(ctx(both), reply(text));
    expect(resultOf(got)).toEqual({ unitPriceEUR: unit, totalEUR: all });
  });

  it('a per-unit amount alone is never stored as a total', async () => {
    const got = await evaluate(ctx(total), reply('We can do €19.80 per chair. Delivery on 14 March 2027.'));
    expect(resultOf(got)).toBeUndefined();
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each([
    ['per room and night', 'The group rate is €119 per room and night; parking is €18 per day.', 119],
    ['/seat/month', 'The licence is USD 49/seat/month, or USD 490/seat/year if paid annually.', 49],
    [
      'a notte per camera',
      'La tariffa è di 189 euro a notte per camera, tassa di soggiorno esclusa (5 euro a persona a notte).',
      189,
    ],
  ])('a per-unit field takes the amount of its own unit: %s', async (_n, text, value) => {
    const description = _n === '/seat/month' ? 'price per seat per month in USD' : 'price per room and night in EUR';
    const got = await evaluate(ctx({ rate: { type: 'number', description } }, 'Get the rate'), reply(text));
    expect(resultOf(got)).toEqual({ rate: value });
  });

  it('the monthly and the yearly price each bind to their own field', async () => {
    const got = await evaluate(
      ctx(
        {
          monthlyPriceCHF: { type: 'number', description: 'price per month for all 60 seats, CHF' },
          annualPriceCHF: { type: 'number', description: 'price per year for all 60 seats, CHF' },
        },
        'Get the subscription price',
      ),
      reply('For 60 seats the subscription is CHF 2,400 per month, or CHF 28,800 per year if you pay annually.'),
    );
    expect(resultOf(got)).toEqual({ monthlyPriceCHF: 2400, annualPriceCHF: 28800 });
  });

  it('scopes: amounts and fields', () => {
    const scopeOf = (text: string, amount: string) => {
      const i = text.indexOf(amount);
      return amountScope(text, i, i + amount.length);
    };
    expect(scopeOf('€119 per room and night', '119')).toBe('per-unit');
    expect(scopeOf('USD 49/seat/month', '49')).toBe('per-unit');
    expect(scopeOf('2,35 € cada uno', '2,35 €')).toBe('per-unit');
    expect(scopeOf('30 € par personne', '30 €')).toBe('per-unit');
    expect(scopeOf('30 € par virement', '30 €')).toBe('none');
    expect(scopeOf('1.200 euro per la fornitura', '1.200 euro')).toBe('none');
    expect(scopeOf('15 per cent', '15')).toBe('none');
    expect(scopeOf('the total is €3,700', '€3,700')).toBe('total');
    expect(scopeOf('€3,700 in total', '€3,700')).toBe('total');
    // The nearer word before it says: a total after a per-unit figure is a total.
    expect(scopeOf('€4 per item, so €120', '€120')).toBe('total');
    expect(scopeOf('the total is €900, that is €30 each', '€30')).toBe('per-unit');
    expect(scopeOf('in total, the price per night is €95', '€95')).toBe('per-unit');
    expect(fieldScope('unit price eur price per jar in eur')).toBe('per-unit');
    expect(fieldScope('total eur total in eur')).toBe('total');
    expect(fieldScope('price eur price in eur')).toBe('any');
  });
});

describe('another number field claims only the figure its words name right before it', () => {
  it('"For 6 weeks only I can do £17.00 an hour" is the rate, not the weeks\'', async () => {
    const got = await evaluate(
      ctx(
        {
          hourlyRateGBP: { type: 'number', description: 'hourly rate per driver in GBP' },
          weeks: { type: 'integer', description: 'length of the assignment in weeks' },
        },
        'Hire two forklift drivers',
      ),
      reply('For 6 weeks only I can do £17.00 an hour per driver.'),
    );
    expect(resultOf(got)).toEqual({ hourlyRateGBP: 17, weeks: 6 });
  });

  it('"unit price €22.20" is not the total', async () => {
    const got = await evaluate(
      ctx({
        totalEUR: { type: 'number', description: 'total in EUR' },
        unitPriceEUR: { type: 'number', description: 'unit price in EUR' },
      }),
      reply('The order comes to €2,220 total, unit price €22.20.'),
    );
    expect(resultOf(got)).toEqual({ totalEUR: 2220, unitPriceEUR: 22.2 });
  });
});

describe('a contradicted or unbound value is never stored', () => {
  it('a value corrected in the same message is not stored; the correction is', async () => {
    const got = await evaluate(
      ctx(total),
      reply('The total is €4,250 - correction, €4,520, I swapped the digits. Delivery on 14 March 2027.'),
    );
    expect(resultOf(got)).toEqual({ deliveryDate: '2027-03-14', totalPrice: 4520 });
  });

  it('a later message that contradicts without saying which wins leaves the field asked for', async () => {
    const first = reply('The total is €1,980. Delivery on 14 March 2027.', AT - 60_000, 'msg-1');
    const latest = reply('Correction: €2,050 or €2,150, depending on the finish.');
    const got = await evaluate(ctx(total), latest, [first, latest]);
    expect(resultOf(got)).toBeUndefined();
  });

  it('an amount in a sentence about something else is not bound to the field', async () => {
    const got = await evaluate(
      ctx({ deposit: { type: 'number', description: 'deposit in EUR' }, deliveryDate: date }),
      reply('Delivery on 14 March 2027. Our office is at Hauptstraße 12, phone 030 555 1234, order 4471.'),
    );
    expect(resultOf(got)).toBeUndefined();
  });

  it('a yes/no is read from the clause about the field, not another clause of the sentence', async () => {
    const got = await evaluate(
      ctx({ shippingIncluded: { type: 'boolean' }, totalEUR: { type: 'number', description: 'total in EUR' } }),
      reply('Son 11.750 € en total, IVA no incluido, portes pagados a destino.'),
    );
    // The "no" is the VAT's; "portes pagados" (carriage paid) says the shipping is included.
    expect(resultOf(got)).toEqual({ shippingIncluded: true, totalEUR: 11750 });
  });
});
