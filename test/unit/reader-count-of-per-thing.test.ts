import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A count field per a thing ("personnes par groupe", "guests per table", "Gäste pro Tisch") never
 * takes a figure that counts that thing ("deux groupes", "3 tables"): the blind corpus's museum
 * stored 2 (groups) as the group size where the reply said 25 pupils per group.
 */
const field = (description: string) => ({ size: { type: 'integer', description } });

describe('a count of what the field is per is no count of its thing', () => {
  it.each<[string, string]>([
    [
      'nombre maximum de personnes par groupe',
      'Bonjour,\n\nAu-delà de la limite nous formons deux groupes.\n\nCordialement',
    ],
    ['number of guests per table', 'Hello,\n\nFor your party we would set 3 tables in the garden room.\n\nBest'],
    ['Anzahl Gäste pro Tisch', 'Hallo,\n\nwir stellen Ihnen dafür vier Tische im Saal auf.\n\nGrüße'],
    ['número de alumnos por grupo', 'Hola,\n\nCon tantos alumnos haremos dos grupos.\n\nSaludos'],
    ['numero di persone per gruppo', 'Buongiorno,\n\nin quel caso facciamo 2 gruppi separati.\n\nSaluti'],
    ['aantal personen per groep', 'Hallo,\n\nWe splitsen de klas dan in 3 groepen.\n\nGroet'],
  ])('%s: %s', (description, text) => {
    expect(readOneReply(field(description), text).size).toBeUndefined();
  });

  it.each<[string, string, number]>([
    [
      'nombre maximum de personnes par groupe',
      'Bonjour,\n\nNous accueillons 25 personnes au maximum par groupe.\n\nCordialement',
      25,
    ],
    ['number of guests per table', 'Hello,\n\nEach table seats 10 guests.\n\nBest', 10],
  ])('still binds its own count: %s', (description, text, value) => {
    expect(readOneReply(field(description), text).size).toBe(value);
  });
});
