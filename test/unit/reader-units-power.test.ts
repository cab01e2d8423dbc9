import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * An electrical load in watts for a field in kilowatts ("7.200 W" for a total power in kW) is
 * converted, never read as 7200 kW (tuning set Q); a load in kW for a field in W likewise.
 */
describe('a power converts between W, kW and MW', () => {
  it.each<[Record<string, unknown>, string, number]>([
    [{ type: 'number', description: 'kW' }, 'Hola,\n\nLa carga total del montaje es de 7.200 W.\n\nSaludos', 7.2],
    [
      { type: 'number', description: 'total power in kW' },
      'Hello,\n\nThe whole rig draws 3,500 watts at full load.\n\nBest',
      3.5,
    ],
    [
      { type: 'number', description: 'Gesamtleistung in kW' },
      'Hallo,\n\ndie Anlage braucht insgesamt 12.500 Watt.\n\nGrüße',
      12.5,
    ],
    [
      { type: 'number', description: 'puissance totale en kW' },
      'Bonjour,\n\nLa puissance totale est de 9 kW.\n\nCordialement',
      9,
    ],
    [
      { type: 'number', description: 'potenza totale in watt' },
      'Buongiorno,\n\nla potenza totale è di 2,4 kW.\n\nSaluti',
      2400,
    ],
    [
      { type: 'number', description: 'totaal vermogen in kW' },
      'Hallo,\n\nhet totale vermogen is 4800 W.\n\nGroet',
      4.8,
    ],
  ])('%j: %s', (prop, text, value) => {
    const got = readOneReply({ totalPower: prop }, text).totalPower as number;
    expect(got).toBeCloseTo(value, 6);
  });

  it('a field that names no unit is not converted', () => {
    const got = readOneReply(
      { totalPower: { type: 'number', description: 'total power' } },
      'Hello,\n\nThe total load is 7,200 W.\n\nBest',
    ).totalPower;
    expect(got === undefined || got === 7200).toBe(true);
  });
});
