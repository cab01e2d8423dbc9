import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A price per a thing and a month, written "par poste et par mois", beside the sum for all the
 * things (set Y, a managed-services firm): the "et par mois" ended what the 39 € was per, and
 * "poste" named no known thing, so "soit 468 € HT par mois pour le cabinet" fitted the monthly
 * price per workstation better, and was delivered.
 */

const PER_SEAT = { monthlyPerWorkstation: { type: 'number', description: 'Prix mensuel par poste en EUR HT' } };

describe('"per X and per month" names both (readers/amount-scope.ts scopeWords)', () => {
  it.each([
    [
      'fr',
      'Pour vos 12 postes, la formule est à 39 € HT par poste et par mois, soit 468 € HT par mois pour le cabinet.',
    ],
    ['fr', 'La formule est à 39 € HT par poste et par mois ; pour vos 12 postes cela fait 468 € HT par mois.'],
  ])('%s: %s', (_lang, text) => {
    expect(readFields(PER_SEAT, text)['monthlyPerWorkstation']).toBe(39);
  });
});

describe('an amount per the field own thing, named in a word of no class (readers/amount-scope.ts sameThingNamed)', () => {
  const PER_BAG = { pricePerBag: { type: 'number', description: 'monthly price per bag in EUR' } };
  it.each([
    ['en', 'Collection is €6 per bag per month; for your 30 bags that is €180 a month.'],
    ['de', 'Die Abholung kostet 6 € pro Sack und pro Monat, bei 30 Säcken also 180 € im Monat.'],
  ])('%s', (_lang, text) => {
    const read = readFields(PER_BAG, text);
    expect(read['pricePerBag']).not.toBe(180);
  });
});

describe('"€ la hora", "€ el día", "€ il giorno" are per that period (readers/amount-scope.ts PER_UNIT_AFTER)', () => {
  const NIGHT = {
    nightHourlyRate: { type: 'number', description: 'Hourly rate per guard for night shifts, EUR excluding VAT' },
  };
  it.each([
    [
      'es',
      'Para el servicio nocturno le podemos ofrecer un vigilante a 21,40 € la hora más IVA. Para que tenga la referencia, el diurno está a 18,90 €/h.',
    ],
    ['it', 'Per il servizio notturno una guardia costa 21,40 € l’ora più IVA; il diurno è a 18,90 €/h.'],
  ])('%s', (_lang, text) => {
    expect(readFields(NIGHT, text)['nightHourlyRate']).toBe(21.4);
  });
});

describe('a rate named by its period before the amount (readers/amount-scope.ts PERIOD_RATE)', () => {
  const DAY = { dayRate: { type: 'number', description: 'Mietpreis pro Tag in EUR ohne MwSt.' } };
  it.each([
    [
      'de',
      'Die Tagesmiete liegt in dieser Saison bei 235 € zzgl. MwSt. Würden Sie ihn eine ganze Woche nehmen, kämen Sie auf 1.150 € netto; für Ihre drei Tage sind es 705 € netto.',
    ],
    [
      'en',
      'Our day rate this season is €235 + VAT. For a full week it would come to €1,150; your three days come to €705.',
    ],
    [
      'fr',
      'Le tarif journalier est cette saison de 235 € HT. Pour une semaine complète, on arrive à 1 150 € ; pour vos trois jours, 705 €.',
    ],
  ])('%s', (_lang, text) => {
    expect(readFields(DAY, text)['dayRate']).toBe(235);
  });
});
