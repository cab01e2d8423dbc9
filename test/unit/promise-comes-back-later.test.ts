import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A reply that gives part of the answer and promises to come back with the rest is waited on:
 * the days in the promise ("by Monday", "today and tomorrow") are when they will write, and a
 * figure they are not sure of beside the promise ("should be £420, might be £465 now") is not the
 * answer. The client is not asked at once: the promised mail (or, failing it, our one follow-up)
 * comes first. A sure figure beside a promise is still read, and without a promise nothing changes.
 */

const AT = Date.parse('2026-11-23T10:00:00Z'); // a Monday
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

describe('coming back to them later (guards/promises.ts)', () => {
  it.each([
    "I'll ring the depot when they open and come back to you by Thursday at the latest.",
    'She is out on site until Wednesday, so will come back to you with the slot then.',
    "We'll circle back to you early next week.",
    'Ich komme bis Freitag mit dem Termin auf Sie zurück.',
    'Wir kommen morgen früh auf euch zurück.',
    'Je vous recontacterai jeudi avec la date.',
    'Me pondré en contacto con usted el lunes.',
    'Vi ricontatterò domani con la data.',
    'Ik kom donderdag bij je terug met de datum.',
    'We nemen morgen contact met u op over de planning.',
    'Voltarei a contactá-lo amanhã com a data.',
  ])('%s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each([
    'Je vous rappelle que la livraison est offerte.',
    'The price came back to you at £420 last year.',
    'Come back to us any time for a refill.',
    'Neem gerust contact op met onze planning.',
  ])('no promise: %s', (text) => {
    expect(findPromise(text)).toBeUndefined();
  });

  it.each([
    'It should be £420 + VAT, though it might be £465 now.',
    'Es dürfte bei 420 € liegen.',
    'Le prix devrait être de 420 € HT.',
    'Debería salir por unos 420 €.',
    'Dovrebbe costare 420 €.',
    'Het is waarschijnlijk € 420.',
    'Provavelmente fica em 420 €.',
  ])('a figure the writer is not sure of: %s', (text) => {
    expect(isProvisional(text)).toBe(true);
  });

  const dateAndPrice = brainContext({
    objective: 'Book a two-hour van driving assessment and get its date and price',
    properties: {
      assessmentDate: { type: 'string', description: 'YYYY-MM-DD' },
      priceGBP: { type: 'number', description: 'price in GBP' },
    },
  });
  const first = us('Could you let me know the assessment date and the price?', AT - 60_000);

  it.each([
    "The assessment is £150 flat. On dates I need to ask Sam; he is away today and tomorrow, so I'll catch him and come back to you by Thursday at the latest.",
    'The assessment costs £150. For the date I have to check the diary with Sam, who is off until Wednesday; I will come back to you with it on Thursday.',
    "Price is £150 all in. Dates: I'll get back to you by Friday once Sam has looked at his week.",
  ])('the price now, the date promised for later: waited on, nothing asked (%#)', async (text) => {
    const reply = them(text, AT, 'm1');
    const got = await brain.evaluateReply(dateAndPrice, { transcript: [first, reply], latest: reply });
    expect(got.outcome).toBe('auto_reply');
  });

  const price = brainContext({
    objective: 'Get the price of a heat treatment for two rooms',
    properties: { price: { type: 'number', description: 'GBP for both rooms, ex VAT' } },
  });

  it.each([
    'Two rooms should be £380 + VAT, but I think our rates changed in the spring, it may be £410 now. Let me check with the office and come back to you.',
    'Zwei Räume dürften bei 380 € netto liegen, vielleicht inzwischen 410 €. Ich prüfe das und melde mich.',
    'Pour deux pièces cela devrait faire 380 € HT, peut-être 410 € maintenant. Je vérifie et je reviens vers vous.',
  ])('an unsure figure beside a promise to check it: waited on, not stored, not asked (%#)', async (text) => {
    const reply = them(text, AT, 'm1');
    const got = await brain.evaluateReply(price, { transcript: [first, reply], latest: reply });
    expect(got.outcome).toBe('auto_reply');
    const confirmed = them('Checked: it is £410 + VAT for the two rooms.', AT + 3_600_000, 'm2');
    const later = await brain.evaluateReply(price, { transcript: [first, reply, confirmed], latest: confirmed });
    expect(later).toMatchObject({ outcome: 'goal_achieved', result: { price: 410 } });
  });

  it('a sure price beside a promise of the date is still read and kept', async () => {
    const reply = them("The assessment is £150 flat. I'll come back to you by Thursday with the date.", AT, 'm1');
    const date = them('Sam can do Tuesday 8 December for the assessment.', AT + 3_600_000, 'm2');
    const got = await brain.evaluateReply(dateAndPrice, { transcript: [first, reply, date], latest: date });
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { priceGBP: 150, assessmentDate: '2026-12-08' } });
  });

  it('without a promise, a figure with "should be" is read as before', async () => {
    const reply = them('Two rooms should be £380 + VAT.', AT, 'm1');
    const got = await brain.evaluateReply(price, { transcript: [first, reply], latest: reply });
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { price: 380 } });
  });
});
