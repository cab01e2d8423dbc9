import { describe, expect, it } from 'vitest';
import { amountScope } from '../../services/worker/brain/readers/amount-scope.js';
import { readOneReply } from '../support/read-one-reply.js';

const perThing = (thing: string) => ({
  [`monthlyRatePer${thing}`]: { type: 'number', description: `monthly rate per ${thing.toLowerCase()}, net` },
});

describe('all the items together for a period is a total, never the price per one of them', () => {
  it.each([
    ['de', 'Bike', 'Für die 14 Räder zahlen Sie zusammen 826,00 € netto im Monat, das sind 59,00 € je Rad.', 59],
    ['en', 'Laptop', 'For the 12 laptops you pay altogether £540 a month, i.e. £45 per laptop.', 45],
    ['fr', 'Bike', 'Pour les 10 vélos, vous payez en tout 600 € par mois, soit 60 € par vélo.', 60],
    ['es', 'Bike', 'Por las 8 bicis pagáis en total 480 € al mes, es decir 60 € por bici.', 60],
    ['it', 'Bike', 'Per le 10 bici pagate in totale 600 € al mese, cioè 60 € per bici.', 60],
    ['nl', 'Bike', 'Voor de 6 fietsen betaalt u samen 354 € per maand, dus 59 € per fiets.', 59],
    ['pt', 'Bike', 'Pelas 10 bicicletas pagam em conjunto 600 € por mês, ou seja 60 € por bicicleta.', 60],
    ['es', 'Laptop', 'Por los 8 portátiles pagan juntos 480 € al mes, es decir 60 € por portátil.', 60],
    ['pt', 'Laptop', 'Pelos 5 portáteis pagam em total 300 € por mês, ou seja 60 € por portátil.', 60],
  ])('%s', (_lang, thing, text, value) => {
    expect(readOneReply(perThing(thing), text, 'Get the monthly rate')[`monthlyRatePer${thing}`]).toBe(value);
  });

  it('a total for the period alone is no price per item', () => {
    const text = 'Für die 14 Räder zahlen Sie zusammen 826 € im Monat.';
    expect(readOneReply(perThing('Bike'), text, 'Get the monthly rate')['monthlyRatePerBike']).toBeUndefined();
  });

  it('a total field takes it', () => {
    const total = { monthlyTotalEur: { type: 'number', description: 'total per month for all bikes, EUR' } };
    expect(
      readOneReply(total, 'Für die 14 Räder zahlen Sie zusammen 826 € im Monat.', 'Get the monthly total')[
        'monthlyTotalEur'
      ],
    ).toBe(826);
  });
});

describe('one list of sum words for the scope of an amount and the reading of a field', () => {
  it.each([
    ['de', 'Für alle 14 Räder gesamt 826 € im Monat.', '826'],
    ['es', 'Los 8 portátiles juntos 480 € al mes.', '480'],
    ['pt', 'As 10 bicicletas em conjunto 600 € por mês.', '600'],
    ['fr', 'Les 10 vélos ensemble 600 € par mois.', '600'],
  ])('%s: a sum over a period is a total', (_lang, text, figure) => {
    const i = text.indexOf(figure);
    expect(amountScope(text, i, i + figure.length + 2)).toBe('total');
  });

  it('a price per one thing and month stays per unit', () => {
    const text = 'Pro Rad 59 € im Monat.';
    expect(amountScope(text, text.indexOf('59'), text.indexOf('59') + 4)).toBe('per-unit');
  });
});
