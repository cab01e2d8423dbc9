import { describe, expect, it } from 'vitest';
import { namedRow, namingWords } from '../../services/worker/brain/readers/tables/named-row.js';

const wantedOf = (...texts: string[]) => new Set(texts.flatMap(namingWords));

/** A row chosen by the words that set it apart from the others, when the client spells all of them. */
describe('the row whose own words the client names', () => {
  const film = [
    ['17mu cast', '500mm', '40', '£9.20'],
    ['20mu cast', '500mm', '40', '£10.10'],
    ['23mu cast', '500mm', '36', '£11.30'],
    ['25mu blown', '500mm', '36', '£12.40'],
  ];

  it('takes the row whose figure and unit the request writes apart', () => {
    expect(namedRow(film, wantedOf('price per roll of 23 micron, 500 mm hand stretch film'))).toBe(2);
    expect(namedRow(film, wantedOf('Preis je Rolle Stretchfolie 25 my blown, 500 mm'))).toBe(3);
    const sizes = [
      ['Banner 200 x 80', '£24.50'],
      ['Banner 300 x 100', '£36.90'],
      ['Banner 400 x 150', '£61.20'],
    ];
    expect(namedRow(sizes, wantedOf('prix de 10 bâches 300 x 100 cm'))).toBe(1);
  });

  it('takes none when the request also names what sets another row apart, or not all of its own words', () => {
    expect(namedRow(film, wantedOf('17 rolls of the 23 micron film'))).toBeUndefined();
    expect(namedRow(film, wantedOf('price per roll of stretch film, 500 mm'))).toBeUndefined();
    const sizes = [
      ['Banner 200 x 80', '£24.50'],
      ['Banner 300 x 100', '£36.90'],
      ['Banner 300 x 150', '£52.20'],
    ];
    // "300" is shared; "100" is row 2's own, but "150" would be row 3's: only 100 is named, so row 2.
    expect(namedRow(sizes, wantedOf('a banner 300 x 100 cm'))).toBe(1);
    expect(namedRow(sizes, wantedOf('a banner 300 cm wide'))).toBeUndefined();
  });
});
