import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const methods = {
  paymentMethods: {
    type: 'array',
    items: { type: 'string', enum: ['visa', 'mastercard', 'amex', 'bank_transfer', 'paypal', 'cash'] },
    description: 'payment methods accepted',
  },
};
const days = {
  openingDays: {
    type: 'array',
    items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
    description: 'days the depot is open for collection',
  },
};
const languages = {
  languages: { type: 'array', items: { type: 'string' }, description: 'target languages, ISO 639-1 codes' },
};

describe('a list of enum values from a sentence', () => {
  it('the values the sentence affirms, not the one its aside refuses', () => {
    expect(read(methods, 'We accept PayPal, Visa and cash (sorry, no Amex), all fine for deposits.')).toEqual({
      paymentMethods: ['paypal', 'visa', 'cash'],
    });
  });
  it('a value the clause says was stopped is left out', () => {
    expect(read(methods, 'We take Mastercard, but we stopped accepting PayPal in March.')).toEqual({
      paymentMethods: ['mastercard'],
    });
  });
  it.each<[string, string, string[]]>([
    ['de', 'Abholung ist bei uns am Dienstag und am Donnerstag möglich.', ['tuesday', 'thursday']],
    ['fr', 'Le dépôt est ouvert le mardi, le jeudi et le samedi.', ['tuesday', 'thursday', 'saturday']],
    ['es', 'Abrimos el lunes y el viernes para recogidas.', ['monday', 'friday']],
    ['it', 'Il magazzino è aperto lunedì, mercoledì e venerdì.', ['monday', 'wednesday', 'friday']],
    ['pt', 'O armazém abre na segunda-feira e na quarta-feira.', ['monday', 'wednesday']],
    ['nl', 'Ophalen kan op dinsdag en donderdag.', ['tuesday', 'thursday']],
  ])('%s: weekdays named in the language: %s', (_lang, text, expected) => {
    expect(read(days, text)).toEqual({ openingDays: expected });
  });
  it('a no in the clause of a day said as an adverb ("montags nicht") leaves that day out', () => {
    expect(read(days, 'Abholung ist montags nicht möglich, aber Dienstag und Donnerstag geht es.')).toEqual({
      openingDays: ['tuesday', 'thursday'],
    });
  });
  it('a no the reader cannot place leaves the list unread, never a wrong list', () => {
    expect(read(days, 'Dienstag und Donnerstag geht es, leider nicht immer.')).toEqual({});
  });
  it('a weekday in a sentence that says no without naming another is left out', () => {
    expect(
      read(
        days,
        'We are open Tuesday and Thursday. Saturday only for trade customers in town, so unfortunately not for you.',
      ),
    ).toEqual({
      openingDays: ['tuesday', 'thursday'],
    });
  });
});

describe('language codes from language names', () => {
  it.each<[string, string, string[]]>([
    ['en', 'We translate from English into German, French and Dutch.', ['de', 'fr', 'nl']],
    ['de', 'Wir übersetzen Handbücher in Englisch, Spanisch und Polnisch.', ['en', 'es', 'pl']],
    ['fr', "Nous traduisons vers l'anglais, l'allemand et l'italien.", ['en', 'de', 'it']],
    ['it', "Traduciamo dall'italiano verso inglese e francese, il tedesco purtroppo non più.", ['en', 'fr']],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read(languages, text)).toEqual({ languages: expected });
  });
});
