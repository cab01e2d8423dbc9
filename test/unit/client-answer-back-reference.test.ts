import { describe, expect, it } from 'vitest';
import { forCounterparty } from '../../services/worker/brain/writers/client-answer.js';

/**
 * The client's stated limit stays with the client, unless what is passed on points back to it
 * ("at this price"): then the figure is the answer, and it goes out with the sentence that needs it.
 */

describe('a limit the passed-on answer points back to goes out with it', () => {
  it.each([
    [
      'en',
      'No, nobody here approved that. Our budget stays at £4,200 a year. Could you do the service at this price? A start on 1 May is fine.',
      '£4,200',
    ],
    [
      'de',
      'Nein, das hat hier niemand freigegeben. Unser Budget bleibt bei 3.100 € netto. Bitte prüfen Sie, ob es zu diesem Preis geht; Beginn 1. Mai passt.',
      '3.100 €',
    ],
    [
      'fr',
      "Non, personne n'a validé cela. Notre budget reste à 3 100 € HT. Pouvez-vous le faire à ce prix ?",
      '3 100 €',
    ],
    [
      'es',
      'No, nadie lo ha aprobado. Nuestro presupuesto sigue siendo 3.100 €. ¿Pueden hacerlo a ese precio?',
      '3.100 €',
    ],
  ])('%s', (_lang, answer, figure) => {
    const out = forCounterparty(answer);
    expect(out).toContain(figure);
    expect(out).toMatch(/this price|diesem Preis|ce prix|ese precio/);
  });

  it('without a back-reference the limit stays with the client', () => {
    const out = forCounterparty('Yes, go ahead with the service. Our budget is £4,200 a year.');
    expect(out).toBe('Yes, go ahead with the service.');
  });

  it('a back-reference in an order to us keeps the limit back', () => {
    const out = forCounterparty('Our budget is £4,200 a year. Ask whether they can do it at this price.');
    expect(out).toBe('');
  });

  it('a limit marked confidential, or talking about them, never goes out', () => {
    expect(
      forCounterparty('Our budget is £4,200, confidential, do not share. Could you do the service at this price?'),
    ).not.toContain('4,200');
    expect(
      forCounterparty('Our maximum is £4,200 but they must not know. Could you do the service at this price?'),
    ).not.toContain('4,200');
  });

  it('a limit after the back-reference is not the figure it points to', () => {
    const out = forCounterparty('Could you do the service at this price? Our ceiling would be £4,500.');
    expect(out).not.toContain('4,500');
  });
});
