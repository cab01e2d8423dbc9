import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const frequency = { collectionFrequency: { type: 'string', enum: ['weekly', 'fortnightly', 'monthly'] } };
const format = { format: { type: 'string', enum: ['in_person', 'online', 'hybrid'] } };
const size = { sizeClass: { type: 'string', enum: ['small', 'medium', 'large'] } };

describe('an enum value said in other words', () => {
  it.each([
    ['Our round runs every other Thursday from January.'],
    ['Wir leeren bei Ihnen jeden zweiten Mittwoch.'],
    ['Le camion passe chez vous un mardi sur deux.'],
    ['Pasamos un viernes sí y otro no por la mañana.'],
    ['Il ritiro è un lunedì sì e uno no.'],
    ['We komen om de week op dinsdag langs.'],
    ['A recolha é segunda sim, segunda não.'],
  ])('fortnightly: %s', (text) => {
    expect(readOneReply(frequency, text, 'Get the collection frequency')['collectionFrequency']).toBe('fortnightly');
  });

  it.each([
    ['Las clases serían de manera presencial en vuestras oficinas.', 'in_person'],
    ['Le cours se fait en présentiel chez vous.', 'in_person'],
    ['Il corso è in presenza, presso la vostra sede.', 'in_person'],
    ['Der Kurs ist hybride aufgebaut, mit zwei Präsenztagen.', 'hybrid'],
    ['Con 23 kilos entra en la categoría mediana.', 'medium'],
    ['Votre chien est dans la catégorie moyenne.', 'medium'],
  ])('%s → %s', (text, value) => {
    const props = value === 'medium' ? size : format;
    const field = value === 'medium' ? 'sizeClass' : 'format';
    expect(readOneReply(props, text, 'Get the details')[field]).toBe(value);
  });

  it.each([
    ['Every other Monday is booked; weekly or monthly, you choose.'],
    ['Wir leeren nicht jeden zweiten Mittwoch, sondern monatlich oder wöchentlich.'],
  ])('two values named: none is bound (%s)', (text) => {
    expect(readOneReply(frequency, text, 'Get the collection frequency')['collectionFrequency']).toBeUndefined();
  });

  it('presencial or online, to choose: none', () => {
    expect(
      readOneReply(format, '¿Preferís presencial u online? Las dos opciones cuestan lo mismo.', 'Get the details')[
        'format'
      ],
    ).toBeUndefined();
  });
});
