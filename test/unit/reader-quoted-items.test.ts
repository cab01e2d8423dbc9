import { describe, expect, it } from 'vitest';
import { quotedItems } from '../../services/worker/brain/readers/tables/quoted-items.js';

/** Line items written in prose with quoted names: quantity, name, per-unit price. */

const rows = (text: string) => quotedItems([text])?.rows;

describe('quoted items in prose, in several languages', () => {
  it.each<[string, string[][]]>([
    [
      'Wir liefern 30 Stück „Brezel groß“ zu je 1,20 € und 12 Bleche „Butterkuchen“ à 14,50 €.',
      [
        ['30', 'Brezel groß', '1,20 €'],
        ['12', 'Butterkuchen', '14,50 €'],
      ],
    ],
    [
      'We can do 12 boxes “Kraft 40x30” at £3.20 and 20 boxes “Kraft 60” at £4.10.',
      [
        ['12', 'Kraft 40x30', '£3.20'],
        ['20', 'Kraft 60', '£4.10'],
      ],
    ],
    [
      'Nous livrons 30 cartons « Kraft 60 » à 4,10 €, puis 5 rouleaux « Bulle 50 » à 12,00 €.',
      [
        ['30', 'Kraft 60', '4,10 €'],
        ['5', 'Bulle 50', '12,00 €'],
      ],
    ],
    [
      'Le enviamos 20 cajas "Eco 40" a 2,80 € y 8 rollos "Film 500" a 9,90 €.',
      [
        ['20', 'Eco 40', '2,80 €'],
        ['8', 'Film 500', '9,90 €'],
      ],
    ],
    [
      'Prepariamo 50 porzioni “Aperitivo Classico” a 12,00 € e 3 camerieri “Servizio sala” per 28,00 €.',
      [
        ['50', 'Aperitivo Classico', '12,00 €'],
        ['3', 'Servizio sala', '28,00 €'],
      ],
    ],
    [
      'Wij leveren 4 stuks "Bureau Eik" voor € 320 en 4 stuks "Stoel Zwart" voor € 145.',
      [
        ['4', 'Bureau Eik', '€ 320'],
        ['4', 'Stoel Zwart', '€ 145'],
      ],
    ],
  ])('%s', (text, want) => {
    expect(rows(text)).toEqual(want);
  });
});

describe('a paragraph it does not read as items', () => {
  it.each<[string, string]>([
    [
      'an alternative between items',
      'Wir liefern 80 Portionen „Classic“ zu je 18,90 € oder 80 Portionen „Deluxe“ zu je 24,50 €.',
    ],
    [
      'a quoted name that is no item',
      'Zum Menü „Winter“ gibt es 80 Portionen „Classic“ zu je 18,90 € und 40 Flaschen „Sekt“ à 9,50 €.',
    ],
    ['a condition', 'We can do 12 boxes “Kraft 40” at £3.20 and 20 boxes “Kraft 60” at £4.10 if you order by Friday.'],
    [
      'a price called a total',
      'Nous livrons 30 cartons « Kraft 60 » à 123,00 € au total et 5 rouleaux « Bulle » à 12,00 €.',
    ],
    ['one item only', 'We can do 12 boxes “Kraft 40x30” at £3.20.'],
  ])('%s', (_why, text) => {
    expect(rows(text)).toBeUndefined();
  });
});
