import { describe, expect, it } from 'vitest';
import { readAttached } from '../support/read-attached.js';
import { readFields } from '../support/read-fields.js';

/**
 * Readings of round 28's tuning sets, by class: a price per a "metric tonne" from a price per kg;
 * a quote's summary line (sub-total, VAT, total) is no price of one thing; a PDF line that names
 * no money nor carries a currency is no price ("Comodino in rovere, 2 cassetti"); of several
 * money lines bound to one field, a total field takes the line labelled a total; what a field's
 * description says it excludes names no sentence of the field; one of two parts is no answer to
 * a field that asks both together; an amount per the field's own thing ("£65 per visit") is its fee.
 */

describe('a price per metric tonne', () => {
  const props = { priceGBPPerTonne: { type: 'number', description: 'price per metric tonne of product, GBP ex VAT' } };
  it('converts a price per kg', () => {
    expect(readFields(props, 'We can do the liquor at £0.412/kg delivered, ex VAT.')).toEqual({
      priceGBPPerTonne: 412,
    });
  });
  it('takes a price per tonne as written', () => {
    expect(readFields(props, 'Price is £415 per tonne delivered.')).toEqual({ priceGBPPerTonne: 415 });
  });
});

describe("a quote's summary lines and the price of one thing", () => {
  const quote = [
    'Quote for the conveyor rebuild below, prices ex VAT.',
    '',
    'Item  Part no.          Brand  Qty  Unit GBP   Line GBP   Availability',
    '1     6312-2RS1/C3      SKF    4      44.10     176.40   Stock',
    '2     22216 E           SKF    2     298.00     596.00   Stock',
    '3     22216 EK/C3       SKF    2     341.60     683.20   3-5 working days',
    '                                     Sub-total  1,455.60',
    '                                     VAT 20%      291.12',
    '                                     Total      1,746.72',
  ].join('\n');
  const price = (description: string) => readFields({ unitPriceGBP: { type: 'number', description } }, quote);
  it('a unit price whose row is not sure is never the sub-total nor the total', () => {
    expect(price('unit price of the bearing, GBP ex VAT')['unitPriceGBP']).toBeUndefined();
  });
  it('the row the field names still gives it', () => {
    expect(price('unit price of the 22216 EK/C3 bearing, GBP ex VAT')).toEqual({ unitPriceGBP: 341.6 });
  });
  it('a total field takes its own line', () => {
    expect(
      readFields({ totalGBP: { type: 'number', description: 'total of the quote including VAT, GBP' } }, quote),
    ).toEqual({ totalGBP: 1746.72 });
  });
});

describe("a PDF's label/value lines for a money field", () => {
  const chairs = { prezzoUnitarioEUR: { type: 'number', description: 'prezzo di una sedia in euro, IVA esclusa' } };
  it('a line that names no money and carries no currency is no price', () => {
    const pdf = ['PREVENTIVO N. 12', 'Sedia in frassino, 4 gambe', 'Tempi di consegna: 5 settimane'].join('\n');
    expect(readAttached(chairs, 'Preventivo per 8 sedie', pdf)['prezzoUnitarioEUR']).toBeUndefined();
  });
  it('of a part and the total labelled so, a total field takes the total', () => {
    const props = { annualPremiumEUR: { type: 'number', description: 'prémio total anual, EUR' } };
    const pdf = [
      'PRÉMIO',
      'Prémio comercial 812,00 EUR',
      'Encargos e impostos 142,10 EUR',
      'Prémio total anual 954,10 EUR',
    ].join('\n');
    expect(readAttached(props, 'Proposta de seguro', pdf)).toEqual({ annualPremiumEUR: 954.1 });
  });
  it('of two such lines that are no total, none is taken', () => {
    const props = { premiumEUR: { type: 'number', description: 'prémio anual, EUR' } };
    const pdf = ['Prémio anual opção A 812,00 EUR', 'Prémio anual opção B 905,00 EUR'].join('\n');
    expect(readAttached(props, 'Proposta de seguro', pdf)['premiumEUR']).toBeUndefined();
  });
});

describe("what a field's description excludes", () => {
  const fee = {
    translationFeeEUR: {
      type: 'number',
      description: 'compenso per la traduzione, EUR, IVA e marche da bollo escluse',
    },
  };
  it('a sentence about the excluded charge gives it no value', () => {
    const got = readFields(fee, 'A parte vanno le marche da bollo: 16 € ogni 4 pagine.');
    expect(got['translationFeeEUR']).toBeUndefined();
  });
  it('the fee itself is still read', () => {
    expect(readFields(fee, 'Per la traduzione il compenso è di 480 € + IVA.')).toEqual({ translationFeeEUR: 480 });
  });
  it('an English "excluding delivery" the same way', () => {
    const props = {
      priceEUR: { type: 'number', description: 'price of the sofa in EUR, excluding delivery and assembly' },
    };
    expect(readFields(props, 'Delivery and assembly are 95 € on top.')['priceEUR']).toBeUndefined();
  });
});

