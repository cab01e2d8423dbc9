import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * A minimum order told beside a price, on a goal that only asks for information, is how they sell
 * and commits nobody (guards/order-minimum.ts); on a goal that orders, and for a minimum of time
 * (a contract's months, a shift's hours), it is still the client's to accept.
 */

const ASK = 'Ask Hearth & Mill for their current wholesale price of the 800 g sourdough loaf, excluding VAT.';

const kinds = (text: string, goalCommits: boolean) => findCommitment(text, [ASK], [ASK], { goalCommits })?.kinds ?? [];

describe('a minimum order on a goal that only asks (guards/order-minimum.ts)', () => {
  it.each([
    'Minimum order is still £60 per drop, delivery free above that.',
    'Der Mindestbestellwert liegt bei 50 €.',
    'Pedido mínimo 150 €, por debajo se cobran 12 € de porte.',
    'A encomenda mínima para entrega são 24 garrafas.',
    "Per i clienti horeca l'ordine minimo è di 180 € IVA esclusa.",
  ])('is no term for the client: %s', (text) => {
    expect(kinds(text, false)).not.toContain('minimum');
  });

  it.each(['Minimum order is still £60 per drop, delivery free above that.', 'Der Mindestbestellwert liegt bei 50 €.'])(
    'is still put to the client on a goal that orders: %s',
    (text) => {
      expect(kinds(text, true)).toContain('minimum');
    },
  );

  it.each(['Son 89 € al mes con una permanencia mínima de 36 meses.', 'Minimum booking is a 4-hour shift.'])(
    'a minimum of time is still a term on a goal that only asks: %s',
    (text) => {
      expect(kinds(text, false)).toContain('minimum');
    },
  );
});
