import { describe, expect, it } from 'vitest';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them } from './brain-fixtures.js';

/**
 * The rest of an answer announced for later, in the forms people write it: confirming or
 * following up at a time to come, not before a check, the answer for a day to come with its
 * pronouns (Spanish), the rest "to follow" (Dutch), someone else asked to answer.
 */

const AT = Date.parse('2026-11-23T10:00:00Z'); // a Monday
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

describe('promises to answer later, more phrasings (guards/promises.ts)', () => {
  it.each([
    // Confirming or following up at a time to come.
    "I'll confirm by Tuesday.",
    "We'll confirm on Thursday once the driver rota is out.",
    "I'll follow up with the delivery charge once I've spoken to the depot.",
    'I will be in touch tomorrow with the rest.',
    // Not before a check.
    "I won't give you a firm price till I've checked the flue kit with the merchant.",
    "I can't confirm the slot until Monday.",
    "Once we've heard back from the mill I can do the rest.",
    'Das kann ich Ihnen erst am Montag bestätigen.',
    'Je ne peux pas vous le confirmer avant lundi.',
    'Non posso confermarlo prima di lunedì.',
    'Não consigo confirmar antes de segunda-feira.',
    'Dat kan ik pas maandag bevestigen.',
    // Spanish: the answer for a day to come, with its pronouns.
    'La fecha de entrega te la confirmo mañana.',
    'El lunes te digo algo seguro.',
    'Mañana a primera hora te paso el presupuesto con calma.',
    'Se lo confirmo el jueves sin falta.',
    'No te lo puedo cerrar hasta el lunes.',
    'Lo de los cristales no se lo quiero decir sin confirmarlo con mi encargada.',
    // Dutch: checking with someone first, the rest to follow.
    'Voor het toiletpapier moet ik even bij inkoop navragen.',
    'We moeten dat eerst met de planning afstemmen.',
    'Dat volgt later vandaag.',
    'De rest volgt morgen.',
  ])('%s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each([
    "I've asked Chef to send you the festive menu directly.",
    'We have asked our warehouse to confirm the stock.',
    "I've asked Maria in accounts to get back to you.",
  ])('someone else asked to answer is a handoff: %s', (text) => {
    expect(findHandoff(text)).toBeDefined();
  });

  it.each([
    'I can confirm the price is £420 including VAT.',
    'Te paso el presupuesto: 1.200 € más IVA.',
    'Le confirmo que el precio es de 9,80 € por persona.',
    "Once we've received your order, delivery takes 5 working days.",
    'De levering volgt het schema van vorige week.',
    "I've asked around and the price is €300.",
    // An offer to tell them when stock arrives is no promise of the answer: the answer is given.
    'La espelta no, se nos acabó; si quieres te aviso en cuanto entre.',
    'Te lo mando cuando quieras, el precio es 24,50 € el saco.',
  ])('a statement of the answer now is no promise: %s', (text) => {
    expect(findPromise(text)).toBeUndefined();
    expect(findHandoff(text)).toBeUndefined();
  });

  it.each([
    'Los 200 calendarios salen a 630,00 € + IVA. La fecha de entrega te la confirmo mañana.',
    'Die 200 Kalender kosten 630,00 € netto. Den Liefertermin kann ich Ihnen erst morgen bestätigen.',
    "The 200 calendars come to £630 + VAT. I'll confirm the delivery date by Tuesday.",
  ])('the day they will write is never stored as the date: %s', async (text) => {
    const ctx = brainContext({
      objective: 'Get the price and the delivery date for 200 wall calendars',
      properties: {
        precioTotal: { type: 'number', description: 'total price, excluding VAT' },
        fechaEntrega: { type: 'string', description: 'delivery date, ISO' },
      },
    });
    const got = await brain.evaluateReply(ctx, { transcript: [], latest: them(text, AT, 'm1') });
    expect(got.outcome).not.toBe('goal_achieved');
  });
});
