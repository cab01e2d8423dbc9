import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { objectiveParts } from '../../services/worker/brain/objective-private.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';

/**
 * Two first emails were never sent: "… around 22:00). Budget up to 1,800 EUR. Get the confirmed
 * price and the name of the photographer who will come." ended no sentence after "EUR.", so the
 * budget and the instruction after it were one private text, whose words the field list
 * repeated; the leak guard held the email back and the case asked the client before it had
 * written to anyone. Now a sentence ends after a code ("EUR.", "VAT."), an instruction to us is
 * left out of the letter (the field list asks it), a condition the cut ceiling completes goes
 * with it ("… from Stampa3D Torino if the price is [up to 8 EUR]"), and a blank company ("-") is
 * no company.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

describe('the request and the private sentences of an objective (objective-private.ts)', () => {
  it('a sentence ends after a currency code', () => {
    expect(
      objectiveParts('Book the studio for our wedding. Budget up to 1,800 EUR. Get the confirmed price.').private,
    ).toEqual(['Budget up to 1,800 EUR.']);
  });

  it('"maximum" that asks a capacity sets no ceiling, though a price is asked later in the sentence', () => {
    const objective =
      'Ask Grúas del Cinca what maximum load their 50-tonne crane can lift at a 22 m radius (for a rooftop unit on our warehouse) and their price for an 8-hour day excluding VAT.';
    expect(objectiveParts(objective)).toEqual({ request: objective, private: [] });
  });

  it('a condition the ceiling completes goes with it', () => {
    const parts = objectiveParts(
      'Order 40 brackets from Stampa3D Torino if the price is up to 8 EUR per piece excluding VAT. Get the lead time.',
    );
    expect(parts.request).toBe('Order 40 brackets from Stampa3D Torino. Get the lead time.');
  });
});

describe('the first email (writers/objective.ts, writers/initial-email.ts)', () => {
  it('leaves out what the objective tells us to get', () => {
    expect(
      objectiveWords(
        'Book Studio Luce Ferri for our wedding on 12 September (10:00 to 22:00). Get the confirmed price.',
      ).request,
    ).toBe('We would like to book Studio Luce Ferri for our wedding on 12 September (10:00 to 22:00).');
  });

  it('is sent, and introduces a sender whose company is "-" without it', async () => {
    const draft = await brain.draftInitial({
      caseId: 'c1',
      goal: {
        objective:
          'Book Studio Luce Ferri to photograph our wedding on 12 September in Lucca, full day (from getting ready at 10:00 to the first dance around 22:00). Budget up to 1,800 EUR. Get the confirmed price and the name of the photographer who will come.',
      },
      counterparty: { address: 'info@luceferri.example', name: 'Luce Ferri', company: 'Studio Luce Ferri Fotografia' },
      senderPersona: { name: 'Giulia Moretti', role: 'Bride', company: '-' },
      resultSchema: {
        type: 'object',
        properties: {
          photographerName: { type: 'string', description: 'name of the photographer who will cover the day' },
          priceEUR: { type: 'number', description: 'total price agreed for the coverage in EUR' },
        },
        required: ['photographerName', 'priceEUR'],
      },
      attemptCount: 0,
      maxAttempts: 3,
    });
    expect(draft.text).toContain('My name is Giulia Moretti, Bride.');
    expect(draft.text).not.toMatch(/1,800|Get the confirmed/);
  });
});
