import { describe, expect, it } from 'vitest';
import { unsureValues } from '../../services/worker/brain/guards/unsure-values.js';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A value whose own sentence leaves it open is asked of the client, never delivered
 * (guards/unsure-values.ts): an alternative of its kind beside it, a condition or a doubt, a
 * rough figure. The same sentence without them is still read.
 */

const num = (d: string) => ({ type: 'number', description: d });
const code = (d: string) => ({ type: 'string', description: d });
const date = (d: string) => ({ type: 'string', format: 'date', description: d });

const PRICE = ['Find out the fixed price', { fixedPrice: num('fixed price in EUR') }] as const;
const LAPTOP = [
  'Find out the monthly leasing price per laptop',
  { pricePerLaptop: num('monthly price per laptop in EUR') },
] as const;
const ORDER = ['Get our order number', { orderNumber: code('our order number') }] as const;
const DELIVERY = ['Get the delivery date', { deliveryDate: date('delivery date') }] as const;

describe('an alternative of the same kind beside the value', () => {
  it.each([
    [LAPTOP, 'It would be EUR 42.50 or EUR 44.10 per laptop per month.'],
    [LAPTOP, 'Wir können Ihnen 42,50 € oder 44,10 € pro Laptop und Monat anbieten.'],
    [LAPTOP, 'Le prix serait de 42,50 € ou 44,10 € par portable et par mois.'],
    [PRICE, 'O preço fica em 2.400 € ou 2.600 € com montagem.'],
    [PRICE, 'Il prezzo finale sarebbe 2.400 € oppure 2.650 € con la posa.'],
    [PRICE, 'De vaste prijs wordt € 2.400 of € 2.600.'],
    [ORDER, 'Your order number is 7781 or 7782, I would have to look.'],
    [DELIVERY, 'Delivery is Tuesday 15 or Thursday 17 December.'],
    [DELIVERY, 'La consegna sarà martedì 15 o giovedì 17 dicembre.'],
    [DELIVERY, 'Wir liefern am 15.12. oder am 17.12.'],
  ])('%#: %s', async ([objective, props], text) => {
    const got = await evaluateOneReply(objective, text, props);
    expect(got.outcome).toBe('needs_input');
  });
});

describe('a condition or a doubt in the value sentence', () => {
  it.each([
    [DELIVERY, 'Delivery would be Friday 11 December if the stock arrives in time.'],
    [DELIVERY, 'We should be able to deliver on Friday 11 December, probably.'],
    [DELIVERY, 'Delivery Tuesday 15 December depending on the carrier.'],
    [DELIVERY, 'Lieferung wäre am Freitag, 11. Dezember, falls die Ware rechtzeitig eintrifft.'],
    [DELIVERY, 'La entrega sería el viernes 11 de diciembre si el material llega a tiempo.'],
    [DELIVERY, 'De levering is vrijdag 11 december, als de voorraad op tijd binnen is.'],
    [ORDER, 'Die Auftragsnummer müsste 7781 sein, bin mir aber nicht sicher.'],
    [PRICE, 'Il prezzo è di 2.400 € se confermate entro venerdì.'],
    [PRICE, 'O preço é 2.400 €, talvez um pouco menos.'],
  ])('%#: %s', async ([objective, props], text) => {
    const got = await evaluateOneReply(objective, text, props);
    expect(got.outcome).toBe('needs_input');
  });
});

describe('a rough figure a few words before the number', () => {
  it.each([
    'Het komt ongeveer op € 2.400 uit.',
    'Es wird ungefähr bei 2.400 € liegen.',
    'Ça fera environ dans les 2 400 €.',
    'Saldrá aproximadamente por unos 2.400 €.',
  ])('%s', async (text) => {
    const got = await evaluateOneReply(PRICE[0], text, PRICE[1]);
    expect(got.outcome).toBe('needs_input');
  });
});

describe('the plain value is still delivered', () => {
  it.each([
    [PRICE, 'The fixed price is €2,400.', { fixedPrice: 2400 }],
    [PRICE, 'Sí, el precio cerrado es de 2.400 €.', { fixedPrice: 2400 }],
    [PRICE, 'Il prezzo fisso è di 2.400 €, IVA esclusa.', { fixedPrice: 2400 }],
    [LAPTOP, 'The rate is EUR 42.50 per laptop per month.', { pricePerLaptop: 42.5 }],
    [DELIVERY, 'Delivery will be on Friday 11 December.', { deliveryDate: '2026-12-11' }],
    [DELIVERY, 'La consegna si fa venerdì 11 dicembre.', { deliveryDate: '2026-12-11' }],
  ])('%#: %s', async ([objective, props], text, result) => {
    const got = await evaluateOneReply(objective, text, props);
    expect(got.outcome).toBe('goal_achieved');
    expect(got.outcome === 'goal_achieved' ? got.result : undefined).toEqual(result);
  });
});

describe('what leaves another figure open does not touch the value', () => {
  const RATE = ['Find out the hourly labour rate', { hourlyRate: num('labour rate in GBP per hour') }] as const;
  const COPY = ['Find out the price per bound copy', { pricePerCopy: num('price per copy in GBP') }] as const;
  it.each([
    [RATE, "It's about a 5 hour job, at £74 an hour.", { hourlyRate: 74 }],
    [COPY, 'For 40 copies of around 120 pages it is £18.00 per copy.', { pricePerCopy: 18 }],
    [COPY, 'It is £22 a copy, and we take 10% off for 5 or more.', { pricePerCopy: 22 }],
    [PRICE, 'Für die rund 420 m² Fassade beträgt der Festpreis 2.400 €.', { fixedPrice: 2400 }],
    [PRICE, 'Per i circa 610 m² il prezzo fisso è di 2.400 €.', { fixedPrice: 2400 }],
    [PRICE, 'The fixed price is €2,400. Let me know if you would like us to book it in.', { fixedPrice: 2400 }],
  ])('%#: %s', async ([objective, props], text, result) => {
    const got = await evaluateOneReply(objective, text, props);
    expect(got.outcome).toBe('goal_achieved');
    expect(got.outcome === 'goal_achieved' ? got.result : undefined).toEqual(result);
  });
});

describe('a condition the client has settled', () => {
  const schema = { type: 'object', properties: { priceExVat: num('price in EUR excluding VAT') } };
  const quote =
    "Oui, c'est faisable pour 3 650 € HT, à condition que vous nous envoyiez les fichiers avant le 22 février.";
  const theirs = { role: 'counterparty' as const, at: 1, messageId: 'm1', text: quote };
  const ours = { role: 'us' as const, at: 2, messageId: 'm2', text: 'Nous acceptons ces conditions.' };
  const evidence = { priceExVat: { messageId: 'm1', quote } };

  it('is asked while nobody has written back', () => {
    expect(unsureValues(schema, { priceExVat: 3650 }, evidence, 'fr', [theirs])?.missing).toEqual(['priceExVat']);
  });
  it('is not asked again once we have written back after that message', () => {
    expect(unsureValues(schema, { priceExVat: 3650 }, evidence, 'fr', [theirs, ours])).toBeUndefined();
  });
});

describe('a hedge with an article before the figure', () => {
  it.each([
    'As en lager vervangen, dat zal rond de 2.400 euro uitkomen.',
    'Das wird so um die 2.400 € liegen.',
    "We're looking at around the £2,400 mark.",
    'Ça tournera autour des 2 400 €.',
  ])('%s', async (text) => {
    const got = await evaluateOneReply(PRICE[0], text, PRICE[1]);
    expect(got.outcome).not.toBe('goal_achieved');
  });
});
