import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A compound date field ("abholdatum") whose own sentence gives only a bound ("ab dem 08.12.2026
 * abholbereit") is never answered by the date of another occasion beside it ("wir liefern auch am
 * 10.12."): the brain asks.
 */
const AT = Date.parse('2026-11-20T10:00:00Z');

function read(name: string, text: string): unknown {
  return readOneReply({ [name]: { type: 'string' } }, text, 'Get the date', AT)[name];
}

describe('a compound date field beside a bound and another occasion’s date', () => {
  it.each<[string, string]>([
    ['abholdatum', 'Die Ware ist ab dem 08.12.2026 abholbereit; wir liefern auch am 10.12.'],
    ['abholdatum', 'Die Ware ist ab dem 08.12.2026 abholbereit, wir liefern auch am 10.12.'],
    ['abholdatum', 'Die Ware ist ab dem 08.12.2026 abholbereit; die Lieferung wäre am 10.12. möglich.'],
  ])('asks: %s: %s', (name, text) => {
    expect(read(name, text)).toBeUndefined();
  });

  // The bound's own date may answer (as "Einzug ist ab dem 1. März möglich" does); the other occasion's never.
  it.each<[string, string]>([
    ['abholdatum', 'Die Ware ist ab dem 08.12.2026 abholbereit. Wir liefern auch am 10.12.'],
    ['abholdatum', 'Abholung ist frühestens ab 08.12.2026 möglich, die Lieferung wäre am 10.12.'],
    ['liefertermin', 'Liefern können wir ab dem 08.12.2026; Abholung bei uns wäre am 10.12.'],
    ['leveringsdatum', 'Levering is mogelijk vanaf 8 december; ophalen kan op 10 december.'],
  ])('never the other occasion’s date: %s: %s', (name, text) => {
    expect(read(name, text)).not.toBe('2026-12-10');
  });

  it('still reads the field’s own date after another occasion named earlier', () => {
    expect(read('abholdatum', 'Wir liefern nicht. Abholung am Dienstag, 08.12.2026, ab 9 Uhr.')).toBe('2026-12-08');
  });
});
