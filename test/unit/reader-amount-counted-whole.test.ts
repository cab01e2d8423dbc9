import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A price field whose description names the whole by its count ("for the 14 desks") asks for the total. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (description: string, text: string) =>
  readFromSources(
    { type: 'object', properties: { price: { type: 'number', description: description } } },
    [{ text, at: AT, messageId: 'm1' }],
    noRefs(),
  ).values;

describe('a total and a per-unit price in one sentence', () => {
  it.each<[string, string, number]>([
    ['price for the 14 desks in GBP, excluding VAT', "14 desks come to £5,922 + VAT, that's £423 each.", 5922],
    [
      'Preis für die 12 Stühle in EUR, netto',
      'Die 12 Stühle kosten zusammen 1.140 € netto, also 95 € pro Stuhl.',
      1140,
    ],
    ['prix pour les 30 plantes, en euros HT', 'Pour les 30 plantes, cela fait 1 350 € HT, soit 45 € par plante.', 1350],
    ['precio para los 20 sillones, en euros sin IVA', 'Los 20 sillones salen por 3.900 € + IVA, 195 € cada uno.', 3900],
  ])('%s', (description, text, total) => {
    expect(read(description, text)).toEqual({ price: total });
  });

  it('only the per-unit price written: the total field is not given it', () => {
    expect(read('price for the 14 desks in GBP', 'The desks are £423 each.')).toEqual({});
  });

  it('a description that names one thing is no total', () => {
    expect(read('price for 1 desk in GBP', 'One desk is £423.')).toEqual({ price: 423 });
  });
});
