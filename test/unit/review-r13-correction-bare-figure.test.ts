import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A correction that says the rest stands while it writes the corrected figure without a currency
 * sign ("the rate is 18.50 an hour. Everything else stands.") corrects the money field too: the
 * bare figure is a rival, so the older mail's amount is never kept for it.
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
