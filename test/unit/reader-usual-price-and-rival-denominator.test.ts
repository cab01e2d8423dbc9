import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * Prices that are not the field's: the usual or list price beside the one offered ("normaal is het
 * € 47,25", "list is £229", "normalement 60 €"); an amount per what another field of the schema is
 * per ("€ 38 per bezoek" for a price per horse beside a call-out fee per visit); a price per piece
 * for a field per kilogram.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

const VET = {
  vaccinationPricePerHorseEURExclVAT: {
    type: 'number',
    description: 'prijs per paard voor influenza + tetanus, euro excl. btw',
  },
  callOutFeeEURExclVAT: { type: 'number', description: 'voorrijkosten per bezoek, euro excl. btw' },
};

describe('the usual price beside the one offered is no value', () => {
  it.each([
    [
      'nl',
      'De combinatie influenza + tetanus komt op € 42,50 per paard excl. btw. Bij 10 of meer paarden geven we 10 % korting op de vaccins en die zit daar al in (normaal is het € 47,25).',
    ],
    ['nl', 'Normaal rekenen we € 47,25 per paard, voor uw 14 paarden wordt het € 42,50 per paard excl. btw.'],
  ])('%s: %s', (_lang, text) => {
    const got = read(VET, text);
    expect(got['vaccinationPricePerHorseEURExclVAT']).toBe(42.5);
    expect(got).not.toHaveProperty('callOutFeeEURExclVAT');
  });

  it.each([
    ['en', 'Yes, I can confirm the chairs at £189 + VAT per chair (list is £229).', 189],
    ['fr', 'Pour vous ce sera 52 € HT la chaise, normalement 60 €.', 52],
    ['de', 'Der Stuhl kostet für Sie 52 € netto, normalerweise 60 €.', 52],
  ])('%s: %s', (_lang, text, price) => {
    expect(read({ unitPrice: { type: 'number', description: 'price per chair, excluding VAT' } }, text)).toEqual({
      unitPrice: price,
    });
  });

  it('a usual price alone is asked, never delivered', () => {
    expect(
      read(
        { unitPrice: { type: 'number', description: 'price per chair, excluding VAT' } },
        'Normally these chairs are £229 each.',
      ),
    ).toEqual({});
  });
});

describe("an amount per what another field is per is that field's", () => {
  it.each([
    ['nl', 'Lochem valt bij ons in zone 2, dan zijn de voorrijkosten € 38 per bezoek excl. btw.'],
    ['nl', 'Voor Lochem rekenen we € 38 per bezoek.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(VET, text)).toEqual({ callOutFeeEURExclVAT: 38 });
  });
});

describe('a price per piece is no price per kilogram', () => {
  const KG = {
    pricePerKgEUR: {
      type: 'number',
      description: 'price per kg of Parmigiano in vacuum-packed wedges, EUR excluding VAT',
    },
  };
  it.each([
    ['it', 'Gli spicchi sottovuoto da mezzo chilo li facciamo a 9,40 € al pezzo + IVA.'],
    ['en', 'The half-kilo wedges are €9.40 a piece plus VAT.'],
    ['de', 'Die Halbkilo-Stücke kosten 9,40 € pro Stück zzgl. MwSt.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(KG, text)).toEqual({});
  });

  it('a price per kg is read', () => {
    expect(read(KG, 'Lo spicchio da mezzo chilo viene 18,80 € al kg + IVA.')).toEqual({ pricePerKgEUR: 18.8 });
  });

  it('an option opened by "if you prefer instead" prices that option, not the item asked', () => {
    const text =
      'Il Parmigiano 24 mesi in spicchi sottovuoto da mezzo chilo lo facciamo a 9,40 € al pezzo + IVA 4%. Se invece preferisce la forma intera (circa 38-40 kg) il prezzo è di 15,90 €/kg.';
    expect(read(KG, text)).toEqual({});
  });
});
