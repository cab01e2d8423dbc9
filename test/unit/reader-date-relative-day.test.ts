import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { findDates } from '../../services/worker/brain/readers/dates.js';

/** Dates of a show written in prose: a day named by another occasion, a take-down day beside the set-up. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const show = {
  openingDate: { type: 'string', format: 'date', description: 'opening day of the show' },
  closingDate: { type: 'string', format: 'date', description: 'last day of the show' },
  setupDate: { type: 'string', format: 'date', description: 'stand set-up day' },
};

describe('"the day before the opening": the opening is the reference, not the date’s occasion', () => {
  it.each([
    "Le salon ouvrira le mercredi 3 mars et fermera le dimanche 7 mars. Le montage des stands se fait la veille de l'ouverture, le mardi 2 mars ; le démontage le lundi 8 au matin.",
    'The show opens on Wednesday 3 March and closes on Sunday 7 March. Stand set-up is the day before the opening, Tuesday 2 March.',
    'La feria abre el miércoles 3 de marzo y cierra el domingo 7 de marzo. El montaje de los stands es la víspera de la apertura, el martes 2 de marzo.',
  ])('%s', (text) => {
    expect(read(show, text)).toEqual({ openingDate: '2027-03-03', closingDate: '2027-03-07', setupDate: '2027-03-02' });
  });

  it('the reference day alone never becomes the opening’s date', () => {
    const values = read(show, "Le montage se fait la veille de l'ouverture, le mardi 2 mars.");
    expect(values).not.toHaveProperty('openingDate');
  });

  it('a take-down day after a semicolon is not the set-up’s', () => {
    const values = read(
      { setupDate: show.setupDate },
      'Le montage des stands se fait le mardi 2 mars ; le démontage le lundi 8 mars.',
    );
    expect(values).toEqual({ setupDate: '2027-03-02' });
  });
});

describe('a weekday and a bare day before a part of the day', () => {
  it.each<[string, 'fr' | 'es' | 'it' | 'nl' | 'en']>([
    ['le démontage le lundi 8 au matin, en mars', 'fr'],
    ['el desmontaje el lunes 8 por la tarde, en marzo', 'es'],
    ['lo smontaggio lunedì 8 in mattinata, a marzo', 'it'],
    ['de afbouw maandag 8 in de ochtend, in maart', 'nl'],
    ['take-down on Monday 8 in the morning, in March', 'en'],
  ])('%s', (text, lang) => {
    expect(findDates(text, lang, AT).map((d) => d.date)).toContain('2027-03-08');
  });
});
