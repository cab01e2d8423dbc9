import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A later mail that corrects one value and says the rest stands ("everything else stands", "die
 * Deckungssumme bleibt unverändert") leaves the older mail's other values as they were; before,
 * every other number field of the older mail was dropped as "unclear" and asked again.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();

function readThread(c: CaseContext, ...texts: string[]) {
  const entries = theirThread(texts, AT);
  return readOfflineResult(c, entries[entries.length - 1]!, entries, validator).values;
}

const rateAndMinimum = brainContext({
  objective: 'Get the rate and the terms for the job',
  properties: {
    hourlyRate: { type: 'number', description: 'price per hour, ex VAT' },
    minimumHours: { type: 'number', description: 'hours' },
  },
});

describe('a correction of one value keeps the others when it says the rest stands', () => {
  it.each([
    [
      'en',
      'Our rate is £21.40 an hour + VAT, with a 3 hour minimum per visit.',
      'Apologies, I meant £24.10 an hour, not £21.40. Everything else stands.',
    ],
    [
      'en',
      'We charge £21.40 per hour, minimum 3 hours.',
      'Quick fix: the rate should read £24.10, not £21.40 - the rest is unchanged.',
    ],
    [
      'de',
      'Unser Stundensatz beträgt 21,40 € netto, Mindesteinsatz 3 Stunden.',
      'Korrektur: der Stundensatz ist 24,10 €, nicht 21,40 €. Alles andere bleibt wie gehabt.',
    ],
    [
      'fr',
      'Notre tarif est de 21,40 € HT de l’heure, avec un minimum de 3 heures.',
      'Petite erreur de ma part : 24,10 € de l’heure, pas 21,40 €. Le reste est inchangé.',
    ],
    [
      'it',
      'La tariffa è 21,40 € l’ora + IVA, minimo 3 ore.',
      'Scusi, errore mio: 24,10 € l’ora, non 21,40 €. Il resto rimane invariato.',
    ],
    [
      'es',
      'La tarifa es de 21,40 € la hora + IVA, mínimo 3 horas.',
      'Perdón, me equivoqué: son 24,10 € la hora, no 21,40 €. Lo demás sigue igual.',
    ],
    [
      'nl',
      'Ons uurtarief is € 21,40 excl. btw, minimaal 3 uur.',
      'Correctie: het tarief is € 24,10, niet € 21,40. De rest blijft staan.',
    ],
    [
      'pt',
      'A nossa tarifa é 21,40 € à hora + IVA, mínimo de 3 horas.',
      'Correção: são 24,10 € à hora, não 21,40 €. O resto mantém-se.',
    ],
  ])('%s', (_lang, first, second) => {
    const values = readThread(rateAndMinimum, first, second);
    expect(values['hourlyRate'] === undefined || values['hourlyRate'] === 24.1).toBe(true);
    expect(values['minimumHours']).toBe(3);
  });

  it.each([
    [
      'de',
      'Unser Stundensatz beträgt 21,40 € netto, Mindesteinsatz 3 Stunden.',
      'Korrektur zu meiner Mail von vorhin: der Stundensatz beträgt 24,10 €. Der Mindesteinsatz bleibt unverändert.',
    ],
    [
      'en',
      'Our rate is £21.40 an hour + VAT, with a 3 hour minimum per visit.',
      'Correction to my last email: the rate is £24.10 an hour. The minimum stays the same.',
    ],
  ])('a field named as unchanged keeps its value (%s)', (_lang, first, second) => {
    const values = readThread(rateAndMinimum, first, second);
    expect(values['minimumHours']).toBe(3);
    expect(values['hourlyRate'] === undefined || values['hourlyRate'] === 24.1).toBe(true);
  });
});

describe('the older value is never kept when the later mail gives another one for it', () => {
  it.each([
    [
      'a new minimum beside "the rest stands"',
      'Sorry, I meant £24.10 an hour and a 4 hour minimum. Everything else stands.',
    ],
    ['the old minimum denied', 'Correction: minimum 4 hours, not 3. The rest is unchanged.'],
    [
      'German, a new figure for the minimum',
      'Korrektur: 24,10 € pro Stunde, Mindesteinsatz 4 Stunden. Der Rest bleibt.',
    ],
  ])('%s', (_why, second) => {
    const values = readThread(
      rateAndMinimum,
      'Our rate is £21.40 an hour + VAT, with a 3 hour minimum per visit.',
      second,
    );
    expect(values['minimumHours']).not.toBe(3);
  });

  it.each([
    'Sorry, typo: £18.50 an hour, not £15.80; and make that 3 or 4 hours minimum depending on the job. Everything else stands.',
    'Sorry, typo: £18.50 an hour, not £15.80; and make that 3 or 4 hours minimum depending on the job.',
  ])('a correction touching both fields delivers neither old value: %s', (second) => {
    const values = readThread(rateAndMinimum, 'Our rate is £15.80 an hour, minimum visit 2 hours.', second);
    expect(values['hourlyRate']).not.toBe(15.8);
    expect(values['minimumHours']).not.toBe(2);
  });
});

/**
 * Review of round 13: a correction that says the rest stands while it writes the corrected figure
 * without a currency sign ("the rate is 18.50 an hour. Everything else stands.") corrects the money
 * field too: the bare figure is a rival, so the older mail's amount is never kept for it.
 */
const dailyRate = brainContext({
  objective: 'Obtenir le tarif de location',
  properties: {
    tarifJournalier: { type: 'number', description: 'tarif journalier en euros' },
  },
});

describe('a bare corrected figure beside "the rest stands" is a rival of the old amount', () => {
  it.each([
    'Sorry, typo in my last email: the rate is 18.50 an hour. Everything else stands.',
    'Correction: it should be 18.50 per hour. The rest is unchanged.',
    'Apologies, my mistake: the hourly rate is 18.50. All else stands.',
    'Quick correction - rate is 18.50 ph, the rest is as quoted.',
  ])('%s', (second) => {
    const values = readThread(
      rateAndMinimum,
      'Our rate is £15.80 an hour, with a minimum of 4 hours per visit.',
      second,
    );
    expect(values['hourlyRate']).not.toBe(15.8);
  });

  it.each([
    'Je corrige : le tarif journalier est de 89 par jour. Le reste est inchangé.',
    'Correction : le tarif journalier est de 89 HT. Tout le reste est inchangé.',
  ])('fr: %s', (second) => {
    const values = readThread(dailyRate, 'Le tarif journalier est de 95 € HT.', second);
    expect(values['tarifJournalier']).not.toBe(95);
  });
});

describe('a count corrected beside "the rest stands" leaves the old amount', () => {
  it.each([
    'Correction: minimum 4 hours, not 3. The rest is unchanged.',
    'Sorry, typo: the minimum is 4 hours per visit. Everything else stands.',
  ])('%s', (second) => {
    const values = readThread(
      rateAndMinimum,
      'Our rate is £21.40 an hour + VAT, with a 3 hour minimum per visit.',
      second,
    );
    expect(values).toEqual({ hourlyRate: 21.4, minimumHours: 4 });
  });
});
