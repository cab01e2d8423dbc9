import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field's subject described in one sentence and judged in the next ("… up to the rooms.
 * That's all in the price, no extras."); "X, not a Y" sets two things side by side and denies
 * neither the subject's inclusion nor its delivery; "no extras" says nothing more is charged; a
 * label over prose ("On delivery: it's our own crew, not a courier, …") is read by its clauses.
 */

const roomDelivery = {
  roomDeliveryIncluded: {
    type: 'boolean',
    description: 'true if delivery into the guest rooms is included in the price',
  },
};
const read = (text: string) =>
  readOneReply(roomDelivery, text, 'Ask whether delivery into the rooms is included')['roomDeliveryIncluded'];

describe('a short verdict pointing back at the sentence before is the subject’s', () => {
  it.each<[string, boolean]>([
    ["Our crew carry the mattresses right up to the rooms and unwrap them. That's all in the price.", true],
    ["Our crew carry the mattresses right up to the rooms and unwrap them. That's charged separately, though.", false],
    ['Unser Team trägt die Matratzen bis in die Zimmer (rooms). Das ist im Preis inbegriffen.', true],
    ["Notre équipe monte les matelas jusque dans les chambres (rooms). C'est compris dans le prix.", true],
    ['Nuestro equipo sube los colchones hasta las habitaciones (rooms). Eso no está incluido en el precio.', false],
    ['Il nostro personale porta i materassi fino alle camere (rooms). Questo è compreso nel prezzo.', true],
    ['Onze ploeg brengt de matrassen tot in de kamers (rooms). Dat is inbegrepen in de prijs.', true],
    ['A nossa equipa leva os colchões até aos quartos (rooms). Isso está incluído no preço.', true],
  ])('%s', (text, want) => {
    expect(read(text)).toBe(want);
  });

  it('not a sentence that names a subject of its own, nor a long one on another topic', () => {
    expect(
      read('Our crew carry the mattresses right up to the rooms. The removal of the old ones is free.'),
    ).toBeUndefined();
    expect(
      read(
        'Our crew carry the mattresses right up to the rooms. That is something we have done for every hotel in the region for twenty years, free of charge for the first visit.',
      ),
    ).toBeUndefined();
  });
});

describe('"X, not a Y" denies nothing of the subject', () => {
  it('a crew, not a courier', () => {
    expect(
      read(
        "On delivery: it's our own two-man crew, not a courier, and they'll carry the mattresses right up to the rooms. That's all in the price, no extras.",
      ),
    ).toBe(true);
    expect(read("Delivery: it's our own crew, not a courier. They carry them up to the rooms.")).toBeUndefined();
  });

  it('but a "not" of the subject itself still says no', () => {
    expect(read('Delivery is to the kerb, not to the rooms.')).toBe(false);
    expect(read('We deliver to the kerb only, not a room delivery.')).toBe(false);
  });
});

describe('"no extras" is no extra charge', () => {
  it.each([
    'Delivery to the rooms: all in the price, no extras.',
    'Delivery into the rooms comes with no hidden extras.',
  ])('%s', (text) => {
    expect(read(text)).toBe(true);
  });
});
