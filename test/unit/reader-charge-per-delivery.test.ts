import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A charge per delivery, consignment or order is no price of the thing the field prices: a
 * reply whose only "per …" amount is the carriage must not give the unit price.
 */
describe('a charge per delivery or order is never the price of another thing', () => {
  const banner = { unitPrice: { type: 'number', description: 'GBP per banner, excl. VAT' } };

  it('leaves the unit price unread when the only amount per something is the carriage', () => {
    for (const text of [
      'Prices exclude VAT. Delivery by courier £12.50 per consignment.',
      'Carriage is charged at £9.95 per delivery on all orders.',
      'We add a handling fee of £4.50 per order.',
      'Shipping comes to £15 per shipment whatever the size.',
    ])
      expect(readOneReply(banner, text, 'Get the price per banner')).toEqual({});
  });

  it('does so in the other languages', () => {
    const roll = { preisJeRolle: { type: 'number', description: 'EUR je Rolle, netto' } };
    expect(readOneReply(roll, 'Die Fracht berechnen wir mit 25 € pro Sendung.', 'Preis je Rolle erfragen')).toEqual({});
    const affiche = { prixParAffiche: { type: 'number', description: 'EUR par affiche, HT' } };
    expect(readOneReply(affiche, 'La livraison est de 20 € par commande.', 'Demander le prix par affiche')).toEqual({});
    const cartel = { precioPorCartel: { type: 'number', description: 'EUR por cartel, sin IVA' } };
    expect(readOneReply(cartel, 'El transporte son 10 € por envío.', 'Averiguar el precio por cartel')).toEqual({});
  });

  it('still reads the price per the field thing beside the carriage', () => {
    expect(
      readOneReply(
        banner,
        'The banners are £36.90 per banner; delivery £12.50 per consignment.',
        'Get the price per banner',
      ),
    ).toEqual({ unitPrice: 36.9 });
  });
});
