import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const room = { roomType: { type: 'string', enum: ['dorm', 'twin', 'double', 'family'] } };
const control = { control: { type: 'string', enum: ['chain', 'spring', 'motorised'], description: 'operation' } };

describe('a twin room named by its beds', () => {
  it.each([
    ['es', 'Os podemos ofrecer ocho habitaciones dobles con dos camas separadas.'],
    ['en', 'All rooms have two single beds, on the second floor.'],
    ['de', 'Sie bekommen Zimmer mit zwei Einzelbetten im zweiten Stock.'],
    ['fr', 'Ce sont des chambres avec lits jumeaux.'],
    ['it', 'Vi diamo camere con due letti singoli.'],
    ['nl', 'U krijgt kamers met twee eenpersoonsbedden.'],
    ['pt', 'Temos quartos com duas camas de solteiro.'],
  ])('%s', (_lang, text) => {
    expect(readOneReply(room, text, 'Ask what rooms they would give us')['roomType']).toBe('twin');
  });

  it.each([
    ['a double room with one bed', 'You would have double rooms with one large bed.', 'double'],
    ['asked back', 'Twin or double, what would you prefer?', undefined],
  ])('%s', (_case, text, value) => {
    expect(readOneReply(room, text, 'Ask what rooms they would give us')['roomType']).toBe(value);
  });
});

describe('a blind worked by a motor', () => {
  it.each([
    ['fr', 'Je vous propose un moteur radio Somfy avec une télécommande.'],
    ['de', 'Wir liefern die Rollos mit Elektromotor und Fernbedienung.'],
    ['es', 'Van con motor y mando a distancia.'],
    ['it', 'Le tende hanno un motore radio con telecomando.'],
    ['nl', 'De rolgordijnen zijn gemotoriseerd met afstandsbediening.'],
    ['en', 'They come motorized, with one remote for the room.'],
  ])('%s', (_lang, text) => {
    expect(readOneReply(control, text, 'Ask how the blinds are operated')['control']).toBe('motorised');
  });

  it('a chain and a motor, neither chosen: none', () => {
    expect(
      readOneReply(control, 'We do them with a chain or with a motor, both are fine.', 'Ask how they are operated')[
        'control'
      ],
    ).toBeUndefined();
  });
});

describe('the DL format by its German name', () => {
  it('DIN lang is DL', () => {
    const format = { format: { type: 'string', enum: ['A4', 'A5', 'A6', 'DL'] } };
    expect(
      readOneReply(format, 'Ihre Vorlage hat 99 × 210 mm, das ist DIN lang.', 'Ask which format they recommend')[
        'format'
      ],
    ).toBe('DL');
  });
});
