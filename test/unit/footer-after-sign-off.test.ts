import { describe, expect, it } from 'vitest';
import { regionsOf } from '../../services/worker/brain/regions/reply-regions.js';

/** A confidentiality line right under the signature takes the signature with it: no values there. */

describe('a footer line in the signature paragraph', () => {
  it.each([
    'This email may contain confidential information. If you received it in error please delete it.',
    'This message contains privileged information; if you have received it by mistake, please tell us.',
  ])('%s', (footer) => {
    const text = [
      'Hello Sam,',
      '',
      'Your tables arrive on Thursday 11 March 2027.',
      '',
      'Kind regards,',
      'Joanne',
      'Harbour Furniture',
      'Showroom: 020 7946 0381 (Mon-Fri 8-18)',
      footer,
    ].join('\n');
    const r = regionsOf(text);
    expect(r.newText).toContain('Thursday 11 March 2027');
    expect(r.newText).not.toContain('Mon-Fri');
  });
});
