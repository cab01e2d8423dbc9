import { describe, expect, it } from 'vitest';
import { readAttached } from '../support/read-attached.js';
import { readFields } from '../support/read-fields.js';

/**
 * A quote's columns read as a person reads them: the amount before tax ("Imponibile") for a total
 * excluding VAT, never the total after tax nor the price of one; a money field never takes a
 * column that names no money ("stuks per krat") nor one with its money word after an underscore
 * left unread ("maintenance_per_month_gbp" is money). A field in working days takes the working
 * days over plain days; a field in kWp a "kWc" (crête) and never an amount of money.
 */

const csv = { filename: 'preventivo.csv', contentType: 'text/csv' };
const QUOTE = [
  'Quantità;Imponibile (€);IVA 22% (€);Totale (€);Prezzo unitario imponibile (€)',
  '500;890,00;195,80;1.085,80;1,78',
  '1.000;1.240,00;272,80;1.512,80;1,24',
  '2.000;1.960,00;431,20;2.391,20;0,98',
].join('\n');

describe('the columns of a quote', () => {
  it('the amount before tax of the row the client’s quantity picks', () => {
    const props = {
      priceExclVat: { type: 'number', description: 'total price for 1,000 copies in EUR excluding IVA' },
    };
    expect(readAttached(props, 'Ask for the price excluding VAT of 1,000 copies.', QUOTE, csv)).toEqual({
      priceExclVat: 1240,
    });
  });

  it('a price per copy takes the unit column', () => {
    const props = { pricePerCopy: { type: 'number', description: 'price per copy in EUR excluding IVA' } };
    expect(readAttached(props, 'Ask for the price per copy excluding VAT for 1,000 copies.', QUOTE, csv)).toEqual({
      pricePerCopy: 1.24,
    });
  });

  it('a money word after an underscore names money', () => {
    const plants = [
      'site,floor,plants,installation_one_off_gbp,maintenance_per_month_gbp,maintenance_per_year_gbp',
      '40 Queen Street,3rd,23,1610.00,138.00,1656.00',
    ].join('\n');
    const props = {
      monthlyFeeGBPExVAT: { type: 'number', description: 'monthly hire and maintenance fee, GBP ex VAT' },
    };
    expect(
      readAttached(props, 'Ask for the monthly fee for plant hire on our 3rd floor.', plants, {
        filename: 'proposal.csv',
        contentType: 'text/csv',
      }),
    ).toEqual({ monthlyFeeGBPExVAT: 138 });
  });
});

describe('working days and peak power', () => {
  const lead = { leadTimeWorkingDays: { type: 'integer', description: 'lead time for this wood in working days' } };
  it.each<[string, string, number]>([
    [
      'nl',
      'Geschaafd hout zagen we op bestelling, reken op 8 werkdagen. Ruw hebben we liggen, dat kan binnen 2 dagen.',
      8,
    ],
    ['de', 'Gehobelt liefern wir in 10 Werktagen, sägerau ab Lager in 3 Tagen.', 10],
    ['en', 'Planed boards take 8 working days; rough ones we can do in 2 days.', 8],
  ])('%s: the working days', (_lang, text, days) => {
    expect(readFields(lead, text)).toEqual({ leadTimeWorkingDays: days });
  });

  it('kWc is kWp, and the quote’s amount is no power', () => {
    const props = {
      systemPowerKWp: { type: 'number', description: 'total peak power of the proposed system, in kWp' },
    };
    const text =
      '24 modules monocristallins de 425 Wc, soit une puissance totale de 10,2 kWc. Le devis (14 280 € HT) suit demain.';
    expect(readFields(props, text)).toEqual({ systemPowerKWp: 10.2 });
    expect(readFields(props, 'Le devis détaillé (14 280 € HT hors raccordement) suit demain.')).toEqual({});
  });
});
