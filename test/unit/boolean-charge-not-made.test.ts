import { describe, expect, it } from 'vitest';
import { readReply } from '../support/read-one-reply.js';

/**
 * A charge the writer says they do not make ("we don't charge for delivery", "die Anfahrt
 * berechnen wir nicht", "no cobramos el desplazamiento") says the subject is free: an "is it
 * included?" field reads yes, an "is it charged extra?" field no (lexicons/no-charge.ts). Before,
 * its negation was read as "not included", and a field asked the other way round turned it into
 * "charged extra".
 */

type Props = Record<string, Record<string, unknown>>;
const read = (props: Props, text: string) => readReply(props, 'Ask for a quote.', { text });

describe('a charge not made is free', () => {
  it.each<[string, string, string, boolean]>([
    ['en', 'travelChargedExtra', 'Travel we never charge for, wherever you are.', false],
    ['en', 'deliveryIncluded', "We don't charge for delivery on pallets.", true],
    ['de', 'anfahrtExtra', 'Die Anfahrt berechnen wir Ihnen selbstverständlich nicht.', false],
    ['de', 'deliveryIncluded', 'Die Lieferung wird Ihnen nicht berechnet.', true],
    ['fr', 'deliveryIncluded', 'Nous ne facturons pas la livraison.', true],
    ['es', 'deliveryIncluded', 'No cobramos la entrega.', true],
    ['it', 'deliveryIncluded', 'Non addebitiamo la consegna.', true],
    ['nl', 'deliveryIncluded', 'De levering rekenen we bij u niet.', true],
    ['pt', 'deliveryIncluded', 'Não cobramos a entrega.', true],
  ])('%s: %s ← %s', (_lang, name, text, value) => {
    const props: Props = { price: { type: 'number' }, [name]: { type: 'boolean' } };
    if (name.endsWith('Extra') || name.endsWith('ChargedExtra'))
      props[name] = { type: 'boolean', description: 'true if it is charged extra' };
    expect(read(props, text)[name]).toBe(value);
  });

  it.each<[string, string, string]>([
    // Another item's charge not made: nothing of the installation.
    ['en', 'installationIncluded', "We don't charge for delivery."],
    // Under a condition: asked.
    ['de', 'deliveryIncluded', 'Die Lieferung berechnen wir erst ab 10 Geräten nicht.'],
    ['nl', 'deliveryIncluded', 'De levering rekenen we alleen boven € 500 niet.'],
  ])('%s: %s ← %s → not true', (_lang, name, text) => {
    expect(read({ price: { type: 'number' }, [name]: { type: 'boolean' } }, text)[name]).not.toBe(true);
  });
});
