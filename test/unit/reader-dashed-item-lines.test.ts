import { describe, expect, it } from 'vitest';
import { itemLines } from '../../services/worker/brain/readers/tables/item-lines.js';

/** Item lines whose price follows a dash: read only when it is surely the unit price. */

const rows = (lines: string[], after: string[] = []) => itemLines(lines, after)?.rows;

describe('dashed item lines, the unit price made sure', () => {
  it('by the total the quantities and prices make (comma decimals)', () => {
    expect(
      rows(['2 x Schreibtisch Eiche – 420,00 €', '3 x Bürostuhl – 189,50 €'], ['Gesamt: 1.408,50 € zzgl. MwSt.']),
    ).toEqual([
      ['2', 'Schreibtisch Eiche', '420,00 €'],
      ['3', 'Bürostuhl', '189,50 €'],
    ]);
  });
  it('by the total (point decimals)', () => {
    expect(rows(['- 2x Laptop stand - £35.00', '- 5x USB-C dock - £89.99'], ['Total: £519.95'])).toEqual([
      ['2', 'Laptop stand', '£35.00'],
      ['5', 'USB-C dock', '£89.99'],
    ]);
  });
  it('by a per-unit word on each line', () => {
    expect(rows(['6 x Chaise bistrot – 79,00 € pièce', '2 x Table ronde – 240,00 € pièce'])).toEqual([
      ['6', 'Chaise bistrot', '79,00 €'],
      ['2', 'Table ronde', '240,00 €'],
    ]);
  });
  it('when every quantity is one', () => {
    expect(rows(['1 x Impresora láser – 310,00 €', '1 x Router wifi – 95,00 €'])).toEqual([
      ['1', 'Impresora láser', '310,00 €'],
      ['1', 'Router wifi', '95,00 €'],
    ]);
  });
});

describe('dashed item lines left unread', () => {
  it('when the prices are the lines’ totals', () => {
    expect(rows(['4 x Portatile – 2.756,00 €', '1 x Switch – 212,00 €'], ['Totale: 2.968,00 €'])).toBeUndefined();
  });
  it('when no total says which', () => {
    expect(rows(['4 x Portatile – 689,00 €', '2 x Monitor – 149,90 €'])).toBeUndefined();
  });
  it('when the total does not add up', () => {
    expect(rows(['4 x Laptop - 689.00', '2 x Monitor - 149.90'], ['Total: 3,000.00'])).toBeUndefined();
  });
  it('when two totals are given', () => {
    expect(
      rows(['4 x Laptop - 689.00', '2 x Monitor - 149.90'], ['Subtotal: 3,055.80', 'Total: 3,055.80']),
    ).toBeUndefined();
  });
});
