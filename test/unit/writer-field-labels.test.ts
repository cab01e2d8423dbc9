import { describe, expect, it } from 'vitest';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { fieldLabel, humanised } from '../../services/worker/brain/writers/field-labels.js';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';
import { ctx, schema } from './writer-fixtures.js';

describe('field labels', () => {
  it('names a field from its description, else its property name in words', () => {
    expect(humanised('paymentTermsDays').full).toBe('payment terms (days)');
    expect(fieldLabel(schema, 'paymentTermsDays').withArticle).toBe('the payment terms (days)');
    expect(fieldLabel(schema, 'unitPriceEUR').withArticle).toBe('the price per chair in EUR excl. VAT');
    expect(fieldLabel(schema, 'deliveryDate').withArticle).toBe('the delivery date');
    expect(fieldLabel({ properties: { rmaNumber: {} } }, 'rmaNumber').withArticle).toBe('the RMA number');
    expect(fieldLabel({ properties: { total_price: {} } }, 'total_price').withArticle).toBe('the total price');
    expect(
      fieldLabel({ properties: { totalPrice: { description: 'in EUR, excluding VAT' } } }, 'totalPrice').words,
    ).toBe('total price in EUR, excluding VAT');
  });

  it('asks a yes/no field as a "whether" clause', () => {
    expect(fieldLabel(schema, 'installationIncluded').words).toBe('whether installation is included');
    const av = {
      properties: { avIncluded: { type: 'boolean', description: 'AV equipment included in the hire price' } },
    };
    expect(fieldLabel(av, 'avIncluded').words).toBe('whether AV equipment is included in the hire price');
    expect(fieldLabel({ properties: { petsAllowed: { type: 'boolean' } } }, 'petsAllowed').words).toBe(
      'whether pets are allowed',
    );
    expect(fieldLabel({ properties: { inStock: { type: 'boolean' } } }, 'inStock').words).toBe(
      'whether it is in stock',
    );
  });

  it('asks a yes/no field written as a condition or a clause without doubling its verb', () => {
    const label = (description: string) =>
      fieldLabel({ properties: { f: { type: 'boolean', description } } }, 'f').words;
    // Before: "whether there is true if Windows 11 Pro comes installed", "whether removing the old fence is is included".
    expect(label('true if Windows 11 Pro comes installed')).toBe('whether Windows 11 Pro comes installed');
    expect(label('true if removing the old fence is included in the price')).toBe(
      'whether removing the old fence is included in the price',
    );
    expect(label('parking is free of charge for our 32 guests')).toBe(
      'whether parking is free of charge for our 32 guests',
    );
    expect(label('Yes when the hall has a stage')).toBe('whether the hall has a stage');
    expect(label('cloakroom included at no extra cost')).toBe('whether cloakroom is included at no extra cost');
  });

  it('leaves out a note on how to fill the value ("; 0 if none", "(null if unknown)")', () => {
    const label = (description: string) =>
      fieldLabel({ properties: { f: { type: 'number', description } } }, 'f').words;
    // Before: "I have noted … the one-off onboarding fee in GBP excluding VAT; 0 if none (750)".
    expect(label('one-off onboarding fee in GBP excluding VAT; 0 if none')).toBe(
      'one-off onboarding fee in GBP excluding VAT',
    );
    expect(label('deposit in EUR (0 if none)')).toBe('deposit in EUR');
  });

  it('names common fields in German, French and Spanish', () => {
    expect(fieldLabel(schema, 'deliveryDate', 'de').words).toBe('Liefertermin');
    expect(fieldLabel(schema, 'paymentTermsDays', 'fr').words).toBe('conditions de paiement (jours)');
    expect(fieldLabel(schema, 'deliveryDate', 'es').words).toBe('fecha de entrega');
  });
});
describe('names made whole', () => {
  it('dates say they are dates, counts say so, a one-word unit description stays a unit', () => {
    const props = {
      checkIn: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
      visitDate: { type: 'string', format: 'date', description: 'technician visit, YYYY-MM-DD' },
      parcels: { type: 'integer' },
      validUntil: { type: 'string', description: 'ISO date YYYY-MM-DD' },
      unitPrice: { type: 'number', description: 'USD' },
    };
    const label = (f: string) => fieldLabel({ properties: props }, f).withArticle;
    expect(label('checkIn')).toBe('the check-in date');
    expect(label('visitDate')).toBe('the technician visit date');
    expect(label('parcels')).toBe('the number of parcels');
    expect(label('validUntil')).toBe('the date the offer is valid until');
    expect(label('unitPrice')).toBe('the unit price (USD)');
    const d = draftClarification(
      ctx({ resultSchema: { properties: props } }),
      [],
      { missing: ['parcels'], invalid: [] },
      {
        noted: { unitPrice: 3.75 },
      },
    );
    expect(d.text).toContain('I have noted the unit price (3.75 USD).');
  });

  it('an enum value is echoed as words; an abbreviation does not end the objective’s sentence', () => {
    const s = { properties: { cover: { type: 'string', enum: ['all_risks', 'basic'] } } };
    const d = draftClarification(
      ctx({ resultSchema: s }),
      [],
      { missing: [], invalid: [] },
      { noted: { cover: 'all_risks' } },
    );
    expect(d.text).toContain('the cover (all risks)');
    expect(objectiveWords('Get the unit price for 200 brackets, drawing no. BR-1147 rev C').request).toBe(
      'We would like to know the unit price for 200 brackets, drawing no. BR-1147 rev C.',
    );
  });
});

describe('the counterparty named in the third person, and notes on a value measure', () => {
  it('addresses "them", "they" and "their" of the objective to the counterparty', () => {
    expect(
      objectiveWords(
        'Find out the day-hire price of a 3x2 m LED video wall from them, and whether they include a technician with it.',
      ).request,
    ).toBe(
      'Could you please let me know the day-hire price of a 3x2 m LED video wall from you, and whether you include a technician with it?',
    );
    expect(objectiveWords('Find out whether they can deliver 40 pallets next week').request).toBe(
      'Could you please let me know whether you can deliver 40 pallets next week?',
    );
    expect(objectiveWords('Confirm their lead time for 200 brackets').request).toBe(
      'Could you please confirm your lead time for 200 brackets?',
    );
  });

  it('leaves a "they" about the goods as written', () => {
    expect(objectiveWords('Find out whether the chairs are in stock and whether they are stackable').request).toBe(
      'Could you please let me know whether the chairs are in stock and whether they are stackable?',
    );
  });

  it('names a field by its property when its description only says how the value is measured', () => {
    const s = {
      properties: {
        ledWallDayRate: { type: 'number', description: 'GBP per day, ex VAT' },
        pricePerPickup: { type: 'number', description: 'EUR net per collection' },
        deliveryNote: { type: 'string', description: 'what the driver needs at the gate' },
      },
    };
    expect(fieldLabel(s, 'ledWallDayRate').words).toBe('led wall day rate (GBP per day, ex VAT)');
    expect(fieldLabel(s, 'pricePerPickup').words).toBe('price per pickup (EUR net per collection)');
    expect(fieldLabel(s, 'deliveryNote').words).toBe('what the driver needs at the gate');
  });
});
