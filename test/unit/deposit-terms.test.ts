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

describe('a total stated first, the deposit a part of it ("of which")', () => {
  it.each([
    ['en', 'Total for the stay is €186, of which the €50 deposit is due within 7 days.'],
    ['de', 'Der Gesamtpreis beträgt 186 €, davon ist eine Anzahlung von 50 € binnen 7 Tagen fällig.'],
    ['fr', 'Le total est de 186 €, dont un acompte de 50 € à régler sous 7 jours.'],
    ['es', 'El total es de 186 €, de los cuales una señal de 50 € se paga en 7 días.'],
    ['it', 'Il totale è di 186 €, di cui un acconto di 50 € entro 7 giorni.'],
    ['nl', 'Het totaal is € 186, waarvan een aanbetaling van € 50 binnen 7 dagen.'],
    ['pt', 'O total é de 186 €, dos quais um sinal de 50 € a pagar em 7 dias.'],
  ])('%s: the sentence is read, the total is the whole', (_lang, text) => {
    expect(isDepositSentence(text)).toBe(false);
    expect(read(price, text)['totalEUR']).toBe(186);
  });

  it('a deposit asked before any total is still a deposit sentence', () => {
    expect(isDepositSentence('We take a €50 deposit, of which nothing is refunded.')).toBe(true);
  });
});
