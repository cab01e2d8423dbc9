import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readOneReply } from '../support/read-one-reply.js';

describe('codes with letter groups between slashes and short booking codes', () => {
  it.each([
    ['2026/TX/0458 – o motorista', '2026/TX/0458'],
    ['AZ 12/KL/2026, bitte angeben', 'AZ 12/KL/2026'],
    ['K7Q 4MZ, so keep it', 'K7Q 4MZ'],
    ['XR7-BKQ at the desk', 'XR7-BKQ'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it.each([['A4 size'], ['CO2 free'], ['UK 2 weeks'], ['PS5 Pro']])('%s is no code', (text) => {
    expect(codeAt(text, 0)).toBeUndefined();
  });
});

describe('an identifier named by a compound or a preposition', () => {
  it.each([
    ['orderReference', 'Die Bestellnummer lautet AB 2026 / 44871.', 'AB 2026/44871'],
    ['orderNumber', 'Ihre Bestellung läuft unter der Nr. 55-31208, Lieferung in KW 3.', '55-31208'],
    [
      'orderConfirmationNumber',
      'Die Auftragsbestätigung läuft bei uns unter AB 26 - 04417 / 2 (bitte angeben).',
      'AB 26-04417/2',
    ],
    ['orderConfirmationNumber', 'La conferma è registrata sotto il n. 2026-7781, grazie.', '2026-7781'],
    ['bookingNumber', 'A sua reserva tem o n.º 2026/TX/0458 – o motorista espera.', '2026/TX/0458'],
    ['bookingNumber', 'Votre réservation est enregistrée sous le n° RS-44120.', 'RS-44120'],
    ['bookingReference', 'Your booking reference is K7Q 4MZ, keep it handy.', 'K7Q 4MZ'],
    ['bookingReference', 'Su reserva quedó bajo el código XR7-BKQ.', 'XR7-BKQ'],
  ])('%s: %s', (field, text, code) => {
    const values = readOneReply({ [field]: { type: 'string' } }, text, 'Get the number');
    expect(values[field]).toBe(code);
  });

  it.each([
    ['orderNumber', 'We can only take orders under 500 units this month.'],
    ['orderNumber', 'Ihre Bestellung ist bestellt, die Nummer folgt morgen. Tel. 07121 9 44 80-12'],
    ['bookingReference', 'Your booking reference is below, fare £86.50. Call 0333 999 7333.'],
    ['bookingNumber', 'A reserva n.º 2026/TX/0458 substitui a reserva n.º 2026/TX/0311.'],
    ['orderConfirmationNumber', 'Die Auftragsbestätigung folgt unter separater Post, USt-IdNr. DE 126 558 901.'],
  ])('%s: nothing in "%s"', (field, text) => {
    const values = readOneReply({ [field]: { type: 'string' } }, text, 'Get the number');
    expect(values[field]).toBeUndefined();
  });
});
