import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** A booking's date from a sentence that says the booking stands, without naming the booking. */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const props = { reservationDate: { type: 'string', format: 'date', description: 'date of the reserved table' } };

describe('dates: the booking stands for the date', () => {
  it.each<[string, string]>([
    ['en', 'Great, Friday 12 March at 8 pm is booked for you, see you then.'],
    ['de', 'Prima, Freitag, der 12. März ist fest für Sie eingeplant.'],
    ['fr', 'Parfait, le vendredi 12 mars est confirmé, à 20 h.'],
    ['es', 'Perfecto, el viernes 12 de marzo queda reservado para ustedes.'],
    ['it', 'Perfetto, venerdì 12 marzo è confermato per voi.'],
    ['nl', 'Top, vrijdag 12 maart staat voor jullie vast.'],
    ['pt', 'Ótimo, sexta-feira 12 de março está agendado para vocês.'],
  ])('%s', (_lang, text) => {
    expect(read(props, text)).toEqual({ reservationDate: '2027-03-12' });
  });

  it.each<[string, string]>([
    ['en', 'Sorry, Friday 12 March is fully booked.'],
    ['de', 'Leider ist Freitag, der 12. März bereits gebucht.'],
    ['fr', 'Désolé, le vendredi 12 mars est déjà réservé.'],
    ['nl', 'Helaas, vrijdag 12 maart is al geboekt.'],
  ])("%s: someone else's booking gives no date", (_lang, text) => {
    expect(read(props, text)).toEqual({});
  });
});

describe("dates: a date that is booked by someone else, or regretted, is never the client's", () => {
  it.each<[string, string]>([
    ['en', 'Sorry, Friday 12 March is booked.'],
    ['en', 'Friday 12 March is booked up, I’m afraid.'],
    ['en', 'Friday 12 March is booked by another party.'],
    ['en', 'Friday 12 March is booked solid.'],
    ['de', 'Es tut uns leid, Freitag, der 12. März ist gebucht.'],
    ['fr', 'Désolé, le vendredi 12 mars est réservé par un autre groupe.'],
    ['es', 'Lo sentimos, el viernes 12 de marzo ya está completo.'],
    ['it', 'Mi dispiace, venerdì 12 marzo è prenotato da un altro gruppo.'],
    ['nl', 'Het spijt ons, vrijdag 12 maart is geboekt door een ander gezelschap.'],
    ['pt', 'Lamentamos, sexta-feira 12 de março está marcado por outro grupo.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(props, text)).toEqual({});
  });

  it.each<[string, string]>([
    ['en', 'We have booked Friday 12 March for your group of eight.'],
    ['de', 'Wir haben Freitag, den 12. März für Sie reserviert.'],
    ['it', 'Abbiamo prenotato venerdì 12 marzo per voi, tavolo da otto.'],
  ])('%s: booked for the client or by the sender counts', (_lang, text) => {
    expect(read(props, text)).toEqual({ reservationDate: '2027-03-12' });
  });
});

describe('dates: a date we proposed, confirmed as booked', () => {
  const readAfterUs = (text: string, ours: string) =>
    readFromSources(
      { type: 'object', properties: props },
      [{ text, at: AT, messageId: 'm2' }],
      referencesFrom([ours], AT),
    ).values;

  it('is read when the sentence says the booking stands', () => {
    expect(
      readAfterUs('Top, vrijdag 12 maart staat voor jullie vast.', 'Vrijdag 12 maart is ook goed, graag vastleggen.'),
    ).toEqual({
      reservationDate: '2027-03-12',
    });
  });

  it('is never read from a sentence that only repeats it', () => {
    expect(readAfterUs('You mentioned Friday 12 March; we will see.', 'Friday 12 March would suit us.')).toEqual({});
    expect(readAfterUs('Friday 12 March is already booked, sorry.', 'Friday 12 March would suit us.')).toEqual({});
  });
});
