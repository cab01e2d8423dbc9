import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * "Let me know if you want to order" closes a quote; it asks nothing of the client (set X, a
 * brewing supplier): "Laat maar weten als je wilt bestellen, dan zet ik het klaar" was read as an
 * offer bound to a condition, and the client was asked to accept it.
 */

const OBJECTIVE = 'Ask what they charge per 25 kg bag of malt if we order 40 bags in one go (price excluding VAT).';
const kinds = (text: string) => findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: false })?.kinds ?? [];

describe('an invitation to order is no condition (guards/offer-conditions.ts)', () => {
  it.each([
    ['nl', 'Laat maar weten als je wilt bestellen, dan zet ik het klaar.'],
    ['en', "Just let me know if you'd like to order and I'll get it ready."],
    ['fr', 'Dites-moi si vous souhaitez commander, je vous le prépare.'],
    ['es', 'Avíseme si desea pedirlo y se lo preparo.'],
    ['pt', 'Diga-me se quiser encomendar e eu preparo tudo.'],
  ])('%s', (_lang, text) => {
    expect(kinds(text)).not.toContain('condition');
  });

  it('a condition on what the client takes still goes to the client', () => {
    expect(kinds('Als u 60 zakken afneemt, krijgt u de staffelprijs van € 30,50.')).toContain('condition');
  });
});
