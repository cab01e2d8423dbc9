import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A total said after the things it sums ("over six weeks plus erect and strike comes to £2,480 all
 * in"): the amount the sum comes to is the total, never a charge added to it, so it is read.
 */
describe('a total after "plus" the things it sums', () => {
  const props = {
    ratePerWeek: { type: 'number', description: 'price per week, excl. VAT' },
    totalPrice: { type: 'number', description: 'total for the whole job, excl. VAT' },
  };
  it.each<[string, Record<string, unknown>]>([
    [
      'Hi,\n\nthe tower is £120 per week, which over the four weeks plus delivery and collection comes to £610 all in before VAT.\n\nCheers',
      { ratePerWeek: 120, totalPrice: 610 },
    ],
    [
      'Bonjour,\n\nla nacelle est à 450 € HT par semaine ; sur trois semaines, plus la livraison, cela fait 1 480 € HT au total.\n\nCordialement',
      { ratePerWeek: 450, totalPrice: 1480 },
    ],
    [
      'Hola,\n\nel andamio sale a 300 € por semana sin IVA; con las cuatro semanas más el montaje, en total son 1.390 € sin IVA.\n\nSaludos',
      { ratePerWeek: 300, totalPrice: 1390 },
    ],
    [
      'Hi,\n\nit is £95 a week, and with six weeks plus erection that makes £720 in total, ex VAT.\n\nThanks',
      { ratePerWeek: 95, totalPrice: 720 },
    ],
  ])('%s', (text, expected) => {
    expect(readOneReply(props, text)).toEqual(expected);
  });

  it('still leaves a total asked when a charge is added after it', () => {
    expect(
      readOneReply(
        { totalPrice: { type: 'number', description: 'total price, excl. VAT' } },
        'Hi,\n\nthe job comes to £2,480 all in before VAT. Plus the road permit, £140.\n\nCheers',
      ),
    ).toEqual({});
  });
});
