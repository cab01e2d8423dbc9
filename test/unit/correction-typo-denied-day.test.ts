import { describe, expect, it } from 'vitest';
import { readCorrection } from '../support/read-correction.js';

const deliveryDate = { type: 'string', description: 'delivery date, YYYY-MM-DD' };

/** The older mail gives a date, a newer one corrects it. */
const read = (older: string, newer: string) => readCorrection({ deliveryDate }, older, newer);

describe('a date corrected as a slip of the keys, or written against the old day, replaces it', () => {
  it.each([
    [
      'en',
      'The cabinets are in stock, we can deliver on Thursday 3 December.',
      'Sorry, slip of the keyboard in my last mail: delivery is Monday 21 December, not the 3rd.',
    ],
    [
      'en',
      'The cabinets are in stock, we can deliver on Thursday 3 December.',
      'Quick follow-up: we deliver on Monday 21 December, not on the 3rd, the van is booked until then.',
    ],
    [
      'de',
      'Die Schränke sind vorrätig, Lieferung am Donnerstag, 3. Dezember.',
      'Entschuldigung, Schreibfehler in meiner letzten Mail: die Lieferung ist am 21. Dezember, nicht am 3.',
    ],
    [
      'fr',
      'Les armoires sont en stock, livraison le jeudi 3 décembre.',
      'Désolé, la livraison sera le lundi 21 décembre et pas le 3, notre camion est complet.',
    ],
    [
      'es',
      'Los armarios están en stock, la entrega es el jueves 3 de diciembre.',
      'Perdone, error de tecleo en mi correo anterior: la entrega es el 21 de diciembre, no el 3.',
    ],
    [
      'it',
      'Gli armadi sono disponibili, la consegna è prevista per giovedì 3 dicembre.',
      'Chiedo scusa, ho sbagliato a scrivere: la consegna è il 21 dicembre, non il 3.',
    ],
    [
      'it',
      'Gli armadi sono disponibili, la consegna è prevista per giovedì 3 dicembre.',
      'Errore di digitazione nella mail di prima, consegna lunedì 21 dicembre.',
    ],
    [
      'pt',
      'Os armários estão em stock, a entrega é na quinta-feira, 3 de dezembro.',
      'Desculpe, erro de escrita no e-mail anterior: a entrega é a 21 de dezembro, não a 3.',
    ],
    [
      'nl',
      'De kasten zijn op voorraad, levering op donderdag 3 december.',
      'Excuus, typefout in mijn vorige mail: de levering is op 21 december, niet op de 3e.',
    ],
  ])('%s: %s → %s', (_lang, older, newer) => {
    expect(read(older, newer)).toEqual({ deliveryDate: '2026-12-21' });
  });

  it('a slip named with two new dates stores neither, nor the old one', () => {
    const values = read(
      'Les armoires sont en stock, livraison le jeudi 3 décembre.',
      'Désolé, erreur de frappe : ce sera le 21 ou le 22 décembre, pas le 3.',
    );
    expect(values).toEqual({});
  });

  it('a date beside "not" that is another day leaves the old date standing', () => {
    expect(
      read(
        'Die Schränke sind vorrätig, Lieferung am Donnerstag, 3. Dezember.',
        'Zur Info: am 21. Dezember ist unser Lager geschlossen, nicht am 22.',
      ),
    ).toEqual({ deliveryDate: '2026-12-03' });
  });
});
