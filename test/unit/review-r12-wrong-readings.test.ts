import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Readings the review of round 12 found delivering a wrong value where the code before it asked:
 * each phrasing here must never give the value named (it may give the right one, or nothing).
 */
const read = (props: Record<string, Record<string, unknown>>, text: string, at = '2027-01-12T10:00:00Z') =>
  readOneReply(props, text, 'Get the details for our booking', Date.parse(at));

describe('a figure after "and" is another price, not cents', () => {
  const room = { roomHireEur: { type: 'number', description: 'room hire price in EUR' } };
  it.each([
    ['Die Miete beträgt 300 Euro und 20 pro Stunde Verlängerung.', 300.2],
    ['La location est de 300 euros et 20 par heure supplémentaire.', 300.2],
    ['El alquiler son 300 euros y 20 por hora extra.', 300.2],
    ['The menu is €30 and 10 per person for the wine pairing.', 30.1],
    ['Lunch is twenty euros and fifteen each for wine.', 20.15],
    ['Room hire would be four hundred euros and twenty each for the coffee breaks.', 400.2],
  ])('%s', (text, wrong) => {
    expect(read(room, text).roomHireEur).not.toBe(wrong);
  });
});

describe('a booking held, undone or of something else is no yes', () => {
  const coach = { coachBooked: { type: 'boolean', description: 'whether the coach is booked' } };
  it.each([
    "I've booked you a 49-seater coach for the 9th, subject to the deposit by Friday.",
    "I've booked you a 49-seater coach on a provisional basis, pending your deposit.",
    'We had reserved the coach for you, but the depot is now closed that day.',
    "I've booked you a slot to view the coaches on Saturday.",
    "I've booked you in for a call with our coach team on Monday.",
    "I've booked you a coach for the airport run on the 2nd; the one for the 9th is still open.",
  ])('%s', (text) => {
    expect(read(coach, text).coachBooked).not.toBe(true);
  });
});

describe('a fitting day under a guess or a condition is no date', () => {
  const fit = { installationDate: { type: 'string', format: 'date', description: 'installation date' } };
  it.each([
    "We'll come back to fit, probably Tuesday 16 March, but I'll confirm after the measure.",
    "We'll come back to fit, hopefully on Tuesday 16 March.",
    "We'll come back to fit on Tuesday 16 March, unless the blinds are delayed.",
  ])('%s', (text) => {
    expect(read(fit, text, '2027-03-09T10:00:00Z').installationDate).toBeUndefined();
  });
});

describe('a spaced dash before a figure and a word is punctuation, not part of the code', () => {
  const quote = { quoteNumber: { type: 'string', description: 'quote number' } };
  it.each([
    ['Our quote number is 20931 - 250 cards at £0.42 each.', '20931 - 250'],
    ['Quote no. 7718 - 500 leaflets, £89 + VAT.', '7718 - 500'],
    ['Quote ref 2291 - 12 March, valid 30 days.', '2291 - 12'],
  ])('%s', (text, wrong) => {
    expect(read(quote, text).quoteNumber).not.toBe(wrong);
  });
});

describe('dates months away are not what a weekday and a bare day or a past week mean', () => {
  const on = (text: string, lang: 'en' | 'fr' | 'de', at: string) =>
    findDates(text, lang, Date.parse(at)).map((d) => d.date);
  it('"Monday 8 in the morning" written on Tuesday 9 March is no 8 November', () => {
    expect(on('We could start on Monday 8 in the morning.', 'en', '2027-03-09T10:00:00Z')).not.toContain('2027-11-08');
    expect(on('Nous pouvons commencer lundi 8 au matin.', 'fr', '2027-03-09T10:00:00Z')).not.toContain('2027-11-08');
  });
  it('a week of the course is no calendar week', () => {
    expect(on('We would start on the Wednesday of week 2 of the course.', 'en', '2027-03-10T10:00:00Z')).not.toContain(
      '2028-01-12',
    );
  });
  it('a calendar week a few weeks back is not moved to next year', () => {
    expect(
      on(
        'Die Lieferung war für Mittwoch in KW 8 geplant, kommt jetzt aber erst Ende März.',
        'de',
        '2027-03-10T10:00:00Z',
      ),
    ).not.toContain('2028-02-23');
  });
});
