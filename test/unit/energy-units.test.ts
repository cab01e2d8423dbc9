import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * Energy is a dimension of its own (Wh, kWh, MWh, GWh in the seven languages' words): a yield in
 * MWh is converted for a field in kWh. Before, "14.3 MWh a year" was stored as 14.3 kWh.
 */

const KWH = { annualGenerationKWh: { type: 'number', description: 'expected generation per year in kWh' } };
const MWH = { annualUseMWh: { type: 'number', description: 'annual consumption in MWh' } };

describe('energy converts within its dimension (readers/units/unit-words.ts)', () => {
  it.each([
    ['en', 'Our modelling comes out at 14.3 MWh a year.'],
    ['de', 'Die Simulation ergibt 14,3 MWh pro Jahr.'],
    ['fr', 'La simulation donne 14,3 MWh par an.'],
  ])('%s: MWh for a field in kWh', (_lang, text) => {
    expect(readFields(KWH, text)['annualGenerationKWh']).toBeCloseTo(14300, 6);
  });

  it('kWh for a field in MWh', () => {
    expect(readFields(MWH, 'Last year the site used 86,500 kWh.')['annualUseMWh']).toBeCloseTo(86.5, 6);
  });

  it('power is no energy: a 15 kW inverter gives no yield', () => {
    expect(readFields(KWH, 'It runs on a 15 kW three-phase inverter.')['annualGenerationKWh']).toBeUndefined();
  });
});
