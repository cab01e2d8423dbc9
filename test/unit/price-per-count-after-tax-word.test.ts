import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const fr = { pricePerWordEur: { type: 'number', description: 'EUR HT par mot source' } };
const en = { pricePerWordGbp: { type: 'number', description: 'GBP per source word' } };

describe('a price per a count of the unit, a tax word between the amount and the per word', () => {
  it.each([
    ['fr, les cent', fr, 'Notre tarif est de dix-huit euros HT les cent mots source, soit 1 620 € HT.', 0.18],
    ['fr, les 100', fr, 'Notre tarif est de 18 € HT les 100 mots source.', 0.18],
    ['fr, par mot', fr, 'Notre tarif est de 0,18 € HT par mot source.', 0.18],
    ['en, + VAT per 1,000', en, 'Our rate is £95 + VAT per 1,000 words.', 0.095],
    ['en, per word plus VAT', en, 'Our rate is £0.09 per word plus VAT.', 0.09],
  ])('%s', (_case, props, text, value) => {
    const field = Object.keys(props)[0]!;
    expect(readOneReply(props as never, text, 'Ask the rate per word')[field]).toBeCloseTo(value as number, 6);
  });

  it('never the amount per a hundred as the price per one', () => {
    expect(
      readOneReply(fr, 'Notre tarif est de 18 € HT les cent mots source.', 'Ask the rate')['pricePerWordEur'],
    ).not.toBe(18);
  });
});
