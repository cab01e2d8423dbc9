import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { amountWaived } from '../../services/worker/brain/readers/waived-amounts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs()).values;

describe('an amount its clause says does not apply', () => {
  const waived = (text: string, figure: string) => {
    const folded = foldForMatching(text);
    const i = folded.indexOf(figure);
    return amountWaived(folded, i + figure.length);
  };
  it.each([
    ["The £95 callout charge won't apply for a job this size.", '95'],
    ['Set-up is usually $60, but we are happy to waive it for schools.', '60'],
    ['The £40 admin fee is waived on renewals.', '40'],
    ['Die Anfahrtspauschale von 45 € entfällt ab drei Geräten.', '45'],
    ['Der Mindermengenzuschlag (30 €) wird nicht berechnet.', '30'],
    ["Les frais de dossier (25 €) ne s'appliquent pas pour vous.", '25'],
    ['El recargo de 20 € no se aplica en temporada baja.', '20'],
    ['Il supplemento di 15 € non si applica ai soci.', '15'],
    ['De voorrijkosten van € 40 vervallen bij deze opdracht.', '40'],
    ['A taxa de entrega de 25 € não se aplica a encomendas grandes.', '25'],
  ])('waived: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(true);
  });
  it.each([
    ['The service is £95, and we waive the parking fee.', '95'],
    ['It costs €410; the old surcharge of €30 no longer applies.', '410'],
    ['Die Wartung kostet 240 € netto. Die Anfahrt entfällt.', '240'],
    ['The rate is £18 per hour. VAT does not apply to charities.', '18'],
    ['Total €1,200, and the €80 set-up fee would not apply.', '1,200'],
  ])('still a price: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(false);
  });
});

describe('a waived amount is never read as the price', () => {
  it('a call-out minimum that does not apply is not the total', () => {
    const values = read(
      { totalPriceGBP: { type: 'number', description: 'total for the whole job, GBP ex VAT' } },
      'Thanks for waiting. Our £120 minimum charge would not apply to a job like yours.',
    );
    expect(values['totalPriceGBP']).toBeUndefined();
  });
  it('the figure beside it is still read', () => {
    const values = read(
      { totalPriceGBP: { type: 'number', description: 'total for the whole job, GBP ex VAT' } },
      'The whole job comes to £640 + VAT. Our £120 minimum charge would not apply.',
    );
    expect(values['totalPriceGBP']).toBe(640);
  });
});
