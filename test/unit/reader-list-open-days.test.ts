import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * Opening days as a list of weekday values (full names or short forms "mon" … "sun"): a range
 * goes round the week ("Tuesday to Sunday"), and the days said closed are a no.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const SHORT = {
  openDays: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } },
};
const LONG = {
  openDays: {
    type: 'array',
    description: 'days the shop is open',
    items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
  },
};
const CLOSED = {
  closedDays: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } },
};

describe('open days, with the closed ones said no to', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    [
      'en',
      SHORT,
      "We're open Wednesday to Saturday; we're closed Sundays, Mondays and Tuesdays.",
      ['wed', 'thu', 'fri', 'sat'],
    ],
    [
      'de',
      SHORT,
      'Wir haben von Dienstag bis Sonntag geöffnet, montags ist Ruhetag.',
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    ],
    [
      'fr',
      SHORT,
      'Nous sommes ouverts du mercredi au dimanche. Fermé le lundi et le mardi.',
      ['wed', 'thu', 'fri', 'sat', 'sun'],
    ],
    [
      'es',
      LONG,
      'Abrimos de lunes a viernes; los sábados y domingos está cerrado.',
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    ],
    [
      'it',
      SHORT,
      'Siamo aperti dal giovedì alla domenica. Il lunedì, il martedì e il mercoledì siamo chiusi.',
      ['thu', 'fri', 'sat', 'sun'],
    ],
    [
      'nl',
      SHORT,
      'We zijn open van dinsdag tot en met zaterdag, zondag en maandag gesloten.',
      ['tue', 'wed', 'thu', 'fri', 'sat'],
    ],
    [
      'pt',
      LONG,
      'Estamos abertos de terça a sábado; ao domingo e à segunda está fechado.',
      ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    ],
  ])('%s: %s', (_lang, props, text, days) => {
    expect(read(props, text)[Object.keys(props)[0]!]).toEqual(days);
  });
});

describe('what it leaves unread or reads as written', () => {
  it('a field asking for the closed days reads them as written', () => {
    expect(read(CLOSED, 'We are closed on Sundays and Mondays.')['closedDays']).toEqual(['sun', 'mon']);
  });
  it('"sun" alone in an enum is no Sunday', () => {
    const props = { weather: { type: 'array', items: { type: 'string', enum: ['sun', 'rain'] } } };
    expect(read(props, 'We are open on Sunday.')['weather']).toBeUndefined();
  });
  it('a closed day that is also said open leaves the list unsure', () => {
    expect(
      read(SHORT, 'Open Tuesday to Saturday, and Sundays too, but closed Sundays in January.')['openDays'],
    ).toBeUndefined();
  });
  it('a closing that names no day leaves the list unsure', () => {
    expect(read(SHORT, 'Open Friday to Monday, midweek we shut.')['openDays']).toBeUndefined();
  });
  it('items between a yes and a later no are not told apart', () => {
    const text = 'Siamo aperti dal giovedì alla domenica, il lunedì, il martedì e il mercoledì siamo chiusi.';
    expect(read(SHORT, text)['openDays']).toBeUndefined();
  });
  it("a no that starts the next clause is that item's own", () => {
    expect(read(SHORT, 'Open Monday, Tuesday and Friday, not Saturday.')['openDays']).toEqual(['mon', 'tue', 'fri']);
  });
  it('a farm is no closing', () => {
    expect(read(SHORT, 'La ferme est ouverte le mardi, le vendredi et le samedi.')['openDays']).toEqual([
      'tue',
      'fri',
      'sat',
    ]);
  });
});
