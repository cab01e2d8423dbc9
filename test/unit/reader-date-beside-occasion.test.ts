import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A day named relative to the field's occasion ("la veille de l'ouverture, le mardi 2 mars") is
 * that other day's; a bare weekday of something done ("came in from the factory on Monday") is a
 * day past, never the next such weekday.
 */

const opening = {
  openingDate: { type: 'string', format: 'date', description: 'opening day of the show' },
  closingDate: { type: 'string', format: 'date', description: 'last day of the show' },
};

describe('the day before or after the occasion', () => {
  it.each<[string, string]>([
    [
      'fr',
      "Le salon ouvrira ses portes le mercredi 3 mars et fermera le dimanche 7 mars. Le montage se fait la veille de l'ouverture, le mardi 2 mars.",
    ],
    [
      'en',
      'The show opens on Wednesday 3 March and closes on Sunday 7 March. Stands are built the day before the opening, Tuesday 2 March.',
    ],
    [
      'it',
      "L'apertura della fiera è mercoledì 3 marzo, la chiusura domenica 7 marzo. Il montaggio si fa il giorno prima dell'apertura, martedì 2 marzo.",
    ],
  ])('%s', (_lang, text) => {
    expect(readOneReply(opening, text, 'When does the show open?').openingDate).toBe('2027-03-03');
  });

  it('asks when the only date near the occasion is the day before it', () => {
    const got = readOneReply(
      { openingDate: { type: 'string', format: 'date', description: 'opening day of the show' } },
      "Le montage se fait la veille de l'ouverture, le mardi 2 mars.",
      'When does the show open?',
    );
    expect(got.openingDate).toBeUndefined();
  });
});

describe('a weekday of something done', () => {
  const delivery = {
    deliveryDate: { type: 'string', format: 'date', description: 'day the chairs are delivered to our office' },
  };
  it.each<[string, string]>([
    ['en', 'The chairs arrived at our warehouse on Monday; our carrier will call you to book the delivery.'],
    ['de', 'Die Stühle sind am Montag bei uns im Lager eingegangen; die Spedition meldet sich wegen der Lieferung.'],
  ])('%s: no date', (_lang, text) => {
    expect(readOneReply(delivery, text, 'When will the chairs be delivered?').deliveryDate).toBeUndefined();
  });

  it('keeps a weekday after a future between', () => {
    const got = readOneReply(
      delivery,
      "We received your order and we'll deliver the chairs on Monday.",
      'When will the chairs be delivered?',
    );
    expect(got.deliveryDate).toBe('2027-01-18');
  });
});
