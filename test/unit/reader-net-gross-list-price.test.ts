import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A net amount restated with its tax ("266 € + IVA (21 %), es decir 321,86 €") is net and gross
 * (readers/vat-status.ts); a list price beside the offer is the reference, not the offer
 * (readers/past-figures.ts); "per seat per month" is a price per month of one seat
 * (units/price-per-unit.ts); a guess restated plainly is settled (units/bind-quantities.ts).
 */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const money = (description: string) => ({ amount: { type: 'number', description } });

describe('the sum restated with its tax is the gross amount', () => {
  it.each<[string, string, string, number]>([
    ['es', 'total en euros, sin IVA', 'Serían 266 € + IVA (21 %), es decir 321,86 € en total.', 266],
    ['it', 'costo in euro, IVA esclusa', 'Il preventivo è di € 2.380,00 + IVA 22% (totale € 2.903,60).', 2380],
    ['en', 'price in GBP excl. VAT', 'It comes to £2,380 + VAT (total £2,856).', 2380],
    ['de', 'Preis in Euro netto', 'Das sind 2.000 € zzgl. 19 % MwSt., also 2.380 €.', 2000],
    ['fr', 'prix en euros HT', 'Cela fait 450 € HT, soit 540 €.', 450],
    ['en', 'price in GBP incl. VAT', 'It comes to £2,380 + VAT (total £2,856).', 2856],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(money(description), text)).toEqual({ amount: value });
  });

  it('a sum per a period after "+ VAT" is no gross amount: a gross field reads nothing', () => {
    expect(read(money('yearly price in GBP incl. VAT'), 'It totals £3,300 + VAT, which is £275 a month.')).toEqual({});
  });
});

describe('a list price beside the offer is not the offer', () => {
  const seat = {
    price: { type: 'number', description: 'price of one user seat per month in GBP, after the discount' },
  };
  it.each<[string, string, number]>([
    ['en', 'Our list price is £18 per seat per month, but as a charity you get £14 per seat per month.', 14],
    ['de', 'Der Listenpreis liegt bei 18 € pro Nutzer und Monat, für Vereine aber bei 14 € pro Nutzer und Monat.', 14],
    [
      'fr',
      'Le prix catalogue est de 18 € par utilisateur et par mois, mais pour les associations 14 € par utilisateur et par mois.',
      14,
    ],
    ['it', 'Il prezzo di listino è 18 € a postazione al mese, ma per voi 14 € a postazione al mese.', 14],
  ])('%s: the offer is read', (_lang, text, value) => {
    const fields = _lang === 'en' ? seat : { price: { type: 'number', description: 'monthly price per user in EUR' } };
    expect(read(fields, text)).toEqual({ price: value });
  });

  it('a field that asks for the list price takes it', () => {
    expect(
      read(
        { listPrice: { type: 'number', description: 'list price per seat per month in GBP' } },
        'Our list price is £18 per seat per month.',
      ),
    ).toEqual({ listPrice: 18 });
  });

  it('only the list price is written: the discounted price is not read', () => {
    expect(
      read(seat, 'Our list price is £18 per seat per month; I will check the charity rate with my manager.'),
    ).toEqual({});
  });
});

describe('a guess restated plainly is settled', () => {
  const weeks = { leadTimeWeeks: { type: 'integer', description: 'lead time in weeks' } };
  it.each<[string, string, number]>([
    ['en', "We're booking work about six weeks out, so you'd have it six weeks from the order.", 6],
    ['en', 'Roughly 4 weeks at the moment – call it 4 weeks from your go-ahead.', 4],
    ['de', 'Wir sind etwa 3 Wochen im Voraus ausgebucht, Sie hätten die Möbel also in 3 Wochen.', 3],
  ])('%s: %s', (_lang, text, value) => {
    expect(read(weeks, text)).toEqual({ leadTimeWeeks: value });
  });

  it.each<[string, string]>([
    ['a guess alone', "We're booking work about six weeks out at the moment."],
    ['a guess and another figure', 'About six weeks, though it could be eight weeks if the oak is late.'],
  ])('%s stays unread', (_what, text) => {
    expect(read(weeks, text)).toEqual({});
  });
});
