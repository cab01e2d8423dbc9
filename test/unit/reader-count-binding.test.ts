import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const INT = { type: 'integer' };

describe('a count binds to the noun it counts', () => {
  it('a period in the field name is the scope of the count, not a unit to convert into', () => {
    // "12-month" is no 1 year of inspections.
    expect(read({ inspectionsPerYear: INT }, 'We carry out 4 inspections a year, on a 24-month agreement.')).toEqual({
      inspectionsPerYear: 4,
    });
    expect(read({ cleansPerMonth: INT }, 'Two operatives, 6 cleans a month, on a 12-month plan.')).toEqual({
      cleansPerMonth: 6,
    });
  });

  it('a figure joined by a hyphen counts the word after it ("a 12-month contract")', () => {
    expect(read({ visitsPerYear: INT }, 'Hi, we would do 10 routine visits a year, on a 12-month contract.')).toEqual({
      visitsPerYear: 10,
    });
  });

  it.each([
    ['en', 'Hello, for the whole year that comes to 3600 in total.'],
    ['en', 'Hello, the yearly total would be 3600 for the team.'],
    ['de', 'Hallo, für das ganze Jahr wären das 3600 insgesamt.'],
    ['fr', "Bonjour, pour l'année entière cela fait 3600 au total."],
    ['es', 'Hola, para todo el año serían 3600 en total.'],
    ['it', "Buongiorno, per l'intero anno sarebbero 3600 in totale."],
    ['nl', 'Hallo, voor het hele jaar komt dat op 3600 in totaal.'],
    ['pt', 'Olá, para o ano inteiro seriam 3600 no total.'],
  ])('%s: a yearly sum is never the number of seats: %s', (_lang, text) => {
    expect(read({ seats: INT }, text)).toEqual({});
  });

  it('a lone bare count still answers a count field', () => {
    expect(read({ guests: INT }, "Hi, we'll be 43 in total.")).toEqual({ guests: 43 });
    expect(read({ guests: INT }, 'Hallo, wir sind 43 insgesamt.')).toEqual({ guests: 43 });
  });
});
