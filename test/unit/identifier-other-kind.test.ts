import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A reference word that another kind's word names ("your account ref CUS-55120", "Kundenkonto Ref.
 * K-118") is that kind's reference, never the code of a field that names its own kind ("the quote
 * reference"); a field that names no kind ("reference") still reads it (readers/identifiers.ts).
 */

const QUOTE_REF = {
  quoteReference: { type: 'string', description: 'the quote reference to put on our purchase order' },
};

describe("another kind's reference (identifiers.ts)", () => {
  it.each([
    'Please put Q-27-0419-B and your account ref CUS-55120 on the PO.',
    'Bitte geben Sie Ihre Konto-Ref. KD-11820 an.',
    'Merci de rappeler votre compte réf. C-44812 sur le bon de commande.',
  ])('is not the quote reference: %s', (text) => {
    expect(readFields(QUOTE_REF, text)['quoteReference']).toBeUndefined();
  });

  it("the field's own kind still reads", () => {
    expect(
      readFields(QUOTE_REF, 'Your quote ref is Q-27-0419-B and your account ref CUS-55120.')['quoteReference'],
    ).toBe('Q-27-0419-B');
  });

  it('a field that names no kind reads any reference', () => {
    const props = { reference: { type: 'string', description: 'their reference for this job' } };
    expect(readFields(props, 'Your booking ref is BK-2210.')['reference']).toBe('BK-2210');
  });
});

/**
 * A key is an identifier (`licenceKey`), named in the seven languages and at the end of a German or
 * Dutch compound ("Lizenzschlüssel", "licentiesleutel"); a former key ("der bisherige Schlüssel",
 * "your old key") is not the one asked; a code alone on the line after "… lautet:" is the name's.
 */
describe('a licence key (identifiers.ts)', () => {
  const KEY = {
    licenceKey: { type: 'string', description: 'new licence key for the coming season, exactly as given' },
  };

  it.each([
    'Ihr neuer Lizenzschlüssel lautet HPL-24Z-7KQ4-M9TX-2WRB.',
    'Uw nieuwe licentiesleutel is HPL-24Z-7KQ4-M9TX-2WRB.',
    'Votre nouvelle clé de licence est HPL-24Z-7KQ4-M9TX-2WRB.',
    'Ihr neuer Lizenzschlüssel für die kommende Saison lautet:\n\n    HPL-24Z-7KQ4-M9TX-2WRB\n\nDer bisherige Schlüssel (HPL-24Z-3FJ8-P1LC-8NNA) läuft zum 31.03. aus.',
    'Your old key HPL-24Z-3FJ8-P1LC-8NNA expires on 31 March; the new key is HPL-24Z-7KQ4-M9TX-2WRB.',
  ])('%s', (text) => {
    expect(readFields(KEY, text)['licenceKey']).toBe('HPL-24Z-7KQ4-M9TX-2WRB');
  });

  it('two current keys compete', () => {
    expect(readFields(KEY, 'The key is HPL-1111-A, or use the key HPL-2222-B.')['licenceKey']).toBeUndefined();
  });
});
