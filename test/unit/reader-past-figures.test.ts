import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** An old price beside the new one: the figure said "now" is the answer, the earlier one never. */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const price = { monthlyPriceEUR: { type: 'number', description: 'price of the service per month in EUR' } };

describe('past figures: an earlier price beside the current one', () => {
  it.each<[string, string, number]>([
    ['en', 'The fee is a little higher than before (€80), it is now €95 a month.', 95],
    ['de', 'Die Gebühr ist etwas höher als bisher (80 €), neu sind es 95 € im Monat.', 95],
    ['fr', 'Les frais sont plus élevés que l’an dernier (80 €) : désormais 95 € par mois.', 95],
    ['es', 'La cuota es más cara que el año pasado (80 €), ahora son 95 € al mes.', 95],
    ['it', "Il canone è più alto di prima: l'anno scorso 80 €, ora 95 € al mese.", 95],
    ['nl', 'Het bedrag is hoger dan vorig jaar (€ 80), nu € 95 per maand.', 95],
    ['pt', 'A mensalidade é mais alta do que no ano passado (80 €), agora são 95 € por mês.', 95],
    ['fr', 'La maintenance serait de 95 € par mois (l’an dernier nous étions à 80 €).', 95],
  ])('%s: the current figure is read', (_lang, text, value) => {
    expect(read(price, text)).toEqual({ monthlyPriceEUR: value });
  });

  it.each<[string, string]>([
    ['only the old figure', 'Last year the fee was €80 a month; we will send the new one on Monday.'],
    ['a hedge on the whole sentence', 'If I remember, the fee is €95 a month.'],
    ['a bound, not a value', 'It will be higher than €95 a month.'],
    ['a bound beside a word for now', 'Next year it will be somewhat dearer than this year’s €95 a month.'],
  ])('nothing is read from %s', (_what, text) => {
    expect(read(price, text)).toEqual({});
  });
});
