import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { amountVat } from '../../services/worker/brain/readers/vat-status.js';

/**
 * An amount whose VAT status follows a verb ("the 38 € a night are with IVA included", "die 38 €
 * sind inkl. MwSt.") or a tax rate in brackets ("IVA (21 %) incluido"): a gross amount is never a
 * price without VAT.
 */

const statuses = (text: string, lang: ReadLang) => {
  const folded = foldForMatching(text);
  return findNumbers(text, lang)
    .filter((n) => n.currency)
    .map((n) => amountVat(folded, n.index, n.end) ?? '-');
};

describe('a VAT status after a verb or with its rate in brackets', () => {
  it.each<[string, ReadLang, string[]]>([
    ['Los 38 € por noche son con el IVA (21 %) incluido.', 'es', ['gross']],
    ['The £38 a night is including VAT.', 'en', ['gross']],
    ['Die 38 € pro Nacht sind inkl. MwSt.', 'de', ['gross']],
    ['Les 38 € par nuit sont TTC.', 'fr', ['gross']],
    ['I 38 € a notte sono IVA inclusa.', 'it', ['gross']],
    ['De € 38 per nacht is inclusief btw.', 'nl', ['gross']],
    ['Os 38 € por noite são com IVA incluído.', 'pt', ['gross']],
    ['Die 32 € pro Nacht sind zzgl. MwSt.', 'de', ['net']],
    ['The £32 a night is plus VAT.', 'en', ['net']],
    ['El precio es 38 € con IVA (21 %) incluido.', 'es', ['gross']],
  ])('%s', (text, lang, expected) => {
    expect(statuses(text, lang)).toEqual(expected);
  });

  it('a verb before another clause says nothing: "38 € is what we charge, VAT included" stays unsure of nothing else', () => {
    expect(statuses('The rate is €38 and the deposit is €100.', 'en')).toEqual(['-', '-']);
  });

  it('a gross amount is not read for a price without VAT', () => {
    const v = readFromSources(
      {
        type: 'object',
        properties: { pricePerNightEURExVAT: { type: 'number', description: 'price per night in EUR excluding IVA' } },
      },
      [
        {
          text: 'Sí, perdone, no lo indiqué: los 38 € por noche son con el IVA (21 %) incluido.',
          at: 0,
          messageId: 'm1',
        },
      ],
      { dates: new Set(), numbers: new Set(), codes: new Set() },
    ).values;
    expect(v['pricePerNightEURExVAT']).toBeUndefined();
  });
});
