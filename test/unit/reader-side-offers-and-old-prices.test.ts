import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * Prices told beside the answer are not its value: an offer of something else "if you need that
 * too", the one exception to what the mail says of the rest ("Seul le son d'avoine passe à 985 €
 * la tonne"), and what the client pays today beside a new price still to come ("Aktuell zahlen
 * Sie 0,31 €").
 */

const uniformsPerKg = {
  pricePerKg: {
    type: 'number',
    description: 'price per kg for washing and pressing staff uniforms, EUR excluding VAT',
  },
};
const flakesPerTonne = {
  pricePerTonne: { type: 'number', description: 'price per tonne in EUR excl. VAT, organic small oat flakes' },
};
const pretzel = { pricePerPiece: { type: 'number', description: 'binding price per pretzel from 1 July, EUR net' } };

describe('an offer of something else, if the client needs it too', () => {
  it.each<[string, string]>([
    ['it', 'La biancheria piana invece la lavoriamo a peso, 1,35 €/kg + IVA, se le servisse anche quella.'],
    ['en', 'Flat linen we do by weight, €1.35 per kg, should you need that as well.'],
    ['de', 'Flachwäsche waschen wir nach Gewicht, 1,35 € pro kg, falls Sie das auch brauchen.'],
    ['nl', 'Platte was doen we per kilo, € 1,35 per kg, mocht u dat ook nodig hebben.'],
  ])('%s: no price per kg of the uniforms', (_lang, text) => {
    expect(readFields(uniformsPerKg, text)).toEqual({});
  });

  it('the price itself, said plainly, is read', () => {
    expect(readFields(uniformsPerKg, 'Uniforms are washed and pressed at €2.10 per kg.')).toEqual({ pricePerKg: 2.1 });
  });
});

describe('the one exception to the rest', () => {
  it.each<[string, string]>([
    ['fr', "Seul le son d'avoine bio passe à 985 € la tonne au 1er janvier."],
    ['en', 'Only the oat bran goes up to €985 a tonne from January.'],
    ['de', 'Nur die Haferkleie steigt auf 985 € pro Tonne.'],
  ])('%s: the exception’s price is not the flakes’', (_lang, text) => {
    expect(readFields(flakesPerTonne, text)).toEqual({});
  });

  it('an exception that names the field’s own subject is its price', () => {
    expect(readFields(flakesPerTonne, 'Only the small flakes go up, to €1,290 a tonne.')).toEqual({
      pricePerTonne: 1290,
    });
  });
});

describe('what the client pays today', () => {
  it.each<[string, string]>([
    ['de', 'Aktuell zahlen Sie für die Laugenbrezel 0,31 € netto pro Stück.'],
    ['en', 'You currently pay €0.31 net per pretzel.'],
    ['fr', 'Vous payez actuellement 0,31 € HT par bretzel.'],
    ['nl', 'U betaalt nu € 0,31 per stuk.'],
  ])('%s: the current price is no new price', (_lang, text) => {
    expect(readFields(pretzel, text)).toEqual({});
  });

  it('the new price beside it is read', () => {
    expect(readFields(pretzel, 'Aktuell zahlen Sie 0,31 € pro Stück, ab Juli sind es 0,34 € netto pro Stück.')).toEqual(
      {
        pricePerPiece: 0.34,
      },
    );
  });
});

describe('"that costs nothing either"', () => {
  const certificate = {
    certificateIncluded: {
      type: 'boolean',
      description: 'the treatment certificate after each visit is included at no extra cost',
    },
  };
  it.each<[string, string]>([
    [
      'es',
      'Después de cada visita os dejamos el certificado de tratamiento firmado por el aplicador, y eso tampoco tiene coste.',
    ],
    ['en', "After each visit we leave the treatment certificate, and that doesn't cost anything either."],
  ])('%s: a yes, never a no', (_lang, text) => {
    expect(readFields(certificate, text)).toEqual({ certificateIncluded: true });
  });
});
