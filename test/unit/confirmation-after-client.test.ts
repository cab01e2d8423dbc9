import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * The counterparty offered terms, the client accepted them, we wrote back, and the counterparty
 * confirms: the offer's values plus the confirmation's code make the result; a confirmation
 * that changes a term is not delivered.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const c = brainContext({
  objective: 'Book the boathouse for our team dinner on 14 May 2027 for 40 people, up to EUR 5,000',
  counterparty: { address: 'mara@boathouse.example', name: 'Mara' },
  properties: {
    totalEUR: { type: 'number', description: 'total price in EUR' },
    bookingReference: { type: 'string' },
  },
  required: ['totalEUR', 'bookingReference'],
});
const offer = them(
  'The 14th is free. Dinner for 40 comes to €4,600 in total. We ask for a 30% deposit (€1,380) to hold the date; shall I book it on those terms?',
  1000,
);
const accepted = us('The deposit is fine, please go ahead with the booking and send us the booking reference.', 2000);
const evaluate = (text: string) => {
  const latest = them(text, 3000);
  return brain.evaluateReply(c, { transcript: [offer, accepted, latest], latest });
};

describe('a confirmation after the client accepted the offer', () => {
  it.each([
    ['en', 'Lovely, all booked. Your booking number is BH-2207-14.'],
    ['es', 'Perfecto, queda reservado. Su número de reserva es BH-2207-14.'],
    ['pt', 'Combinado, a reserva fica com o número BH-2207-14.'],
  ])('%s: the offer total and the confirmation code complete it', async (_lang, text) => {
    const r = await evaluate(text);
    expect(r.outcome).toBe('goal_achieved');
    expect('result' in r ? r.result : undefined).toEqual({ totalEUR: 4600, bookingReference: 'BH-2207-14' });
  });

  it('a confirmation that changes the price is not delivered', async () => {
    const r = await evaluate(
      'Booked, your booking number is BH-2207-14. Note the total is now €5,200 as prices went up.',
    );
    expect(r.outcome).not.toBe('goal_achieved');
    expect(r.outcome).toBe('needs_input');
  });
});
