import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { readFields } from '../support/read-fields.js';

/**
 * An array's peak power is no inverter's power, and "just over 16 kWp (16.02 to be exact)" is
 * 16.02; a weekly total "£269.20 a week ex VAT including the two deliveries"; the £12.50 of "2
 * drops x £12.50" or that "applies to both" is no total; a plan offered "if you'd like the
 * details" prices something else; "These are charged on top" after the sentence naming the blood
 * tests is their no; "from 2pm" and "vanaf 5 m³ is het gratis" are no minimum.
 */

describe('peak power', () => {
  const props = { systemSizeKWp: { type: 'number', description: 'peak output of the proposed PV array in kWp' } };
  it('said exactly in an aside, beside an inverter', () => {
    const text = 'That gives you just over 16 kWp (16.02 to be exact), on a 15 kW three-phase inverter.';
    expect(readFields(props, text)).toEqual({ systemSizeKWp: 16.02 });
  });
  it('an inverter’s kW is no array size', () => {
    expect(readFields(props, 'We would fit a SolarEdge SE5K inverter, 5 kW AC.')).toEqual({});
  });
});

describe('a weekly total and the charges beside it', () => {
  const props = {
    weeklyTotalGBPExVAT: { type: 'number', description: 'weekly total in GBP excluding VAT, including delivery' },
  };
  it.each<[string, Record<string, unknown>]>([
    ["So that's £269.20 a week ex VAT including the two deliveries.", { weeklyTotalGBPExVAT: 269.2 }],
    ['It comes to £269.20 a week plus VAT.', { weeklyTotalGBPExVAT: 269.2 }],
    ['Delivery (2 drops x £12.50)', {}],
    ['Delivery is free on any drop over £150, so the £12.50 applies to both.', {}],
  ])('%s', (text, want) => {
    expect(readFields(props, text)).toEqual(want);
  });
});

describe('an offer beside the answer, and a verdict pointing back', () => {
  const props = {
    dentalPriceGBP: { type: 'number', description: 'price of the scale and polish in GBP, incl. VAT' },
    bloodTestIncluded: { type: 'boolean', description: 'the pre-anaesthetic blood test is included in that price' },
  };
  it('reads the price and the blood tests’ no', () => {
    const text = [
      'A routine scale and polish is £345.00 including VAT.',
      'The vet will want pre-anaesthetic blood tests done on the morning of the procedure. These are charged on top, at £72.50.',
      "Bramble isn't on the plan at the moment, but do ask if you'd like the details (it's £16.99 a month).",
    ].join('\n\n');
    expect(readFields(props, text)).toEqual({ dentalPriceGBP: 345, bloodTestIncluded: false });
  });
});

describe('no minimum from a time or a free threshold', () => {
  const objective = 'Ask for the price per m³ of planed Douglas boards, about 3 m³, and the lead time.';
  const kinds = (text: string) => findCommitment(text, [objective], [objective], { goalCommits: false })?.kinds ?? [];
  it.each<[string]>([
    ['Bezorgen doen we voor € 85 per rit, vanaf 5 m³ is het gratis.'],
    ['Ready Friday 12 March from 2pm.'],
    ['Abholung ab 14 Uhr möglich.'],
  ])('%s', (text) => {
    expect(kinds(text)).not.toContain('minimum');
  });
});
