import { describe, expect, it } from 'vitest';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { readOneReply } from '../support/read-one-reply.js';

const AT = Date.parse('2026-11-27T10:00:00Z');
const visit = { visitDate: { type: 'string', description: 'YYYY-MM-DD' } };
const delivery = { deliveryDate: { type: 'string', description: 'YYYY-MM-DD' } };
const read = (props: Record<string, Record<string, unknown>>, text: string) =>
  readOneReply(props, text, 'Ask which day the engineer can come', AT);

describe('a visit date: the person is with the client on the day, the auxiliary contracted or in another language', () => {
  it.each([
    ['en, he’d', "Gaz has got a gap Thursday 10th December, he'd be with you about 8am.", '2026-12-10'],
    ['en, she’ll', "She'll be with you on Friday 11 December from 9.", '2026-12-11'],
    ['en, name’ll', "Gaz'll pop in on Monday 14 December.", '2026-12-14'],
    ['de', 'Unser Techniker ist am Donnerstag, 10. Dezember, ab 8 Uhr bei Ihnen.', '2026-12-10'],
    ['fr', 'Notre technicien sera chez vous le jeudi 10 décembre à 8 h.', '2026-12-10'],
    ['es', 'El técnico estará con ustedes el jueves 10 de diciembre a las 8.', '2026-12-10'],
    ['it', 'Il tecnico sarà da voi giovedì 10 dicembre alle 8.', '2026-12-10'],
    ['nl', 'Onze monteur is donderdag 10 december om 8 uur bij u.', '2026-12-10'],
    ['pt', 'O técnico estará convosco na quinta-feira, 10 de dezembro.', '2026-12-10'],
  ])('%s', (_case, text, date) => {
    expect(read(visit, text)['visitDate']).toBe(date);
  });

  it.each([
    ['a condition', "He'd be with you on Thursday 10th December if the parts arrive."],
    ['a question', "He'll be with you on Thursday 10th December?"],
    ['a guess between two days', "He'd be with you on Thursday 10th December, or probably Friday 11th."],
    ['denied (de)', 'Wir sind am 10.12. leider nicht bei Ihnen.'],
    ['another occasion (nl)', 'De monteur is op 10 december met vakantie, daarna bij u.'],
  ])('nothing from %s', (_case, text) => {
    expect(read(visit, text)['visitDate']).toBeUndefined();
  });

  it('a person with the client on the day is no delivery date', () => {
    expect(read(delivery, "Our driver'll be with you on Thursday 10th December.")['deliveryDate']).toBeUndefined();
    expect(
      read(delivery, 'Unser Techniker ist am Donnerstag, 10. Dezember, bei Ihnen.')['deliveryDate'],
    ).toBeUndefined();
  });

  it('the day stands when the price is promised for later and the hour is rough', () => {
    expect(
      read(
        { ...visit, pricePerUnitGbp: { type: 'number' } },
        "Gaz has got a gap Thursday 10th December, he'd be with you about 8am. Price to follow in a minute!",
      )['visitDate'],
    ).toBe('2026-12-10');
  });
});

describe('a rough clock time is no rough figure', () => {
  it.each([
    "he'd be with you about 8am.",
    'Wir sind etwa 8 Uhr da.',
    'il arrive vers environ 8h30',
    'llegamos alrededor de las 8:00',
    'we zijn er ongeveer om 8 uur',
    'chegamos por volta das 8h',
  ])('%s', (text) => {
    expect(isProvisional(text)).toBe(false);
  });

  it.each([
    'about 25 so far',
    'rund 8.300 € netto',
    'about £800 at 8am',
    'ongeveer 8 uur werk',
    'about 8 hours',
    'etwa 8 Stunden',
  ])('still rough: %s', (text) => {
    expect(isProvisional(text)).toBe(true);
  });
});
