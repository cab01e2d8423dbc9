import { describe, expect, it } from 'vitest';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A term added to a quote that the counterparty asks us to accept ("… a €0.50 deposit per jar,
 * is that OK?") is the client's to accept, also on a goal that only asks for a price: a deposit
 * on the container ("Pfand", "consigne", "statiegeld", "vuoto a rendere", "vasilhame") is a
 * deposit, and a surcharge put to our agreement is a decision. Before, a later "Nachtrag" adding
 * a glass deposit was read as the new price per jar and concluded.
 */

const OBJECTIVE = 'Ask the farm for the net price per jar of 60 jars of forest honey (500 g)';
const props = { pricePerJarEUR: { type: 'number', description: 'net price per jar in EUR' } };

describe('a deposit or surcharge we are asked to accept goes to the client on an information goal', () => {
  it.each([
    [
      'en, jar deposit',
      'The jars are €7.80 net each. We also charge a €0.50 deposit per jar, refunded when you return them. Is that OK?',
      '0.50',
    ],
    [
      'en, surcharge',
      'The jars are €7.80 net each, plus a €25 surcharge for the chilled courier. Would that work for you?',
      '25',
    ],
    ['de, Pfand', 'Das Glas kostet 7,80 € netto. Dazu kommen 0,50 € Pfand pro Glas. Ist das in Ordnung?', 'Pfand'],
    [
      'fr, consigne',
      'Le pot est à 7,80 € HT. Nous facturons une consigne de 0,50 € par pot. Cela vous convient ?',
      'consigne',
    ],
    [
      'es, recargo',
      'El tarro sale a 7,80 € netos, con un recargo de 25 € por el envío refrigerado. ¿Le parece bien?',
      'recargo',
    ],
    [
      'it, vuoto a rendere',
      'Il vasetto costa 7,80 € netti, più 0,50 € di vuoto a rendere per vasetto. Va bene per voi?',
      'vuoto',
    ],
    [
      'nl, statiegeld',
      'De potten kosten € 7,80 netto per stuk, met € 0,50 statiegeld per pot. Is dat akkoord?',
      'statiegeld',
    ],
    [
      'pt, sobretaxa',
      'O frasco fica a 7,80 € líquidos, mais uma sobretaxa de 25 € pelo transporte refrigerado. Pode ser?',
      'sobretaxa',
    ],
  ])('%s', async (_, text, word) => {
    const got = await evaluateOneReply(OBJECTIVE, text, props);
    expect(askedOf(got)).toContain(word);
  });

  it.each([
    [
      'en, crate deposit stated, nothing asked',
      'The jars are €7.80 net each, delivered on Monday. The crate deposit is €12.50 per crate.',
    ],
    ['en, agreement asked, no term', 'The jars are €7.80 net each, ready on Monday. Is that OK?'],
    ['de, Pfand waived', 'Das Glas kostet 7,80 € netto, ohne Pfand. Passt Ihnen das?'],
  ])('not %s', async (_, text) => {
    const got = await evaluateOneReply(OBJECTIVE, text, props);
    expect(got.outcome).toBe('goal_achieved');
    expect(got.outcome === 'goal_achieved' ? got.result : undefined).toEqual({ pricePerJarEUR: 7.8 });
  });
});
