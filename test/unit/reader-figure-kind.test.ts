import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const UNIT_PRICE = { unitPrice: { type: 'number', description: 'price per unit in EUR' } };
const RATE = { hourlyRate: { type: 'number', description: 'hourly rate in GBP' } };
const FEE = { setupFee: { type: 'number', description: 'one-off set-up fee in EUR' } };
const SEATS = { seats: { type: 'integer', description: 'number of seats in the hall' } };

describe('a price, rate or fee is never a day count, a percentage or a date (class E)', () => {
  it.each([
    ['a stock figure across a clause break', 'As for the unit price, we keep 250 in stock and ship 30 a week.'],
    ['a day and month', 'The unit price stays as agreed, the goods leave on 14.04'],
    ['a figure in another clause', 'Price per unit as before; a batch needs 11 to be worth our while.'],
    ['a discount percentage', 'We can give you 7% off the unit price.'],
    ['a percentage in German', 'Auf den Stückpreis gewähren wir 3 % Skonto.'],
    ['a lead time in French', 'Pour le prix unitaire, comptez 12 jours ouvrés de délai.'],
  ])('unit price: %s', (_name, text) => {
    expect(read(UNIT_PRICE, text)['unitPrice']).toBeUndefined();
  });

  it.each([
    ['hours of work', 'Our fitters work 8 hours a day and the rate follows by email.'],
    ['a notice in Spanish', 'La tarifa por hora se la confirmo; necesitamos 10 días hábiles de preaviso.'],
  ])('hourly rate: %s', (_name, text) => {
    expect(read(RATE, text)['hourlyRate']).toBeUndefined();
  });

  it.each([
    ['a share of an invoice', 'Set-up is 2 days; the fee is 30% of the first invoice.'],
    ['a duration in Dutch', 'De eenmalige opstartkosten volgen, de installatie duurt 3 werkdagen.'],
  ])('set-up fee: %s', (_name, text) => {
    expect(read(FEE, text)['setupFee']).toBeUndefined();
  });

  it('a count never takes a percentage or a duration', () => {
    expect(read(SEATS, 'Occupancy is at 80% of the seats; the hall needs 2 days to set up.')['seats']).toBeUndefined();
  });
});

describe('a price word that leads to its bare figure still binds it', () => {
  it.each([
    ['en', 'The price per piece would be 3.40 for the full run.', 3.4],
    ['en', 'Per unit we charge 2.80, VAT on top.', 2.8],
    ['fr', 'Le prix unitaire est de 12,50 HT, livraison sous 8 jours.', 12.5],
    ['de', 'Der Stückpreis liegt bei 4,90 netto, Lieferzeit 10 Werktage.', 4.9],
    ['es', 'El precio por unidad es 7,20 y el plazo de entrega 15 días.', 7.2],
  ])('%s: %s', (_lang, text, value) => {
    expect(read(UNIT_PRICE, text)['unitPrice']).toBe(value);
  });

  it('an amount in a currency binds wherever it stands', () => {
    expect(read(UNIT_PRICE, 'Happy to help. It would be €3.40 for each one, 10 days lead time.')['unitPrice']).toBe(
      3.4,
    );
  });

  it('a bare figure no price word leads to still competes with the price ("1,980 … and 240 …")', () => {
    expect(
      read(
        { totalPrice: { type: 'number', description: 'total price' } },
        'The total price is 1,980 for the sofas and 215 for the transport.',
      )['totalPrice'],
    ).toBeUndefined();
  });

  it('a percentage binds a discount field asked as a percentage', () => {
    expect(
      read({ discountPercent: { type: 'number', description: 'discount in percent' } }, 'We can give 7% discount.')[
        'discountPercent'
      ],
    ).toBe(7);
  });
});

describe('currencies', () => {
  it('R$ and reais are Brazilian reals', () => {
    expect(findNumbers('valor total de R$ 3.250,00 à vista', 'pt')[0]).toMatchObject({ value: 3250, currency: 'BRL' });
    expect(findNumbers('são 3.250 reais no total', 'pt')[0]).toMatchObject({ value: 3250, currency: 'BRL' });
  });
});

describe('a field line or label column whose figure is of another kind (classes C, E)', () => {
  it.each([
    ['a day count on the rate line', 'Hourly rate: 10 working days notice needed'],
    ['a percentage on the rate line', 'Rate: 5% above list price'],
    ['a column layout', 'Hourly rate     3 weeks'],
  ])('%s', (_name, text) => {
    expect(read(RATE, text)['hourlyRate']).toBeUndefined();
  });
  it('the rate itself is read', () => {
    expect(read(RATE, 'Hourly rate: 65')['hourlyRate']).toBe(65);
  });
});
