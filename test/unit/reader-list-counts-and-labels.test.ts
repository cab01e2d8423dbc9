import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A list read item by item: a label that says no heads every item after it ("Out of stock: RAL
 * 7016, RAL 9005"); a list whose description asks a count per item ("at least 6 drums") is asked
 * when an item's own row gives fewer, never read from "in stock" alone.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const COLOURS = ['RAL 9010', 'RAL 7016', 'RAL 9005', 'RAL 1013'];
const list = (description: string) => ({
  coloursInStock: { type: 'array', items: { type: 'string', enum: COLOURS }, description },
});
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

describe('a label that says no', () => {
  it.each([
    'In stock: RAL 9010, RAL 1013. Out of stock: RAL 7016, RAL 9005.',
    'Vorrätig: RAL 9010, RAL 1013. Nicht vorrätig: RAL 7016, RAL 9005.',
    'Em stock: RAL 9010, RAL 1013. Esgotados: RAL 7016, RAL 9005.',
  ])('%s', (text) => {
    expect(read(list('colours in stock today'), text)).toEqual({ coloursInStock: ['RAL 9010', 'RAL 1013'] });
  });
});

describe('a count asked per item', () => {
  const TABLE = `Cor       | Ref.       | Stock (latas) | Observações
RAL 9010  | AQ-210-90  | 26            |
RAL 7016  | AQ-210-76  | 4             | chegam mais 20 latas dia 18
RAL 9005  | AQ-210-95  | 0             | esgotado, previsão fim do mês
RAL 1013  | AQ-210-13  | 11            |`;
  it('an item with fewer than asked in its row: the list is asked', () => {
    expect(read(list('colours of which at least 6 drums of 20 L are in stock today'), TABLE)).toEqual({});
  });
  it('counts that all reach the asked one are read', () => {
    const text = 'RAL 9010: 26 drums in stock. RAL 1013: 11 drums in stock. RAL 7016 and RAL 9005 are sold out.';
    expect(read(list('colours of which at least 6 drums of 20 L are in stock today'), text)).toEqual({
      coloursInStock: ['RAL 9010', 'RAL 1013'],
    });
  });
});

describe('"at no extra cost" is no "no"', () => {
  const DIETS = {
    dietsAvailable: {
      type: 'array',
      items: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free', 'halal', 'kosher'] },
      description: 'special diets the caterer can provide',
    },
  };
  it.each([
    [
      'es',
      'La opción vegetariana y la vegana las tenemos siempre en el buffet, sin coste adicional. Lo que no podemos ofrecer es comida kosher ni halal.',
    ],
    ['en', 'Vegetarian and vegan are always on the buffet at no extra cost. What we cannot offer is kosher or halal.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(DIETS, text)).toEqual({ dietsAvailable: ['vegetarian', 'vegan'] });
  });
});
