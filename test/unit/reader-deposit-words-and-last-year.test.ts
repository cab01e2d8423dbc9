import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { isDepositSentence } from '../../services/worker/brain/guards/schema-terms.js';

/**
 * Deposits named as a "caution", "fianza" or "cauzione"; a deposit said to be nothing ("anticipo
 * zero"); "as last year" qualifying what it follows; a field counted in a unit reading the
 * quantity of a `label: value` line written in it.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], {
    dates: new Set<string>(),
    numbers: new Set<number>(),
    codes: new Set<string>(),
  }).values;

describe('a deposit field reads the deposit by its word in each language, never another charge', () => {
  const deposit = { depositEUR: { type: 'number', description: 'deposit amount in EUR' } };
  it.each([
    ['Le ménage est de 70 €, et nous demandons une caution de 400 € par chèque.', 400],
    ['La limpieza son 70 €. Pedimos una fianza de 400 € en efectivo.', 400],
    ['Le pulizie costano 70 €, e chiediamo una cauzione di 400 €.', 400],
    ['De schoonmaak kost 70 €. Daarnaast is de waarborgsom 400 €.', 400],
  ])('%s', (text, value) => {
    expect(read(deposit, text)['depositEUR']).toBe(value);
  });
  it('a charge right beside the deposit word is never stored as the deposit', () => {
    expect(read(deposit, 'La limpieza son 70 € y pedimos una fianza de 400 €.')['depositEUR']).not.toBe(70);
  });
  it('a price field never takes the amount named a deposit', () => {
    const rent = { weeklyRentEUR: { type: 'number', description: 'weekly rent in EUR' } };
    expect(read(rent, 'Nous demandons une caution de 400 € par chèque.')['weeklyRentEUR']).toBeUndefined();
  });
});

describe('a deposit said to be nothing is no deposit term', () => {
  it.each([
    'il canone mensile è di 489 € + IVA a veicolo, consegna il 17 maggio, anticipo zero.',
    'The rent is €489 a month, deposit: none.',
    'Die Miete beträgt 489 € im Monat, Kaution: keine.',
    'La cuota es de 489 € al mes, sin fianza.',
  ])('%s', (text) => {
    expect(isDepositSentence(text)).toBe(false);
  });
  it('a deposit with an amount is still one', () => {
    expect(isDepositSentence('We ask a deposit of €500 on signing.')).toBe(true);
    expect(isDepositSentence('Anticipo di 1.000 € alla firma.')).toBe(true);
  });
});

describe('"as last year" qualifies what it follows, not the price after it', () => {
  const unit = { unitPriceEUR: { type: 'number', description: 'price per label in EUR' } };
  it.each([
    ['Same paper and gold foil as last year, the price is €0.085 per label.', 0.085],
    ['Carta e oro a caldo come l’anno scorso, il prezzo è 0,085 € cad.', 0.085],
    ['Gleiches Papier wie im Vorjahr, der Preis liegt bei 0,085 € pro Etikett.', 0.085],
  ])('%s', (text, value) => {
    expect(read(unit, text)['unitPriceEUR']).toBe(value);
  });
  it('a price of last year is still never the answer', () => {
    expect(read(unit, 'Last year you paid €0.079 per label.')['unitPriceEUR']).toBeUndefined();
    expect(read(unit, 'L’anno scorso eravate a 0,079 € cad.')['unitPriceEUR']).toBeUndefined();
  });
});

describe('a field counted in a unit reads the quantity a label line writes in it', () => {
  const p1 = {
    p1ResponseHours: { type: 'integer', description: 'guaranteed response time for priority-1 tickets, in hours' },
  };
  it.each([['Response time: 4 hours', 4]])('%s', (text, value) => {
    expect(read(p1, text)['p1ResponseHours']).toBe(value);
  });
  it.each([
    [p1, 'p1ResponseHours', "Response times: P1 we're on it within 4 hours, P2 within 1 working day."],
    [
      { p2ResponseHours: { type: 'integer', description: 'response time for priority-2 tickets, in hours' } },
      'p2ResponseHours',
      'Response times: P1 within 4 hours, P2 within 1 working day.',
    ],
    [
      { zoneBResponseHours: { type: 'integer', description: 'on-site response time in zone B, in hours' } },
      'zoneBResponseHours',
      'On-site response: Zone A within 4 hours, Zone B next business day.',
    ],
    [
      { weekendSupportHours: { type: 'integer', description: 'support hours per day at weekends' } },
      'weekendSupportHours',
      'Support: weekdays 10 hours a day, weekends on request.',
    ],
    [
      { standardDeliveryHours: { type: 'integer', description: 'standard delivery time, in hours' } },
      'standardDeliveryHours',
      'Delivery times: express within 24 hours, standard within 3 working days.',
    ],
  ] as const)("a line naming several items is asked, never one item's figure: %#", (props, name, text) => {
    expect(read(props as never, text)[name]).toBeUndefined();
  });
  it('a line with no quantity in the unit keeps the figure it names', () => {
    expect(read(p1, 'Response time: 4')['p1ResponseHours']).toBe(4);
  });
});
