import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Friday 27 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-27T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const FIELDS = {
  visitDate: { type: 'string', description: 'YYYY-MM-DD' },
  visitTime: { type: 'string', description: 'HH:MM, 24h' },
};
const read = (text: string, properties: Record<string, unknown> = FIELDS) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values['visitTime'];

describe('a time-of-day field: the one time the reply writes', () => {
  it.each([
    ['Our engineer can come on Wednesday the 9th of December at quarter past nine.', '09:15'],
    ['The fitter will be with you on Thursday 10 December at 2.30pm, allow about an hour.', '14:30'],
    ['Der Monteur kommt am Mittwoch, 9. Dezember, um halb neun.', '08:30'],
    ['Wir kommen am 9.12. um 13.45 Uhr, bitte 20 Minuten einplanen.', '13:45'],
    ['Le technicien passera le mercredi 9 décembre à 14h30.', '14:30'],
    ['El técnico irá el miércoles 9 de diciembre a las 11 y media.', '11:30'],
    ['Il tecnico passa mercoledì 9 dicembre alle 16:00.', '16:00'],
    ['De monteur komt woensdag 9 december om 10.15 uur.', '10:15'],
    ['O técnico passa na quarta-feira, 9 de dezembro, às 08:45.', '08:45'],
  ])('%s', (text, time) => {
    expect(read(text)).toBe(time);
  });

  it('a range, a bound, two times or an unsure hour bind none', () => {
    // a window
    expect(read('Delivery on 9 December between 7 and 9 am.')).toBe(undefined);
    expect(read('Wir liefern am 9.12. zwischen 7 und 9 Uhr.')).toBe(undefined);
    // a bound, alone or beside another time
    expect(read('I can swing by on 12/9 after 1pm.')).toBe(undefined);
    expect(read('Vous pouvez la récupérer à partir de 14h le 9 décembre.')).toBe(undefined);
    expect(read('We load in from 7:30 to be ready for your 9:30 start.')).toBe(undefined);
    // two times offered
    expect(read('Le puedo ofrecer la salida de las 14:00 o la de las 08:30 del 16/01.')).toBe(undefined);
    // a question, a denied clause
    expect(read('Would 10:30 on Wednesday 9 December suit you?')).toBe(undefined);
    expect(read('Alle 9:15 non è possibile, mi dispiace.')).toBe(undefined);
    // an offer in the conditional mood
    expect(read('El martes 8 sin problema: podríamos pasar a recoger al Sr. Herrera a las 7:15.')).toBe(undefined);
    expect(read('Am Dienstag, 8.12., könnten wir um 7:15 Uhr da sein.')).toBe(undefined);
    expect(read('We could be there at 7:15 on Tuesday 8 December.')).toBe(undefined);
    // the small hours without a 24-hour form or a half of the day
    expect(read('The fitter comes on Wednesday 9 December at 3.')).toBe(undefined);
    // opening hours and a duration are no time of the visit
    expect(read('Öffnungszeiten Mo–Fr 8–18 Uhr. Bearbeitung in 2 h.')).toBe(undefined);
  });

  it('a schema with two time fields binds neither from one time', () => {
    const two = {
      startTime: { type: 'string', description: 'HH:MM' },
      visitTime: { type: 'string', description: 'HH:MM' },
    };
    expect(read('We come at 9:30 on 9 December.', two)).toBe(undefined);
  });

  it('a field that asks from when takes the time after "from"', () => {
    const from = { accessFrom: { type: 'string', description: 'time of access, HH:MM' } };
    const text = 'Le montage est possible à partir de 7h30 le 9 décembre.';
    expect(
      readFromSources({ type: 'object', properties: from }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values,
    ).toEqual({
      accessFrom: '07:30',
    });
  });
});
