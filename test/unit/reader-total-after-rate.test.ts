import { describe, expect, it } from 'vitest';
import { amountScope } from '../../services/worker/brain/readers/amount-scope.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A rate followed by what it makes for the quantity ("€2.10 per kg, that makes €420", "soit
 * 420 €", "also 420 €", "das sind 420 €", "o sea", "quindi", "dus", "ou seja"): the second amount
 * is a total. It is never bound to another money field of the schema that its words do not name.
 */

/** The scope of the last amount in a currency the text writes. */
const scopeOfLast = (text: string, lang: ReadLang) => {
  const n = findNumbers(text, lang)
    .filter((x) => x.currency)
    .at(-1);
  return n ? amountScope(text, n.index, n.end) : undefined;
};

const props = {
  ratePerKgEUR: { type: 'number', description: 'freight rate per kg, EUR' },
  clearanceFeeEUR: { type: 'number', description: 'customs clearance fee per declaration, EUR' },
};

describe('a total written after a rate, in the seven languages', () => {
  it.each<[string, ReadLang]>([
    ['Storage is €3.40 per pallet a week, that makes €136 for your 40 pallets.', 'en'],
    ['Le transport revient à 1,90 € le km, soit 380 €.', 'fr'],
    ['Die Reinigung kostet 2,20 € pro m², also 440 € für die Halle.', 'de'],
    ['Der Zuschnitt kostet 4,50 € pro Platte, das sind 90 €.', 'de'],
    ['El alquiler es de 35 € al día, o sea 245 €.', 'es'],
    ['Il noleggio costa 35 € al giorno, quindi 245 €.', 'it'],
    ['De huur is € 35 per dag, dus € 245.', 'nl'],
    ['O aluguer fica em 35 € por dia, ou seja 245 €.', 'pt'],
  ])('total: %s', (text, lang) => {
    expect(scopeOfLast(text, lang)).toBe('total');
  });

  it.each([
    'Our rate is €2.10 per kg, that makes €420 for your 200 kg.',
    'Le fret est à 2,10 € le kg, soit 420 € pour vos 200 kg.',
    'Der Frachtpreis liegt bei 2,10 € pro kg, also 420 € für Ihre 200 kg.',
    'El flete sale a 2,10 € por kg, o sea 420 € por sus 200 kg.',
  ])('the total is no value of another money field: %s', (text) => {
    const got = readOneReply(props, text, 'Find out the freight rate and the clearance fee');
    expect(got['ratePerKgEUR']).toBe(2.1);
    expect(got).not.toHaveProperty('clearanceFeeEUR');
  });

  it('an amount the sentence names for the other field is still read', () => {
    const got = readOneReply(
      props,
      'Our rate is €2.10 per kg. Customs clearance also costs €45 per declaration.',
      'Find out the freight rate and the clearance fee',
    );
    expect(got).toMatchObject({ ratePerKgEUR: 2.1, clearanceFeeEUR: 45 });
  });
});

describe('a total in the sentence of the per-unit price it multiplies', () => {
  const both = {
    pricePerSeatEUR: { type: 'number', description: 'price per licence, EUR' },
    totalEUR: { type: 'number', description: 'total for the whole team, EUR' },
  };
  it.each([
    'For 25 users it is €12 per seat, so €300 in total.',
    'We charge €12 per seat, which comes to €300 for your 25.',
    'Bei 25 Nutzern sind es 12 € pro Seat, also 300 € insgesamt.',
  ])('reads both: %s', (text) => {
    expect(readOneReply(both, text, 'Find out the price per seat and the total')).toMatchObject({
      pricePerSeatEUR: 12,
      totalEUR: 300,
    });
  });

  it('never takes a second rate per the same thing as the total', () => {
    const got = readOneReply(
      both,
      'It is €12 per seat, €15 per seat for admin users.',
      'Find out the price per seat and the total',
    );
    expect(got).not.toHaveProperty('totalEUR');
  });
});
