import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** A whole amount written with a dash ("185,- €") and a count written as times ("4x im Jahr"). */

const found = (text: string, lang: ReadLang) =>
  findNumbers(text, lang).map((n) => ({ value: n.value, ...(n.currency ? { currency: n.currency } : {}) }));

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

describe('amounts: the dash of a whole amount, and counts as times', () => {
  it.each<[ReadLang, string, Array<{ value: number; currency?: string }>]>([
    ['de', 'Die Reinigung kostet 320,- € zzgl. MwSt.', [{ value: 320, currency: 'EUR' }]],
    ['de', 'Pauschal 1.480,-- EUR netto', [{ value: 1480, currency: 'EUR' }]],
    ['fr', 'Forfait CHF 2’150.– HT', [{ value: 2150, currency: 'CHF' }]],
    ['de', 'Preis 2’150.– CHF exkl. MwSt.', [{ value: 2150, currency: 'CHF' }]],
    ['nl', 'Wij rekenen € 95,- per keer', [{ value: 95, currency: 'EUR' }]],
    ['de', 'Wir kommen 6x im Jahr', [{ value: 6 }]],
    ['nl', 'We legen 12× per jaar aan', [{ value: 12 }]],
    ['fr', 'Passage 2x par mois', [{ value: 2 }]],
  ])('%s: %s', (lang, text, expected) => {
    expect(found(text, lang)).toEqual(expected);
  });

  it.each<[ReadLang, string]>([
    ['en', 'a 4x4 pickup'],
    ['de', '3-5 Werktage'],
    ['en', 'sizes 10-12'],
  ])('%s: no new figure in "%s"', (lang, text) => {
    const values = found(text, lang).map((n) => n.value);
    expect(values).not.toContain(4);
    expect(values.every((v) => v !== 3 && v !== 5 && v !== 10 && v !== 12)).toBe(true);
  });

  it('a yearly amount in a currency is never a number of visits, and the times count is', () => {
    const props = {
      visitsPerYear: { type: 'integer', description: 'Anzahl der Wartungsbesuche pro Jahr' },
    };
    expect(read(props, 'Wir kommen 4x im Jahr, das macht 620,- € netto im Jahr.')).toEqual({ visitsPerYear: 4 });
    expect(read(props, 'Das macht 620,- € netto im Jahr.')).toEqual({});
  });
});
