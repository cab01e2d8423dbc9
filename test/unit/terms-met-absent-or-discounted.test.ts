import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { readFields } from '../support/read-fields.js';

/**
 * Terms that are none: a minimum the writer says the client's order already passes ("a
 * encomenda mínima … é de 300 €, que já ultrapassa"), a minimum the writer says does not exist
 * ("Eine Mindestabnahme gibt es bei uns nicht"), their own shop price lowered for the client
 * ("32,50 € la bouteille au lieu de 38,90 € en boutique"). And a field asking "the price of one
 * bottle" is a price per bottle ("32,50 € TTC la bouteille", not the 1 950 € for all).
 */

const GOAL = 'Order 20 cases of the 2023 Riesling for our restaurant and ask the price per case.';
const kinds = (text: string, goal = GOAL) =>
  findCommitment(text, [goal], [goal], { goalCommits: true, clientTexts: [goal] })?.kinds ?? [];

describe('a minimum the order already passes', () => {
  it.each([
    'A encomenda mínima para entrega é de 300 €, que já ultrapassa.',
    'The minimum order for delivery is €300, which you already exceed.',
    'Der Mindestbestellwert liegt bei 300 €, den überschreiten Sie ja.',
    'La commande minimum est de 300 €, que vous dépassez largement.',
    'El pedido mínimo es de 300 €, que ya supera.',
    "L'ordine minimo è di 300 €, che già supera.",
    'De minimale bestelling is € 300, daar zit u al ruim boven.',
  ])('%s', (text) => {
    expect(kinds(text)).not.toContain('minimum');
  });

  it('a minimum not said to be met still goes to the client', () => {
    expect(kinds('The minimum order is 50 cases.')).toContain('minimum');
  });
});

describe('a minimum that does not exist', () => {
  it.each([
    'Eine Mindestabnahme gibt es bei uns nicht, Zahlungsziel 14 Tage netto.',
    "Un minimum de commande, il n'y en a pas.",
    'Een minimale afname is er bij ons niet.',
    'Encomenda mínima não existe, pagamento a 30 dias.',
  ])('%s', (text) => {
    expect(kinds(text)).not.toContain('minimum');
  });
});

describe('their own price lowered for us', () => {
  const goal = 'Ask Cave Saint-Vincent for their price per bottle for 60 bottles of their house Champagne.';
  it('is no counter-offer', () => {
    expect(kinds('Je peux vous faire 32,50 € TTC la bouteille au lieu de 38,90 € en boutique.', goal)).not.toContain(
      'price change',
    );
  });
  it('but a price in place of the client’s own figure, or a dearer one, is', () => {
    const own = 'Book 60 bottles of their house Champagne at 30 € a bottle.';
    expect(kinds('Je peux vous faire 32,50 € la bouteille au lieu de 30 €.', own)).toContain('price change');
    expect(kinds('Ce sera 41,00 € la bouteille au lieu de 38,90 €.', goal)).toContain('price change');
  });
});

describe('the price of one thing', () => {
  it.each<[Record<string, unknown>, string, number]>([
    [
      {
        prixBouteille: {
          type: 'number',
          description: "prix d'une bouteille en euros TTC pour une commande de 60 bouteilles",
        },
      },
      'Je peux vous faire 32,50 € TTC la bouteille, soit 1 950 € TTC pour l’ensemble.',
      32.5,
    ],
    [
      { bottlePrice: { type: 'number', description: 'price of one bottle in EUR' } },
      'It is €32.50 a bottle, so €1,950 for the 60.',
      32.5,
    ],
  ])('%s', (props, text, want) => {
    expect(Object.values(readFields(props, text))).toEqual([want]);
  });

  it('never the price a package works out at per lesson', () => {
    const lesson = {
      lessonPrice: { type: 'number', description: 'prijs van een losse rijles van 60 minuten in euro' },
    };
    const read = readFields(
      lesson,
      'Een losse les van 60 minuten kost € 62,50. Neemt hij een pakket van 20 lessen, dan betaalt u € 1.195 (komt neer op € 59,75 per les).',
    );
    expect(read['lessonPrice']).not.toBe(59.75);
  });
});
