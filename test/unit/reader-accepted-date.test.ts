import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const REPAIR = { repairDate: { type: 'string', format: 'date', description: 'agreed date of the roof repair' } };
const read = (text: string, properties: Record<string, unknown> = REPAIR) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a date the counterparty accepts answers the one date the schema asks', () => {
  it.each([
    ['Tuesday 9 March works for us – the crew arrives at 8.'],
    ['Dienstag, der 9. März passt, unser Team ist ab 8 Uhr da.'],
    ['Le mardi 9 mars nous convient, notre équipe arrive vers 8 h.'],
    ['El martes 9 de marzo nos va bien, el equipo llega a las 8.'],
    ['Martedì 9 marzo va bene, la squadra arriva alle 8.'],
    ['Dinsdag 9 maart schikt, de ploeg is er om 8 uur.'],
    ['Terça-feira, 9 de março serve, a equipa chega às 8h.'],
  ])('%s', (text) => {
    expect(read(text)).toEqual({ repairDate: '2027-03-09' });
  });
});

describe('no acceptance, or one that is not sure, stores nothing', () => {
  it.each([
    ["Tuesday 9 March doesn't work, sorry."],
    ['Our crew works in your street on Tuesday 9 March.'],
    ['Does Tuesday 9 March work for you?'],
    ['Tuesday 9 March works, or else Thursday 11 March.'],
  ])('%s', (text) => {
    expect(read(text)).toEqual({});
  });

  it('a schema that asks two dates is not answered by an acceptance alone', () => {
    const two = { ...REPAIR, inspectionDate: { type: 'string', format: 'date' } };
    expect(read('Tuesday 9 March works for us.', two)).toEqual({});
  });
});
