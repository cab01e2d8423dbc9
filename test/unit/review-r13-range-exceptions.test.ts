import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A range less an exception whose item is qualified ("except Wednesday mornings") is asked: the
 * item is only partly out. So is a range beside a sentence saying one of its items is sold out or
 * arrives later.
 */

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const read = (values: readonly unknown[], text: string, objective: string) =>
  readOneReply({ items: { type: 'array', items: { type: 'string', enum: values } } }, text, objective)['items'];
const sizes = (text: string) => read(SIZES, text, 'Ask which sizes of the fleece jacket are in stock');
const days = (text: string) => read(DAYS, text, 'Ask which weekdays they can deliver');

describe('an exception of part of an item', () => {
  it.each([
    'We deliver Monday to Friday, except Wednesday mornings.',
    'Nous livrons du lundi au vendredi, sauf le mercredi après-midi.',
    'Entregamos de lunes a viernes, excepto los miércoles por la tarde.',
    'We deliver Monday to Friday, except Wednesday during school holidays.',
    'Wir liefern von Montag bis Freitag, außer Mittwoch vormittags.',
    'We deliver Monday to Friday, except Thursday when it is a bank holiday.',
  ])('%s is asked', (text) => {
    expect(days(text)).toBeUndefined();
  });

  it.each([
    ['We deliver Monday to Friday, except Wednesday.', ['monday', 'tuesday', 'thursday', 'friday']],
    ['We deliver Monday to Friday, except Wednesday and Thursday.', ['monday', 'tuesday', 'friday']],
  ])('a whole excepted item still leaves the rest: %s', (text, expected) => {
    expect(days(text)).toEqual(expected);
  });
});

describe('a range beside an item sold out or arriving later', () => {
  it.each([
    'The jacket comes in S to XL; XL is sold out until March.',
    'Sizes S to L are in stock now; XL and XXL arrive in March.',
    'Wir haben S bis XL. XL ist leider ausverkauft.',
    'Sizes S to XXL, though XXL is out of stock until next month.',
  ])('%s is asked', (text) => {
    expect(sizes(text)).toBeUndefined();
  });

  it('a bare arrival is no later stock', () => {
    expect(days('Our team arrives Monday to Wednesday.')).toEqual(['monday', 'tuesday', 'wednesday']);
  });
});
