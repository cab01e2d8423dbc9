import { describe, expect, it } from 'vitest';
import { lastCorrectionEnd } from '../../services/worker/brain/guards/corrections.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { blankNoProblem, negated } from '../../services/worker/brain/readers/negation.js';

/**
 * "Don't expect" is a negation, not a self-correction: "no espere", "não espere" are ordinary
 * verbs; an interjection ("no, wait, the 13th") stands after a pause, before a pause and a new figure.
 */

const fold = foldForMatching;

describe('"no espere" / "não espere" is "don\'t expect", never a self-correction', () => {
  it.each<[ReadLang, string]>([
    ['pt', 'Não espere entrega gratuita nesta encomenda.'],
    ['es', 'No espere envío gratuito en este pedido.'],
    ['es', 'No espere que la instalación esté incluida.'],
    ['pt', 'Não espere a instalação incluída neste preço.'],
    ['es', 'No espere descuento por volumen en 40 unidades.'],
    ['es', 'El precio no espera incluir la instalación.'],
    // our own, in other languages: a "no" with no pause and no new figure after it
    ['it', 'No aspetti la consegna gratuita su questo ordine.'],
    ['fr', 'Non attendez pas une livraison gratuite.'],
    ['en', 'No, wait for our confirmation before you book the van.'],
    ['nl', 'Nee wacht niet op gratis levering.'],
  ])('%s: %s is still a negation', (lang, text) => {
    expect(negated(fold(text), lang)).toBe(true);
    expect(polarity(fold(text), lang)).not.toBe(true);
  });

  it.each([
    'No, wait — the 13th',
    'The 12th - no, wait, the 13th.',
    'am 12. – nein, Moment, am 13.',
    'le 12, non, attendez, le 13',
    'il 12, no, aspetti, il 13',
    'de 12e, nee, wacht: de 13e',
    'el 12, no, perdón, el 13',
    'a 12, não, desculpe, a 13',
  ])('"%s" is a correction, no negation', (text) => {
    expect(negated(blankNoProblem(fold(text)))).toBe(false);
  });

  it.each(['No espere descuento por volumen en 40 unidades.', 'Não espere entrega antes de dia 12.'])(
    '"%s" is no correction cue',
    (text) => {
      expect(lastCorrectionEnd(fold(text))).toBe(-1);
    },
  );
});
