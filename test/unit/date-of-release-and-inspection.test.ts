import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const AT = Date.parse('2026-11-27T10:00:00Z');
const release = { releaseDate: { type: 'string', description: 'YYYY-MM-DD' } };
const inspection = { inspectionDate: { type: 'string', description: 'JJJJ-MM-TT' } };
const read = (props: Record<string, Record<string, unknown>>, text: string) =>
  Object.values(readOneReply(props, text, 'Ask the day', AT))[0];

describe('a customs release or an inspection named in the reply’s language binds its date field', () => {
  it.each([
    [
      'de, release',
      release,
      'Die Überlassung erwarten wir dann für Dienstag, 1.12., spätestens mittags.',
      '2026-12-01',
    ],
    ['de, Freigabe', release, 'Die Freigabe durch den Zoll erfolgt am Dienstag, 1.12.', '2026-12-01'],
    ['fr, mainlevée', release, 'La mainlevée est prévue le mardi 1er décembre.', '2026-12-01'],
    ['nl, vrijgave', release, 'De vrijgave door de douane is op dinsdag 1 december.', '2026-12-01'],
    [
      'de, Prüfung',
      inspection,
      'Die Hauptprüfung haben wir mit dem TÜV für Dienstag, den 12. Januar, abgestimmt.',
      '2027-01-12',
    ],
    ['it, ispezione', inspection, "L'ispezione è fissata per martedì 12 gennaio.", '2027-01-12'],
  ])('%s', (_case, props, text, date) => {
    expect(read(props, text)).toBe(date);
  });

  it.each([
    ['denied', inspection, 'Die Prüfung ist am 12. Januar leider nicht möglich.'],
    ['two days', release, 'Die Freigabe kommt am 1.12. oder am 3.12.'],
    ['another thing’s date', release, 'Die Rechnung vom 1.12. liegt bei.'],
  ])('nothing from %s', (_case, props, text) => {
    expect(read(props, text)).toBeUndefined();
  });
});
