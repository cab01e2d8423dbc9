import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * An amount a later mail says is added on top ("… adds €150", "ajoute 150 €", "acresce 150 €",
 * "Aufpreis", "supplemento") is no statement of the total: the older total stands, or is asked.
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
  const transcript: TranscriptEntry[] = texts.map((text, i) => ({
    role: 'counterparty',
    text,
    at: AT + i * 60_000,
    messageId: `m${i}`,
  }));
  return brain.evaluateReply(ctx, { transcript, latest: transcript[transcript.length - 1]! });
};
const totalOf = async (...texts: string[]) => {
  const got = await evaluate(...texts);
  return (got as { result?: Record<string, unknown> }).result?.['totalPrice'];
};

describe('an amount added on top in a later mail is no total', () => {
  it.each([
    [
      'en',
      'Total EUR 2,980, delivery 8 April 2027.',
      'Update: delivery moves to 1 April 2027; express handling adds EUR 150.',
      [150],
    ],
    [
      'de',
      'Gesamt 2.980 €, Lieferung am 8. April 2027.',
      'Update: Die Lieferung verschiebt sich auf den 1. April 2027; für den Expressversand kommt ein Aufpreis von 150 € hinzu.',
      [150],
    ],
    [
      'it',
      'Totale 2.980 €, consegna l’8 aprile 2027.',
      'Aggiornamento: la consegna passa al 1° aprile 2027; la spedizione espressa ha un supplemento di 150 €.',
      [150],
    ],
    [
      'fr',
      'Total 2 980 €, livraison le 8 avril 2027.',
      'Mise à jour : livraison avancée au 1er avril 2027 ; la livraison express ajoute 150 €.',
      [150],
    ],
    [
      'pt',
      'Total 2.980 €, entrega a 8 de abril de 2027.',
      'Atualização: a entrega passa para 1 de abril de 2027; o envio expresso acresce 150 €.',
      [150],
    ],
  ])('%s: %s / %s', async (_lang, first, later, wrong) => {
    const total = await totalOf(first, later);
    expect(wrong).not.toContain(total);
    expect([2980, undefined]).toContain(total);
  });
});
