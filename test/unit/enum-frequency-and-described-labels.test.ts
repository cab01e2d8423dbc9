import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const frequency = { frequency: { type: 'string', enum: ['weekly', 'every_two_weeks', 'monthly', 'on_demand'] } };
const read = (props: Record<string, Record<string, unknown>>, text: string, field: string) =>
  readOneReply(props, text, 'Ask how often they collect')[field];

describe('a frequency enum from how people write how often', () => {
  it.each([
    ['fr', 'Collecte toutes les deux semaines, au tarif de 28,50 € HT.', 'every_two_weeks'],
    ['en', 'We would collect fortnightly from the back door.', 'every_two_weeks'],
    ['de', 'Die Abholung erfolgt alle zwei Wochen am Dienstag.', 'every_two_weeks'],
    ['it', 'Il ritiro è ogni due settimane.', 'every_two_weeks'],
    ['nl', 'We komen om de twee weken langs.', 'every_two_weeks'],
    ['pt', 'A recolha é quinzenal.', 'every_two_weeks'],
    ['es', 'Pasamos una vez al mes.', 'monthly'],
    ['en, weekly', 'Our van comes once a week.', 'weekly'],
    ['de, on demand', 'Abholung nach Bedarf, einfach anrufen.', 'on_demand'],
  ])('%s', (_case, text, value) => {
    expect(read(frequency, text, 'frequency')).toBe(value);
  });

  it.each([
    ['two frequencies', "Weekly is possible, but we'd suggest every two weeks."],
    ['denied', 'Nous ne passons pas toutes les deux semaines.'],
  ])('nothing from %s', (_case, text) => {
    expect(read(frequency, text, 'frequency')).toBeUndefined();
  });
});

describe("an enum's values named by its description ('sworn = assermentée par …')", () => {
  const translation = {
    translationType: {
      type: 'string',
      enum: ['standard', 'certified', 'sworn'],
      description:
        "standard = traduction simple ; certified = certifiée conforme par l'agence ; sworn = assermentée par un traducteur expert judiciaire",
    },
  };
  const cleaning = {
    cleaningType: {
      type: 'string',
      enum: ['basic', 'deep'],
      description: 'basic: Grundreinigung, deep: Intensivreinigung mit Maschine',
    },
  };
  it.each([
    [
      'fr, sworn',
      'Nous vous proposons une traduction assermentée, signée par M. Ferrand.',
      translation,
      'translationType',
      'sworn',
    ],
    ['fr, certified', 'Une traduction certifiée conforme suffira.', translation, 'translationType', 'certified'],
    ['de, deep', 'Wir empfehlen eine Intensivreinigung der Küche.', cleaning, 'cleaningType', 'deep'],
    ['de, basic', 'Eine Grundreinigung reicht völlig.', cleaning, 'cleaningType', 'basic'],
  ])('%s', (_case, text, props, field, value) => {
    expect(read(props as never, text, field)).toBe(value);
  });

  it.each([
    ['two values', 'Une traduction simple ou assermentée, à vous de voir.'],
    ['only one value described', 'Nous vous proposons une traduction assermentée.'],
  ])('nothing from %s', (name, text) => {
    const props =
      name === 'only one value described'
        ? { translationType: { type: 'string', enum: ['standard', 'sworn'], description: 'sworn = assermentée' } }
        : translation;
    expect(read(props as never, text, 'translationType')).toBeUndefined();
  });

  it('values defined by figures are not named by their description', () => {
    const level = {
      serviceLevel: {
        type: 'string',
        enum: ['basic', 'standard', 'premium'],
        description: 'basic = 1 passage/semaine, standard = 2 passages/semaine, premium = passage quotidien',
      },
    };
    expect(
      read(
        level,
        'Nous vous conseillons deux passages par semaine. Le passage quotidien serait excessif à notre avis.',
        'serviceLevel',
      ),
    ).toBeUndefined();
  });
});
