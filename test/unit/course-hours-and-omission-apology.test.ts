import { describe, expect, it } from 'vitest';
import { readCorrection } from '../support/read-correction.js';
import { readFields } from '../support/read-fields.js';

/**
 * A course priced per participant, in a reply with an hourly rate beside it (set X, a language
 * school): before, "le module de 30 heures" was read as a date 30 hours after the mail, the field's
 * "30-hour module" made it a field per hour (so "58 € HT de l'heure" fitted it best and was
 * delivered), a registration fee per person competed with the module's price, and a second mail
 * that opened "Pardon, j'ai oublié ce point" was taken for a correction of the first mail's figures.
 * And a venue's "saldo di € 945,00 + IVA" after a deposit was delivered as the room hire (set Y).
 */

const PRICE = {
  pricePerParticipant: {
    type: 'number',
    description: 'price per participant for the 30-hour module, EUR excluding VAT',
  },
};

describe('a length of hours is no date (readers/dates.ts)', () => {
  it.each([
    ['fr', 'Le module de 30 heures démarre quand vous voulez.'],
    ['en', 'A course of 30 hours, starting whenever suits you.'],
    ['es', 'El curso de 30 horas empieza cuando quieran.'],
  ])('%s', (_lang, text) => {
    const read = readFields(
      { startDate: { type: 'string', format: 'date', description: 'date of the first session' } },
      text,
    );
    expect(read['startDate']).toBeUndefined();
  });
});

describe('a count of hours in the field names no period its price is per (readers/amount-scope.ts fieldUnitClasses)', () => {
  it.each([
    [
      'fr',
      "Le module de 30 heures revient à 540 € HT par participant. Pour comparaison, en cours individuel nous sommes à 58 € HT de l'heure.",
    ],
    ['en', 'The 30-hour module is €540 per participant. For comparison, one-to-one lessons are €58 an hour.'],
    ['de', 'Das Modul mit 30 Stunden kostet 540 € netto pro Teilnehmer. Einzelunterricht liegt bei 58 € pro Stunde.'],
  ])('%s', (_lang, text) => {
    expect(readFields(PRICE, text)['pricePerParticipant']).toBe(540);
  });
});

describe('a registration fee is another item than the course (lexicons/cost-terms.ts OTHER_ITEM_BEFORE)', () => {
  it.each([
    [
      'fr',
      "Le module revient à 540 € HT par participant. Les frais d'inscription (45 € par personne) sont offerts pour les groupes.",
    ],
    ['en', 'The module is €540 per participant; the registration fee (€45 per person) is waived for groups.'],
    [
      'it',
      'Il modulo costa 540 € + IVA a partecipante. La quota di iscrizione (45 € a persona) è gratuita per i gruppi.',
    ],
    ['nl', 'De module kost € 540 excl. btw per deelnemer. Het inschrijfgeld (€ 45 per persoon) vervalt voor groepen.'],
  ])('%s', (_lang, text) => {
    expect(readFields(PRICE, text)['pricePerParticipant']).toBe(540);
  });
});

describe('an apology for an omission corrects nothing (guards/corrections.ts)', () => {
  const props = { maxGroupSize: { type: 'integer', description: 'maximum number of participants per group' } };
  const older = 'Nos groupes sont limités à 8 personnes au maximum.';
  it.each([
    ["Pardon, j'ai oublié ce point. Nous pouvons démarrer le lundi 18 janvier, puis les lundis de 12 h à 13 h 30."],
    ['Perdón, olvidé ese punto: empezamos el lunes 18 de enero, de 12 a 13 h.'],
  ])('%s', (newer) => {
    expect(readCorrection(props, older, newer)['maxGroupSize']).toBe(8);
  });

  it('"pardon" before a new figure still corrects', () => {
    const read = readCorrection(props, older, 'Pardon, 10 personnes au maximum, pas 8.');
    expect(read['maxGroupSize']).toBe(10);
  });
});

describe('the balance left after a deposit is a part of the price, not the price (lexicons/cost-terms.ts OTHER_ITEM_BEFORE)', () => {
  const HIRE = { roomHire: { type: 'number', description: 'room hire for the day in EUR excluding VAT' } };
  it.each([
    ['it', 'Le confermo la prenotazione. Il saldo di € 945,00 + IVA lo fattureremo dopo l’evento.'],
    ['en', 'Booking confirmed. The remaining balance of €945 + VAT will be invoiced after the event.'],
    ['de', 'Die Buchung ist bestätigt. Den Restbetrag von 945 € netto stellen wir nach der Veranstaltung in Rechnung.'],
    ['fr', "La réservation est confirmée. Le solde de 945 € HT sera facturé après l'événement."],
  ])('%s', (_lang, text) => {
    expect(readFields(HIRE, text)['roomHire']).toBeUndefined();
  });

  it('the hire named beside the balance is still read', () => {
    const text = 'Il noleggio della sala è di € 1.350,00 + IVA; il saldo di € 945,00 lo fattureremo dopo l’evento.';
    expect(readFields(HIRE, text)['roomHire']).toBe(1350);
  });
});
