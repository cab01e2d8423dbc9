import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Hours and minutes written as one span ("1 h 30", "1h30", "2 Std. 15 Min.", "1 hour 30
 * minutes", "1 ora e 30") are one duration: for a field in minutes, 90; never the minutes'
 * figure alone (blind corpus: a guided tour of "1 h 30" was stored as 30 minutes).
 */
const minutes = (description: string) => ({ duration: { type: 'integer', description } });

describe('hours and minutes as one span', () => {
  it.each<[string, string, number]>([
    ['durée de la visite, en minutes', 'Bonjour,\n\nLa visite guidée dure 1 h 30.\n\nCordialement', 90],
    ['duration of the tour in minutes', 'Hello,\n\nThe crossing takes 1 hour 45 minutes.\n\nBest', 105],
    ['Dauer der Führung in Minuten', 'Hallo,\n\ndie Führung dauert ca. 2 Std. 15 Min.\n\nGrüße', -1],
    ['Dauer der Führung in Minuten', 'Hallo,\n\ndie Führung dauert 2 Std. 15 Min.\n\nGrüße', 135],
    ['duración de la visita en minutos', 'Hola,\n\nLa visita dura 1 hora y 30 minutos en total.\n\nSaludos', 90],
    ['durata della visita in minuti', 'Buongiorno,\n\nla visita dura 1 ora e 20.\n\nSaluti', 80],
    ['duur van de rondleiding in minuten', 'Hallo,\n\nDe rondleiding duurt 1 uur 15 minuten.\n\nGroet', 75],
  ])('%s: %s', (description, text, value) => {
    const got = readOneReply(minutes(description), text).duration;
    if (value < 0) expect(got).toBeUndefined();
    else expect(got).toBe(value);
  });

  it.each<string>([
    // A clock time is no span.
    'Bonjour,\n\nLa visite commence à 10 h 30 et dure une heure et demie environ.\n\nCordialement',
    // A range of spans is no value.
    'Hello,\n\nThe crossing takes between 1 h 30 and 2 h 15 depending on the weather.\n\nBest',
  ])('never the minutes alone: %s', (text) => {
    const got = readOneReply(minutes('duration in minutes'), text).duration;
    expect(got === undefined || got === 90).toBe(true);
    expect(got).not.toBe(30);
  });
});
