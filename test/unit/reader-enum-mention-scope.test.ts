import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const terms = { paymentTerms: { type: 'string', enum: ['prepayment', 'on_delivery', 'net30'] } };
const speed = { shippingService: { type: 'string', enum: ['economy', 'standard', 'express'] } };
const courier = { shippingService: { type: 'string', enum: ['economy', 'next_day', 'next_day_am', 'same_day'] } };
const level = { serviceLevel: { type: 'string', enum: ['standard', 'express', 'overnight'] } };

describe('a value offered for later, under a condition, is no answer', () => {
  it.each([
    ['en', "We'd need cash with order for now; we can look at 30-day terms once you've been with us a while."],
    ['de', 'Vorerst nur gegen Vorkasse. Sobald Sie ein paar Aufträge bei uns hatten, geht auch 30 Tage netto.'],
    [
      'fr',
      "Pour une première commande, c'est paiement à la commande ; dès que le compte est ouvert, nous passons à 30 jours net.",
    ],
    ['es', 'Al ser cliente nuevo, pago anticipado; una vez que tengamos historial, podemos pasar a 30 días neto.'],
    ['it', 'Per ora pagamento anticipato; non appena avremo qualche ordine insieme, passiamo a 30 giorni netto.'],
    ['nl', 'Voorlopig vooruitbetaling; zodra we wat orders verder zijn, kan het op 30 dagen netto.'],
  ])('%s: prepayment', (_lang, text) => {
    expect(readOneReply(terms, text, 'Ask for the payment terms')['paymentTerms']).toBe('prepayment');
  });

  it.each([['Payment is 30 days net from the invoice date.'], ['Zahlung 30 Tage netto ab Rechnungsdatum.']])(
    'a plain statement binds: %s',
    (text) => {
      expect(readOneReply(terms, text, 'Ask for the payment terms')['paymentTerms']).toBe('net30');
    },
  );

  it('only a later option, nothing now: none', () => {
    expect(
      readOneReply(terms, 'Once you have been with us a while we can look at 30-day terms.', 'Ask for the terms')[
        'paymentTerms'
      ],
    ).toBeUndefined();
  });
});

describe('a value weighed and not chosen is no answer', () => {
  it.each([
    ['en', "Standard would be cheaper, but I wouldn't risk it; we'll send it express."],
    ['en', 'Standard with 5 working days is too tight, so we will send it express.'],
    ['de', 'Standard wäre günstiger, aber für Ihren Termin nehmen wir Express.'],
    ['de', 'Standard mit 5 Werktagen wird zu knapp, wir nehmen Express.'],
    ['fr', "Le standard serait moins cher, mais je vous conseille l'express."],
    ['es', 'El envío estándar sería más barato, pero con su fecha mejor el exprés.'],
    ['it', "Lo standard sarebbe più economico, ma per la vostra data consiglio l'express."],
    ['nl', 'Standaard zou goedkoper zijn, maar voor uw datum raad ik express aan.'],
    ['en', 'We will ship it express instead of standard.'],
  ])('%s: express (%s)', (_lang, text) => {
    expect(readOneReply(speed, text, 'Ask which shipping service they use')['shippingService']).toBe('express');
  });

  it.each([
    ['Express would be faster and standard would be cheaper.'],
    ['Normalerweise Standard, auf Wunsch auch Express.'],
  ])('two options weighed, none chosen: %s', (text) => {
    expect(readOneReply(speed, text, 'Ask which shipping service they use')['shippingService']).toBeUndefined();
  });
});

describe('a value as the first part of another noun is no mention of it', () => {
  it.each([
    ['de', 'Das Format DL passt ohne Falz in die Standard-Kuverts.'],
    ['en', 'The cards fit our standard-size envelopes.'],
    ['nl', 'De kaarten passen in de standaard-enveloppen.'],
  ])('%s: none', (_lang, text) => {
    expect(readOneReply(level, text, 'Ask which production option they would use')['serviceLevel']).toBeUndefined();
  });

  it('a noun of the field itself keeps it', () => {
    expect(
      readOneReply(speed, 'Wir schicken es per Express-Versand.', 'Ask which shipping service they use')[
        'shippingService'
      ],
    ).toBe('express');
  });
});

describe('a value that a more specific one refines', () => {
  it.each([
    ['It goes out on the next working day service, guaranteed before 12 noon.'],
    ['It goes by next day, delivered by 10:30am.'],
    ['Versand per Next Day, Zustellung vormittags.'],
    ['Envoi en next day, livraison avant midi.'],
  ])('next_day_am: %s', (text) => {
    expect(readOneReply(courier, text, 'Ask which courier service they use')['shippingService']).toBe('next_day_am');
  });

  it('no part of the day said: the general value', () => {
    expect(
      readOneReply(courier, 'It will go by next day delivery with DPD.', 'Ask which courier service')[
        'shippingService'
      ],
    ).toBe('next_day');
  });

  it.each([['Next day, delivered in the afternoon.'], ['Next day service, delivery around 14:00.']])(
    'a time the values do not place: none (%s)',
    (text) => {
      expect(readOneReply(courier, text, 'Ask which courier service')['shippingService']).toBeUndefined();
    },
  );
});
