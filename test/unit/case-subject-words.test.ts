import { describe, expect, it } from 'vitest';
import { caseSubjectWords } from '../../services/worker/brain/readers/case-subject.js';

describe("the case's subject words: the objective's nouns, not its verbs of asking, dates or price words", () => {
  it.each([
    [
      'en',
      'Book the office move from 22 Queen Street and get the moving date and the fixed price.',
      ['office', 'move', 'moving'],
      ['book', 'date', 'price', 'fixed'],
    ],
    [
      'en',
      'Book a date for the product photo shoot of our spring catalogue and find out the day rate.',
      ['product', 'photo', 'shoot', 'catalogue'],
      ['book', 'date', 'find', 'rate'],
    ],
    [
      'de',
      'Termin für die Feuerstättenschau im Haus Lindenstraße 14 vereinbaren und den Preis dafür erfragen',
      ['feuerstattenschau', 'haus'],
      ['termin', 'vereinbaren', 'preis', 'erfragen', 'dafur'],
    ],
    [
      'nl',
      'Een datum en prijs krijgen voor het snoeien van de zes platanen langs onze parkeerplaats.',
      ['snoeien', 'platanen', 'parkeerplaats'],
      ['datum', 'prijs', 'krijgen', 'onze'],
    ],
    [
      'fr',
      'Demander au traiteur le prix et la date de la dégustation du menu de mariage.',
      ['traiteur', 'degustation', 'menu', 'mariage'],
      ['demander', 'prix', 'date'],
    ],
    [
      'es',
      'Preguntar al fontanero cuándo puede revisar la caldera y el precio.',
      ['fontanero', 'revisar', 'caldera'],
      ['preguntar', 'cuando', 'precio', 'puede'],
    ],
    [
      'it',
      'Chiedere al geometra la data del sopralluogo in cantiere.',
      ['geometra', 'sopralluogo', 'cantiere'],
      ['chiedere', 'data'],
    ],
    [
      'pt',
      'Perguntar à oficina quando podem fazer a revisão da carrinha e o preço.',
      ['oficina', 'revisao', 'carrinha'],
      ['perguntar', 'quando', 'preco', 'fazer', 'podem'],
    ],
    [
      'en',
      'Book the caterer for Saturday 12 December and get their price per head.',
      ['caterer', 'head'],
      ['saturday', 'december', 'their'],
    ],
  ])('%s: %s', (_lang, objective, has, hasNot) => {
    const words = caseSubjectWords(objective);
    for (const w of has) expect(words).toContain(w);
    for (const w of hasNot) expect(words).not.toContain(w);
  });
});
