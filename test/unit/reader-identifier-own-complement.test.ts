import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';
import { readOneReply } from '../support/read-one-reply.js';

const confirmation = { confirmationNumber: { type: 'string' } };

describe("an identifier's name with its own complement ('conferma d'ordine') is read", () => {
  it.each([
    ['it', "La conferma d'ordine è registrata con il n. CO-4471.", 'CO-4471'],
    ['it', "Conferma d'ordine n. CO-4471, consegna in settimana.", 'CO-4471'],
    ['fr', 'La confirmation de commande porte le numéro CC-2291.', 'CC-2291'],
    ['es', 'La confirmación del pedido tiene el número CP-7781.', 'CP-7781'],
    ['pt', 'A confirmação da encomenda tem o número CE-5512.', 'CE-5512'],
    ['nl', 'De bevestiging van de bestelling heeft nummer BV-3318.', 'BV-3318'],
    ['en', 'The confirmation of your order is under no. OC-7781.', 'OC-7781'],
  ])('%s: %s', (_lang, text, code) => {
    expect(readOneReply(confirmation, text, 'Get the confirmation number')['confirmationNumber']).toBe(code);
  });

  it.each([
    ['another kind after "for"', 'The confirmation for invoice no. 4471 follows.'],
    ['past a comma', 'Conferma ricevuta, per la fattura n. 4471 paghiamo domani.'],
  ])('no code of another kind: %s', (_case, text) => {
    expect(readOneReply(confirmation, text, 'Get the confirmation number')['confirmationNumber']).toBeUndefined();
  });
});

describe('"n." before a number ends no sentence', () => {
  it('keeps "il n. CO-4471" in one sentence, and a real end still ends it', () => {
    expect(segmentsOf('La conferma ha il n. CO-4471. Grazie.').map((s) => s.text)).toEqual([
      'La conferma ha il n. CO-4471.',
      'Grazie.',
    ]);
  });
});
