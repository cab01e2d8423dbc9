import { describe, expect, it } from 'vitest';
import { CORRECTION } from '../../services/worker/brain/guards/corrections.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Old values beside the new one are never the answer, and words that only look like a
 * correction make none:
 * - the old figure set in brackets ("over £300 (was £250)", "(vorher 250 €)", "(avant 250 €)",
 *   "(antes 250 €)", "(prima 250 €)", "(voorheen € 250)") is no value of any field;
 * - "rather than 8" names the replaced figure; only "or rather" / "ou plutôt" correct ("8, or
 *   rather 12"), never a preference ("if you'd rather have a sea view, it is €150");
 * - an amount whose own words are what the field leaves out ("without any registration fee" and
 *   "a one-off £15 registration fee") is never the field's.
 */

const butcher = {
  brisketPricePerKgGBP: { type: 'number', description: 'current trade price per kg in GBP for beef brisket' },
  freeDeliveryMinimumGBP: { type: 'number', description: 'minimum order value per drop for free delivery' },
};

describe('an old figure in brackets is no value', () => {
  it.each([
    ['en', 'Morning,\n\nFree delivery is now on drops over £300 (was £250), fuel again.\n\nGary'],
    ['de', 'Hallo,\n\nFreie Lieferung gibt es jetzt ab 300 € pro Tour (vorher 250 €).\n\nGrüße'],
    ['fr', 'Bonjour,\n\nLa livraison est offerte au-delà de 300 € par tournée (avant 250 €).\n\nCordialement'],
    ['es', 'Hola,\n\nEl envío gratis es ahora a partir de 300 € por pedido (antes 250 €).\n\nSaludos'],
    ['it', 'Buongiorno,\n\nLa consegna gratuita ora è sopra i 300 € per consegna (prima 250 €).\n\nSaluti'],
    ['nl', 'Hallo,\n\nGratis levering is nu vanaf € 300 per rit (voorheen € 250).\n\nGroet'],
  ])('%s: the bracketed old amount goes to no field', (_lang, text) => {
    const values = readOneReply(butcher, text, 'Ask for the brisket price and the free delivery minimum');
    expect(values['brisketPricePerKgGBP']).toBeUndefined();
    expect(values['freeDeliveryMinimumGBP']).not.toBe(250);
  });

  it('the new figure before the bracket stays the answer', () => {
    const values = readOneReply(
      { brisketPricePerKgGBP: butcher.brisketPricePerKgGBP },
      'Morning,\n\nBrisket B&R is £9.40 a kilo now (was £8.60).\n\nGary',
      'Ask for the brisket price',
    );
    expect(values).toEqual({ brisketPricePerKgGBP: 9.4 });
  });
});

const visits = { visitsPerYear: { type: 'integer', description: 'number of routine visits a year in the contract' } };

describe('"rather" corrects only as "or rather"', () => {
  it('"12 visits a year rather than 8" is 12', () => {
    expect(
      readOneReply(visits, 'Hi,\n\nBecause of the drain access he recommends 12 visits a year rather than 8.\n\nHelen'),
    ).toEqual({ visitsPerYear: 12 });
  });

  it('"8 visits a year, or rather 12" is 12', () => {
    expect(readOneReply(visits, 'Hi,\n\nThe contract is 8 visits a year, or rather 12.\n\nHelen')).toEqual({
      visitsPerYear: 12,
    });
  });

  it.each([
    ['if you’d rather have longer lessons', 'en', 'we would rather', false],
    ['or rather', 'en', 'that is 450, or rather 480', true],
    ['plutôt que', 'fr', '12 passages par an plutôt que 8', false],
    ['ou plutôt', 'fr', "c'est 450 €, ou plutôt 480 €", true],
  ])('%s', (_name, _lang, text, cue) => {
    expect(CORRECTION.test(foldForMatching(text))).toBe(cue);
  });

  it('a preference ("if you’d rather have a sea view") does not replace the price said before it', () => {
    const room = { standardRoomEUR: { type: 'number', description: 'price of the standard room per night in EUR' } };
    const values = readOneReply(
      room,
      'Hello,\n\nThe standard room is €120 per night. If you’d rather have a sea view, the superior room is €150 per night.\n\nBest',
    );
    expect(values['standardRoomEUR']).not.toBe(150);
  });
});

describe('what the field leaves out, named right after an amount', () => {
  const fee = {
    termFeeGBP: {
      type: 'number',
      description: 'fee in GBP for one term of weekly lessons, without any one-off registration fee',
    },
  };
  it('"a one-off £15 registration fee" is not the term fee', () => {
    expect(
      readOneReply(
        fee,
        'Hi Sam,\n\nNew students also pay a one-off £15 registration fee, which covers the first year.\n\nHelen',
      ),
    ).toEqual({});
  });
});
