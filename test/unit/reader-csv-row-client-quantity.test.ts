import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../../services/worker/brain/brain.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, us } from './brain-fixtures.js';

/**
 * A price grid in a CSV file: "1,500 copies" in our own mail is the figure 1500, never the code
 * "500" that picks the grid's 500-copies row (the first row's price had been delivered).
 */

const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-23T10:00:00Z');
const GRID = `quantity,format,binding,price_gbp_ex_vat,lead_time_working_days
500,A5,saddle stitch,1186.00,6
1000,A5,saddle stitch,1598.00,6
1500,A5,saddle stitch,1974.00,7
2000,A5,saddle stitch,2352.00,7
1500,A5,PUR perfect bound,2611.00,9
`;

describe('the row of the client quantity, written with a thousands separator', () => {
  const ctx = brainContext({
    objective:
      'Ask Fenwick Print for the price excluding VAT of 1,500 copies of our programme (A5, saddle-stitched) and the lead time',
    properties: {
      priceGBPExclVAT: { type: 'number', description: 'price for 1,500 saddle-stitched copies in GBP excluding VAT' },
      leadTimeWorkingDays: { type: 'integer', description: 'lead time in working days' },
    },
  });
  it.each(['1,500', '1.500', '1 500'])('our mail says %s copies: the 500 row is never read', (written) => {
    const ours = us(`Could you please quote ${written} copies, A5, saddle-stitched?`, AT);
    const latest: TranscriptEntry = {
      role: 'counterparty',
      text: 'Please find attached our price grid.',
      at: AT + 1000,
      messageId: 'm1',
      attachments: [{ filename: 'grid.csv', contentType: 'text/csv', text: GRID }],
    } as TranscriptEntry;
    const got = evaluateReply(ctx, latest, validator, [ours, latest]);
    expect(got).not.toMatchObject({ result: { priceGBPExclVAT: 1186 } });
    expect(got).not.toMatchObject({ result: { leadTimeWorkingDays: 6 } });
  });
});
