import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { fieldDenominator, pricePer } from '../../services/worker/brain/readers/units/price-per-unit.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) => {
  const r = readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], {
    dates: new Set<string>(),
    numbers: new Set<number>(),
    codes: new Set<string>(),
  });
  return r.values;
};

describe('the unit a price field is per', () => {
  it.each([
    ['pricePerKgEur', undefined, 'kg'],
    ['unitPrice', 'price in EUR per tonne', 't'],
    ['preis', 'Preis pro Liter in EUR', 'l'],
    ['prix', 'prix HT par m2', 'm^2'],
    ['cost', 'cost in EUR/sq ft', 'ft^2'],
  ])('%s (%s) is per %s', (name, description, qty) => {
    expect(fieldDenominator(name, description)?.def?.qty).toBe(qty);
  });
  it('a piece word and a count: "prijs per stuk", "price per 100 l"', () => {
    expect(fieldDenominator('prijs', 'prijs per stuk in euro')?.word).toBe('stuk');
    expect(fieldDenominator('price', 'price per 100 l')?.count).toBe(100);
  });
  it('a price with no denominator has none: "fee for the full day"', () => {
    expect(fieldDenominator('dayFee', 'fee for the full day in EUR')).toBeUndefined();
  });
  it('converts per tonne to per kg, per 100 l to per litre; not per ton or per litre to per kg', () => {
    const kg = fieldDenominator('pricePerKg', undefined)!;
    const t = fieldDenominator('pricePerTonne', undefined)!;
    expect(pricePer(1850, t, kg)).toBe(1.85);
    const l = fieldDenominator('ratePerLitre', undefined)!;
    expect(pricePer(85, fieldDenominator('ratePer100L', 'rate per 100 l')!, l)).toBe(0.85);
    expect(pricePer(85, fieldDenominator('pricePerTon', undefined)!, kg)).toBeUndefined();
    expect(pricePer(2, l, kg)).toBeUndefined();
  });
});

describe('a price per unit written per another unit of its dimension', () => {
  const perKg = { pricePerKgEur: { type: 'number', description: 'price in EUR per kg' } };
  it.each([
    ['Good morning, the recycled granulate is EUR 1,240 per tonne ex works. Kind regards', 1.24],
    ['Guten Tag, das Granulat kostet 1.240 € pro Tonne ab Werk. Freundliche Grüße', 1.24],
    ['Bonjour, le granulé est à 1 240 € la tonne départ usine. Cordialement', 1.24],
    ['Hola, el granulado cuesta 1.240 € por tonelada en fábrica. Saludos', 1.24],
    ['Buongiorno, il granulato costa 1.240 euro alla tonnellata franco fabbrica. Saluti', 1.24],
    ['Olá, o granulado custa 1.240 € por tonelada à saída da fábrica. Cumprimentos', 1.24],
    ['Hi, granulate at 1240 €/t, pick-up only. Cheers', 1.24],
    ['Hi, granulate costs EUR 1.24 per kg, or EUR 1,240 per tonne. Cheers', 1.24],
  ])('%s', (text, value) => {
    const v = read(perKg, text);
    expect(v['pricePerKgEur']).toBe(value);
    expect(v['pricePerKgEur']).not.toBe(1240);
  });
  it('a rate per litre from a price per 100 litres (nl)', () => {
    const v = read(
      { ratePerLitre: { type: 'number', description: 'prijs per liter in euro' } },
      'Beste, de diesel kost € 148 per 100 l geleverd. Groet',
    );
    expect(v['ratePerLitre']).toBe(1.48);
  });
  it('a cost per m² from a cost per square foot', () => {
    const v = read(
      { costPerM2: { type: 'number', description: 'cost in USD per m2' } },
      'Hi, installation runs $3 per sq ft. Best',
    );
    expect(v['costPerM2']).toBeCloseTo(32.2917, 3);
  });
});

describe('a price per unit never takes a figure per a unit that does not convert', () => {
  const perKg = { pricePerKgEur: { type: 'number', description: 'price in EUR per kg' } };
  it.each([
    'Hello, we charge EUR 1,240 per ton for the granulate. Regards',
    'Hallo, das Granulat kostet 48 € pro Sack. Grüße',
    'Bonjour, le produit coûte 3,20 € par litre. Cordialement',
    'Hi, two grades: EUR 1,240 per tonne for the grey one, EUR 1,460 per tonne for the black one. Best',
  ])('%s: unread (asked)', (text) => {
    const v = read(perKg, text);
    expect(v['pricePerKgEur']).toBeUndefined();
  });
  it('a price with no denominator keeps reading its figure and is no day count', () => {
    const v = read(
      { fullDayFee: { type: 'number', description: 'fee in EUR for the whole day' } },
      'Hi, my fee for the whole day is EUR 780, travel included. Best',
    );
    expect(v['fullDayFee']).toBe(780);
  });
  it('a per-day rate read per day, not from an hourly figure', () => {
    const props = { dayRateEur: { type: 'number', description: 'rate in EUR per day' } };
    expect(read(props, 'Hi, I work at EUR 95 per hour. Best')['dayRateEur']).toBeUndefined();
    expect(read(props, 'Hi, I charge EUR 640 per day. Best')['dayRateEur']).toBe(640);
  });
});

describe('a price per a piece', () => {
  const perStuk = { prijsPerStuk: { type: 'number', description: 'prijs per stuk in euro' } };
  it('a price per 100 pieces is converted, never stored raw', () => {
    const v = read(perStuk, 'Goedemiddag, de schroeven kosten € 6,40 per 100 stuks. Groeten');
    expect(v['prijsPerStuk']).toBe(0.064);
  });
  it('another word for one piece settles nothing: the figure is read as before', () => {
    const v = read(
      { pricePerBottle: { type: 'number', description: 'price per bottle in EUR' } },
      'Hi, the rosé is EUR 7.90 per unit, delivered. Best',
    );
    expect(v['pricePerBottle']).toBe(7.9);
  });
});
