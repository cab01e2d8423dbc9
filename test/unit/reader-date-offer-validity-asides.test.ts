import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Friday 27 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-27T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const FIELDS = {
  offerValidUntil: { type: 'string', description: 'YYYY-MM-DD' },
  classesRestart: { type: 'string', description: 'YYYY-MM-DD' },
};
const read = (text: string) =>
  readFromSources({ type: 'object', properties: FIELDS }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values[
    'offerValidUntil'
  ];

describe("an offer's validity: a bound's word names no subject, an aside's 'no' denies no date", () => {
  it.each([
    [
      'We are shut from the 23rd to the 27th of December and open short hours until New Year. The winter offer, no joining fee and a free chalk bag, runs until the 31st of January.',
      '2027-01-31',
    ],
    [
      'Wir haben vom 24. bis 28. Dezember zu und danach bis Neujahr verkürzt geöffnet. Das Angebot (keine Aufnahmegebühr) gilt bis zum 31. Januar.',
      '2027-01-31',
    ],
    [
      "Nous sommes fermés du 24 au 28 décembre, puis horaires réduits jusqu'au Nouvel An. L'offre, sans frais d'inscription, est valable jusqu'au 31 janvier.",
      '2027-01-31',
    ],
    ['Cerramos del 24 al 28 de diciembre. La oferta, sin cuota de alta, es válida hasta el 31 de enero.', '2027-01-31'],
    [
      "Siamo chiusi dal 24 al 28 dicembre. L'offerta – nessun costo di iscrizione – è valida fino al 31 gennaio.",
      '2027-01-31',
    ],
    ['The offer runs until 15 January; the gym is closed from the 24th to the 28th of December.', '2027-01-15'],
  ])('%s', (text, date) => {
    expect(read(text)).toBe(date);
  });

  it('a closure window alone gives no validity', () => {
    expect(read("We're closed from the 24th to the 28th of December, then open short hours until New Year.")).toBe(
      undefined,
    );
    expect(read('Wir haben vom 24. bis 28. Dezember geschlossen, danach bis zum 3. Januar kürzer geöffnet.')).toBe(
      undefined,
    );
  });

  it('a negation outside an aside still denies the date', () => {
    expect(read('The offer, sadly, is not valid until the 31st of January any more.')).toBe(undefined);
    expect(read("L'offre n'est plus valable jusqu'au 31 janvier.")).toBe(undefined);
  });
});
