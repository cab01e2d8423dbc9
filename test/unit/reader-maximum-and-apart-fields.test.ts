import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a maximum field takes the figure named as the limit', () => {
  const max = { maxClassSize: { type: 'integer', description: 'largest number of participants per class' } };
  it.each<[string, string, number]>([
    ['en', 'For your team of 5 we suggest the evening slot; classes are limited to 9 learners.', 9],
    ['en', 'Your 5 staff fit easily, a class takes up to 11 learners.', 11],
    ['fr', 'Pour vos 5 salariés, pas de souci : nos classes sont limitées à 9 apprenants.', 9],
    ['es', 'Para sus 5 empleados no hay problema: las clases son de hasta 10 personas.', 10],
    ['it', 'Per i vostri 5 dipendenti va bene, le classi hanno al massimo 9 allievi.', 9],
    ['nl', 'Voor uw 5 medewerkers is er plek; een klas telt maximaal 9 cursisten.', 9],
    ['pt', 'Para os vossos 5 colaboradores não há problema, as turmas têm no máximo 9 alunos.', 9],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read(max, text)).toEqual({ maxClassSize: expected });
  });

  it('without a limit word the figures still compete, and a minimum field is not touched', () => {
    expect(read(max, 'For your 5 staff we run classes of 9 learners.').maxClassSize).not.toBe(5);
    expect(
      read(
        { minimumOrder: { type: 'integer', description: 'minimum order in boxes' } },
        'Minimum order is 20 boxes, up to 400 boxes per pallet.',
      ),
    ).toEqual({ minimumOrder: 20 });
  });
});

describe('a limit of another thing is no reading of a maximum field', () => {
  const group = { maxGroupSize: { type: 'integer', description: 'maximum group size (participants)' } };
  it.each<[string, string]>([
    ['fr', "Nos groupes comptent 10 participants. Jusqu'à 3 absences par module sont tolérées."],
    ['en', 'Our groups have 10 participants. Up to 3 absences per module are allowed.'],
    ['de', 'Unsere Gruppen haben 10 Teilnehmer. Bis zu 3 Fehltage pro Modul sind erlaubt.'],
    ['es', 'Nuestros grupos tienen 10 participantes. Se permiten hasta 3 faltas por módulo.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(group, text)).toEqual({});
  });

  it("a bare limit or one of the field's own people still wins", () => {
    expect(read(group, 'For your 6 colleagues that is fine; groups are limited to 8.')).toEqual({ maxGroupSize: 8 });
    expect(read(group, 'For your 6 colleagues that is fine: up to 12 participants per group.')).toEqual({
      maxGroupSize: 12,
    });
  });
});

describe('a yes/no field whose name ends by saying "charged apart" is asked the other way round', () => {
  const B = { type: 'boolean' };
  it.each<[string, string, string, boolean]>([
    ['en', 'is room hire charged on top of the menu?', 'Room hire is included once you book the dinner menu.', false],
    ['en', 'is room hire charged on top of the menu?', 'Room hire is charged separately at £400.', true],
    ['de', 'Wird die Raummiete zusätzlich zum Menü berechnet?', 'Die Raummiete ist im Menüpreis inklusive.', false],
    ['fr', 'la location de la salle est-elle facturée à part ?', 'La location de la salle est facturée en sus.', true],
    ['es', '¿el alquiler de la sala se cobra aparte?', 'El alquiler de la sala está incluido en el menú.', false],
    ['pt', 'o aluguer da sala é cobrado à parte?', 'O aluguer da sala está incluído no menu.', false],
  ])('%s: %s', (_lang, description, text, expected) => {
    expect(read({ roomHireSeparate: { type: 'boolean', description } }, text)).toEqual({ roomHireSeparate: expected });
  });

  it.each<[string, Record<string, unknown>, string, boolean]>([
    ['en', { roomsSeparate: B }, 'Yes, the two rooms are separate, each with its own door.', true],
    [
      'en',
      { toiletsSeparate: { type: 'boolean', description: 'are the toilets separate from the bathroom?' } },
      'Yes, the toilets are separate from the bathroom.',
      true,
    ],
    ['nl', { kitchenApart: B }, 'Ja, de keuken is apart.', true],
    [
      'de',
      { entranceSeparate: { type: 'boolean', description: 'eigener Eingang?' } },
      'Ja, der Eingang ist separat.',
      true,
    ],
    [
      'it',
      { bathroomSeparato: { type: 'boolean', description: 'il bagno è separato?' } },
      'Sì, il bagno è separato.',
      true,
    ],
  ])('%s: a field about physical separation is read as asked: %s', (_lang, props, text, expected) => {
    const name = Object.keys(props)[0]!;
    expect(read(props, text)).toEqual({ [name]: expected });
  });

  it.each<[string, string, string, boolean]>([
    ['it', 'il noleggio della sala è addebitato a parte?', 'Il noleggio della sala è compreso nel menù.', false],
    ['nl', 'wordt de zaalhuur apart betaald?', 'De zaalhuur is inbegrepen bij het menu.', false],
  ])('%s: a field about being charged apart still flips: %s', (_lang, description, text, expected) => {
    expect(read({ roomHireSeparate: { type: 'boolean', description } }, text)).toEqual({ roomHireSeparate: expected });
  });

  it('"separate" before its noun is no flip', () => {
    expect(read({ separateEntrance: B }, 'Yes, the flat has its own entrance, and it is included.')).toEqual({
      separateEntrance: true,
    });
  });
});
