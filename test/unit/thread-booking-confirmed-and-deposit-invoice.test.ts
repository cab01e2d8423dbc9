import { describe, expect, it } from 'vitest';
import { chargeAdded } from '../../services/worker/brain/guards/added-charges.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { readFields } from '../support/read-fields.js';

/**
 * A band's confirmation: "you're in the diary for 14 June" books the date for the client; "a 25%
 * non-refundable deposit" is no "not" of the booking; and "the deposit invoice for £412.50 is
 * coming over separately" adds no charge to the fee.
 */

const booked = {
  bookingConfirmed: { type: 'boolean', description: 'true once the band has confirmed the date is booked for us' },
};

describe('the booking confirmed', () => {
  it.each<[string, Record<string, unknown>]>([
    [
      "Brilliant, that's all sorted - you're in the diary for 14 June, 7:30 till 10:30 on the terrace.",
      { bookingConfirmed: true },
    ],
    ["You're booked in for 14 June.", { bookingConfirmed: true }],
    ['Sie sind für den 14. Juni fest eingetragen.', { bookingConfirmed: true }],
    ['To lock the date in we ask for a 25% non-refundable deposit (£412.50) when the contract is signed.', {}],
    ['We are fully booked on the 14th.', {}],
  ])('%s', (text, want) => {
    expect(readFields(booked, text)).toEqual(want);
  });
});

describe('no charge added', () => {
  const charge = (text: string) => chargeAdded(text, foldForMatching(text))?.value;
  it.each<[string]>([
    ['The contract and the deposit invoice for £412.50 are coming over separately today.'],
    ['The invoice for £412.50 will be sent separately.'],
  ])('%s', (text) => {
    expect(charge(text)).toBeUndefined();
  });
  it('a charge said apart still is one', () => {
    expect(charge('Transport is charged separately at £280.')).toBe(280);
  });
});

describe('a limit the client keeps for themselves', () => {
  it('"anything else, or more than €450 in total, ask me first" puts €480 to the client', async () => {
    const { findCommitment } = await import('../../services/worker/brain/guards/commitments.js');
    const objective =
      'Book boarding for our two dogs for 10 nights and get the total price. We would like a standard kennel; anything else, or more than €450 in total, ask me first.';
    const text = 'Posso offrirle la suite: 48 € a notte per tutti e due, quindi 480 € per le 10 notti.';
    expect(findCommitment(text, [objective], [objective], { goalCommits: true })?.kinds).toContain('above the limit');
    expect(
      findCommitment('La suite costa 420 € per le 10 notti.', [objective], [objective], { goalCommits: true }),
    ).toBeUndefined();
  });
  it('"more than" without a word to refer back sets no limit', async () => {
    const { limitsOf } = await import('../../services/worker/brain/guards/client-limits.js');
    expect(limitsOf(['Last year we spent more than €450 on boarding.'])).toEqual([]);
  });
});
