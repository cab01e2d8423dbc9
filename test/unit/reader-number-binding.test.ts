import { describe, expect, it } from 'vitest';
import { partOfAName } from '../../services/worker/brain/guards/name-figures.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refsOf = (numbers: number[] = []) => ({
  dates: new Set<string>(),
  numbers: new Set<number>(numbers),
  codes: new Set<string>(),
});
const read = (properties: Record<string, unknown>, text: string, echoes: number[] = []) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refsOf(echoes)).values;

describe('a figure in a name or an address, and one that is not', () => {
  const at = (text: string, figure: string) => {
    const i = text.indexOf(figure);
    return partOfAName(text, i, i + figure.length);
  };
  it.each([
    ['Bahnhofstrasse 41, 8001 Zürich', '41'],
    ['Hauptstr. 118', '118'],
    ['Unit 4, Harbour Road', '4'],
    ['we are at Kaiserring 12 now', '12'],
  ])('part of a name: %s', (text, figure) => {
    expect(at(text, figure)).toBe(true);
  });
  it.each([
    ['We have 1.200 boxes on stock', '1.200'],
    ['the third 40 pallets arrive later', '40'],
    ['During 12 weeks we offer it', '12'],
  ])('a quantity after a word that only ends like a street word: %s', (text, figure) => {
    expect(at(text, figure)).toBe(false);
  });
});

describe('counts read beside other figures', () => {
  const stock = {
    cartonsInStock: { type: 'integer', description: 'number of cartons in stock' },
    pricePerCartonEUR: { type: 'number', description: 'price per carton in EUR' },
  };
  it('a dot-thousands count in a text whose amounts use a decimal comma', () => {
    expect(read(stock, 'We have 2.400 cartons on stock, price is € 0,52 per carton.')).toEqual({
      cartonsInStock: 2400,
      pricePerCartonEUR: 0.52,
    });
  });
  it('the same count in a text that shows no decimal mark stays unread', () => {
    expect(read(stock, 'We have 2.400 cartons on stock.')).toEqual({});
  });
});

describe('a minimum order quantity beside a price, a stock level and a lead time', () => {
  const schema = {
    minimumOrderQty: { type: 'integer', description: 'minimum order quantity in pieces' },
    unitPriceEUR: { type: 'number', description: 'price per piece in EUR' },
    piecesInStock: { type: 'integer', description: 'pieces in stock' },
    leadTimeDays: { type: 'integer', description: 'lead time in days' },
  };
  it.each<[string, string, Record<string, number>]>([
    [
      'en',
      'We have 4,000 pieces in stock, the minimum order is 500 pieces at €1.85 per piece, lead time 10 days.',
      { piecesInStock: 4000, minimumOrderQty: 500, unitPriceEUR: 1.85, leadTimeDays: 10 },
    ],
    [
      'de',
      'Mindestabnahme 500 Stück, Preis 1,85 € pro Stück, 4.000 Stück auf Lager, Lieferzeit 10 Tage.',
      { minimumOrderQty: 500, unitPriceEUR: 1.85, piecesInStock: 4000, leadTimeDays: 10 },
    ],
  ])('%s: %s', (_lang, text, expected) => {
    const got = read(schema, text);
    for (const [k, v] of Object.entries(got)) expect(v).toBe(expected[k]);
    expect(got['minimumOrderQty']).toBe(expected['minimumOrderQty']);
  });

  it('a figure no field word names is not the minimum', () => {
    const got = read(schema, 'We have 4,000 pieces in stock at €1.85 per piece.');
    expect(got['minimumOrderQty']).toBeUndefined();
  });
});

describe('a count restated in an aside, and one we asked about', () => {
  const depot = {
    forklifts: { type: 'integer', description: 'number of forklifts available to us' },
    palletSpaces: { type: 'integer', description: 'number of pallet spaces' },
  };
  it('"about ten trucks - eleven to be precise - and 900 pallet spaces"', () => {
    expect(
      read(
        depot,
        'We can give you roughly ten forklifts for the season - eleven to be precise - and 900 pallet spaces.',
      ),
    ).toEqual({ forklifts: 11, palletSpaces: 900 });
  });

  const rooms = {
    roomsAvailable: { type: 'integer' },
    ratePerNightEUR: { type: 'number', description: 'per room and night in EUR' },
  };
  it.each([
    ['it', 'Abbiamo disponibilità per 6 camere doppie, a 140 euro a notte per camera.'],
    ['en', 'We have 6 double rooms available for you at EUR 140 per room and night.'],
    ['fr', 'Nous avons 6 chambres doubles disponibles, à 140 euros la nuit par chambre.'],
  ])('%s: the number of rooms we asked for, confirmed in a sentence about the rooms', (_lang, text) => {
    expect(read(rooms, text, [6])).toEqual({ roomsAvailable: 6, ratePerNightEUR: 140 });
  });
  it('a count never takes an amount of money', () => {
    expect(read(rooms, 'La tariffa è di 140 euro a notte per camera.')['roomsAvailable']).toBeUndefined();
    expect(read({ guests: { type: 'integer' } }, 'For the guests the price is €45.')).toEqual({});
  });
  it('an echoed number in a sentence that says no, or beside another count, is not stored', () => {
    expect(read(rooms, 'We do not have 6 double rooms available, sorry.', [6])['roomsAvailable']).toBeUndefined();
    expect(
      read(rooms, 'We have 6 rooms available on the 12th and 4 rooms available on the 13th.', [6])['roomsAvailable'],
    ).toBeUndefined();
    expect(read(rooms, 'For 6 guests the rate is EUR 140 per room and night.', [6])['roomsAvailable']).toBeUndefined();
  });
});

