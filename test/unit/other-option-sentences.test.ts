import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A water lab's answer: the full analysis is 385 € and 12 working days; "Si lo que necesitan es
 * solo el análisis de control, … son 95 € + IVA y 5 días"; "Si en algún momento prefieren que
 * vaya nuestro técnico …, el desplazamiento … son 60 €". A sentence that opens with another
 * option's condition gives that option's figures, never the field's. Before, 95 and 5 stood
 * against 385 and 12 and the case asked the client.
 */

const FIELDS = {
  priceEUR: { type: 'number', description: 'price of one full drinking-water analysis in EUR excluding IVA' },
  resultsWorkingDays: { type: 'integer', description: 'working days from receipt of the sample to results' },
};

describe("another option's sentence (lexicons/cost-terms.ts OPTION_OPENING)", () => {
  it.each([
    [
      'es',
      'El análisis completo le sale por 385 € + IVA por muestra y tenemos los resultados en 12 días hábiles. Si lo que necesitan es solo el análisis de control, que es más reducido, son 95 € + IVA y 5 días. Si en algún momento prefieren que vaya nuestro técnico a tomarla, el desplazamiento dentro de la provincia son 60 € + IVA.',
    ],
    [
      'en',
      'The full analysis is €385 + VAT per sample, results in 12 working days. If you only need the basic control analysis, that is €95 + VAT and 5 days.',
    ],
    [
      'de',
      'Die Vollanalyse kostet 385 € zzgl. MwSt., Ergebnis in 12 Arbeitstagen. Wenn Sie nur die Kontrollanalyse brauchen, sind es 95 € und 5 Tage.',
    ],
  ])('%s', (_lang, text) => {
    expect(readFields(FIELDS, text)).toEqual({ priceEUR: 385, resultsWorkingDays: 12 });
  });
});
