import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const heating = {
  heatingType: { type: 'string', enum: ['gas_boiler', 'oil_boiler', 'heat_pump', 'electric_storage'] },
};
const billing = { billingCycle: { type: 'string', enum: ['monthly', 'quarterly', 'annually'] } };

describe('an enum value changed into another: the new one is the answer', () => {
  it.each([
    ['The owner replaced the old oil boiler last spring with an air source heat pump.'],
    ['We swapped the gas boiler for a heat pump in 2024, which now runs the radiators.'],
    ['Der Vermieter hat den alten Gas Boiler 2023 durch eine Heat Pump ersetzt.'],
    ['The heating was switched from a gas boiler to a heat pump two years ago.'],
  ])('%s', (text) => {
    expect(readOneReply(heating, text, 'What heating does the cottage have?').heatingType).toBe('heat_pump');
  });

  it.each([
    ['Your account moved from monthly to quarterly billing in March.'],
    ['La facturation est passée de monthly à quarterly depuis mars.'],
    ['De facturatie is van monthly naar quarterly gegaan.'],
  ])('%s', (text) => {
    expect(readOneReply(billing, text, 'How often do they bill?').billingCycle).toBe('quarterly');
  });

  it('two values offered side by side stay asked (no change between them)', () => {
    for (const text of [
      'We can fit either a gas boiler or a heat pump.',
      'The gas boiler is cheaper to run than a heat pump here.',
      'We could replace the gas boiler, or keep it and add a heat pump.',
    ])
      expect(readOneReply(heating, text, 'What heating does the cottage have?').heatingType, text).toBeUndefined();
  });
});
