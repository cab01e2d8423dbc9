import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const AT = Date.parse('2026-11-28T10:00:00Z');
const price = { pricePerPersonMonth: { type: 'number', description: 'price per person and month' } };
const read = (text: string) =>
  readOneReply(price, text, 'Ask the price per person and month', AT)['pricePerPersonMonth'];

describe('a starting price ("from …") is the cheapest variant, not the price asked', () => {
  it.each([
    ['en', 'Corporate plans start from CHF 69 per person per month.'],
    ['en', 'Plans from £69 per person per month, depending on the term.'],
    ['de', 'Firmenabos gibt es ab CHF 69.– pro Person und Monat.'],
    ['fr', 'Les abonnements sont à partir de 69 CHF par personne et par mois.'],
    ['fr', 'Formules dès 69 € par personne et par mois.'],
    ['es', 'Los planes de empresa van desde 69 € por persona y mes.'],
    ['it', 'Gli abbonamenti partono da 69 € a persona al mese.'],
    ['nl', 'Bedrijfsabonnementen vanaf € 69 per persoon per maand.'],
    ['pt', 'Os planos empresariais custam a partir de 69 € por pessoa e mês.'],
  ])('%s: asked', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });

  it.each([
    ['en', 'Corporate plans are CHF 69 per person per month.', 69],
    ['de', 'Das Firmenabo kostet 69 € pro Person und Monat, ab Januar.', 69],
    ['fr', "L'abonnement coûte 69 € par personne et par mois à partir de janvier.", 69],
  ])('%s: a price with no "from" before it is read', (_lang, text, value) => {
    expect(read(text)).toBe(value);
  });
});
