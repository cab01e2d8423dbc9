import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';

const values = (text: string, lang: ReadLang) => findNumbers(text, lang).map((n) => n.value);

describe('a half or a quarter the words after a number add to it', () => {
  it.each<[ReadLang, string, number]>([
    ['en', 'The crossing takes two and a half hours.', 2.5],
    ['en', 'Allow three hours and a half for the install.', 3.5],
    ['en', 'Loading takes an hour and a quarter.', 1.25],
    ['en', 'Drying time is 4½ hours.', 4.5],
    ['en', 'Drying time is 4 1/2 hours.', 4.5],
    ['en', 'The job takes six and three quarters hours.', 6.75],
    ['de', 'Die Fahrt dauert zweieinhalb Stunden.', 2.5],
    ['de', 'Wir brauchen anderthalb Tage dafür.', 1.5],
    ['de', 'Der Aufbau dauert drei Stunden und eine halbe.', 3.5],
    ['de', 'Rechnen Sie mit eineinhalb Wochen.', 1.5],
    ['fr', 'Le trajet dure deux heures et demie.', 2.5],
    ['fr', 'Comptez une heure et quart pour le montage.', 1.25],
    ['es', 'El viaje dura dos horas y media.', 2.5],
    ['es', 'Son una hora y media de trabajo.', 1.5],
    ['it', 'Il montaggio richiede tre ore e mezza.', 3.5],
    ['it', "Ci vuole un'ora e mezza.", 1.5],
    ['pt', 'A viagem demora duas horas e meia.', 2.5],
    ['pt', 'São uma hora e meia de carga.', 1.5],
    ['nl', 'De rit duurt tweeënhalf uur.', 2.5],
    ['nl', 'Reken op anderhalf uur.', 1.5],
    ['nl', 'Het duurt drie uur en een half.', 3.5],
  ])('%s: %s', (lang, text, value) => {
    expect(values(text, lang)).toEqual([value]);
  });

  it.each<[ReadLang, string, number[]]>([
    // A half board, a half that starts a compound, a half of something else: nothing added.
    ['fr', 'Trois nuits en demi-pension.', [3]],
    ['fr', 'Trois nuits et demi-pension.', [3]],
    ['it', 'Tre notti e mezza pensione.', [3]],
    ['en', 'Three nights and half board.', [3]],
    ['en', 'Five days and half the team on site.', [5]],
    ['es', 'Tres noches y media pensión.', [3]],
    // Another number before the connector is another number.
    ['it', 'cinque o sette ore e mezza', [5, 7.5]],
    // A lone article is no number, nor "a half" on its own.
    ['en', 'A half of the price is due on order.', []],
  ])('%s: %s', (lang, text, expected) => {
    expect(values(text, lang)).toEqual(expected);
  });

  it('reads a count of dozens and a number in words after an order word', () => {
    expect(values('On peut vous mettre de côté trois douzaines de pains.', 'fr')).toEqual([36]);
    expect(values('Podemos reservar dos docenas de barras.', 'es')).toEqual([24]);
    expect(values('Das dauert ab Auftrag sechs Wochen.', 'de')).toEqual([6]);
    expect(values('It ships six weeks after order 4471.', 'en')).toEqual([6]);
  });
});
