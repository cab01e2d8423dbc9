import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { readFields } from '../support/read-fields.js';

/**
 * A case of bottles priced per case ("£98 a case" for "one 12-bottle case"); an identifier named
 * by the other name its description gives ("work order / job number": "booked under one job:
 * WO-31877"), without the sentence's full stop; a surcharge inside the aside that says what an
 * all-in rate holds binds the rate to nothing else; a figure whose decimal mark the text cannot
 * settle ("2,048 t" in Portuguese) leaves its unit's field unread, never handing it the other
 * weight; and "I'll need to check with Kev" promises the answer.
 */

describe('a case priced per case', () => {
  const props = {
    casePriceGBPExclVAT: { type: 'number', description: 'price of one 12-bottle case in GBP excluding VAT' },
  };
  it('the case price, not the bottle’s', () => {
    const text =
      "The house red is £98 a case ex VAT (£117.60 inc.), or £8.95 a bottle if you'd like to try a few first.";
    expect(readFields(props, text)).toEqual({ casePriceGBPExclVAT: 98 });
  });
});

describe('an identifier by the description’s other name', () => {
  const props = {
    workOrderNumber: { type: 'string', description: "the workshop's work order / job number for this service" },
  };
  it.each<[string, string]>([
    ['after a colon', 'Yep, all six are in and booked under one job: WO-31877.'],
    ['after "is"', 'Your job number is WO-31877.'],
    ['its own label line', 'Work order: WO-31877.'],
  ])('%s', (_how, text) => {
    expect(readFields(props, text)).toEqual({ workOrderNumber: 'WO-31877' });
  });
});

describe('what an all-in rate holds', () => {
  const props = {
    allInRateEURPerKg: {
      type: 'number',
      description: 'all-in air freight rate (freight, fuel and security) per kg in EUR',
    },
  };
  it('a surcharge named in the aside is part of the rate', () => {
    const text = 'Tarifa all-in (frete + sobretaxa de combustível + segurança): 2,95 €/kg.';
    expect(readFields(props, text)).toEqual({ allInRateEURPerKg: 2.95 });
  });
  it('a surcharge priced on its own is still another item', () => {
    expect(readFields(props, 'A sobretaxa de combustível é de 0,35 €/kg.')).toEqual({});
  });
});

describe('a figure whose decimal mark is not settled', () => {
  const props = {
    chargeableWeightKg: { type: 'number', description: 'chargeable weight they will bill, in kilograms' },
  };
  it('leaves the weight unread rather than taking the other one', () => {
    const text =
      'O peso volumétrico fica em 2,048 t, bem acima do peso bruto real de 1,24 t, pelo que é sobre as 2,048 toneladas que faturamos.';
    expect(readFields(props, text)).toEqual({});
  });
  it('a figure the language settles is read', () => {
    expect(readFields(props, 'The chargeable weight is 2,048 kg.')).toEqual({ chargeableWeightKg: 2048 });
  });
});

describe('a check promised', () => {
  it.each<[string]>([
    ["Delivery I'll need to check with Kev who does the van runs, he's out on the Cotswolds loop today."],
    ["We'll have to check with the workshop first."],
  ])('%s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });
});
