import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { findNumberWords } from '../../services/worker/brain/readers/number-words/find-number-words.js';
import { foldKeepingLength } from '../../services/worker/brain/language-fold.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A weekday of a calendar week is that day of the ISO week (readers/week-dates.ts), never the
 * next such weekday: "am Mittwoch in KW 50" written on Friday 27 November 2026 is 9 December.
 */
const AT = Date.parse('2026-11-27T10:00:00Z');

describe('a weekday of a calendar week', () => {
  it.each([
    ['de', 'Wir würden am Mittwoch in KW 50 mit der Verlegung anfangen.'],
    ['de', 'Montagebeginn wäre Mittwoch der KW 50.'],
    ['en', 'We could start on the Wednesday of week 50.'],
    ['fr', 'Nous pouvons commencer le mercredi de la semaine 50.'],
    ['es', 'Podemos empezar el miércoles de la semana 50.'],
    ['it', 'Possiamo iniziare mercoledì della settimana 50.'],
    ['nl', 'We kunnen woensdag in week 50 beginnen.'],
  ] as const)('%s: %s', (lang, text) => {
    expect(findDates(text, lang, AT).map((d) => d.date)).toEqual(['2026-12-09']);
  });

  it('a week already past is the next year’s', () => {
    expect(findDates('Lieferung am Dienstag in KW 2.', 'de', AT).map((d) => d.date)).toEqual(['2027-01-12']);
  });

  it('is read beside another date the same mail writes, each its own', () => {
    const installationDate = { type: 'string', description: 'Datum der Verlegung, YYYY-MM-DD' };
    const v = readOneReply(
      { installationDate },
      'Wir würden am Mittwoch in KW 50 mit der Verlegung anfangen. Vorher kommt mein Kollege am Freitag, 4.12., zum Aufmaß. Grüße',
      'Termin für die Verlegung erfragen',
    );
    // The message date of readOneReply is 12 January 2027: week 50 is that year's.
    expect(v['installationDate']).toBe('2027-12-15');
  });

  it('a weekday alone beside a week it does not belong to is not resolved into that week', () => {
    expect(findDates('Am Mittwoch rufe ich an, geliefert wird in KW 50.', 'de', AT).map((d) => d.date)).not.toContain(
      '2026-12-09',
    );
  });
});

describe('folding that keeps indexes', () => {
  it('keeps one unit for one, emoji and ß included', () => {
    const text = 'Grüße 🙂 L’Été İ';
    expect(foldKeepingLength(text)).toHaveLength(text.length);
    expect(foldKeepingLength('L’Été')).toBe("l'ete");
  });

  it('a number in words after an emoji is found where it is written', () => {
    const text = 'Thanks 🙂🙂 the price is twenty-five pounds';
    const [w] = findNumberWords(text, 'en');
    expect(w?.value).toBe(25);
    expect(text.slice(w!.index, w!.end)).toBe('twenty-five');
  });
});
