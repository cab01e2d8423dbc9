import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field asking whether the booking is made: the sender saying they booked it for the
 * client answers yes, in the seven languages; an offer to book, a condition, a future or a
 * negation never does, nor does a booking of another thing than the field's subject.
 */

const OBJECTIVE = 'Book a minibus for our team outing on 12 March and get the price';
const props = {
  confirmed: { type: 'boolean', description: 'the minibus is booked' },
  priceEUR: { type: 'number', description: 'total price in EUR' },
};

describe('a booking made, read as yes', () => {
  it.each([
    "Hi Sam, I've booked you a 16-seater for Thursday 12 March. The price is €540 all in.",
    'Hello, we have reserved a minibus for you on the 12th. The price is €540 all in.',
    'Guten Tag, wir haben den Kleinbus für Sie am 12. März gebucht. Der Preis beträgt 540 € inklusive.',
    "Bonjour, j'ai réservé le minibus pour vous le 12 mars. Le prix est de 540 € tout compris.",
    'Hola, hemos reservado el microbús para ustedes el 12 de marzo. El precio es de 540 € en total.',
    'Buongiorno, abbiamo prenotato il pulmino per voi il 12 marzo. Il prezzo è di 540 € in tutto.',
  ])('%s', (text) => {
    expect(readOneReply(props, text, OBJECTIVE)).toMatchObject({ confirmed: true, priceEUR: 540 });
  });
});

describe('no booking made: the field is not read as yes', () => {
  it.each([
    "Once the deposit is in, I'll have it booked for you. The price is €540 all in.",
    'We can book a 16-seater for you on the 12th. The price is €540 all in.',
    'Shall I book it for you? The price is €540 all in.',
    'Sorry, the 12th is fully booked. The price would be €540 all in.',
    'Sobald die Anzahlung da ist, wird der Bus für Sie gebucht. Der Preis beträgt 540 €.',
    'Si vous confirmez, je peux le réserver pour vous. Le prix est de 540 €.',
  ])('%s', (text) => {
    expect(readOneReply(props, text, OBJECTIVE)['confirmed']).not.toBe(true);
  });

  it('a booking of another thing than the field names is no yes for it', () => {
    const got = readOneReply(
      {
        parkingReserved: { type: 'boolean', description: 'a parking space is reserved' },
        roomBooked: { type: 'boolean', description: 'the meeting room is booked' },
      },
      "Hi, I've booked the meeting room for you on the 9th.",
      'Book the meeting room and a parking space',
    );
    expect(got['parkingReserved']).toBeUndefined();
  });
});

describe('a reply opening with "si": a yes only when set apart', () => {
  const one = { available: { type: 'boolean', description: 'whether the van is available on the 12th' } };
  it.each([
    'Si vous confirmez aujourd’hui, nous pouvons le garder.',
    'Si nos confirma hoy, se lo dejamos apartado.',
    'Si me lo confirma antes del viernes, lo tenemos.',
  ])('no answer: %s', (text) => {
    expect(readOneReply(one, text, 'Find out whether the van is available')['available']).toBeUndefined();
  });

  it.each(['Sí, la furgoneta está disponible el día 12.', 'Si, está libre ese día.'])('yes: %s', (text) => {
    expect(readOneReply(one, text, 'Find out whether the van is available')['available']).toBe(true);
  });
});
