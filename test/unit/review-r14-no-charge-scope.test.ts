import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A no-charge phrase says "included" only of the item of its own clause: "no charge for the
 * pallets" beside "Delivery is £40" is the pallets' and says nothing of the delivery; a clause
 * about the field's subject that gives a price, or a no-charge under a condition ("within 10
 * miles", "over £500"), never makes the field true. Before, these delivered deliveryIncluded: true.
 */

const props = { deliveryIncluded: { type: 'boolean' } };
const objective = 'Confirm whether delivery is included in the price';

describe('another item’s no-charge does not answer the field', () => {
  it.each([
    'Delivery is £40, no charge for the pallets.',
    'Delivery: no charge within 10 miles; you are 25 miles away so it is £40.',
    'Lieferung 40 €, für die Paletten keine zusätzlichen Kosten.',
    'Livraison 40 €, sans aucun frais pour les palettes.',
    'Levering € 40, geen extra kosten voor de pallets.',
    'Entrega 40 €, sem qualquer custo adicional para as paletes.',
    // Of the same kind (mend's own).
    'Delivery costs £35, free of charge for the packaging.',
    'Entrega 40 €, sin ningún coste adicional para los palés.',
    'Consegna 40 €, senza alcun costo aggiuntivo per i pallet.',
    'Delivery: at no charge if you order 20 pallets or more, otherwise £40.',
  ])('%s → not true', (text) => {
    expect(readOneReply(props, text, objective)['deliveryIncluded']).not.toBe(true);
  });
});

describe('held', () => {
  it('a refusal of delivery at no charge is no yes', () => {
    expect(readOneReply(props, 'Sorry, we cannot deliver at no charge.', objective)['deliveryIncluded']).not.toBe(true);
  });
  it.each(['Installation is at no extra cost. Delivery is £45.', 'No charge for the pallets; delivery is £40.'])(
    '%s → not true',
    (text) => {
      expect(readOneReply(props, text, objective)['deliveryIncluded']).not.toBe(true);
    },
  );
  it('a no-charge on orders over a sum stays open', () => {
    expect(
      readOneReply(props, 'Delivery £40 (no charge on orders over £500).', objective)['deliveryIncluded'],
    ).not.toBe(true);
  });
  it.each([
    'Delivery is at no charge.',
    'Die Lieferung ist für Sie ohne jegliche Zusatzkosten.',
    'La livraison se fait sans aucun frais supplémentaire.',
    'Delivery comes at no extra cost, the pallets are £5 each.',
  ])('%s → true', (text) => {
    expect(readOneReply(props, text, objective)['deliveryIncluded']).toBe(true);
  });
});

describe('a reason after a no-charge phrase is no condition', () => {
  it.each([
    "Delivery and set-up to your office is free of charge as you're well within our 15 mile radius.",
    'Die Lieferung ist kostenlos, da Sie innerhalb unseres Liefergebiets liegen.',
    'La livraison est sans frais, car vous êtes dans notre rayon de 20 km.',
    'La entrega no tiene coste, ya que está dentro de nuestra zona.',
    'De levering is kosteloos omdat u binnen onze regio valt.',
  ])('%s → true', (text) => {
    expect(readOneReply(props, text, objective)['deliveryIncluded']).toBe(true);
  });

  it('a condition with no reason before it still asks', () => {
    expect(
      readOneReply(props, 'Delivery is free of charge within 15 miles of our depot.', objective)['deliveryIncluded'],
    ).not.toBe(true);
  });
});
