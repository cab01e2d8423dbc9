import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * "For the 3rd floor the annual contract comes to £1,656" (round 20's corpus Y, office plants):
 * a year's price told on a case that only asks the monthly fee was read as a minimum contract
 * term, and the client was asked to accept it.
 */

const OBJECTIVE =
  'Ask GreenDesk Interiors for the monthly fee (ex VAT) for plant hire and maintenance on our 3rd floor.';
const kinds = (text: string, commits = false) =>
  findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: commits })?.kinds ?? [];

describe("a year's price names no term on a price-only case (guards/commitments.ts)", () => {
  it.each([
    ['en', 'For the 3rd floor the annual contract comes to £1,656, all prices ex VAT.'],
    ['de', 'Der Jahresvertrag kostet für die 3. Etage 1.656 € netto.'],
    ['fr', 'Le contrat annuel revient à 1 656 € HT pour le 3e étage.'],
  ])('%s', (_lang, text) => {
    expect(kinds(text)).not.toContain('minimum');
  });

  it('a minimum annual contract stated as a term still goes to the client', () => {
    expect(kinds('We only work on an annual contract, billed monthly at £138.')).toContain('minimum');
  });

  it('on a goal that commits, the annual contract is a term', () => {
    expect(kinds('For the 3rd floor the annual contract comes to £1,656.', true)).toContain('minimum');
  });
});
