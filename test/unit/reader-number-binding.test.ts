import { describe, expect, it } from 'vitest';
import { partOfAName } from '../../services/worker/brain/guards/name-figures.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refsOf = (numbers: number[] = []) => ({
  dates: new Set<string>(),
  numbers: new Set<number>(numbers),
  codes: new Set<string>(),
});
const read = (properties: Record<string, unknown>, text: string, echoes: number[] = []) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refsOf(echoes)).values;

describe('a figure in a name or an address, and one that is not', () => {
  const at = (text: string, figure: string) => {
    const i = text.indexOf(figure);
    return partOfAName(text, i, i + figure.length);
  };
  it.each([
    ['Bahnhofstrasse 41, 8001 Zürich', '41'],
    ['Hauptstr. 118', '118'],
    ['Unit 4, Harbour Road', '4'],
    ['we are at Kaiserring 12 now', '12'],
  ])('part of a name: %s', (text, figure) => {
    expect(at(text, figure)).toBe(true);
  });
  it.each([
    ['We have 1.200 boxes on stock', '1.200'],
    ['the third 40 pallets arrive later', '40'],
    ['During 12 weeks we offer it', '12'],
  ])('a quantity after a word that only ends like a street word: %s', (text, figure) => {
    expect(at(text, figure)).toBe(false);
  });
});

describe('counts read beside other figures', () => {
  const stock = {
    cartonsInStock: { type: 'integer', description: 'number of cartons in stock' },
    pricePerCartonEUR: { type: 'number', description: 'price per carton in EUR' },
  };
  it('a dot-thousands count in a text whose amounts use a decimal comma', () => {
    expect(read(stock, 'We have 2.400 cartons on stock, price is € 0,52 per carton.')).toEqual({
      cartonsInStock: 2400,
      pricePerCartonEUR: 0.52,
    });
  });
  it('the same count in a text that shows no decimal mark stays unread', () => {
    expect(read(stock, 'We have 2.400 cartons on stock.')).toEqual({});
  });
});
