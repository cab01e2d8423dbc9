import { describe, expect, it } from 'vitest';
import { enumMentions } from '../../services/worker/brain/readers/enums.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';

/** Frequencies written "every N months" and hotel meal plans, in the seven languages. */

const values = (text: string, enumValues: unknown[]) => enumMentions(segmentsOf(text), enumValues).map((m) => m.value);
const FREQ = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'];
const PLANS = ['room_only', 'bed_and_breakfast', 'half_board', 'full_board'];

describe('a frequency as "every N weeks/months", the number in figures or words', () => {
  it.each<[string, string]>([
    ['We would come every three months to check the traps.', 'quarterly'],
    ['Wir kommen alle drei Monate vorbei.', 'quarterly'],
    ['Nous passons tous les 3 mois.', 'quarterly'],
    ['Lo recomendable es una vez cada tres meses.', 'quarterly'],
    ['Passiamo ogni tre mesi per il controllo.', 'quarterly'],
    ['We komen om de drie maanden langs.', 'quarterly'],
    ['A visita é feita de três em três meses.', 'quarterly'],
    ['Fazemos a manutenção a cada doze meses.', 'yearly'],
    ['Die Wartung erfolgt vierteljährlich.', 'quarterly'],
    ['La révision est annuelle, une fois par an.', 'yearly'],
    ['Het onderhoud is jaarlijks.', 'yearly'],
    ['Veniamo ogni due settimane.', 'fortnightly'],
    ['Vamos a cada 2 semanas.', 'fortnightly'],
  ])('%s → %s', (text, want) => {
    expect(values(text, FREQ)).toEqual([want]);
  });

  it('another period or a count of items is no frequency', () => {
    expect(values('Der Vertrag läuft drei Monate.', FREQ)).toEqual([]);
    expect(values('Each three-month contract costs 200 euros.', FREQ)).toEqual([]);
    expect(values('Le contrat annuel coûte 300 €.', FREQ)).toEqual([]);
  });
});

describe('hotel meal plans', () => {
  it.each<[string, string]>([
    ['Nous vous proposons la demi-pension (petit-déjeuner et dîner) à 142 €.', 'half_board'],
    ['Das Angebot gilt mit Halbpension.', 'half_board'],
    ['El precio es en media pensión.', 'half_board'],
    ['Il prezzo include la pensione completa.', 'full_board'],
    ['De prijs is voor logies en ontbijt.', 'bed_and_breakfast'],
    ['O preço é em regime de meia pensão.', 'half_board'],
    ['Room only would be £95 a night.', 'room_only'],
  ])('%s → %s', (text, want) => {
    expect(values(text, PLANS)).toEqual([want]);
  });

  it('a meal alone names no plan', () => {
    expect(values('Le petit-déjeuner est servi de 7 h à 10 h, le dîner à 19 h.', PLANS)).toEqual([]);
    expect(values('Das Frühstück kostet 18 € extra.', PLANS)).toEqual([]);
  });
});