describe('a yearly amount for the whole beside an amount per claim', () => {
  const schema = {
    annualPremiumGBP: { type: 'number', description: 'annual premium for the whole fleet in GBP' },
  };
  it('the per-claim excess is not the premium', () => {
    expect(
      read(
        schema,
        'With the standard excess (£250 per claim) the annual premium for the fleet is £5,940 including IPT.',
      ),
    ).toEqual({ annualPremiumGBP: 5940 });
  });
  it('a premium per vehicle beside the fleet premium is not the fleet premium', () => {
    expect(read(schema, 'The premium is £990 per vehicle per year, £5,940 for the whole fleet.')).toEqual({
      annualPremiumGBP: 5940,
    });
  });
  it('two yearly amounts for the whole compete', () => {
    expect(read(schema, 'The annual premium is £5,940, or £6,300 with legal cover.')).toEqual({});
  });
});

describe('the same figure said twice is one reading', () => {
  it('"we have 40 cartons … so 40 this week"', () => {
    expect(
      read(
        { cartonsAvailable: { type: 'integer', description: 'cartons that can ship this week' } },
        'We counted again and have 40 cartons on the shelf, so 40 this week.',
      ),
    ).toEqual({ cartonsAvailable: 40 });
  });
  it('two different figures said equally are still not sure', () => {
    expect(
      read(
        { cartonsAvailable: { type: 'integer', description: 'cartons that can ship this week' } },
        'We have 40 cartons on the shelf, so 45 this week.',
      ),
    ).toEqual({});
  });
});

describe('gross and net, and a newer message that leaves the field unsure', () => {
  const weight = { grossWeightKg: { type: 'number', description: 'gross weight of the shipment in kg' } };
  const netWeight = { netWeightKg: { type: 'number', description: 'net weight in kg' } };
  it.each([
    ['en', 'Gross weight 1,860 kg (net 1,640 kg), 6 pallets.'],
    ['de', 'Die Sendung ist fertig, das Bruttogewicht ist 1.860 kg, netto sind es 1.640 kg.'],
    ['it', 'La spedizione è pronta: il peso lordo è di 1.860 kg (netto 1.640 kg).'],
  ])('%s: the gross field takes the gross figure, the net field the net one', (_lang, text) => {
    expect(read(weight, text)).toEqual({ grossWeightKg: 1860 });
    expect(read(netWeight, text)).toEqual({ netWeightKg: 1640 });
  });

  const older = (properties: Record<string, unknown>, newer: string, old: string) =>
    readFromSources(
      { type: 'object', properties },
      [
        { text: newer, at: AT + 60_000, messageId: 'm2' },
        { text: old, at: AT, messageId: 'm1' },
      ],
      refsOf(),
    ).values;

  it('an older value is not taken when the newer message writes figures about the field that do not bind', () => {
    const fee = { setupFeeEUR: { type: 'number', description: 'one-off set-up fee in EUR' } };
    expect(older(fee, 'The set-up fee is €450, or €390 if you sign for two years.', 'The set-up fee is €500.')).toEqual(
      {},
    );
  });
  it('an older value stays when the newer message says nothing about the field', () => {
    const fee = { setupFeeEUR: { type: 'number', description: 'one-off set-up fee in EUR' } };
    expect(older(fee, 'Thanks, talk soon.', 'The set-up fee is €500.')).toEqual({ setupFeeEUR: 500 });
  });
});

