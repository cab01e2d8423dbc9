import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A printer quotes, then writes a minute later that the figure was a mistake (corpus W of round 19):
 * the new price's sentence also names the lead time ("For 10,000 it's £1,985 + VAT, and on that run
 * the turnaround is 7 working days rather than 5"), and the thread re-check took that sentence for
 * a statement about the lead time only, bringing the older price back (£1,240, delivered). A mail
 * that says what came before was a mistake is the latest word for every field it answers.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();
const ctx = brainContext({
  objective: 'Get a price for 10,000 A5 flyers and the lead time in working days.',
  properties: {
    priceGBP: { type: 'number', description: 'total price for the 10,000 flyers in GBP excluding VAT' },
    leadTimeWorkingDays: { type: 'integer', description: 'lead time in working days from proof approval' },
  },
});
const first =
  "Hi Sam,\n\nThanks for getting in touch. A5 flyers, 170gsm gloss, double-sided: £1,240.00 + VAT, turnaround 5 working days from proof sign-off, delivered free to a single UK mainland address.\n\nJust send the artwork over as a print-ready PDF with 3mm bleed and I'll get a proof back to you the same day.\n\nCheers,\nNadia\n\nNadia Okafor | Account Manager\nBrightside Print Ltd\nUnit 4 Canal Works, Water Lane, Leeds LS11 5QR\n0113 555 0142\nRegistered in England & Wales no. 08123456 | VAT GB 231 4455 67";

const ours = {
  role: 'us' as const,
  text: 'Hello Nadia,\n\nCould you let me know the price for 10,000 A5 flyers, 170gsm gloss, printed both sides, and the lead time in working days from proof approval?\n\nBest regards,\nSam',
  at: AT - 3_600_000,
  messageId: 'o1',
};

function read(second: string): Record<string, unknown> {
  const thread = [ours, ...theirThread([first, second], AT)];
  return readOfflineResult(ctx, thread[2]!, thread, validator).values;
}

describe('a mail that says the earlier figure was a mistake (offline-result.ts statementsAboutTheirFields)', () => {
  it.each([
    "Sorry Sam, please ignore the figure in my last email, I priced it for 5,000 by mistake. For 10,000 it's £1,985.00 + VAT, and on that run the turnaround is 7 working days from proof sign-off rather than 5. Everything else as I said.\n\nApologies!\nNadia",
  ])('%s', (second) => {
    expect(read(second)).toMatchObject({ priceGBP: 1985, leadTimeWorkingDays: 7 });
  });

  it('an update that only adds keeps the older value of the field it does not name', () => {
    const values = read('Update: on that run the turnaround is 7 working days, and with folding it would be £1,420.');
    expect(values['priceGBP']).not.toBe(1420);
  });
});
