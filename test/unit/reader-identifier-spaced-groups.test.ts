import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('identifiers with spaced dashes and a closing letter', () => {
  it.each([
    ['401 2287 B (box of 10)', '401 2287 B'],
    ['CW - 2024 - 0881 - 17) loopt af', 'CW - 2024 - 0881 - 17'],
    ['KD – 2027 – 114, bitte angeben', 'KD – 2027 – 114'],
    ['AB 4471 C.', 'AB 4471 C'],
    ['5521 A new order follows', '5521'],
    ['TR 44817 UPS will collect', 'TR 44817'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it('reads the code a field names, in several languages', () => {
    expect(
      read({ orderCode: { type: 'string' } }, 'The one you need is order code 401 2287 B (box of 10), £18.60 a box.'),
    ).toEqual({ orderCode: '401 2287 B' });
    expect(
      read(
        { contractNumber: { type: 'string' } },
        'Jullie contract (nummer CW - 2024 - 0881 - 17) loopt af op 31 januari.',
      ),
    ).toEqual({ contractNumber: 'CW-2024-0881-17' });
    expect(read({ customerNumber: { type: 'string' } }, 'Ihre Kundennummer lautet KD - 2025 - 0042 - 7.')).toEqual({
      customerNumber: 'KD-2025-0042-7',
    });
    expect(read({ articleCode: { type: 'string' } }, 'Le code article est 550 1120 C, au prix de 12 €.')).toEqual({
      articleCode: '550 1120 C',
    });
  });

  it('stores no code when the reply gives two for the field', () => {
    expect(
      read(
        { orderCode: { type: 'string' } },
        'Order code 401 2287 B for the 10 x 10 cm, or order code 401 2290 B if you prefer the larger one.',
      ),
    ).toEqual({});
  });
});
