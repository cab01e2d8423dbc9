import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

// Written on Tuesday 12 January 2027: Tuesday 9 February and Thursday 11 February follow.
const service = { serviceDate: { type: 'string', description: 'ISO date' } };
const visit = { firstVisitDate: { type: 'string', description: 'ISO date YYYY-MM-DD' } };
const fit = { fitDate: { type: 'string', description: 'ISO date' } };
const delivery = { deliveryDate: { type: 'string', description: 'ISO date' } };

describe('a person who comes to the client on the day binds a visit, service or fitting date', () => {
  it.each([
    ['Our engineer will be with you on Tuesday 9 February, first thing.'],
    ['Unser Techniker könnte am Dienstag, den 9. Februar ab 7 Uhr bei Ihnen sein.'],
    ['Le technicien passera chez vous le mardi 9 février dans la matinée.'],
    ['El técnico vendrá el martes 9 de febrero a primera hora.'],
    ['Il tecnico passa da voi martedì 9 febbraio in mattinata.'],
    ['Karel komt op dinsdag 9 februari, hij is er om half acht.'],
    ['O técnico passa aí na terça-feira, 9 de fevereiro, de manhã.'],
  ])('%s', (text) => {
    expect(readOneReply(service, text, 'Book the annual service').serviceDate).toBe('2027-02-09');
    expect(readOneReply(visit, text, 'Book the first visit').firstVisitDate).toBe('2027-02-09');
  });

  it('the earliest day they can do, the verb left general', () => {
    for (const text of [
      'Earliest we can do is Thursday 11 February, two of our lads.',
      'The soonest we could manage is Thursday 11 February.',
      'La prima data utile è giovedì 11 febbraio.',
      'Frühestmöglicher Termin wäre Donnerstag, der 11. Februar.',
    ])
      expect(readOneReply(fit, text, 'Get the earliest date they can fit the locks').fitDate, text).toBe('2027-02-11');
  });

  it('never a guess, a condition, a question, goods arriving or someone away', () => {
    for (const text of [
      'Our engineer might be with you on Tuesday 9 February.',
      'Our engineer can be with you on Tuesday 9 February if the parts arrive in time.',
      'Could our engineer be with you on Tuesday 9 February?',
      'The new cylinders come in on Tuesday 9 February.',
      'The earliest we can do is probably Tuesday 9 February.',
      "I'm away until Tuesday 9 February, Mark will be with you on Thursday 11 February.",
    ])
      expect(readOneReply(fit, text, 'Get the date they can fit the locks').fitDate, text).toBeUndefined();
  });
});

describe('the sender bringing the goods over binds a delivery date', () => {
  it.each([
    ['Le composizioni le porto io direttamente in sala giovedì 11 febbraio.'],
    ["I'll bring them over on Thursday 11 February in the afternoon."],
    ['Wir bringen die Gestecke am Donnerstag, 11. Februar vorbei.'],
    ['Je vous les apporte le jeudi 11 février.'],
    ['Se las llevamos el jueves 11 de febrero por la tarde.'],
    ['We brengen ze donderdag 11 februari langs.'],
    ['Levamos as flores na quinta-feira, 11 de fevereiro.'],
    ['Il corriere passa da voi giovedì 11 febbraio in mattinata.'],
    ['Allora giovedì 11 febbraio tra le 8:30 e le 10 siamo da voi con i 30 cartoni.'],
  ])('%s', (text) => {
    expect(readOneReply(delivery, text, 'Order the flowers and get the delivery date').deliveryDate).toBe('2027-02-11');
  });

  it('never an order to the client, a condition, or a harbour', () => {
    for (const text of [
      'Please bring your ID on Thursday 11 February.',
      'I could bring them over on Thursday 11 February if the roses come in.',
      'Mi porto avanti: giovedì 11 febbraio siamo chiusi.',
    ])
      expect(readOneReply(delivery, text, 'Get the delivery date').deliveryDate, text).toBeUndefined();
  });
});
