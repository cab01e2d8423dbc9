import { describe, expect, it } from 'vitest';
import { readCorrection } from '../support/read-correction.js';

/**
 * A later correction corrects the fields of its figures' kind only: an amount in a currency is no
 * new count or duration, a quantity with its unit ("3 hours") no new price, and a figure written
 * denied ("not £15.80") is the old value, never a new one (later-corrections.ts).
 */
const rate = { type: 'number', description: 'price per hour, excluding VAT' };
const minimumHours = { type: 'number', description: 'minimum hours per visit' };
const properties = { rate, minimumHours };

describe('a later correction leaves the fields of another kind standing', () => {
  it('a corrected hourly rate leaves the minimum hours (English)', () => {
    expect(
      readCorrection(
        properties,
        'Our rate is £15.80 per hour + VAT, minimum visit 2 hours.',
        'Sorry, I meant £18.50 an hour, not £15.80 - 15.80 is our old domestic rate. Everything else stands.',
      ),
    ).toEqual({ rate: 18.5, minimumHours: 2 });
  });

  it('a corrected hourly rate leaves the minimum hours (German)', () => {
    expect(
      readCorrection(
        properties,
        'Unser Stundensatz liegt bei 12,50 € netto, Mindesteinsatz 3 Stunden.',
        'Korrektur zu meiner Mail: es sind 21,50 € pro Stunde, nicht 12,50 €; 12,50 € war der alte Satz.',
      ),
    ).toEqual({ rate: 21.5, minimumHours: 3 });
  });

  it('a corrected hourly rate leaves the minimum hours (French)', () => {
    expect(
      readCorrection(
        properties,
        'Notre tarif est de 24 € HT de l’heure, minimum 2 heures par passage.',
        'Pardon, je voulais dire 42 € de l’heure et non 24 €.',
      ),
    ).toEqual({ rate: 42, minimumHours: 2 });
  });

  it('corrected hours leave the rate standing', () => {
    expect(
      readCorrection(
        properties,
        'Our rate is £15.80 per hour + VAT, minimum visit 2 hours.',
        'Sorry, I meant a minimum of 3 hours, not 2.',
      ),
    ).toEqual({ rate: 15.8, minimumHours: 3 });
  });

  it('a correction with two new figures of the field stores neither, nor the old one', () => {
    const v = readCorrection(
      properties,
      'Our rate is £15.80 per hour + VAT, minimum visit 2 hours.',
      'Sorry, my mistake: the minimum is 3 or 4 hours depending on the site, not 2.',
    );
    expect(v['minimumHours']).toBeUndefined();
    // The rate is kept or asked (hours it cannot place), never one of the hours.
    expect([15.8, undefined]).toContain(v['rate']);
  });
});
