import { describe, expect, it } from 'vitest';
import { participleStem } from '../../services/worker/brain/readers/field-terms.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (description: string, text: string) =>
  readFromSources(
    { type: 'object', properties: { readyFrom: { type: 'string', description } } },
    [{ text, at: AT, messageId: 'm1' }],
    noRefs(),
  ).values['readyFrom'];

const BRILLE = 'Datum, ab dem die Brille abgeholt werden kann (YYYY-MM-DD)';
const RAD = 'Datum, ab dem das Fahrrad abgeholt werden kann';

describe('a field described by a German participle ("abgeholt") is about its verb ("abholen"): a delivery date of the parts is not it', () => {
  it.each([
    [
      'de: the lenses delivered on Tuesday, the glasses collected from the 9th',
      BRILLE,
      'Die Gläser sind beim Hersteller in Fertigung, die Lieferung haben wir für Dienstag bestätigt bekommen. Dann schleifen wir sie ein, sodass Sie Ihre Brille ab dem 09.12. bei uns abholen können.',
      '2026-12-09',
    ],
    [
      'de: the frame delivered on Monday, ready to collect from the 10th',
      RAD,
      'Der Rahmen wird am Montag geliefert. Abholbereit ist Ihr Rad dann ab dem 10.12.',
      '2026-12-10',
    ],
    [
      'en: the cloth arrives on Tuesday, the suit collected from 9 December',
      'date from which the suit can be collected',
      'The cloth is delivered on Tuesday; you can pick the suit up from 9 December.',
      '2026-12-09',
    ],
    [
      'fr: the lenses delivered on Tuesday, the glasses collected from 9 December',
      'date à partir de laquelle les lunettes peuvent être retirées',
      'Les verres seront livrés mardi. Vous pourrez retirer vos lunettes à partir du 9 décembre.',
      '2026-12-09',
    ],
  ])('%s', (_what, description, text, iso) => {
    expect(read(description, text)).toBe(iso);
  });

  it.each([
    [
      'de: only the delivery of the lenses',
      BRILLE,
      'Die Lieferung der Gläser ist für Dienstag, den 01.12., bestätigt.',
    ],
    [
      'de: the parts come on Tuesday, no day to collect',
      RAD,
      'Die Teile werden am Dienstag, 01.12., geliefert, dann melden wir uns.',
    ],
    [
      'nl: only the delivery of the lenses',
      'datum waarop de bril kan worden opgehaald',
      'De glazen worden op dinsdag 1 december geleverd.',
    ],
  ])('no value: %s', (_what, description, text) => {
    expect(read(description, text)).toBeUndefined();
  });

  it.each([
    ['abgeholt', 'abhol'],
    ['eingebaut', 'einbau'],
    ['angeliefert', 'anliefer'],
    ['geliefert', 'liefer'],
    ['gereinigt', 'reinig'],
    ['gebaut', undefined],
    ['gesamt', undefined],
    ['general', undefined],
  ])('participle stem of %s', (word, stem) => {
    expect(participleStem(word)).toBe(stem);
  });
});
