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

describe('a limit is pulled in only when it stands right before the pointer, alone and unqualified', () => {
  it.each([
    ['between us', 'Our budget is €3,000 — between us. Can you do it at this price?', /3,000/],
    ['but … prefer', 'Our max is €3,000 but I would prefer €2,500. Could you do it at that price?', /3,000|2,500/],
    [
      'their figure in between',
      'Our budget is €3,000. Their offer of €3,400 is too much. Could you come down from that price?',
      /3,000|3,400/,
    ],
    [
      'fr: their figure in between',
      'Notre budget est de 2 800 €. Leur offre de 3 200 € est trop élevée. Pouvez-vous baisser ce prix ?',
      /2 800/,
    ],
    ['fr: entre nous', 'Notre budget est de 2 800 € HT, entre nous. Pouvez-vous le faire à ce prix ?', /2 800/],
    ['de: unter uns', 'Unser Budget liegt bei 1.900 €, unter uns. Geht es zu diesem Preis?', /1\.900/],
    [
      'es: a second figure',
      'Nuestro presupuesto es 2.000 €. Preferimos 1.800 €. ¿Pueden hacerlo a ese precio?',
      /2\.000/,
    ],
  ])('%s: the question goes without any figure', (_case, answer, figures) => {
    const out = forCounterparty(answer);
    expect(out).not.toMatch(figures);
    expect(out).toMatch(/price|prix|Preis|precio/);
  });
});
