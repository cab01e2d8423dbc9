import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A price per the field's unit that belongs to an extra ("the locker is extra, €15 a month") is never the field's. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const desk = {
  deskPricePerMonthEUR: { type: 'number', description: 'monthly price of a fixed desk in EUR, excl. VAT' },
};

describe('an extra’s price per month beside a monthly price field', () => {
  it.each([
    'The fixed desk includes fibre and coffee. The locker is extra, €15 a month.',
    'La taquilla va aparte, 15 € al mes, y la sala de reuniones a 20 €/hora.',
    'Der Spind kostet zusätzlich 15 € pro Monat.',
    'Le casier est en supplément, 15 € par mois.',
  ])('%s: no desk price', (text) => {
    expect(read(desk, text)).not.toHaveProperty('deskPricePerMonthEUR');
  });

  it('the desk’s own price per month beside the extra’s is read', () => {
    expect(read(desk, 'The fixed desk is €190 a month + VAT; the locker is extra, €15 a month.')).toEqual({
      deskPricePerMonthEUR: 190,
    });
  });
});
