import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const VISIT = { visitDate: { type: 'string', format: 'date', description: 'date of the technician visit' } };
const read = (text: string) =>
  readFromSources({ type: 'object', properties: VISIT }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a consequence opens the date its own clause', () => {
  it.each([
    ['Our engineer is on leave until 3 March, so the first free slot is Tuesday 9 March.', '2027-03-09'],
    ['Der Techniker ist bis zum 5. März im Urlaub, daher ist der erste Termin Dienstag, der 9. März.', '2027-03-09'],
    ['Il tecnico è in ferie fino al 4 marzo, quindi la prima data utile è martedì 9 marzo.', '2027-03-09'],
    ['O técnico está de férias até 4 de março, por isso a primeira data é terça-feira, 9 de março.', '2027-03-09'],
  ])('%s', (text, date) => {
    expect(read(text)).toEqual({ visitDate: date });
  });

  it('a clause after the consequence that denies or names another occasion gives nothing', () => {
    expect(read('Il tecnico è in ferie fino al 4 marzo, quindi il 9 marzo non è possibile.')).toEqual({});
    expect(read('We are closed from 1 to 5 March, so the invoice will be dated 8 March.')).toEqual({});
  });

  it('without the consequence the other occasion in the clause still rules the date out', () => {
    expect(read('Our engineer is on leave until 3 March and the first slot is Tuesday 9 March.')).toEqual({});
  });
});
