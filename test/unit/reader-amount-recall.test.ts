import { describe, expect, it } from 'vitest';
import { findNumbers, parseSeparated } from '../../services/worker/brain/readers/amounts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a deposit is never a price', () => {
  it('a price field never takes the deposit', () => {
    const PRICE = { dailyPriceEUR: { type: 'number', description: 'hire price per day in EUR' } };
    expect(read(PRICE, 'Chiediamo una cauzione di 250 €.')['dailyPriceEUR']).toBeUndefined();
  });
});

describe('a fee field', () => {
  const CLEARANCE = { clearanceFeeEUR: { type: 'number', description: 'customs clearance fee in EUR, excl. VAT' } };
  const PER_USER = { feePerUserGBP: { type: 'number', description: 'monthly fee per user in GBP' } };

  it('takes its fee said net, never an extra item beside it', () => {
    const text = 'Our clearance fee is €210 + VAT; each additional tariff line is €8.';
    expect(read(CLEARANCE, text)['clearanceFeeEUR']).toBe(210);
  });

  it('per user takes the amount per user, and asks when a monthly total per all users competes', () => {
    expect(read(PER_USER, 'Our managed service fee is £38 per user per month.')['feePerUserGBP']).toBe(38);
    const text = 'The fee is £38 per user; for your 25 users that is £950/month.';
    expect(read(PER_USER, text)['feePerUserGBP']).not.toBe(950);
  });
});

describe('a further period is another item', () => {
  const PRICE = { priceEUR: { type: 'number', description: 'price for the four weeks in EUR, excluding VAT' } };
  it('"jede weitere Woche" is not the price', () => {
    const text = 'Für die vier Wochen kommen wir auf 3.200 € netto, jede weitere Woche berechnen wir mit 240 €.';
    expect(read(PRICE, text)['priceEUR']).toBe(3200);
  });
  it('"ogni ulteriore settimana" is not the price', () => {
    const text = 'Per le quattro settimane il prezzo è 3.200 € + IVA, ogni ulteriore settimana costa 240 €.';
    expect(read(PRICE, text)['priceEUR']).toBe(3200);
  });
});

describe('a price below one with three decimals', () => {
  it('0,085 is a decimal whatever the mark', () => {
    expect(parseSeparated('0,085', 'it')).toBe(0.085);
    expect(parseSeparated('0.085', 'de')).toBe(0.085);
    expect(parseSeparated('1.085', 'de')).toBe(1085);
    expect(findNumbers('il prezzo è 0,042 € cad.', 'it')[0]?.value).toBe(0.042);
  });

  it('a price "cad." is per piece, never the total', () => {
    const UNIT = { unitPriceEUR: { type: 'number', description: 'prezzo per etichetta in euro' } };
    const TOTAL = { totalEUR: { type: 'number', description: 'totale in euro' } };
    const text = 'Il prezzo è 0,042 € cad., in totale 420,00 €.';
    expect(read(UNIT, text)['unitPriceEUR']).toBe(0.042);
    expect(read(TOTAL, text)['totalEUR']).toBe(420);
  });
});

describe('what a field leaves out is another item', () => {
  const NIGHTLY = {
    nightlyRateEUR: {
      type: 'number',
      description: 'price per night for two adults in EUR (excluding tourist tax and cleaning)',
    },
  };
  const DAY = { dayFeeGBP: { type: 'number', description: 'fee for the shoot day in GBP (not travel or prints)' } };

  it('the cleaning and the tourist tax a nightly price leaves out are never its value', () => {
    const text = 'Final cleaning is €65, and the tourist tax is €2.10 per night and adult.';
    expect(read(NIGHTLY, text)['nightlyRateEUR']).toBeUndefined();
    const later = 'The house is €140 per night for two. Final cleaning is €65.';
    expect(read(NIGHTLY, later)['nightlyRateEUR']).toBe(140);
  });

  it('la taxe de séjour et le ménage dont le champ est hors ne sont pas le prix', () => {
    const FR = {
      prixNuitEUR: { type: 'number', description: 'prix de la nuit en euros (hors taxe de séjour et ménage)' },
    };
    expect(read(FR, 'Le ménage de fin de séjour est de 80 €.')['prixNuitEUR']).toBeUndefined();
  });

  it('travel a day fee leaves out is not the fee', () => {
    expect(read(DAY, 'Travel is charged at £95 flat.')['dayFeeGBP']).toBeUndefined();
    expect(read(DAY, 'My fee for the day is £720; travel is charged at £95.')['dayFeeGBP']).toBe(720);
  });
});
