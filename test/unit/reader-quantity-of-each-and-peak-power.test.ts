import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A quantity of each of several things is no total: "12 panelen van 430 Wp", "14 drums of 200 l",
 * "250 kg por punto de cuelgue". A solar system's peak power converts between Wp and kWp.
 */

const systemSize = { systemSizeKWp: { type: 'number', description: 'total panel power in kWp' } };
const roofLoad = {
  maxRoofLoadKg: { type: 'number', description: 'maximum total load the stage roof can carry, in kg' },
};
const volume = { totalLitres: { type: 'number', description: 'total volume delivered, in litres' } };

describe('the size of each of several things is no total', () => {
  it.each<[string, string]>([
    ['nl', 'Op uw dak passen 12 panelen van 430 Wp.'],
    ['en', 'We would fit 12 panels of 430 Wp on the east side.'],
    ['de', 'Es passen 12 Module zu 430 Wp auf das Dach.'],
  ])('%s: no system size from the panels’ own power', (_lang, text) => {
    expect(readFields(systemSize, text)).toEqual({});
  });

  it.each<[string, string, number]>([
    ['nl', 'Op uw dak passen 12 panelen van 430 Wp, in totaal 5.160 Wp.', 5.16],
    ['en', 'The system is 5.16 kWp in total.', 5.16],
    ['de', 'Die Anlage hat insgesamt 5.160 Wp.', 5.16],
  ])('%s: the total, converted to kWp', (_lang, text, value) => {
    expect(readFields(systemSize, text)).toEqual({ systemSizeKWp: value });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['es', 'La cubierta admite 750 kg en total, con un máximo de 250 kg por punto de cuelgue.', { maxRoofLoadKg: 750 }],
    ['en', 'The roof takes 750 kg in total, and 250 kg per hanging point.', { maxRoofLoadKg: 750 }],
    ['es', 'Admite un máximo de 250 kg por punto de cuelgue.', {}],
  ])('%s: a load per hanging point is no total load', (_lang, text, want) => {
    expect(readFields(roofLoad, text)).toEqual(want);
  });

  it('a count of drums of a size gives no total volume', () => {
    expect(readFields(volume, 'We deliver 14 drums of 200 l on one pallet.')).toEqual({});
  });
});
