import { describe, expect, it } from 'vitest';
import { askedOf as asked, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A yes that announces its condition by the noun ("yes, but on one condition:", "à une
 * condition", "mas com uma condição: …") is a conditional yes: the client is asked, the
 * condition quoted, nothing delivered. Before, only conjunctions ("provided", "sofern", "desde
 * que o …") were read, and a yes bound to a neighbour's written permission was concluded.
 */

const OBJECTIVE =
  'Ask the surveyors whether they can fly the drone survey of our farm on Thursday 10 December and what it costs';
const props = {
  canDoOnDate: { type: 'boolean', description: 'can they do it on Thursday 10 December?' },
  priceEUR: { type: 'number', description: 'total price in EUR' },
};

describe('a condition announced by its noun goes to the client', () => {
  it.each([
    [
      'en, on one condition',
      'Yes, Thursday 10 December works, on one condition: we need the landowner’s written permission by Monday. The price is €2,400.',
      'permission',
    ],
    [
      'en, there is a condition',
      'Thursday 10 December is possible and the price is €2,400. There is one condition though: the cattle must be out of the north field.',
      'cattle',
    ],
    [
      'de, unter einer Bedingung',
      'Donnerstag, der 10. Dezember, geht, unter einer Bedingung: Sie schicken uns bis Montag die schriftliche Genehmigung des Nachbarn. Der Preis beträgt 2.400 €.',
      'Genehmigung',
    ],
    [
      'fr, à une condition',
      'Oui, le jeudi 10 décembre nous convient, à une condition : le champ nord doit être fauché avant. Le prix est de 2 400 €.',
      'fauché',
    ],
    [
      'es, con una condición',
      'Sí, podemos el jueves 10 de diciembre, con una condición: necesitamos el permiso escrito del vecino antes del lunes. El precio es de 2.400 €.',
      'permiso',
    ],
    [
      'it, a una condizione',
      'Sì, giovedì 10 dicembre va bene, a una condizione: ci serve l’autorizzazione scritta del vicino entro lunedì. Il prezzo è 2.400 €.',
      'autorizzazione',
    ],
    [
      'nl, op één voorwaarde',
      'Ja, donderdag 10 december kan, op één voorwaarde: de schapen moeten uit het noordelijke weiland. De prijs is € 2.400.',
      'schapen',
    ],
    [
      'pt, mas com uma condição',
      'Conseguimos sim na quinta-feira, 10 de dezembro, mas com uma condição: o gado tem de sair do pasto norte. O valor é 2.400 €.',
      'gado',
    ],
  ])('%s', async (_, text, word) => {
    const got = await evaluateOneReply(OBJECTIVE, text, props);
    expect(asked(got)).toContain(word);
  });

  it.each([
    [
      'en, the equipment is in good condition',
      'Yes, Thursday 10 December works, the drone is in good condition after its service. The price is €2,400.',
    ],
    [
      'fr, conditions générales',
      'Oui, le jeudi 10 décembre nous convient. Le prix est de 2 400 €, nos conditions générales sont jointes.',
    ],
    [
      'de, gute Bedingungen',
      'Ja, Donnerstag, der 10. Dezember, passt, die Wetterbedingungen sehen gut aus. Der Preis beträgt 2.400 €.',
    ],
  ])('not when no condition binds the yes: %s', async (_, text) => {
    const got = await evaluateOneReply(OBJECTIVE, text, { priceEUR: props.priceEUR });
    expect(got.outcome).toBe('goal_achieved');
  });
});
