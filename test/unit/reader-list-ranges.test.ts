import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A range of ordered values (weekdays, clothing sizes in the schema's order) holds the values
 * between its ends, less those the reply excepts or says no to; a range between values of no
 * known order ("Lyon to Grenoble") leaves the list asked. An exception that names an item ("…,
 * except XL") is that item's no, not a condition on the one before.
 */

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const read = (values: readonly unknown[], text: string, objective: string) =>
  readOneReply({ items: { type: 'array', items: { type: 'string', enum: values } } }, text, objective)['items'];
const sizes = (text: string) => read(SIZES, text, 'Ask which sizes of the fleece jacket are in stock');
const days = (text: string) => read(DAYS, text, 'Ask which weekdays they can deliver');

describe('ranges of sizes', () => {
  it.each([
    ['Sizes S to XXL are all in stock.', ['S', 'M', 'L', 'XL', 'XXL']],
    ['In stock right now: S up to XXL, except XL which is on back order.', ['S', 'M', 'L', 'XXL']],
    ['Auf Lager sind die Größen S bis XL.', ['S', 'M', 'L', 'XL']],
    ['Tenemos en stock las tallas de la S a la XL, excepto la M.', ['S', 'L', 'XL']],
    ['En stock : tailles S à XXL, sauf XL.', ['S', 'M', 'L', 'XXL']],
    ['Op voorraad: maat M tot XXL, behalve XL.', ['M', 'L', 'XXL']],
  ])('%s', (text, expected) => {
    expect(sizes(text)).toEqual(expected);
  });

  it('an item the reply says no to elsewhere stays out of the range', () => {
    expect(sizes('We have S to XL in stock. L is not in stock at the moment though.')).toEqual(['S', 'M', 'XL']);
  });

  it('an item under a condition leaves the list asked', () => {
    expect(sizes('Sizes S to XXL are in stock, but XL only from next week.')).toBeUndefined();
  });
});

describe('a range whose other end is no value read', () => {
  it.each([
    "It's in stock from small right up to XXXL, except XL, it's always the XL!",
    'Wir haben sie von klein bis XXL auf Lager, außer XL.',
  ])('%s is asked', (text) => {
    expect(sizes(text)).toBeUndefined();
  });

  it('a range of days from a week to a day is asked', () => {
    expect(days('We can deliver any day from next week up to Friday.')).toBeUndefined();
  });

  it('"it\'s" names no size S', () => {
    expect(sizes("It's M and L we have in stock.")).toEqual(['M', 'L']);
  });
});

describe('ranges of days with an excepted day', () => {
  it.each([
    ['We can deliver Monday to Friday, except Wednesday.', ['monday', 'tuesday', 'thursday', 'friday']],
    ['Wir liefern von Montag bis Freitag, außer Mittwoch.', ['monday', 'tuesday', 'thursday', 'friday']],
    ['Livrons du lundi au jeudi, sauf le mardi.', ['monday', 'wednesday', 'thursday']],
    ['Entregamos de lunes a viernes menos el miércoles.', ['monday', 'tuesday', 'thursday', 'friday']],
  ])('%s', (text, expected) => {
    expect(days(text)).toEqual(expected);
  });
});

describe('a range between values of no known order', () => {
  it('is asked', () => {
    expect(
      read(
        ['Lyon', 'Grenoble', 'Valence', 'Annecy'],
        'We deliver Lyon to Grenoble every week.',
        'Ask which cities they deliver',
      ),
    ).toBeUndefined();
  });
});
