import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A date for work done on site or an appointment, from a sentence that says the work happens
 * then without naming the field: the client booked in ("I've put you in for …"), the fitter's
 * verb ("our engineer will fit it on …"), the tradesman coming ("we can come …"), an elliptic
 * "I can do Tuesday the 14th", goods that come on a day ("Ihre Pellets kommen am …"), the
 * earliest start ("frühestens ab dem 7. April"). Competing or denied dates still give nothing.
 */

const AT = Date.parse('2026-11-27T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const inspection = { inspectionDate: { type: 'string', description: 'Date of the inspection, YYYY-MM-DD' } };
const install = { installDate: { type: 'string', description: 'installation date (YYYY-MM-DD)' } };
const repair = { repairDate: { type: 'string', description: 'date of the boiler repair' } };
const appointment = { appointmentDate: { type: 'string', format: 'date', description: 'day of the job' } };
const delivery = { deliveryDate: { type: 'string', description: 'delivery date' } };
const start = { earliestStartDate: { type: 'string', description: 'earliest date to start the work' } };

describe('the client booked in for the date', () => {
  it.each<[string, string]>([
    ['en', "No problem, I've put you in for the CP12 on Friday the 4th, morning slot."],
    ['en', "We've pencilled you in for Friday 4 December."],
    ['en', "You're booked in for Friday 4 December, engineer Marcus."],
    ['de', 'Ich habe Sie für Freitag, den 4. Dezember eingetragen.'],
    ['fr', 'Je vous ai inscrit pour le vendredi 4 décembre.'],
    ['es', 'Le he apuntado para el viernes 4 de diciembre.'],
    ['nl', 'Ik heb u ingepland op vrijdag 4 december.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(inspection, text)).toEqual({ inspectionDate: '2026-12-04' });
  });

  it("someone else's booking, or a question, gives nothing", () => {
    expect(read(inspection, 'We have put in the order for the parts on Friday 4 December.')).toEqual({});
    expect(read(inspection, 'Shall I put you in for Friday 4 December?')).toEqual({});
  });
});

describe("the fitter's own verb, or the tradesman coming", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['en', install, 'Our engineer will fit the glasswasher on 14 June.', '2027-06-14'],
    ['en', install, "We'll fit the new unit on 14 June, morning slot.", '2027-06-14'],
    ['de', install, 'Wir werden die Spülmaschine am 14. Juni einbauen.', '2027-06-14'],
    ['fr', install, 'Nous poserons le lave-verre le 14 juin.', '2027-06-14'],
    ['nl', repair, 'We kunnen woensdag 9 december komen, tussen 8 en 10 uur.', '2026-12-09'],
    ['en', repair, 'We can come out on Wednesday 9 December, between 8 and 10.', '2026-12-09'],
    ['de', repair, 'Wir können am Mittwoch, 9. Dezember vorbeikommen.', '2026-12-09'],
  ])('%s: %s', (_lang, props, text, date) => {
    expect(Object.values(read(props, text))).toEqual([date]);
  });

  it('a fitting denied, or two days offered, gives nothing', () => {
    expect(read(install, "We can't fit the glasswasher on 14 June.")).toEqual({});
    expect(read(repair, 'We can come on Wednesday 9 December or Thursday 10 December.')).toEqual({});
  });
});

describe('"I can do Tuesday the 14th": the verb left out', () => {
  it.each<[string, string]>([
    ['nl', 'Ik kan donderdag 16 september, we zijn er rond half 8.'],
    ['en', 'I can do Thursday 16 September, first thing.'],
    ['de', 'Ich kann Donnerstag, 16. September, gegen halb acht.'],
    ['it', 'Posso giovedì 16 settembre, verso le 7:30.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(appointment, text)).toEqual({ appointmentDate: '2027-09-16' });
  });

  it.each<[string, string]>([
    ['nl', 'Ik kan dinsdag 14 september - sorry, ik bedoel de week erna, dinsdag zit ik in Zwolle.'],
    ['en', "I can do Tuesday 14 September - sorry, I meant Thursday, Tuesday I'm away."],
    ['de', 'Ich kann Dienstag, 14. September – nein, Moment, doch nicht, Dienstag bin ich in Ulm.'],
  ])('%s: a correction without a sure new day is asked, never the first day nor the bare weekday', (_lang, text) => {
    expect(read(appointment, text)).toEqual({});
  });

  it('a correction in the same sentence gives the corrected day, never the first', () => {
    expect(read(appointment, 'Ik kan dinsdag 14 september - sorry, ik bedoel donderdag 16 september.')).toEqual({
      appointmentDate: '2027-09-16',
    });
  });
});

describe('goods that come on a day; the earliest start', () => {
  it.each<[string, string]>([
    ['de', 'Ihre Pellets kommen am Dienstag, 13.04., vormittags.'],
    ['de', 'Die Paletten kommen am 13.04. zwischen 8 und 12 Uhr.'],
    ['de', 'Ihre Bestellung kommt am Dienstag, 13.04. an.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(delivery, text)).toEqual({ deliveryDate: '2027-04-13' });
  });

  it.each<[string, string]>([
    ['de', 'Wir können das Gerüst frühestens ab dem 7. April stellen.'],
    ['en', 'We could put the scaffold up on 7 April at the earliest.'],
    ['fr', "Nous pouvons monter l'échafaudage au plus tôt le 7 avril."],
  ])('%s: %s', (_lang, text) => {
    expect(read(start, text)).toEqual({ earliestStartDate: '2027-04-07' });
  });
});

describe('chrono readings that name no day', () => {
  it('"frühestens" holds no Friday, "within 1m" no minute', () => {
    expect(read(start, 'Wir können frühestens nächste Woche anfangen.')).toEqual({});
    expect(read(install, 'He will need the drain within 1m of the unit; we will fit it on 14 June.')).toEqual({
      installDate: '2027-06-14',
    });
  });
});
