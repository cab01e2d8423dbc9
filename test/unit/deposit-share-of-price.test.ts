import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * A deposit accepted as a share ("the 30% deposit is fine") covers its amount named later, when that
 * amount is no more than the share of the price the thread states (guards/deposit-limits.ts).
 */

const OFFER = 'The catamaran Maré Alta, half a day, is 1.350 € with IVA. We take a 30% deposit to book.';
const DECISION =
  "As for your proposal: Let's take the catamaran Maré Alta at €1,350 incl. IVA. The 30% deposit is fine, go ahead and book it.";

const kinds = (text: string) =>
  findCommitment(text, [OFFER, DECISION], [], { goalCommits: true, clientTexts: [DECISION] })?.kinds ?? [];

describe('a deposit amount within the share accepted (guards/deposit-limits.ts)', () => {
  it.each(['Envio a fatura do sinal (405 €) num email à parte.', 'The deposit invoice for €400 follows separately.'])(
    'is covered: %s',
    (text) => {
      expect(kinds(text)).not.toContain('deposit');
    },
  );

  it('an amount above the share is not', () => {
    expect(kinds('Envio a fatura do sinal (675 €) num email à parte.')).toContain('deposit');
  });
});
