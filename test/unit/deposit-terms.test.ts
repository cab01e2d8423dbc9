import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { isDepositSentence } from '../../services/worker/brain/guards/schema-terms.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them } from './brain-fixtures.js';

/** A deposit's amount is a term for the client to accept, never the answer to a price field. */

const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx = (properties: Record<string, unknown>) =>
  brainContext({
    objective: 'Book the venue for our team day',
    counterparty: { address: 'ines@venue.example', name: 'Ines' },
    properties,
  });
const read = (c: CaseContext, text: string) => {
  const latest = them(text, AT, 'm1');
  return readOfflineResult(c, latest, [latest], validator).values;
};
const price = ctx({ totalEUR: { type: 'number', description: 'total price in EUR' } });

describe('deposit sentences', () => {
  it.each([
    ['en', 'The total comes to €6,400. To hold the date we need a 25% deposit (€1,600) within a week.'],
    ['de', 'Der Gesamtpreis beträgt 6.400 €. Zur Reservierung bitten wir um eine Anzahlung von 1.600 €.'],
    ['fr', 'Le total est de 6 400 €. Pour bloquer la date, nous demandons un acompte de 1 600 €.'],
    ['es', 'El total es de 6.400 €. Para reservar pedimos una señal de 1.600 €.'],
    ['it', 'Il totale è di 6.400 €. Per confermare chiediamo un acconto di 1.600 €.'],
    ['nl', 'Het totaal is € 6.400. Om de datum vast te leggen vragen we een aanbetaling van € 1.600.'],
    ['pt', 'O total é de 6.400 €. Para reservar pedimos um sinal de 1.600 €.'],
  ])('%s: the deposit never competes with the total', (_lang, text) => {
    const values = read(price, text);
    expect(values['totalEUR']).not.toBe(1600);
    expect(values['totalEUR']).toBe(6400);
  });

  it('a schema that asks for the deposit reads it', () => {
    const c = ctx({ depositEUR: { type: 'number', description: 'deposit in EUR' } });
    expect(read(c, 'We need a deposit of €1,600 to hold the date.')).toEqual({ depositEUR: 1600 });
  });

  it('"no deposit needed" is not a deposit sentence', () => {
    expect(isDepositSentence('No deposit is needed, the total is €6,400.')).toBe(false);
    expect(isDepositSentence('Ohne Anzahlung, Gesamtpreis 6.400 €.')).toBe(false);
  });
});

describe('a sentence naming a deposit without its amount', () => {
  it('keeps its values: "Your reference is LH-2291, the deposit invoice follows"', () => {
    const c = ctx({ bookingReference: { type: 'string' } });
    expect(isDepositSentence('Your reference is BK-7731, the deposit invoice follows separately.')).toBe(false);
    expect(read(c, 'Your booking reference is BK-7731, the deposit invoice follows separately.')).toHaveProperty(
      'bookingReference',
    );
  });
});