describe('a field that asks two parts together', () => {
  const handling = {
    handlingGBP: { type: 'number', description: 'total handling per pallet for both movements (in and out), GBP' },
  };
  it('one of two amounts side by side is no answer', () => {
    expect(
      readFields(handling, 'Handling: £2.90 per pallet in and £2.90 per pallet out.')['handlingGBP'],
    ).toBeUndefined();
  });
  it('a price each way is no answer', () => {
    const props = { deliveryGBP: { type: 'number', description: 'delivery and collection combined, GBP' } };
    expect(readFields(props, 'Delivery is £45 each way.')['deliveryGBP']).toBeUndefined();
  });
  it('the sum written whole is read', () => {
    expect(readFields(handling, 'Handling is £5.80 per pallet for in and out together.')).toEqual({ handlingGBP: 5.8 });
  });
});

describe('an amount per the thing a fee is for', () => {
  it('"£65.00 per visit" is the fee for the visit', () => {
    const props = { visitFeeGBP: { type: 'number', description: "fee for the sampler's visit, GBP ex VAT" } };
    expect(readFields(props, "Our sampler's visit is £65.00 per visit regardless of how many outlets.")).toEqual({
      visitFeeGBP: 65,
    });
  });
  it('an amount per day is no fee for the whole hire', () => {
    const props = { hireFeeGBP: { type: 'number', description: 'fee for the hire of the van, GBP' } };
    expect(readFields(props, 'The van is £65 per day.')['hireFeeGBP']).toBeUndefined();
  });
});

describe('a price per the field’s own thing beside a sum', () => {
  it('the sum for all of them is not taken', () => {
    const props = {
      payrollPerEmployeeEUR: { type: 'number', description: 'Lohnabrechnung je Mitarbeiter und Monat, EUR netto' },
    };
    const got = readFields(
      props,
      'Die Lohnabrechnung kostet bei uns 22,00 € je Mitarbeiter und Monat, bei Ihren 9 Mitarbeitern also 198,00 € im Monat.',
    );
    expect(got['payrollPerEmployeeEUR']).not.toBe(198);
  });
});

describe('the name a sentence gives the role asked about', () => {
  const guide = { guideName: { type: 'string', description: 'name of the guide assigned to the tour' } };
  it.each([
    ['en', 'Your guide on the day will be Callum, he is one of our longest-serving guides.', 'Callum'],
    ['en', 'The driver is Tomasz Nowak.', 'Tomasz Nowak'],
    ['fr', 'Votre guide sera Léa, elle parle anglais.', 'Léa'],
  ])('%s: %s', (_lang, text, name) => {
    const props = text.includes('driver')
      ? { driverName: { type: 'string', description: 'name of the driver' } }
      : guide;
    expect(Object.values(readFields(props, text))).toEqual([name]);
  });
  it('a title is no name', () => {
    expect(readFields(guide, 'Your guide will be Mr Brown.')['guideName']).toBeUndefined();
  });
  it('two names for the role: none', () => {
    expect(
      readFields(guide, 'The guide is Callum in the morning; in the afternoon the guide is Fiona.')['guideName'],
    ).toBeUndefined();
  });
});

describe('a requirement the writer says there is none of', () => {
  it.each([
    [
      'es',
      'mesesPermanencia',
      'meses de permanencia obligatoria',
      'No hay permanencia, os podéis dar de baja cuando queráis.',
    ],
    ['en', 'minimumOrderKg', 'minimum order in kg', 'There is no minimum order, order what you need.'],
    ['de', 'kautionEUR', 'Kaution in EUR', 'Eine Kaution verlangen wir nicht, es gibt keine Kaution.'],
    ['fr', 'engagementMois', "durée d'engagement en mois", 'Le contrat est sans engagement.'],
  ])('%s: zero', (_lang, name, description, text) => {
    expect(readFields({ [name]: { type: 'integer', description } }, text)).toEqual({ [name]: 0 });
  });
  it.each([
    ['a figure in its clause', 'There is no minimum order below 50 kg.'],
    ['put off', 'There is no minimum order yet, I will confirm it.'],
    ['a question', 'Is there no minimum order?'],
  ])('not when %s', (_case, text) => {
    expect(readFields({ minimumOrderKg: { type: 'number', description: 'minimum order in kg' } }, text)).toEqual({});
  });
  it('no price is no price of zero', () => {
    expect(readFields({ priceEUR: { type: 'number', description: 'price in EUR' } }, 'No price list, sorry.')).toEqual(
      {},
    );
  });
});

describe('a name for a role with no sentence naming it', () => {
  it('a greeting is no name', () => {
    const props = {
      photographerName: { type: 'string', description: 'name of the photographer who will cover the day' },
    };
    expect(readFields(props, 'Hoi Emma, wat leuk dat jullie aan mij denken! Het pakket kost € 2.450.')).toEqual({});
  });
});
