import { describe, expect, it } from 'vitest';
import { termMatches } from '../../services/worker/brain/readers/boolean-subjects.js';
import { holdsTerm, relevance } from '../../services/worker/brain/readers/field-terms.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';

const seg = (text: string) => segmentsOf(text)[0]!;

describe('a field term of five letters or more matches at a word start or as a compound ending, never inside a word', () => {
  it.each<[string, string]>([
    ['installation', 'install'],
    ['installers', 'install'],
    ['delivery', 'deliv'],
    ['gesamtpreis', 'preis'],
    ['gesamtpreise', 'preis'],
    ['stuksprijs', 'prijs'],
    ['lieferdatum', 'datum'],
    ['surcharges', 'charge'],
  ])('%s holds %s', (word, term) => {
    expect(holdsTerm(word, term)).toBe(true);
    expect(termMatches(word, term)).toBe(true);
  });

  it.each<[string, string]>([
    ['demarreur', 'marre'],
    ['installation', 'stall'],
    ['outstanding', 'stand'],
    ['arrangement', 'range'],
    ['discovery', 'cover'],
    ['reinstallation', 'install'],
    ['parental', 'rental'],
  ])('%s does not hold %s', (word, term) => {
    expect(holdsTerm(word, term)).toBe(false);
    expect(termMatches(word, term)).toBe(false);
  });

  it('a sentence that only holds a term inside another word is not about the field', () => {
    expect(relevance(seg('Le démarreur a été remplacé la semaine dernière.'), ['marre'])).toBe(0);
    expect(relevance(seg('The outstanding balance is due on delivery.'), ['stand'])).toBe(0);
    expect(relevance(seg('Please confirm the arrangement by Friday.'), ['range'])).toBe(0);
  });

  it('a sentence that names the term at a word start, or as a compound ending, still is', () => {
    expect(relevance(seg('The exhibition stand is included.'), ['stand'])).toBe(1);
    expect(relevance(seg('Installation takes two days.'), ['install'])).toBe(1);
    expect(relevance(seg('Der Gesamtpreis beträgt 1.200 Euro.'), ['preis'])).toBe(1);
    expect(relevance(seg('De stuksprijs is € 2,40.'), ['prijs'])).toBe(1);
  });
});
