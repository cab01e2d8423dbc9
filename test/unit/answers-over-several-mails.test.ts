import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { aboutAnotherField } from '../../services/worker/brain/guards/other-field-statements.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();

function ctx(properties: Record<string, unknown>): CaseContext {
  return {
    caseId: 'case-m',
    goal: { objective: 'Get the prices for our team day' },
    counterparty: { address: 'events@venue.example', name: 'Sam Ortiz' },
    senderPersona: { name: 'Kim Berg', company: 'Berg Design' },
    resultSchema: { type: 'object', properties, required: Object.keys(properties) },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const mail = (text: string, minutes: number): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at: AT + minutes * 60_000,
  messageId: `<m${minutes}@venue.example>`,
});

function readThread(c: CaseContext, ...texts: string[]) {
  const entries = texts.map((t, i) => mail(t, i + 1));
  const latest = entries[entries.length - 1]!;
  return readOfflineResult(c, latest, entries, validator).values;
}

const roomAndLunch = ctx({
  roomRateEUR: { type: 'number', description: 'day rate of the meeting room in EUR' },
  lunchPerPersonEUR: { type: 'number', description: 'lunch price per person in EUR' },
});

describe('answers over several mails: the latest statement about a field wins, and only about it', () => {
  it.each([
    ['en', 'The boardroom is €480 for the day, ex VAT.', 'And the lunch: a soup and sandwich buffet, €19 p.p.'],
    ['nl', 'De vergaderzaal kost € 480 per dag excl. btw.', 'Nog even over de lunch (soep en broodjes): € 19 p.p.'],
    ['it', 'La sala riunioni costa 480 € al giorno.', 'Per il pranzo (zuppa e panini) sono 19 € a persona.'],
  ])('a later mail about the other field does not overwrite this one (%s)', (_lang, first, second) => {
    const values = readThread(roomAndLunch, first, second);
    expect(values['roomRateEUR']).toBe(480);
    expect(values['lunchPerPersonEUR'] === undefined || values['lunchPerPersonEUR'] === 19).toBe(true);
  });

  it('a correction that names no field still replaces the older value', () => {
    const one = ctx({ roomRateEUR: { type: 'number', description: 'day rate of the meeting room in EUR' } });
    const values = readThread(one, 'The boardroom is €480 for the day.', 'Sorry, I meant €520, not €480.');
    expect(values['roomRateEUR']).not.toBe(480);
  });

  it('a later mail about the same field replaces it', () => {
    const values = readThread(
      roomAndLunch,
      'The boardroom is €480 for the day.',
      'Update from our manager: the room rate is €450 for the day after all.',
    );
    expect(values['roomRateEUR']).toBe(450);
  });

  it.each([
    ['en', 'The room is €480 for the day.', 'Update: with lunch included it would be €520 for the day.', 520],
    [
      'en',
      'Our hall costs €900 per day.',
      'Quick update: with the lunch buffet added you would pay €1,150 per day.',
      1150,
    ],
    ['de', 'Der Raum kostet 480 € pro Tag.', 'Nachtrag: mit Mittagessen wären es 560 € pro Tag.', 560],
    [
      'fr',
      'La salle est à 480 € la journée.',
      'Petite mise à jour : avec le déjeuner compris, ce serait 540 € la journée.',
      540,
    ],
  ])('a price with the other field included is handed to no field that is left (%s)', (_lang, first, second, total) => {
    const values = readThread(roomAndLunch, first, second);
    // The total with lunch is no lunch price per person: that field is asked for.
    expect(values['lunchPerPersonEUR']).toBeUndefined();
    expect(values['lunchPerPersonEUR']).not.toBe(total);
  });

  it('the room rate stands and the lunch is asked for, not given the total', () => {
    const values = readThread(
      roomAndLunch,
      'The room is €480 for the day.',
      'Update: with lunch included it would be €520 for the day.',
    );
    expect(values).toEqual({ roomRateEUR: 480 });
  });
});

describe('a sentence about another field', () => {
  const fields = ['roomRateEUR', 'lunchPerPersonEUR', 'parkingFree'];
  it.each([
    ['The lunch comes to €19 a head.', 'roomRateEUR', true],
    ['Le déjeuner est à 19 € par personne.', 'roomRateEUR', true],
    ['The room is €480.', 'roomRateEUR', false],
    ['Sorry, I meant €520.', 'roomRateEUR', false],
    ['The room rate includes lunch.', 'roomRateEUR', false],
  ])('%s (%s): %s', (quote, field, expected) => {
    expect(aboutAnotherField(quote, field, fields)).toBe(expected);
  });
});
