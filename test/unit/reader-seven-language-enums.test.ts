import { describe, expect, it } from 'vitest';
import { enumMentions } from '../../services/worker/brain/readers/enums.js';
import { fieldTerms } from '../../services/worker/brain/readers/field-terms.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';

/** Enum synonyms and field phrases read in Italian, Dutch and Portuguese as in the other four. */

const values = (text: string, enumValues: unknown[]) => enumMentions(segmentsOf(text), enumValues).map((m) => m.value);

describe('enum synonyms in seven languages', () => {
  it.each<[string, unknown[], string]>([
    ['A carga segue em grupagem até Sevilha.', ['groupage', 'full_truckload'], 'groupage'],
    ['Le merci viaggiano in collettame fino a Bari.', ['groupage', 'full_truckload'], 'groupage'],
    ['Wir schicken die Paletten als Sammelgut.', ['groupage', 'full_truckload'], 'groupage'],
    ['Het artikel is op voorraad in ons magazijn.', ['in_stock', 'out_of_stock'], 'in_stock'],
    ['Il modello è disponibile a magazzino.', ['in_stock', 'out_of_stock'], 'in_stock'],
    ['Este modelo está esgotado neste momento.', ['in_stock', 'out_of_stock'], 'out_of_stock'],
    ['Helaas is deze kleur uitverkocht.', ['in_stock', 'out_of_stock'], 'out_of_stock'],
    ['Il pagamento avviene tramite bonifico.', ['bank_transfer', 'credit_card'], 'bank_transfer'],
    ['Betalen kan per overschrijving.', ['bank_transfer', 'credit_card'], 'bank_transfer'],
    ['Spediamo le casse via mare da Genova.', ['air', 'sea', 'road'], 'sea'],
    ['Wij versturen het per luchtvracht.', ['air', 'sea', 'road'], 'air'],
    ['A tinta disponível é o branco.', ['white', 'black'], 'white'],
    ['De stoelen leveren we in het zwart.', ['white', 'black'], 'black'],
  ])('%s → %s', (text, enumValues, want) => {
    expect(values(text, enumValues)).toEqual([want]);
  });

  it('a synonym after a negation is no mention', () => {
    expect(values('Het artikel is niet op voorraad.', ['in_stock', 'out_of_stock'])).toEqual(['out_of_stock']);
  });

  it('a synonym inside another word, or a word with another meaning, is no mention', () => {
    // "branco" inside "brancos" is another word; the coffee is never express delivery.
    expect(values('Os azulejos brancos chegam amanhã.', ['white', 'black'])).toEqual([]);
    expect(values('Il prezzo include acqua, bibite e caffè espresso.', ['express', 'standard'])).toEqual([]);
    expect(values('Mettiamo a disposizione una sala media.', ['small', 'medium', 'large'])).toEqual([]);
  });
});

describe('a row phrase written whole in a field name or description', () => {
  it('brings the row: a collection date reads the words for picking goods up', () => {
    for (const [name, description] of [
      ['collectionDate', undefined],
      ['date', 'date of collection'],
    ] as const) {
      const terms = fieldTerms(name, description);
      expect(terms).toEqual(expect.arrayContaining(['recolha', 'ritiro', 'ophalen', 'abhol', 'recogida']));
    }
  });

  it('a word of the phrase alone does not: "collection" of a fashion line is no pickup', () => {
    expect(fieldTerms('collectionName', 'name of the spring collection')).not.toContain('recolha');
  });
});
