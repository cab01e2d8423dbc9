import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { theirThread } from './brain-fixtures.js';

/**
 * A correction that points at the mail it corrects ("typo in my last email: …", "Korrektur zu
 * meiner letzten Mail: …") is a correction, not history restated: its value replaces the old one.
 * A sentence that only points at the older mail, without a correction, still gives nothing new.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  counterparty: { address: 'kim@vendor.example', name: 'Kim' },
  senderPersona: { name: 'Alex' },
  attemptCount: 1,
  maxAttempts: 3,
  goal: { objective: 'Get a quote for the repair of our cold room compressor' },
  resultSchema: {
    type: 'object',
    properties: {
      totalEUR: { type: 'number', description: 'total price in EUR excl. VAT' },
    },
    required: ['totalEUR'],
  },
};
const evaluate = (...texts: string[]) => {
  const transcript = theirThread(texts, AT);
  return brain.evaluateReply(ctx, { transcript, latest: transcript[transcript.length - 1]! });
};

describe('a correction naming the earlier mail replaces its value', () => {
  it.each([
    [
      'en',
      'The repair comes to EUR 1,640 excl. VAT; our technician can come on 14 January 2027.',
      'Apologies, a typo in my last email: the total is EUR 1,460, not 1,640.',
    ],
    [
      'en',
      'Total EUR 1,640 excl. VAT, visit on 14 January 2027.',
      'Correction to my previous message: the total should be EUR 1,480.',
    ],
    [
      'de',
      'Die Reparatur kostet 1.640 € netto, unser Techniker kommt am 14.01.2027.',
      'Kleine Korrektur zu meiner letzten Mail: der Betrag ist 1.480 € netto.',
    ],
    [
      'fr',
      'La réparation revient à 1 640 € HT, passage du technicien le 14/01/2027.',
      'Pardon, erreur de frappe dans mon dernier mail : le total est de 1 460 € HT.',
    ],
    [
      'es',
      'La reparación cuesta 1.640 € sin IVA, visita el 14/01/2027.',
      'Corrijo mi correo anterior: el total es 1.480 € sin IVA.',
    ],
    [
      'it',
      'La riparazione costa 1.640 € IVA esclusa, intervento il 14/01/2027.',
      'Correzione alla mail precedente: il totale è 1.480 € IVA esclusa.',
    ],
    [
      'pt',
      'A reparação custa 1.640 € sem IVA, visita a 14/01/2027.',
      'Correção ao meu email anterior: o total é 1.480 € sem IVA.',
    ],
  ])('%s', async (_lang, first, fix) => {
    const got = await evaluate(first, fix);
    expect(got.outcome).toBe('goal_achieved');
    const total = (got as { result?: Record<string, unknown> }).result?.['totalEUR'];
    expect(total).not.toBe(1640);
    expect([1460, 1480]).toContain(total);
  });
});

describe('a sentence that only points at the earlier mail gives no new value', () => {
  it('restating the old figure keeps it', async () => {
    const got = await evaluate(
      'Total EUR 1,640 excl. VAT, visit on 14 January 2027.',
      'As in my previous email, the total is EUR 1,640; parking at your site would help.',
    );
    expect(got.outcome).toBe('goal_achieved');
    expect((got as { result?: Record<string, unknown> }).result?.['totalEUR']).toBe(1640);
  });
  it('a figure of history in a sentence without a correction is not taken', async () => {
    const got = await evaluate(
      'Total EUR 1,640 excl. VAT, visit on 14 January 2027.',
      'In my previous mail I mentioned the EUR 990 we charged last winter for the same unit.',
    );
    expect((got as { result?: Record<string, unknown> }).result?.['totalEUR']).not.toBe(990);
  });
});
