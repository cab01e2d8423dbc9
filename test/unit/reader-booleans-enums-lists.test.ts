import { describe, expect, it } from 'vitest';
import { leadingAnswer, polarity } from '../../services/worker/brain/readers/booleans.js';
import { enumMentions } from '../../services/worker/brain/readers/enums.js';
import { bulletItems, inlineItems } from '../../services/worker/brain/readers/lists.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

describe('booleans: yes and no as people write them', () => {
  it.each([
    ['yes, both sizes are in stock', true],
    ['Both sizes are available right now.', true],
    ['No problem, we can deliver to Rotterdam.', true],
    ['Ja, beide Größen sind auf Lager.', true],
    ['Oui, les deux tailles sont en stock.', true],
    ['Claro, podemos entregar en Madrid.', true],
    ['Unfortunately the XL is out of stock.', false],
    ["We don't ship to PO boxes.", false],
    ['Leider ist die Größe XL ausverkauft.', false],
    ["Malheureusement, ce modèle n'est plus disponible.", false],
    ['Lamentablemente no tenemos stock.', false],
    ['We will check and let you know.', true],
    ['Thanks for your message.', undefined],
  ])('%s → %s', (text, expected) => {
    expect(polarity(foldForMatching(text))).toBe(expected);
  });

  it('a bare yes or no at the start', () => {
    expect(leadingAnswer(foldForMatching('Yes, that works.'))).toBe(true);
    expect(leadingAnswer(foldForMatching('Nein.'))).toBe(false);
    expect(leadingAnswer(foldForMatching('Sí, claro'))).toBe(true);
    expect(leadingAnswer(foldForMatching('Yesterday we shipped.'))).toBeUndefined();
  });
});

describe('enums: values by name and close synonyms', () => {
  const values = (text: string, enumValues: unknown[]) =>
    enumMentions(segmentsOf(text), enumValues).map((m) => m.value);

  it.each<[string, unknown[], unknown[]]>([
    ['We will ship it express.', ['standard', 'express'], ['express']],
    ['We can send it overnight.', ['standard', 'express'], ['express']],
    ['Versand per Luftfracht.', ['AIR', 'SEA', 'ROAD'], ['AIR']],
    ['Envío marítimo desde Valencia.', ['air', 'sea'], ['sea']],
    ['Status: IN-STOCK', ['in_stock', 'out_of_stock'], ['in_stock']],
    ['Sorry, that model is sold out.', ['in_stock', 'out_of_stock'], ['out_of_stock']],
    ['Not express, standard shipping only.', ['standard', 'express'], ['standard']],
  ])('%s', (text, enumValues, expected) => {
    expect(values(text, enumValues)).toEqual(expected);
  });
});

describe('lists', () => {
  it('inline items after a colon, split on commas and "and"/"und"/"et"/"y"', () => {
    expect(inlineItems(segmentsOf('Available sizes: S, M and L.')[0]!)).toEqual(['S', 'M', 'L']);
    expect(inlineItems(segmentsOf('Farben: rot, blau und grün')[0]!)).toEqual(['rot', 'blau', 'grün']);
    expect(inlineItems(segmentsOf('Couleurs : rouge, bleu et vert')[0]!)).toEqual(['rouge', 'bleu', 'vert']);
  });

  it('bullet lines under a heading line', () => {
    const segs = segmentsOf('We can offer these models:\n- Ergo 2\n- Ergo 3 Pro\n* Basic\n\nThanks');
    expect(bulletItems(segs, 0)).toEqual(['Ergo 2', 'Ergo 3 Pro', 'Basic']);
  });
});
