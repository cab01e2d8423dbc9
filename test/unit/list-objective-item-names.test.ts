import { describe, expect, it } from 'vitest';
import { objectiveNames } from '../../services/worker/brain/readers/objective-item-names.js';
import { readReply } from '../support/read-one-reply.js';

/**
 * The client's own names for a list field's values, from the objective's list in the same order
 * ("…: martello demolitore, betoniera, trabattello, …" for demolition_hammer, concrete_mixer, …):
 * a reply in the client's language names them. With every value so named, an item the reply
 * names and reads neither yes nor no leaves the list unsure: a list missing an item is wrong.
 */

const TOOLS = ['demolition_hammer', 'concrete_mixer', 'mobile_scaffold', 'floor_sander', 'generator'];
const OBJECTIVE =
  "Chiedere a Noleggio Brambilla quali di questi attrezzi sono disponibili per il weekend dell'11-12 ottobre: martello demolitore, betoniera, trabattello, levigatrice per pavimenti, generatore da circa 5 kVA.";
const props = {
  availableItems: {
    type: 'array',
    items: { type: 'string', enum: TOOLS },
    description: 'attrezzi disponibili quel weekend',
  },
};
const read = (text: string) => readReply(props, OBJECTIVE, { text })['availableItems'];

describe('the objective’s names for the values', () => {
  it('aligned by order, trusted when a stem agrees in place', () => {
    expect(Object.fromEntries(objectiveNames(TOOLS, OBJECTIVE))).toEqual({
      demolition_hammer: ['martello', 'demolitore'],
      concrete_mixer: ['betoniera'],
      mobile_scaffold: ['trabattello'],
      floor_sander: ['levigatrice', 'pavimenti'],
      generator: ['generatore'],
    });
  });

  it('an explanation in brackets names nothing ("duplexing (two boards laminated together)")', () => {
    const names = objectiveNames(
      ['spot_uv', 'foil_blocking', 'rounded_corners', 'duplexing', 'letterpress'],
      'Ask which finishes they can do in-house: spot UV, foil blocking, rounded corners, duplexing (two boards laminated together), letterpress.',
    );
    expect(names.get('duplexing')).toEqual(['duplexing']);
  });

  it('not when the count differs, nor when a stem agrees out of place', () => {
    expect(objectiveNames(TOOLS, 'Ask which are available: betoniera, trabattello, generatore.').size).toBe(0);
    expect(
      objectiveNames(TOOLS, 'Ask which are available: generatore, betoniera, trabattello, levigatrice, martello.').size,
    ).toBe(0);
  });

  it('a reply in the client’s language is read by them', () => {
    expect(
      read(
        'Il demolitore Hilti ce l’ho, e anche la betoniera da 250 litri sono disponibili. Il trabattello invece non è disponibile, la levigatrice nemmeno, e il generatore non è disponibile.',
      ),
    ).toEqual(['demolition_hammer', 'concrete_mixer']);
  });

  it('an item named and read neither yes nor no leaves the list unsure', () => {
    expect(
      read(
        'Per il weekend: il demolitore Hilti da 10 kg ce l’ho, e anche la betoniera da 250 litri. Il generatore da 5 kVA è libero (quello da 8 kVA no, ma lei aveva chiesto il piccolo).',
      ),
    ).toBeUndefined();
  });
});

describe('every value asked by name, and a verdict no value is read from', () => {
  const FLOWERS = ['peony', 'ranunculus', 'lisianthus', 'hydrangea', 'lily_of_the_valley'];
  const flowers = {
    availableFlowers: {
      type: 'array',
      items: { type: 'string', enum: FLOWERS },
      description: 'the flowers they can supply',
    },
  };
  const ask =
    'Ask Fleurs de Lys which of these flowers they can supply for our wedding on 14 May: peonies, ranunculus, lisianthus, hydrangeas and lily of the valley.';
  const reply = (text: string) => readReply(flowers, ask, { text })['availableFlowers'];

  it('leaves the list unsure: the verdict may be a missing item’s', () => {
    expect(
      reply(
        'Pour le 14 mai, bonne nouvelle du côté des pivoines : aucun souci. Le lisianthus, oui sans problème. Quant au muguet, je ne peux pas m’engager.',
      ),
    ).toBeUndefined();
  });

  it('a reply that names every item it judges is read', () => {
    expect(reply('Lisianthus and hydrangeas yes; peonies, ranunculus and lily of the valley no.')).toEqual([
      'lisianthus',
      'hydrangea',
    ]);
  });
});

describe('an item the writer stopped doing', () => {
  const LANGS = ['German', 'Italian', 'Polish', 'Arabic', 'Japanese'];
  const langs = {
    availableLanguages: {
      type: 'array',
      items: { type: 'string', enum: LANGS },
      description: 'target languages they can deliver',
    },
  };
  const ask =
    'Ask the studio which of these target languages they can deliver subtitles in: German, Italian, Polish, Arabic, Japanese.';
  it('is a no, placed by its sentence outside brackets', () => {
    expect(
      readReply(langs, ask, {
        text: "Pour l'allemand et l'italien, aucun souci. Le polonais, c'est tout à fait faisable. En revanche, pour l'arabe, nous avons arrêté l'an dernier. Quant au japonais, oui.",
      })['availableLanguages'],
    ).toEqual(['German', 'Italian', 'Polish', 'Japanese']);
  });
});
