import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A part the maker no longer makes is `discontinued` when the reply says so in its trade words
 * ("EOL", "end of life", "abgekündigt", "fin de vie", "descatalogado", "fuori produzione", "uit
 * productie", "descontinuado"), not by the word "discontinued" only: before, such a reply was
 * asked although it answered.
 */
const AVAILABILITY = {
  availability: {
    type: 'string',
    enum: ['in_stock', 'on_backorder', 'discontinued'],
    description: 'availability of part NX-4850P',
  },
};

describe('discontinued in the trade words of the seven languages', () => {
  it.each([
    ['en', 'The vendor pulled the NX-4850P at the end of September (EOL notice dated 30/09/2026).'],
    ['en', 'The NX-4850P has reached end of life and is no longer manufactured.'],
    ['de', 'Der NX-4850P ist vom Hersteller abgekündigt, wir bekommen keine mehr.'],
    ['fr', 'Le NX-4850P est en fin de vie chez le constructeur.'],
    ['es', 'El NX-4850P está descatalogado desde septiembre.'],
    ['it', 'Il NX-4850P è fuori produzione da settembre.'],
    ['nl', 'De NX-4850P is sinds september uit productie.'],
    ['pt', 'O NX-4850P foi descontinuado pelo fabricante em setembro.'],
  ])('%s: %s', (_lang, text) => {
    expect(readOneReply(AVAILABILITY, text)['availability']).toBe('discontinued');
  });

  it('a question whether it is end of life answers nothing', () => {
    expect(
      readOneReply(AVAILABILITY, 'Is the NX-4850P end of life? I will ask the vendor.')['availability'],
    ).toBeUndefined();
  });
});
