import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { theirThread } from './brain-fixtures.js';

/**
 * A later mail that points at an older one replaces the older price only when it corrects it:
 * not when it confirms the old figure ("is right", "stimmt", "reste"), adds a charge on top
 * ("I forgot the delivery charge of …", "express handling adds …"), or corrects another thing
 * (a quote number). The old value stands, or the field is asked; never the wrong figure.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  counterparty: { address: 'kim@vendor.example', name: 'Kim' },
  senderPersona: { name: 'Alex' },
  attemptCount: 1,
  maxAttempts: 3,
  goal: { objective: 'Get a quote for six oak tables delivered to our office' },
  resultSchema: {
    type: 'object',
    properties: {
      totalPrice: { type: 'number', description: 'total price in EUR' },
    },
    required: ['totalPrice'],
  },
};
const evaluate = (...texts: string[]) => {
  const transcript = theirThread(texts, AT);
  return brain.evaluateReply(ctx, { transcript, latest: transcript[transcript.length - 1]! });
};
const totalOf = async (...texts: string[]) => {
  const got = await evaluate(...texts);
  return (got as { result?: Record<string, unknown> }).result?.['totalPrice'];
};

describe('a later mail that is no correction of the price leaves it standing', () => {
  it.each([
    [
      'en',
      'The total is EUR 2,980. Quote no. 2291.',
      'Correction to my previous email: I forgot the delivery charge of EUR 150.',
      [150],
    ],
    ['en', 'The total is EUR 2,980. Quote no. 2291.', 'Typo in my previous mail: the quote number is 2219.', [2219]],
    [
      'en',
      'The total is EUR 2,980. Quote no. 2291.',
      'Small correction to my previous mail: the EUR 2,980 is right, but with assembly it is EUR 3,400.',
      [3400],
    ],
    [
      'en',
      'The total is EUR 2,980. Quote no. 2291.',
      'Small correction to my previous mail: the EUR 2,980 is valid until Friday; after that it will be EUR 3,100.',
      [3100],
    ],
    [
      'de',
      'Der Gesamtpreis beträgt 2.980 €. Angebot Nr. 2291.',
      'Kleine Korrektur zu meiner letzten Mail: die 2.980 € stimmen, mit Montage sind es 3.400 €.',
      [3400],
    ],
    [
      'fr',
      'Le total est de 2 980 €. Devis n° 2291.',
      'Petite rectification à mon dernier mail : les 2 980 € restent valables, avec le montage c’est 3 400 €.',
      [3400],
    ],
    [
      'es',
      'El total es de 2.980 €. Presupuesto n.º 2291.',
      'Corrección a mi correo anterior: se me olvidó el recargo de entrega de 150 €.',
      [150],
    ],
    [
      'nl',
      'Het totaal is € 2.980. Offerte nr. 2291.',
      'Correctie op mijn vorige mail: de € 2.980 klopt, met montage wordt het € 3.400.',
      [3400],
    ],
    [
      'es',
      'El total es de 2.980 €. Presupuesto n.º 2291.',
      'Corrijo mi correo anterior: el número de presupuesto es 2219.',
      [2219],
    ],
    [
      'it',
      'Il totale è di 2.980 €. Preventivo n. 2291.',
      'Correzione alla mail precedente: i 2.980 € restano validi fino a venerdì, poi 3.100 €.',
      [3100],
    ],
    [
      'pt',
      'O total é de 2.980 €. Orçamento n.º 2291.',
      'Correção ao meu email anterior: os 2.980 € mantêm-se, com montagem são 3.400 €.',
      [3400],
    ],
    [
      'en',
      'The total is EUR 2,980. Quote no. 2291.',
      'Small correction: the EUR 2,980 is right, but with assembly it is EUR 3,400.',
      [3400],
    ],
  ])('%s: %s / %s', async (_lang, first, later, wrong) => {
    const total = await totalOf(first, later);
    expect(wrong).not.toContain(total);
    expect([2980, undefined]).toContain(total);
  });
});

describe('a true correction still replaces the price', () => {
  it.each([
    ['en', 'The total is EUR 2,980.', 'Sorry, I meant EUR 2,890, not 2,980.', 2890],
    [
      'en',
      'The tables come to EUR 1,200.',
      'Correction to my previous email: the tables are EUR 1,100, not EUR 1,200.',
      1100,
    ],
    [
      'de',
      'Der Gesamtpreis beträgt 2.980 €.',
      'Korrektur zu meiner letzten Mail: der Gesamtpreis ist 2.890 €, nicht 2.980 €.',
      2890,
    ],
  ])('%s: %s / %s', async (_lang, first, later, right) => {
    const total = await totalOf(first, later);
    expect([right, undefined]).toContain(total);
    expect(total).not.toBe(first.includes('1,200') ? 1200 : 2980);
  });
});
