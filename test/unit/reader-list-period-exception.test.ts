import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A list item with an exception for a period the field asks for is out; any other condition leaves the list unsure. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const days = (description: string) => ({
  availableDays: {
    type: 'array',
    items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] },
    description,
  },
});
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const YEAR_ROUND = 'weekdays they can come every week of the year, August included';

describe('"Fridays too, except in August" when the field asks for every week of the year', () => {
  it.each([
    "We can come Monday to Wednesday from 6pm, and Fridays too, except in August when half the team is off and we can't manage it. Thursdays are impossible.",
    "Nous pouvons passer du lundi au mercredi à partir de 18 h, et le vendredi aussi, sauf en août, où nous ne sommes pas assez nombreux. Le jeudi c'est impossible.",
    'Podemos ir de lunes a miércoles a partir de las 18:00, y los viernes también, salvo en agosto, que no llegamos. Los jueves imposible.',
  ])('%s', (text) => {
    expect(read(days(YEAR_ROUND), text)).toEqual({ availableDays: ['monday', 'tuesday', 'wednesday'] });
  });

  it('the same exception with a field that asks for no period: the list is not sure', () => {
    expect(
      read(
        days('weekdays they can come'),
        "We can come Monday to Wednesday from 6pm, and Fridays too, except in August when we can't manage it.",
      ),
    ).toEqual({});
  });

  it('a no after the last item without an exception is every item’s: the list is not read', () => {
    expect(read(days(YEAR_ROUND), 'Dienstag und Donnerstag geht es, leider nicht immer.')).toEqual({});
  });

  it('another condition on an item still leaves the list unsure', () => {
    expect(
      read(days(YEAR_ROUND), 'We can come Monday to Wednesday, and Fridays too if the office is empty by 7pm.'),
    ).toEqual({});
  });
});

/**
 * An item limited to another part of the day than the field asks for ("los viernes solo por la
 * tarde" when the field asks "before 9:30") is surely out of the list; an item so limited for a
 * field that asks no part of the day leaves the list unsure, as any condition does.
 */
describe('an item only in the afternoon when the field asks for the morning', () => {
  const EARLY = 'weekdays on which they can clean before 9:30';
  it.each([
    ['en', 'Tuesdays and Thursdays we are in your street first thing. Fridays we can only come in the afternoon.'],
    ['de', 'Dienstags und donnerstags sind wir früh bei Ihnen. Freitags können wir nur nachmittags kommen.'],
    ['fr', "Le mardi et le jeudi nous passons tôt le matin. Le vendredi, seulement l'après-midi."],
    [
      'es',
      'Tenemos ruta a primera hora los martes y los jueves. Los viernes solo podríamos ir por la tarde, a partir de las 15:00.',
    ],
    ['it', 'Il martedì e il giovedì passiamo presto. Il venerdì solo di pomeriggio.'],
    ['nl', "Op dinsdag en donderdag komen we vroeg. Op vrijdag alleen 's middags."],
    ['pt', 'À terça e à quinta passamos cedo. À sexta-feira apenas à tarde.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(days(EARLY), text)).toEqual({ availableDays: ['tuesday', 'thursday'] });
  });

  it('the same limit with a field that asks no part of the day: the list is not sure', () => {
    expect(
      read(
        days('weekdays they can come'),
        'Tuesdays and Thursdays we are in your street first thing. Fridays we can only come in the afternoon.',
      ),
    ).toEqual({});
  });

  it('an item limited to the morning the field asks for stays unsure', () => {
    expect(read(days(EARLY), 'Tuesdays and Thursdays are fine. Fridays only in the morning, from 8.')).toEqual({});
  });
});
