import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A period's start field against its end: the date right after the end's verb ("… and finishes
 * on Friday 2 July") is the end's, and the date after the start's verb the start's, in the seven
 * languages.
 */

const start = { courseStartDate: { type: 'string', format: 'date', description: 'first day of the course' } };
const end = { courseEndDate: { type: 'string', format: 'date', description: 'last day of the course' } };

const texts: Array<[string, string]> = [
  ['en', 'Our spring course starts on Monday 19 April 2027 and finishes on Friday 2 July.'],
  ['de', 'Der Kurs beginnt am Montag, 19.04.2027, und endet am Freitag, 02.07.2027.'],
  ['fr', 'Le cours commence le lundi 19 avril 2027 et se termine le vendredi 2 juillet 2027.'],
  ['es', 'El curso empieza el lunes 19 de abril de 2027 y termina el viernes 2 de julio de 2027.'],
  ['it', 'Il corso inizia lunedì 19 aprile 2027 e finisce venerdì 2 luglio 2027.'],
  ['nl', 'De cursus begint op maandag 19 april 2027 en eindigt op vrijdag 2 juli 2027.'],
  ['pt', 'O curso começa na segunda-feira, 19 de abril de 2027, e termina na sexta-feira, 2 de julho de 2027.'],
];

describe("a start field is not the end's date", () => {
  it.each(texts)('%s: %s', (_lang, text) => {
    expect(readOneReply(start, text, 'When does the course start?').courseStartDate).toBe('2027-04-19');
  });
});

describe("an end field is not the start's date", () => {
  it.each(texts.slice(0, 2))('%s: %s', (_lang, text) => {
    expect(readOneReply(end, text, 'When does the course end?').courseEndDate).toBe('2027-07-02');
  });
});

describe('a date with no end verb before it stays', () => {
  it('reads the start when the end is a bare range word', () => {
    const got = readOneReply(start, 'The course starts on Monday 19 April 2027.', 'When does the course start?');
    expect(got.courseStartDate).toBe('2027-04-19');
  });
});
