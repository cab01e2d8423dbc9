import { describe, expect, it } from 'vitest';
import { amountScope, unitClassesOf } from '../../services/worker/brain/readers/amount-scope.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

/** The scope of the first amount in a currency the text writes. */
const scopeOfFirst = (text: string, lang: ReadLang) => {
  const n = findNumbers(text, lang).find((x) => x.currency);
  return n ? amountScope(text, n.index, n.end) : undefined;
};

describe('the denominator words after an amount, one list in seven languages', () => {
  it.each<[string, ReadLang]>([
    ['Lo stoccaggio costa 1,80 € a bancale a settimana.', 'it'],
    ['La traducción sale a 0,07 € a palabra.', 'es'],
    ['O aluguer fica em 35 € ao dia.', 'pt'],
    ['Il noleggio costa 420 € alla settimana.', 'it'],
    ['Der Zuschnitt kostet 4,50 € jede Platte.', 'de'],
    ['Le nettoyage revient à 90 € chaque semaine.', 'fr'],
    ['We charge £6.50 per carton.', 'en'],
    ['De opslag kost € 2,10 per pallet.', 'nl'],
  ])('per unit: %s', (text, lang) => {
    expect(scopeOfFirst(text, lang)).toBe('per-unit');
  });

  it.each<[string, ReadLang]>([
    ['Il montaggio costa 300 € a parte.', 'it'],
    ['El envío son 45 € a Madrid.', 'es'],
    ['We charge £40 per the agreement.', 'en'],
    ['Le solde de 1 200 € par virement.', 'fr'],
  ])('not per unit: %s', (text, lang) => {
    expect(scopeOfFirst(text, lang)).not.toBe('per-unit');
  });

  it('names pallets, cartons, tins and words as what a price is per', () => {
    expect([...unitClassesOf('a bancale a settimana')].sort()).toEqual(['pallet', 'week']);
    expect([...unitClassesOf('je karton')]).toEqual(['carton']);
    expect([...unitClassesOf('por lata')]).toEqual(['tin']);
    expect([...unitClassesOf('per woord')]).toEqual(['word']);
  });
});

describe('a price per pallet and week beside prices per other things', () => {
  const FIELD = { pricePerPalletWeekEUR: { type: 'number', description: 'storage price per pallet per week in EUR' } };

  it('takes the amount per pallet and week, not the one per parcel', () => {
    const text =
      'Per lo stoccaggio possiamo offrire 1,95 € a bancale a settimana; l’etichettatura si fa a 0,20 € a collo.';
    expect(read(FIELD, text)['pricePerPalletWeekEUR']).toBe(1.95);
  });

  it('never stores a price per pallet per month for a weekly price', () => {
    const text = 'Lo stoccaggio costa 7,80 € a bancale al mese.';
    expect(read(FIELD, text)['pricePerPalletWeekEUR']).toBeUndefined();
  });

  it('asks when two weekly prices per pallet compete', () => {
    const text = 'Lo stoccaggio costa 1,95 € a bancale a settimana, o 2,30 € a bancale a settimana con assicurazione.';
    expect(read(FIELD, text)['pricePerPalletWeekEUR']).toBeUndefined();
  });
});
