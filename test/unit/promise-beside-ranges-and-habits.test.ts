import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../../services/worker/brain/brain.js';
import { questionAfterSilence } from '../../services/worker/brain/guards/silence-after-reply.js';
import { heldForThePromise } from '../../services/worker/brain/guards/provisional.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A reply that promises the answer for later, beside figures the promise will replace: a range,
 * the writer's habit, a figure for reference, a guess. Nothing is delivered, the client is not
 * asked about figures nobody gave as the answer, and the case waits for the promised reply; when
 * it never comes, the case is followed up and given up like any promise.
 */
const validator = createResultSchemaValidator();
const brain = createOfflineBrain({ validator });
const AT = Date.parse('2026-11-24T10:00:00Z');
const ctx = brainContext({
  objective:
    'Ask the surveyor for a fixed fee for the topographic survey of our site, and the first day they could be on site',
  properties: {
    feeGBP: { type: 'number', description: 'fixed fee for the survey in GBP excluding VAT' },
    siteDate: { type: 'string', format: 'date', description: 'first day on site' },
  },
});

describe('a promise beside a range, a habit, a reference figure or a guess', () => {
  it.each([
    [
      'en range',
      'Jobs like this come in between £1,400 and £1,900 + VAT. I will send you a fixed quote and a date by Friday.',
    ],
    ['en habit', 'We normally charge £1,650 for a site this size. I will confirm the fixed fee and a date on Monday.'],
    [
      'de range',
      'Solche Aufträge liegen zwischen 1.400 und 1.900 € netto. Ich melde mich am Freitag mit Festpreis und Termin.',
    ],
    [
      'fr habit',
      "D'habitude nous facturons 1 650 € HT pour ce type de terrain. Je reviens vers vous lundi avec le prix et une date.",
    ],
    [
      'es reference',
      'Como referencia, el último levantamiento similar salió por 1.650 €. Le confirmo el precio y la fecha el lunes.',
    ],
    ['it range', 'Di solito stiamo tra 1.400 e 1.900 euro. Le confermo domani il prezzo e la data.'],
    ['nl habit', 'Meestal rekenen we zo’n € 1.650 voor zo’n terrein. Ik kom er maandag op terug met prijs en datum.'],
    [
      'de usual',
      'Eine normale Vermessung liegt bei uns bei 1.650 € netto. Ich melde mich am Freitag mit Festpreis und Termin.',
    ],
    [
      'it last time',
      "L'ultima volta, per un terreno simile, avevamo fatto 1.650 €. Le confermo domani il prezzo e la data.",
    ],
    [
      'pt reference',
      'Para referência, o último levantamento deste género ficou em 1.650 €. Na segunda-feira respondo-lhe com uma data e o valor certo.',
    ],
  ])('%s: waits, nothing delivered, nobody asked', async (_k, text) => {
    const latest = them(text, AT + 1000);
    const got = await brain.evaluateReply(ctx, { transcript: [us('Could you quote?', AT), latest], latest });
    expect(got.outcome).toBe('auto_reply');
  });

  it('silence after the promise: followed up and given up, not put to the client', () => {
    const first = them(
      'Sites like yours are usually between £1,400 and £1,900. I will send you a fixed quote and a date by Friday.',
      AT + 1000,
    );
    const nudge: TranscriptEntry = {
      role: 'us',
      text: 'Just checking in on the quote.',
      at: AT + 2000,
      messageId: 'u1',
    };
    expect(questionAfterSilence(ctx, [us('Could you quote?', AT), first, nudge], validator)).toBeUndefined();
  });

  it('a figure stated as the answer beside a promise of the other field is kept: delivered with the promised date', async () => {
    const first = them('The fixed fee is £1,650 + VAT. I will confirm the date on Monday.', AT + 1000);
    const opening = us('Could you quote?', AT);
    expect((await brain.evaluateReply(ctx, { transcript: [opening, first], latest: first })).outcome).toBe(
      'auto_reply',
    );
    const second = them('We can be on site on Tuesday 2 March.', AT + 2000);
    const got = await brain.evaluateReply(ctx, { transcript: [opening, first, second], latest: second });
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { feeGBP: 1650, siteDate: '2027-03-02' } });
  });

  it.each([
    ['between £1,400 and £1,900', true],
    ['entre el 18 y el 22 %', true],
    ['von 300 bis 400 Euro', true],
    ['we usually charge £90', true],
    ['the fee is £1,650', false],
    ['the fee is 1.650 €, delivery on 12 March', false],
  ])('heldForThePromise(%s) = %s', (text, want) => {
    expect(heldForThePromise(text)).toBe(want);
  });
});

describe("a day beside the promise that is another person's", () => {
  const dateCtx = brainContext({
    objective: 'Ask when their technician can install our espresso machine, and the price of the installation',
    properties: {
      installationDate: { type: 'string', format: 'date', description: 'date the technician installs the machine' },
      installationPriceEUR: { type: 'number', description: 'price of the installation in EUR excluding VAT' },
    },
  });
  it.each([
    [
      'pt',
      'Tenho de confirmar com o Sr. Vítor, que só volta de Setúbal amanhã. Respondo-lhe até sexta-feira, sem falta.',
    ],
    ['en', 'I need to check with Victor, who is back from a client on Monday. I will get back to you by Friday.'],
  ])('%s: the case waits', async (_lang, text) => {
    const latest = them(text, AT + 1000);
    const got = await brain.evaluateReply(dateCtx, { transcript: [us('When can you install?', AT), latest], latest });
    expect(got.outcome).toBe('auto_reply');
  });
});