describe('a figure after a hedge is a guess, in Spanish, Italian, Dutch and Portuguese too', () => {
  const weight = { grossWeightKg: { type: 'number', description: 'gross weight of the shipment in kg' } };
  it.each([
    ['es', 'Todavía estamos paletizando, el peso debe rondar los 2.000 kg.'],
    ['es', 'El peso bruto estará en torno a 2.000 kg, todavía estamos paletizando.'],
    ['it', 'Il peso lordo sarà intorno a 2.000 kg, stiamo ancora preparando i bancali.'],
    ['nl', 'Het brutogewicht zal in de buurt van 2.000 kg liggen, we zijn nog aan het laden.'],
    ['pt', 'O peso bruto deve ficar por volta de 2.000 kg, ainda estamos a paletizar.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(weight, text)).toEqual({});
  });
});

describe('a flat fee, a per-unit price and a deposit in one sentence', () => {
  const schema = {
    setupFeeEUR: { type: 'number', description: 'one-off set-up fee in EUR' },
    pricePerSeatEUR: { type: 'number', description: 'price per seat per month in EUR' },
    depositEUR: { type: 'number', description: 'deposit in EUR' },
  };
  it.each<[string, string]>([
    ['en', 'There is a one-off set-up fee of €450, then €29 per seat per month, and we ask a deposit of €900.'],
    ['de', 'Die einmalige Einrichtungsgebühr beträgt 450 €, danach 29 € pro Platz und Monat, Anzahlung 900 €.'],
  ])('%s: each amount binds to the field its words name', (_lang, text) => {
    expect(read(schema, text)).toEqual({ setupFeeEUR: 450, pricePerSeatEUR: 29, depositEUR: 900 });
  });
  it('a fee field takes no per-unit amount and no deposit', () => {
    expect(read({ setupFeeEUR: schema.setupFeeEUR }, 'It is €29 per seat per month, with a deposit of €900.')).toEqual(
      {},
    );
  });
  it('a deposit field takes no amount that is not named a deposit', () => {
    expect(read({ depositEUR: schema.depositEUR }, 'The set-up fee is €450.')).toEqual({});
  });
});

describe('a count field beside figures that count other things', () => {
  const workshop = {
    packagePriceEUR: { type: 'number', description: 'price of the whole package in EUR' },
    workshopsIncluded: { type: 'integer', description: 'number of workshops included' },
  };
  it.each([
    [
      'en',
      'Our starter package: 4 half-day workshops over roughly 3 months, billed in 2 parts. The package is €3,200.',
      4,
    ],
    ['en', 'For the package: 5 workshops, each of 180 minutes. Total €2,950.', 5],
  ])('the figure counting the field’s own thing wins over a rival word before it (%s)', (_l, text, want) => {
    expect(read(workshop, text)['workshopsIncluded']).toBe(want);
  });

  const shots = {
    totalPriceEUR: { type: 'number', description: 'total price in EUR' },
    photosDelivered: { type: 'integer', description: 'how many photos we receive in total' },
  };
  it('a count per item is not the total count', () => {
    const got = read(shots, 'For the 30 items we take 4 photos per item, so 120 photos in total, for €1,800.');
    expect(got['photosDelivered']).toBe(120);
  });
  it('only counts per item: nothing is stored', () => {
    const got = read(shots, 'For the 30 items we take 4 photos per item; the price is €1,800.');
    expect(got['photosDelivered']).toBeUndefined();
  });

  const event = {
    feeGBP: { type: 'number', description: 'her fee for the whole wedding day in GBP' },
    editedPhotos: { type: 'integer', description: 'how many edited photos we get for that day' },
  };
  it('a duration is no count of the field’s thing, and a price is never a duration', () => {
    const got = read(
      event,
      'My fee for the day is £1,200. You get 400 edited photos within 10 days, and extra hours are £90 each.',
    );
    expect(got['editedPhotos']).toBe(400);
    expect(got['feeGBP']).toBe(1200);
  });
  it('two figures counting the field’s thing compete: nothing is stored', () => {
    const got = read(event, 'My fee is £1,200. You get 300 edited photos, or 450 edited photos with a second shooter.');
    expect(got['editedPhotos']).toBeUndefined();
  });
  it('a money field with a day in its description takes no duration', () => {
    const got = read(
      { dayRateEUR: { type: 'number', description: 'fee for a full working day in EUR' } },
      'Delivery within 5 days.',
    );
    expect(got['dayRateEUR']).toBeUndefined();
  });
});

describe('a quantity field with "total" in its words is still read in its unit', () => {
  it('"total storage capacity in kg" takes tonnes converted', () => {
    const got = read(
      { storageCapacityKg: { type: 'number', description: 'total storage capacity in kg' } },
      'Our silo holds up to 3 tonnes.',
    );
    expect(got['storageCapacityKg']).toBe(3000);
  });
});
