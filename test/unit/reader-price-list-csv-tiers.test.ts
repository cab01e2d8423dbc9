import { describe, expect, it } from 'vitest';
import { readAttached } from '../support/read-attached.js';

/**
 * A price list attached as CSV, read as a person reads it: the row the client's article code
 * names, or the row whose list of examples names the client's item; the column whose quantity
 * tier holds the client's quantity per the same period ("p.w."), also when the tier is all the
 * header says ("500-999 m"); never a retail price incl. VAT nor a VAT rate column for a price
 * excluding VAT; and the words of our greeting name no row ("hello" is no "hell").
 */

const csv = { filename: 'prijslijst.csv', contentType: 'text/csv' };

const BAKERY = [
  'artikelnr;omschrijving;gewicht (g);stuks per krat;prijs/st 1-4 krat p.w.;prijs/st 5-9 krat p.w.;prijs/st vanaf 10 krat p.w.;btw %;adviesverkoopprijs incl. btw',
  'DB400;Desem boule, voorgebakken;400;16;0,98;0,93;0,88;9;2,25',
  'DB600;Desem boule, voorgebakken;600;12;1,38;1,31;1,24;9;2,95',
  'DB600V;Desem boule volkoren, voorgebakken;600;12;1,46;1,39;1,32;9;3,10',
].join('\n');
const perPiece = {
  pricePerPiece: {
    type: 'number',
    description: 'price per piece of DB600 in EUR excluding BTW, at 10 crates per week',
  },
};

const DYEING = [
  'Farbgruppe;Beschreibung;Beispiele;300-499 m;500-999 m;ab 1000 m',
  'A;hell / pastell;Ecru, Sand, Hellgrau, Pastellblau;2,15;1,95;1,80',
  'B;mittel;Royalblau, Flaschengrün, Bordeaux;2,45;2,25;2,05',
  'C;dunkel;Navy, Schwarz, Dunkelgrün, Anthrazit;2,95;2,70;2,50',
  ';;;;;',
  'Preise in EUR je laufendem Meter, netto zzgl. gesetzl. MwSt.;;;;;',
].join('\n');
const perMetre = {
  pricePerMetre: { type: 'number', description: 'dyeing price per running metre in EUR excluding VAT' },
};

describe('a CSV price list with quantity tiers in its headers', () => {
  it('the article code picks the row and 10 crates a week the tier per week', () => {
    const objective =
      'Ask for the price per piece (excl. BTW) of the sourdough boule 600 g (item DB600) at 10 crates a week.';
    expect(readAttached(perPiece, objective, BAKERY, csv)).toEqual({ pricePerPiece: 1.24 });
  });

  it('at 3 crates a week the first tier', () => {
    const objective =
      'Hello, could you tell us the price per piece (excl. BTW) of item DB600 at 3 crates a week? Kind regards';
    const props = { pricePerPiece: { type: 'number', description: 'price per piece of DB600 in EUR excluding BTW' } };
    expect(readAttached(props, objective, BAKERY, csv)).toEqual({ pricePerPiece: 1.38 });
  });

  it('without the client’s quantity no tier is taken, and never the retail price incl. btw', () => {
    const objective = 'Ask for the price per piece (excl. BTW) of item DB600.';
    const props = { pricePerPiece: { type: 'number', description: 'price per piece of DB600 in EUR excluding BTW' } };
    expect(readAttached(props, objective, BAKERY, csv)).toEqual({});
  });

  it('a shade named among a group’s examples picks its row, 600 m the bare tier column', () => {
    const objective =
      'Hello Katrin, please quote the price per metre to dye 600 m of our cotton twill in navy. Best regards';
    expect(readAttached(perMetre, objective, DYEING, csv)).toEqual({ pricePerMetre: 2.7 });
  });

  it('a colour in no row’s examples picks none', () => {
    const objective = 'Please quote the price per metre to dye 600 m of our cotton twill in ochre.';
    expect(readAttached(perMetre, objective, DYEING, csv)).toEqual({});
  });
});
