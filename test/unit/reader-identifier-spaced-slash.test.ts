import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readOneReply } from '../support/read-one-reply.js';

describe('an identifier written with a spaced slash is read whole', () => {
  it.each([
    ['5110 - 4470 / 02. Supplied and fitted.', '5110 - 4470 / 02'],
    ['5110 - 4470 / 02 fits your truck.', '5110 - 4470 / 02'],
    ['Q 26-11 / 0873 on any PO.', 'Q 26-11 / 0873'],
    ['KV 2026 / 118, bitte angeben.', 'KV 2026 / 118'],
    ['26-11 / 0873, pièce jointe.', '26-11 / 0873'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it('a spaced dash before a figure and a word is still punctuation', () => {
    expect(codeAt('7718 - 500 leaflets', 0)).toBe('7718');
    expect(codeAt('2291 - 12 March', 0)).toBe('2291');
  });

  it('"our ref" names a reference field', () => {
    const props = { quoteReference: { type: 'string' }, batteryPartNumber: { type: 'string' } };
    const values = readOneReply(
      props,
      'The battery is part no. 5110 - 4470 / 02, £4,915.00 + VAT. Please quote our ref Q 26-11 / 0873 on any PO.',
      'Get their quote reference and the part number',
    );
    expect(values).toMatchObject({ quoteReference: 'Q 26-11/0873', batteryPartNumber: '5110-4470/02' });
  });

  it('two different references: none is taken', () => {
    const props = { quoteReference: { type: 'string' } };
    const values = readOneReply(
      props,
      'Our ref Q 26-11 / 0873 replaces ref Q 26-10 / 0712 from last month.',
      'Get their quote reference',
    );
    expect(values['quoteReference']).toBeUndefined();
  });
});
