import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { deferredFields } from '../../services/worker/brain/guards/deferred-fields.js';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A field a message defers by name, to a colleague or for later ("Over de vegetarische variant
 * laat ik onze chef Ruud je even mailen"), takes no value from that message: another tier's price
 * beside it ("Boven de 150 couverts wordt dat € 6,95") is not the vegetarian one, and the case
 * waits for the colleague.
 */

const FIELDS = ['hotLunchPricePerCoverEUR', 'vegetarianPricePerCoverEUR'];

describe('someone else asked to write, in the seven languages', () => {
  it.each([
    ['en', "For the vegetarian option I'll have our chef email you directly."],
    ['fr', "Pour l'option végétarienne, je laisse notre chef vous écrire directement."],
    ['es', 'Para la opción vegetariana le pido a nuestro chef que le escriba.'],
    ['it', "Per l'opzione vegetariana chiedo al nostro chef di scriverle direttamente."],
    ['nl', 'Over de vegetarische variant laat ik onze chef Ruud je even rechtstreeks mailen.'],
    ['pt', 'Para a opção vegetariana peço ao nosso chef que lhe escreva.'],
  ])('%s: a handoff that names the vegetarian field defers it', (_lang, text) => {
    expect(findHandoff(text)).toBeDefined();
    expect([...deferredFields(FIELDS, text)]).toEqual(['vegetarianPricePerCoverEUR']);
  });

  it.each([
    ['en', "I'll get back to you on Monday."],
    ['en', 'Our chef makes a great vegetarian lasagne.'],
    ['nl', 'Ik laat het u weten.'],
  ])('%s: nothing deferred by name: %s', (_lang, text) => {
    expect(deferredFields(FIELDS, text).size).toBe(0);
  });

  it('a word every price field has defers none ("I will send the price tomorrow")', () => {
    expect(deferredFields(FIELDS, 'I will send you the price per cover tomorrow.').size).toBe(0);
  });
});

const AT = Date.parse('2026-11-23T10:00:00Z');
const canteen: CaseContext = {
  caseId: 'c-d',
  goal: { objective: 'Ask what a hot lunch costs per cover and what the vegetarian option costs per cover.' },
  counterparty: { address: 'ilse@catering.example', name: 'Ilse' },
  senderPersona: { name: 'Joost' },
  resultSchema: {
    type: 'object',
    properties: {
      hotLunchPricePerCoverEUR: { type: 'number', description: 'standard hot lunch, EUR per cover' },
      vegetarianPricePerCoverEUR: { type: 'number', description: 'vegetarian hot lunch, EUR per cover' },
    },
    required: FIELDS,
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const REPLY =
  'Goedemorgen Joost,\n\nVoor een warme lunch rekenen wij bij 120 tot 150 couverts per dag € 7,45 per couvert, exclusief btw. Boven de 150 couverts wordt dat € 6,95.\n\nOver de vegetarische variant laat ik onze chef Ruud je even rechtstreeks mailen.\n\nMet vriendelijke groet,\nIlse';

describe('the deferred field is waited on', () => {
  const us: TranscriptEntry = { role: 'us', text: canteen.goal.objective, at: AT, messageId: 'u0' };
  const latest: TranscriptEntry = { role: 'counterparty', text: REPLY, at: AT + 60_000, messageId: 'm1' };

  it('no value for it from that message', () => {
    const read = readOfflineResult(canteen, latest, [us, latest], createResultSchemaValidator());
    expect(read.values['vegetarianPricePerCoverEUR']).toBeUndefined();
  });

  it('the case waits for the colleague', async () => {
    const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
    const ev = await brain.evaluateReply(canteen, { transcript: [us, latest], latest });
    expect(ev.outcome).toBe('auto_reply');
  });
});
