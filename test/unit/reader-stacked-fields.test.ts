import { describe, expect, it } from 'vitest';
import { readAttached } from '../support/read-attached.js';
import { stackedFieldLines } from '../../services/worker/brain/readers/stacked-fields.js';

const TEXT_FILE = { filename: 'quote.txt', contentType: 'text/plain' };

describe('labels and values written as two blocks, as a PDF column comes out', () => {
  it('pairs a block of labels with as many values after a blank line, in several languages', () => {
    expect(
      stackedFieldLines('QUOTE\n\nQuote no.\nDate\nValid until\n\nQ-27-0193\n14/01/2027\n13/02/2027\n\nThanks'),
    ).toEqual(['Quote number: Q-27-0193', 'Date: 14/01/2027', 'Valid until: 13/02/2027']);
    expect(stackedFieldLines('Angebot Nr.\nDatum\n\nAN-2027-118\n12.01.2027')).toEqual([
      'Angebot number: AN-2027-118',
      'Datum: 12.01.2027',
    ]);
    expect(stackedFieldLines('Devis n°\nDate\n\nDV-4471\n12/01/2027')).toEqual([
      'Devis n: DV-4471',
      'Date: 12/01/2027',
    ]);
  });

  it('pairs nothing when the blocks differ in length or run on', () => {
    expect(stackedFieldLines('Quote no.\nDate\nValid until\n\nQ-27-0193\n14/01/2027')).toEqual([]);
    expect(stackedFieldLines('Quote no.\nDate\n\nQ-27-0193\n14/01/2027\n13/02/2027')).toEqual([]);
    // Two lines of prose over two others are no label block.
    expect(stackedFieldLines('Kind regards\nHannah\n\nHannah Keane\n0161 555 7720')).toEqual([]);
  });

  it('reads a quote reference from such blocks in an attachment, and never pairs a value to another label', () => {
    const doc = 'ProDesk IT Ltd\n\nQUOTATION\n\nQuote no.\nDate\nCustomer\n\nQ-27-0193\n14/01/2027\nFenwick & Rowe\n';
    expect(
      readAttached(
        { quoteNumber: { type: 'string', description: 'their quote reference' } },
        'Get the quote',
        doc,
        TEXT_FILE,
      ),
    ).toEqual({
      quoteNumber: 'Q-27-0193',
    });
    const shifted = 'QUOTATION\n\nQuote no.\nDate\nCustomer\n\n14/01/2027\nFenwick & Rowe\n';
    expect(
      readAttached(
        { quoteNumber: { type: 'string', description: 'their quote reference' } },
        'Get the quote',
        shifted,
        TEXT_FILE,
      ),
    ).toEqual({});
  });
});
