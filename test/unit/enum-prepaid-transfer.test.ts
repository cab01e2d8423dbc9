import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A transfer made before delivery is prepayment ("bonifico anticipato", "advance bank transfer",
 * "virement anticipé", "transferencia anticipada"): before, a dairy's "il primo ordine va pagato
 * con bonifico anticipato" was not read, and the sentence after it ("dal secondo ordine … 30
 * giorni") gave net_30 for the first order.
 */

const TERMS = {
  paymentTerms: {
    type: 'string',
    enum: ['prepayment', 'cash_on_delivery', 'net_30', 'net_60'],
    description: 'payment terms that apply to our first order',
  },
};
const read = (text: string) => readFields(TERMS, text)['paymentTerms'];

describe('a transfer in advance is prepayment (readers/enum-long-forms.ts)', () => {
  it.each([
    ['it', 'Il primo ordine va pagato con bonifico anticipato.'],
    ['en', 'First orders are paid by advance bank transfer.'],
    ['fr', 'La première commande se règle par virement anticipé.'],
    ['es', 'El primer pedido se paga por transferencia anticipada.'],
    ['de', 'Die erste Bestellung bitte per Überweisung im Voraus.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe('prepayment');
  });

  it('two terms for two orders are not one value (asked)', () => {
    expect(
      read(
        'Il primo ordine va pagato con bonifico anticipato. Dal secondo ordine in poi si passa a 30 giorni data fattura.',
      ),
    ).toBeUndefined();
  });
});
