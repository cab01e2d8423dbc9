import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A field that asks for the mode of the main or longest leg takes no mode named for a secondary
 * leg ("then the last leg to Duisburg by rail", "Nachlauf per Bahn", "post-acheminement par
 * camion", "el último tramo en camión", "l'ultimo tratto su gomma", "natransport per trein",
 * "o último trecho por camião"): before, the two modes competed and the field was asked.
 */
const MODE = {
  mainTransportMode: {
    type: 'string',
    enum: ['air', 'sea', 'rail', 'road'],
    description: 'the mode of the longest leg',
  },
};

describe('the main leg beside a secondary one', () => {
  it.each([
    [
      'en',
      'The machine will travel by sea from Shanghai to Rotterdam (about 34 days), then the last leg to Duisburg by rail.',
    ],
    ['de', 'Die Maschine geht per Seefracht bis Rotterdam, den Nachlauf nach Duisburg machen wir per Bahn.'],
    ['fr', "La machine voyage par mer jusqu'à Rotterdam, le post-acheminement jusqu'à Duisbourg se fait par train."],
    ['es', 'La máquina viaja por mar hasta Rotterdam, y el último tramo hasta Duisburgo en tren.'],
    ['it', "La macchina viaggia via mare fino a Rotterdam, l'ultimo tratto fino a Duisburg in treno."],
    ['nl', 'De machine gaat over zee naar Rotterdam, het natransport naar Duisburg per trein.'],
    ['pt', 'A máquina segue por mar até Roterdão, e o último trecho até Duisburg de comboio.'],
  ])('%s: %s', (_lang, text) => {
    expect(readOneReply(MODE, text)['mainTransportMode']).toBe('sea');
  });

  it('a field that asks no main leg still finds two modes (asked)', () => {
    const values = readOneReply(
      { transportMode: { type: 'string', enum: ['air', 'sea', 'rail', 'road'] } },
      'The machine will travel by sea to Rotterdam, then the last leg to Duisburg by rail.',
    );
    expect(values['transportMode']).toBeUndefined();
  });
});
