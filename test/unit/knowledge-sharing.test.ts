import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { answerFromCase, createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { isNegotiatingPosition } from '../../services/worker/brain/guards/knowledge-sharing.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { CANNOT_SHARE } from '../../services/worker/brain/writers/clarification.js';

/** What the case tells a counterparty who asks: only what answers the question, never the client's position. */

function ctx(knowledge: CaseContext['goal']['knowledge'], constraints?: string[]): CaseContext {
  return {
    caseId: 'c1',
    goal: { objective: 'Get a quote for catering for 80 guests on 12 May', knowledge },
    counterparty: { address: 'events@caterer.example', name: 'Mia' },
    senderPersona: { name: 'Alex' },
    ...(constraints ? { constraints } : {}),
    resultSchema: {
      type: 'object',
      properties: { pricePerHeadEUR: { type: 'number', description: 'price per guest in EUR' } },
      required: ['pricePerHeadEUR'],
    },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const knowledge =
  'The event is at our Leeds office, 4 Wellington Place. ' +
  'The client is also talking to Blue Olive Events. ' +
  'Our budget is up to EUR 30 per guest. ' +
  'We need the quote urgently, our current caterer cancelled. ' +
  'Orders are paid by bank transfer within 30 days.';

describe('knowledge is shared only when it answers the question', () => {
  it.each([
    ['Are you also talking to other vendors?', CANNOT_SHARE],
    ['Who else are you getting quotes from?', CANNOT_SHARE],
    ['What budget do you have in mind per guest?', CANNOT_SHARE],
    ['How urgent is this for you?', CANNOT_SHARE],
    ['Where is the event?', 'The event is at our Leeds office, 4 Wellington Place.'],
    ['How will the invoice be paid?', 'Orders are paid by bank transfer within 30 days.'],
  ])('%s', (question, expected) => {
    expect(answerFromCase(ctx(knowledge), question)).toBe(expected);
  });

  it('a question that shares only a generic word with an entry is not answered from it', () => {
    // "order" is in the payment entry, but the question is about the menu: the client decides.
    expect(answerFromCase(ctx(knowledge), 'Can we add a dessert to the order?')).toBeUndefined();
  });

  it('object knowledge is matched by its key', () => {
    const k = { poNumber: 'PO-88213', deliveryAddress: 'Dock 4, 12 Harbour Road, Rotterdam' };
    expect(answerFromCase(ctx(k), "What's the PO number on that order?")).toBe('poNumber: PO-88213');
    expect(answerFromCase(ctx(k), 'Which address should we deliver to?')).toBe(
      'deliveryAddress: Dock 4, 12 Harbour Road, Rotterdam',
    );
  });

  it('an unmarked limit in the constraints is never quoted', () => {
    const c = ctx(undefined, ['Never accept a unit price above $0.70.', 'Do not mention our other supplier.']);
    expect(answerFromCase(c, 'What unit price are you hoping for?')).toBe(CANNOT_SHARE);
  });

  it('the negotiating position, in several languages', () => {
    for (const e of [
      'maxBudget: EUR 1,600 per month',
      'Wir sprechen auch mit anderen Anbietern.',
      'Presupuesto máximo 2.000 €.',
      'Nous consultons aussi d’autres fournisseurs.',
      'We can pay at most €2,000.',
    ])
      expect(isNegotiatingPosition(e), e).toBe(true);
    for (const e of [
      'The hall fits up to 200 guests.',
      'Delivery is to our Berlin office',
      'Payment terms are 30 days net',
    ])
      expect(isNegotiatingPosition(e), e).toBe(false);
  });

  it('the clarification never names the other vendor', async () => {
    const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
    const got = await brain.evaluateReply(ctx(knowledge), {
      transcript: [],
      latest: { role: 'counterparty', text: 'Hi Alex, happy to quote. Are you also talking to other vendors?', at: 1 },
    });
    expect(got.outcome).toBe('continue');
    if (got.outcome === 'continue') {
      expect(got.reply.text).not.toMatch(/Blue Olive|budget|30 per guest|urgent/i);
    }
  });
});

describe('the position check on text a counterparty or client controls', () => {
  // Before, "up to" followed by a long run of spaces backtracked for minutes (the space was
  // both in the amount's characters and in the separators around it); a stall fails the test.
  it('answers at once on a long run of spaces, digits or separators after a limit word', () => {
    for (const filler of [' ', '1 ', ' :', "1'", '1.']) {
      expect(isNegotiatingPosition(`We pay up to ${filler.repeat(20_000)}x`)).toBe(false);
    }
    expect(isNegotiatingPosition(`We pay up to   : 5 000 EUR`)).toBe(true);
    expect(isNegotiatingPosition(`up to 1'200.50€`)).toBe(true);
  });
});
