import { describe, expect, it } from 'vitest';
import { askedOf as asked, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A yes bound to what only the client can arrange ("if you can sort that, it's a go", "if you
 * can arrange", "subject to the hoods being switched off", "wenn Sie … sicherstellen können",
 * "si vous pouvez garantir", "se potete garantire" …) or a price "rather than" the one quoted
 * goes to the client, quoted; no value is stored. What binds nothing is read as before.
 */

const BOOK = 'Book a deep clean of our canteen on a Saturday in December for no more than £1,500 + VAT';
const cleanProps = {
  cleanDate: { type: 'string', format: 'date', description: 'date of the clean' },
  priceGBP: { type: 'number', description: 'GBP excl. VAT' },
};

describe('a yes bound to what the client must arrange is put to the client, never concluded', () => {
  it.each([
    [
      'en, if you can sort that',
      "Yes, Saturday 12 December 2026 is fine at £1,450 + VAT. We'd need parking for two vans all day – if you can sort that, it's a go.",
    ],
    [
      'en, if you can arrange',
      'Saturday 12 December 2026 works, £1,450 + VAT, if you can arrange for the loading bay to be free from 6am.',
    ],
    [
      'en, if you are able to make sure',
      'We can do Saturday 12 December 2026 for £1,450 + VAT if you are able to make sure the fridges are emptied the night before.',
    ],
    [
      "en, if that's something you can commit to",
      'Saturday 12 December 2026 at £1,450 + VAT, if that is something you can commit to: keys on site by 6am.',
    ],
    [
      'en, subject to … being',
      'Saturday 12 December 2026 at £1,450 + VAT, subject to the extraction hoods being switched off by your engineer.',
    ],
    [
      'de, wenn Sie … sicherstellen können',
      'Samstag, 12. Dezember 2026 geht für £1,450 + VAT, wenn Sie den Zugang ab 6 Uhr sicherstellen können.',
    ],
    [
      'fr, si vous pouvez garantir',
      "Le samedi 12 décembre 2026 nous convient à 1 450 £ HT, si vous pouvez garantir l'accès dès 6 h.",
    ],
    [
      'es, si pueden garantizar',
      'El sábado 12 de diciembre de 2026 por 1.450 £, si pueden garantizar el acceso desde las 6.',
    ],
    [
      'it, se potete garantire',
      'Sabato 12 dicembre 2026 va bene a 1.450 £, se potete garantire il parcheggio per due furgoni.',
    ],
    [
      'nl, als u … kunt regelen',
      'Zaterdag 12 december 2026 kan voor £1.450, als u de toegang vanaf 6 uur kunt regelen.',
    ],
    [
      'pt, se conseguirem garantir',
      'Sábado, 12 de dezembro de 2026, por 1.450 £, se conseguirem garantir o acesso às 6h.',
    ],
  ])('%s', async (_name, text) => {
    expect(asked(await evaluateOneReply(BOOK, text, cleanProps))).toContain(text.slice(-40));
  });

  it('a price "rather than" the one quoted is a changed price for the client', async () => {
    for (const text of [
      'Yes, Saturday 12 December 2026 is fine. Weekend work is time and a half, so £1,725 + VAT rather than the £1,150 quoted.',
      'Saturday 12 December 2026 works; it would come to £1,490 rather than £1,450 because of the extra hood.',
      'Le samedi 12 décembre 2026 convient, mais ce sera 1 725 £ HT plutôt que 1 150 £.',
      'Sabato 12 dicembre 2026 va bene, però a 1.725 £ anziché 1.150 £.',
    ])
      expect(asked(await evaluateOneReply(BOOK, text, cleanProps))).toMatch(/1[.,\s]?(?:725|490)/);
  });
});

describe('what binds the client to nothing is read as before', () => {
  it.each([
    'The clean is booked for Saturday 12 December 2026, price £1,450 + VAT.',
    'The clean is booked for Saturday 12 December 2026, price £1,450 + VAT. Let me know if you can confirm the PO number when convenient.',
    'The clean is booked for Saturday 12 December 2026, price £1,450, subject to VAT at the standard rate.',
    'The clean is booked for Saturday 12 December 2026, price £1,450 + VAT, paid by invoice rather than by card.',
  ])('%s', async (text) => {
    expect(await evaluateOneReply(BOOK, text, cleanProps)).toMatchObject({
      outcome: 'goal_achieved',
      result: { cleanDate: '2026-12-12', priceGBP: 1450 },
    });
  });
});

describe('a choice asked beside terms for the client carries the options it leans on', () => {
  const LUNCH = 'Book a private lunch for 18 people on Friday 11 December and get the price per head';
  const lunch = { pricePerHeadGBP: { type: 'number', description: 'price per head in GBP' } };
  it.each([
    'We have two set menus: the Garden menu at £36.50 per head or the Terrace menu at £44 per head. Which menu would you like? A 10% service charge is added to the bill.',
    "There's the Garden menu at £36.50 a head, or the Terrace menu at £44 a head. Could you let me know which you'd prefer? Note that a £50 room hire fee applies on Fridays.",
    'Two options: the Garden menu (£36.50 per person) or the Terrace menu (£44 per person). Which one suits you? A cleaning fee of £40 is charged on top.',
  ])('%s', async (text) => {
    const question = asked(await evaluateOneReply(LUNCH, text, lunch));
    expect(question).toContain('Garden');
    expect(question).toContain('Terrace');
  });
});
