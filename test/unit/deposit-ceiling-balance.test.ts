import { describe, expect, it } from 'vitest';
import { depositCeiling } from '../../services/worker/brain/guards/deposit-limits.js';
import { askedOf as asked, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * The deposit share the client accepts is the deposit's own figure, never the balance's: "30 %
 * deposit, the remaining 70 % on delivery" accepts 30 %, so a 50 % deposit goes to the client.
 */

describe('the deposit the client accepts is the deposit’s own share, not the balance', () => {
  it.each([
    ['We pay a 30 % deposit, the remaining 70 % on delivery.', 30],
    ['Anzahlung 30 %, Restzahlung 70 % bei Lieferung.', 30],
    ['Nous versons un acompte de 30 %, le solde de 70 % à la livraison.', 30],
    ['Pagamos una señal del 30 %, el resto (70 %) a la entrega.', 30],
    ['We accept a deposit of up to 50 %.', 50],
  ])('%s', (text, percent) => {
    expect(depositCeiling([text])?.percent).toBe(percent);
  });

  it('a 50 % deposit against "30 % deposit, remaining 70 % on delivery" goes to the client', async () => {
    const got = await evaluateOneReply(
      'Book the buffet for 35 guests on 19 December 2026. We pay a 30% deposit, the remaining 70% on delivery.',
      'The buffet is €29 per person. We take a 50% deposit when you book.',
      { pricePerPersonEUR: { type: 'number', description: 'price per person in EUR' } },
    );
    expect(asked(got)).toContain('50%');
  });
});
