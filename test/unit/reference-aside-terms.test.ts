import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * On a goal that only asks for information, a sentence told for reference ("Para referência, …",
 * "For reference, …", "À titre indicatif, …") sets no term for the client (guards/commitments.ts);
 * on a goal that books, its terms are still put to the client.
 */

const ASK = 'Ask Bicicletas Ria what discount they give hotel guests and whether they deliver bikes to the hotel.';

describe('a sentence told for reference (lexicons/by-the-way.ts)', () => {
  it.each([
    'Para referência, os nossos preços base são 18 €/dia a clássica e 35 €/dia a elétrica (mínimo de 2 dias nas elétricas).',
    'For reference, our standard hire needs a 30% deposit and a minimum of two days.',
    'À titre indicatif, la location minimum est de 2 jours avec un acompte de 30 %.',
  ])('sets no term on a goal that asks: %s', (text) => {
    expect(findCommitment(text, [ASK], [ASK], { goalCommits: false })).toBeUndefined();
  });

  it('on a goal that books, the terms still go to the client', () => {
    const book = 'Book six e-bikes with Bicicletas Ria for our guests for the first week of June.';
    const text = 'For reference, our standard hire needs a 30% deposit and a minimum of two days.';
    expect(findCommitment(text, [book], [book], { goalCommits: true })).toBeDefined();
  });
});
