import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A total and a rate in one mail: each goes only to a field whose words name its scope; a rate
 * per another period makes an unscoped amount a total (never a rate), an amount summed over
 * several of the things a price is per is no price per one, and a bare price field with both
 * present asks.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], {
    dates: new Set<string>(),
    numbers: new Set<number>(),
    codes: new Set<string>(),
  }).values;

const hourly = { hourlyRate: { type: 'number', description: 'hourly rate in EUR' } };
const total = { totalPrice: { type: 'number', description: 'total price in EUR' } };
const bare = { price: { type: 'number', description: 'price in EUR' } };
const daily = { dayRate: { type: 'number', description: 'price per day in EUR' } };

describe('a total beside a rate per another period is never stored as the rate', () => {
  it.each([
    'The job is €1,850, i.e. €185 per day for the ten days.',
    'Der Einsatz kostet 1.850 €, also 185 € pro Tag.',
    'Son 185 € al día, 1.850 € en total.',
    'La mission revient à 1 850 €, soit 185 € par jour.',
  ])('%s', (text) => {
    expect(read(hourly, text)['hourlyRate']).toBeUndefined();
    expect(read(daily, text)['dayRate']).toBe(185);
    expect(read(total, text)['totalPrice']).toBe(1850);
    // A bare price field with both present asks.
    expect(read(bare, text)['price']).toBeUndefined();
  });

  it('a rate the field names stays its reading beside a rate per another period', () => {
    const v = read(
      { hourlyRate: { type: 'number', description: 'hourly rate in GBP' } },
      'Our hourly rate is £60. Weekend call-outs are £400 per day.',
    );
    expect(v['hourlyRate']).toBe(60);
  });
});

describe('a rate and its total for the hours: each to its own field', () => {
  it.each([
    'Hi, it was 5 hours at €74/h, so €370 all in. Thanks',
    "C'est 370 € en tout, soit 74 € de l'heure.",
    'I charge €74 per hour, so €370 for the 5 hours.',
  ])('%s', (text) => {
    expect(read(hourly, text)['hourlyRate']).toBe(74);
    expect(read(hourly, text)['hourlyRate']).not.toBe(370);
    expect(read(bare, text)['price']).toBeUndefined();
  });
  it('a total field never takes the hourly rate', () => {
    expect(read(total, 'Hi, it was 5 hours at €74/h, so €370 all in.')['totalPrice']).toBe(370);
  });
});

describe('an amount summed over several of the things a price is per', () => {
  const perUser = { feePerUser: { type: 'number', description: 'monthly fee per user in GBP' } };
  it.each([
    ['The monthly fee is £45 per user (helpdesk, patching), so for your 18 users that is £810/month.', 45],
    ['It is £45 per user and month; for 18 users you would pay £810 a month.', 45],
    ['Wir berechnen 12 € pro Nutzer im Monat, bei 25 Nutzern also 300 € im Monat.', 12],
  ])('%s', (text, value) => {
    const props = text.includes('€')
      ? { feePerUser: { type: 'number', description: 'monthly fee per user in EUR' } }
      : perUser;
    expect(read(props, text)['feePerUser']).toBe(value);
  });
  it('a sum over several users alone is never stored as the price per user', () => {
    expect(read(perUser, 'For your 18 users that comes to £810 a month.')['feePerUser']).toBeUndefined();
  });
  it('an amount written per the thing itself is the price of one ("40 rooms at £140 per room")', () => {
    const price = { type: 'number', description: 'price per room per night' };
    expect(read({ price }, 'We can hold 40 rooms for you at £140 per room per night.')).toEqual({ price: 140 });
  });
});

describe('the thing a price is per wins over the things it holds', () => {
  const carton = { pricePerCartonEUR: { type: 'number', description: 'net price per carton (6 tins) in EUR' } };
  it.each([
    ['Die Tomaten liegen bei 3,20 € je Dose, also 19,20 € je Karton netto.', 19.2],
    ['The tomatoes are €3.20 per tin, so €19.20 per carton net.', 19.2],
    ['I pomodori costano 3,20 € a latta, cioè 19,20 € a cartone.', 19.2],
  ])('%s', (text, value) => {
    expect(read(carton, text)['pricePerCartonEUR']).toBe(value);
  });
  it('a flat charge is never a price per a thing ("12,50 € Anfahrtspauschale")', () => {
    const text = 'Mindestbestellwert sind 150 € pro Lieferung, darunter berechnen wir 12,50 € Anfahrtspauschale.';
    expect(read(carton, text)['pricePerCartonEUR']).toBeUndefined();
  });
  it('another item named before a price per a period is not the field’s ("the locker is extra, €15 a month")', () => {
    const desk = { deskPricePerMonthEUR: { type: 'number', description: 'monthly price of the fixed desk in EUR' } };
    for (const text of [
      'La taquilla va aparte, 15 € al mes.',
      'The locker is extra, €15 a month.',
      'Der Spind kostet zusätzlich 15 € im Monat.',
    ])
      expect(read(desk, text)['deskPricePerMonthEUR']).toBeUndefined();
    expect(read(desk, 'El puesto fijo son 190 € al mes + IVA.')['deskPricePerMonthEUR']).toBe(190);
  });
});

describe('"per unit" is a per-unit scope, "per un totale" is not', () => {
  const orderTotal = { totalPrice: { type: 'number', description: 'total for the whole order in GBP excl. VAT' } };
  it.each([
    'Pre-imaging the machines is £25 per unit on top.',
    'Imaging comes to £25 per unit extra.',
    'We can pre-image them at £25 per unit.',
  ])('a per-unit amount is never the order total: %s', (text) => {
    expect(read(orderTotal, text)['totalPrice']).toBeUndefined();
  });
  it('"per un totale di" still names a total (it)', () => {
    const total = { totaleEUR: { type: 'number', description: 'totale in euro' } };
    expect(read(total, 'Il prezzo è 0,085 € cad. per un totale di 1.700,00 €.')['totaleEUR']).toBe(1700);
  });
});
