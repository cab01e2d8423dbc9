import { describe, expect, it } from 'vitest';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { proseList } from '../../services/worker/brain/readers/list-series.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';

/** A list of strings written in prose or as bullets, with no word of the field beside it. */

const read = (text: string, lang: ReadLang) => proseList(segmentsOf(text), lang)?.value;

describe('the one series of a reply, in seven languages', () => {
  it.each<[string, ReadLang, string[]]>([
    [
      'Hi,\n\nThis week we have Cox, Braeburn and Egremont Russet on the stall.\n\nBest, Sam',
      'en',
      ['Cox', 'Braeburn', 'Egremont Russet'],
    ],
    ['Hallo,\n\nwir haben noch Äpfel, Birnen und Pflaumen da.\n\nGruß', 'de', ['Äpfel', 'Birnen', 'Pflaumen']],
    [
      'Bonjour,\n\nIl nous reste des places en violon, alto et violoncelle.\n\nCordialement',
      'fr',
      ['violon', 'alto', 'violoncelle'],
    ],
    [
      'Hola,\n\nEn vivero tenemos Albion, San Andreas y Monterey ahora mismo.\n\nSaludos',
      'es',
      ['Albion', 'San Andreas', 'Monterey'],
    ],
    [
      'Ciao,\n\nIl pacchetto comprende nitrati, nitriti, ferro e manganese.\n\nSaluti',
      'it',
      ['nitrati', 'nitriti', 'ferro', 'manganese'],
    ],
    [
      'Olá,\n\nTemos disponíveis as castas Touriga Nacional, Baga e Encruzado.\n\nAbraço',
      'pt',
      ['Touriga Nacional', 'Baga', 'Encruzado'],
    ],
    ['Hoi,\n\nWe hebben nog plaats bij gitaar, piano en drums.\n\nGroet', 'nl', ['gitaar', 'piano', 'drums']],
    [
      'Bonjour,\n\nLe bilan comprend :\n- glycémie\n- cholestérol\n- créatinine\n\nCordialement',
      'fr',
      ['glycémie', 'cholestérol', 'créatinine'],
    ],
  ])('%s', (text, lang, want) => {
    expect(read(text, lang)).toEqual(want);
  });

  it('leaves out a series said no to beside the one said yes to', () => {
    expect(
      read("We still have room in flute, oboe and clarinet. Trumpet, trombone and horn are full, I'm afraid.", 'en'),
    ).toEqual(['flute', 'oboe', 'clarinet']);
  });
});

describe('a series it does not read', () => {
  it.each<[string, string, ReadLang]>([
    ['an unknown verb before the first item', 'We grow wheat, barley and oats on the farm.', 'en'],
    ['two series that both say yes', 'We have red, blue and green. We can also do black, white and grey.', 'en'],
    ['a series under a condition', 'Wir liefern Äpfel, Birnen und Pflaumen, wenn Sie 10 Kisten bestellen.', 'de'],
    ['a list another sentence adds to', 'Tenemos Albion, San Andreas y Monterey. También llegará Fortuna.', 'es'],
    ['an item named again in another sentence', 'We have Glen Ample, Polka and Tulameen. Polka is nearly gone.', 'en'],
    ['an item named again in the next clause', 'We have Glen Ample, Polka and Tulameen; Polka sold out.', 'en'],
    ['items with figures (a price list)', 'Nous avons le modèle A à 12 €, le B à 15 € et le C à 18 €.', 'fr'],
    ['a series said no to only', 'Non abbiamo più pere, mele e prugne.', 'it'],
    ['a series coming later', 'Glen Ample, Polka and Tulameen arrive next week.', 'en'],
    ['two items only', 'We have violin and cello.', 'en'],
    ['weekdays (a date or weekday field’s answer)', 'We deliver on Monday, Wednesday and Friday.', 'en'],
    ['months', 'Wir haben im Juni, Juli und August geschlossen.', 'de'],
  ])('%s', (_why, text, lang) => {
    expect(read(text, lang)).toBeUndefined();
  });
});

describe('the shape read in a schema', () => {
  const text = "Hi,\n\nWe've got Glen Ample, Polka and Autumn Bliss in good numbers at the moment.\n\nBest, Martin";
  const refs = { dates: new Set(), numbers: new Set(), codes: new Set(), agreed: new Set(), asked: [] } as never;
  const list = { type: 'array', items: { type: 'string' } };
  it('gives the one list field its series', () => {
    expect(readOne([['varietiesInStock', list]], { text, at: 0 }, refs)['varietiesInStock']?.value).toEqual([
      'Glen Ample',
      'Polka',
      'Autumn Bliss',
    ]);
  });
  it('gives none when another list field could be its own, or the field asks for what is not there', () => {
    const two = readOne(
      [
        ['raspberries', list],
        ['strawberries', list],
      ],
      { text, at: 0 },
      refs,
    );
    expect(two['raspberries']).toBeUndefined();
    expect(two['strawberries']).toBeUndefined();
    expect(readOne([['soldOutVarieties', list]], { text, at: 0 }, refs)['soldOutVarieties']).toBeUndefined();
  });
});
