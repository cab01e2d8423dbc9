import { describe, expect, it } from 'vitest';
import { fieldText, isMoneyProp, isPriceProp } from '../../services/worker/brain/readers/field-readers.js';

const prop = (description?: string) => ({ type: 'number', ...(description ? { description } : {}) });

describe('the one money lexicon of a field', () => {
  it('reads the name words and the description, folded', () => {
    expect(fieldText('totalPriceEUR', prop('Gesamtpreis für die Überführung'))).toBe(
      'total price eur gesamtpreis fur die uberfuhrung',
    );
  });

  it.each([
    ['total', undefined],
    ['orderTotal', 'order total in EUR'],
    ['quoteTotal', 'quote total after discount, before VAT'],
    ['totale', "totale dell'ordine, IVA esclusa"],
    ['grandTotal', 'grand total (GBP)'],
    ['amount', 'amount due'],
  ])('%s is money', (name, description) => {
    expect(isMoneyProp(name, prop(description))).toBe(true);
  });

  it.each([
    ['totalSeats', 'total seats in the hall'],
    ['guests', 'total number of guests'],
    ['dailyCapacityKg', 'total delivery capacity per day in kg'],
    ['weight', 'total weight of the shipment'],
  ])('a total that counts or measures a thing is no money: %s', (name, description) => {
    expect(isMoneyProp(name, prop(description))).toBe(false);
  });

  it('a price names a price word or a currency; an amount or a total alone does not', () => {
    expect(isPriceProp('unitPrice', prop('price per kg'))).toBe(true);
    expect(isPriceProp('fee', prop('Gebühr in Franken'))).toBe(true);
    expect(isPriceProp('total', prop('total in €'))).toBe(true);
    expect(isPriceProp('total', prop('order total'))).toBe(false);
    expect(isPriceProp('amount', prop('amount due'))).toBe(false);
    expect(isPriceProp('capacity', prop('total capacity in litres'))).toBe(false);
  });
});
