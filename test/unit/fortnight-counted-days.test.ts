import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/** "Passaremos de 15 em 15 dias" (round 20's corpus Y, a waste operator) named no frequency. */

const FREQUENCY = {
  collectionFrequency: {
    type: 'string',
    enum: ['weekly', 'fortnightly', 'monthly', 'on_request'],
    description: 'regular collection frequency',
  },
};

describe('every fifteen or fourteen days is fortnightly (lexicons/enum-frequencies.ts)', () => {
  it.each([
    ['pt', 'Passaremos de 15 em 15 dias, à quarta-feira de manhã.'],
    ['pt', 'A recolha é feita a cada 14 dias.'],
    ['it', 'Passiamo ogni 14 giorni, il mercoledì.'],
    ['nl', 'We komen om de 14 dagen langs.'],
    ['en', 'We collect every 14 days, on Wednesdays.'],
  ])('%s: %s', (_lang, text) => {
    expect(readFields(FREQUENCY, text)['collectionFrequency']).toBe('fortnightly');
  });
});
