import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * An extra offered for our yes ("A chain kit is another £236. Want us to do it at the same
 * time?") on a goal that commits: what is done and its total wait on the client's yes, so the
 * reply goes to them, quoted, and no total is delivered from the base price.
 */

const BOOK = 'Book our van in at the garage for its annual service and get the drop-off date and the total price';
const QUOTE = 'Get a quote from the garage for the annual service of our van';
const find = (text: string, goal: string) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), clientTexts: [goal] });

describe('an extra offered for our yes goes to the client', () => {
  it.each([
    [
      'en',
      'The service is £285 inc VAT. A chain and sprocket kit fitted is another £236. Want us to do it at the same time?',
    ],
    ['en, same sentence', 'The service is £285. Shall we replace the brake pads as well for an extra £90?'],
    [
      'de',
      'Die Inspektion kostet 285 €. Neue Bremsbeläge kämen auf weitere 90 € zusätzlich. Sollen wir das gleich mitmachen?',
    ],
    [
      'fr',
      'La révision est à 285 €. Le remplacement des plaquettes serait de 90 € en plus. Voulez-vous que nous le fassions en même temps ?',
    ],
    ['es', 'La revisión son 285 €. Cambiar las pastillas serían 90 € adicionales. ¿Quiere que lo hagamos a la vez?'],
    ['it', 'Il tagliando costa 285 €. Le pastiglie nuove sarebbero 90 € in più. Volete che le sostituiamo insieme?'],
    ['nl', 'De beurt kost € 285. Nieuwe remblokken zijn € 90 extra. Wilt u dat we dat meteen doen?'],
    ['pt', 'A revisão custa 285 €. As pastilhas novas seriam mais 90 € adicionais. Quer que as troquemos já?'],
  ])('%s', (_lang, text) => {
    const got = find(text, BOOK);
    expect(got?.kinds).toContain('offered extra');
    expect(got?.quote).toMatch(/90|236/);
  });
});

describe('no extra: an offer to book what was asked, an extra not asked about, or a goal that only asks', () => {
  it.each([
    [
      'offer to book the price asked',
      'The service is £285 inc VAT, ready the same day. Shall I book it in for Monday?',
    ],
    ['an extra without a question', 'The service is £285. Brake pads would be another £90 if you ever want them.'],
    ['a courtesy question', 'The service is £285, a chain kit is another £236. Any other questions?'],
  ])('%s', (_name, text) => {
    expect(find(text, BOOK)?.kinds ?? []).not.toContain('offered extra');
  });

  it('a goal that only asks for a quote is told the extra, not asked', () => {
    const text = 'The service is £285. A chain kit is another £236. Want us to do it at the same time?';
    expect(find(text, QUOTE)?.kinds ?? []).not.toContain('offered extra');
  });
});
