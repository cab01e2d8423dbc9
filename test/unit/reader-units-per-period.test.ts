import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { convert } from '../../services/worker/brain/readers/units/convert.js';
import { unitField } from '../../services/worker/brain/readers/units/field-unit.js';

/** Quantities said per a period ("hours a week") bind only a field that is per the same period. */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

const weekly = { staffHoursPerWeek: { type: 'number', description: 'staff hours per week on site' } };
const total = { jobHours: { type: 'number', description: 'total labour for the job in hours' } };

describe('units: hours, and quantities per a period', () => {
  it('hours and minutes convert; hours never convert to days', () => {
    expect(convert(90, { dim: 'hours', qty: 'minute' }, { dim: 'hours', qty: 'hour' })).toBe(1.5);
    expect(convert(2, { dim: 'hours', qty: 'hour' }, { dim: 'hours', qty: 'minute' })).toBe(120);
    expect(convert(16, { dim: 'hours', qty: 'hour' }, { dim: 'time', qty: 'day' })).toBeUndefined();
  });

  it('a field says the period it is per, in its name, its description or an adjective', () => {
    expect(unitField('staffHoursPerWeek', { type: 'number' })?.per).toEqual({ dim: 'time', qty: 'week' });
    expect(unitField('capacity', { type: 'number', description: 'Kapazität pro Tag in kg' })?.per).toEqual({
      dim: 'time',
      qty: 'day',
    });
    expect(unitField('hours', { type: 'number', description: 'weekly hours of the caretaker' })?.per).toEqual({
      dim: 'time',
      qty: 'week',
    });
    expect(unitField('jobHours', total.jobHours)?.per).toBeUndefined();
  });

  it.each<[string, string, number]>([
    ['en', 'The caretaker would be on site 4 hours a day, so 20 hours a week, about 1,000 hours in the year.', 20],
    ['de', 'Der Hausmeister ist 4 Stunden am Tag da, also 20 Stunden pro Woche.', 20],
    ['fr', 'Le gardien serait présent 4 heures par jour, soit 20 heures par semaine.', 20],
    ['es', 'El conserje estaría 4 horas al día, es decir 20 horas a la semana.', 20],
    ['it', 'Il custode sarebbe presente 20 ore alla settimana, 4 ore al giorno.', 20],
    ['nl', 'De conciërge is 20 uur per week aanwezig, vanaf 8 uur.', 20],
    ['pt', 'O zelador estaria 20 horas por semana, 4 horas por dia.', 20],
  ])('%s: the weekly figure among daily and yearly ones', (_lang, text, hours) => {
    expect(read(weekly, text)).toEqual({ staffHoursPerWeek: hours });
  });

  it.each<[string, string]>([
    ['only per another period', 'We would send two people for 3 hours a night.'],
    ['two weekly figures that differ', 'Normally 20 hours a week, in the summer 25 hours a week.'],
    ['no hours at all, only a count beside', 'We clean the 6 washrooms and the kitchen every evening.'],
  ])('a weekly field is never read from %s', (_what, text) => {
    expect(read(weekly, text)).toEqual({});
  });

  it('a field that is an amount takes an amount of hours, never a rate per a period', () => {
    expect(read(total, 'The fitting itself takes 14 hours, with two fitters.')).toEqual({ jobHours: 14 });
    expect(read(total, 'Two fitters, 7 hours a day.')).toEqual({});
    expect(read(total, 'We start at 8 hours and the job takes 14 hours.')).toEqual({ jobHours: 14 });
  });

  it('a time of day is no span of hours', () => {
    expect(read(total, 'Nous arrivons à 15 heures; comptez 6 heures de travail.')).toEqual({ jobHours: 6 });
    expect(read(total, 'Wij komen om 9 uur, het werk duurt 5 uur.')).toEqual({ jobHours: 5 });
  });
});
