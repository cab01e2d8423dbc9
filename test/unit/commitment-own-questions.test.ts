import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * Our own questions about a term, and the lines of our mail that list the result fields we ask
 * for, are no sign that the client spoke of (or accepted) that term (guards/commitments.ts).
 */
function deposit(reply: string, objective: string, ours: string, schemaTexts: string[] = []) {
  return findCommitment(reply, [objective, ours], [objective], {
    goalCommits: true,
    clientTexts: [objective, ours],
    schemaTexts,
  })?.kinds;
}

describe('our questions do not cover a term', () => {
  it('a deposit the client refuses, asked about by us, is put to the client', () => {
    const objective = 'Book the function room for 40 guests on 3 May. We never pay deposits.';
    expect(deposit('A £150 deposit is due on booking.', objective, 'Is a deposit needed?')).toContain('deposit');
  });

  it('in German too', () => {
    const objective = 'Den Saal für 40 Personen buchen. Wir leisten keine Anzahlungen.';
    expect(
      deposit('Bei Buchung ist eine Anzahlung von 200 € fällig.', objective, 'Ist eine Anzahlung nötig?'),
    ).toContain('deposit');
  });

  it('a line of our mail restating a result field is no word of the client', () => {
    const objective = 'Confirm the scaffold hire from 4 March on our terms: payment after the job, no deposit.';
    const schema = [
      JSON.stringify({
        depositPercent: { type: 'number', description: 'deposit required with order as a percent; 0 if none' },
      }),
    ];
    const ours =
      'Could you confirm?\n\nI would like to know:\n- the deposit required with order as a percent; 0 if none';
    expect(
      deposit(
        'We can do 4 March; we do ask a 25% deposit with order (£900) before we load the lorry.',
        objective,
        ours,
        schema,
      ),
    ).toContain('deposit');
  });

  it('a deposit the client already accepted in our mail is no new term', () => {
    const objective = 'Book the function room for 40 guests on 3 May.';
    expect(
      deposit('A £150 deposit is due on booking.', objective, 'We are happy to pay a deposit of £150 on booking.'),
    ).toBeUndefined();
  });
});
