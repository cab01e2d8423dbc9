import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const DIETS = {
  diets: {
    type: 'array',
    items: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free', 'halal'] },
    description: 'dietary options they offer',
  },
};
const DAYS = {
  days: {
    type: 'array',
    items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] },
    description: 'weekdays the crew can come',
  },
};
const PORTS = {
  ports: {
    type: 'array',
    items: { type: 'string', enum: ['Antwerp', 'Rotterdam', 'Hamburg', 'Le Havre'] },
    description: 'ports they serve for our containers',
  },
};

describe('list items named in another language (class A)', () => {
  it.each<[string, string, string[]]>([
    ['de', 'Vegetarische und laktosefreie Gerichte bieten wir immer an.', ['vegetarian', 'lactose_free']],
    ['fr', 'Nous proposons des plats végétariens et sans gluten.', ['vegetarian', 'gluten_free']],
    ['es', 'Tenemos menú vegano y sin lactosa.', ['vegan', 'lactose_free']],
    ['it', 'Offriamo piatti vegetariani e senza glutine.', ['vegetarian', 'gluten_free']],
    ['nl', 'We hebben vegetarische en glutenvrije gerechten, geen probleem.', ['vegetarian', 'gluten_free']],
    ['pt', 'Temos pratos vegetarianos e sem lactose.', ['vegetarian', 'lactose_free']],
  ])('%s: %s', (_lang, text, items) => {
    expect(read(DIETS, text)['diets']).toEqual(items);
  });

  it('"no problem" is a yes, not the no of the items beside it', () => {
    expect(read(DIETS, 'Vegan und glutenfrei sind kein Problem.')['diets']).toEqual(['vegan', 'gluten_free']);
  });
});

describe('ranges of days', () => {
  it.each<[string, string, string[]]>([
    ['en', 'The crew can come Tuesday to Thursday.', ['tuesday', 'wednesday', 'thursday']],
    ['de', 'Das Team kommt von Dienstag bis Donnerstag.', ['tuesday', 'wednesday', 'thursday']],
    ['fr', "L'équipe passe du mardi au jeudi.", ['tuesday', 'wednesday', 'thursday']],
    ['es', 'El equipo puede ir de martes a jueves.', ['tuesday', 'wednesday', 'thursday']],
    ['it', 'La squadra viene dal martedì al giovedì.', ['tuesday', 'wednesday', 'thursday']],
    ['nl', 'De ploeg komt van dinsdag tot donderdag.', ['tuesday', 'wednesday', 'thursday']],
    ['pt', 'A equipa pode ir de terça a quinta-feira.', ['tuesday', 'wednesday', 'thursday']],
  ])('%s: %s', (_lang, text, items) => {
    expect(read(DAYS, text)['days']).toEqual(items);
  });

  it('a day said impossible is left out', () => {
    expect(read(DAYS, 'Monday and Wednesday are fine, Friday impossible.')['days']).toEqual(['monday', 'wednesday']);
    expect(read(DAYS, 'Lunes y miércoles sí, el viernes imposible.')['days']).toEqual(['monday', 'wednesday']);
  });
});

describe('a list with a conditional or excepted item is never delivered (asked instead)', () => {
  it.each([
    ['en', 'We serve Antwerp and Rotterdam, and Hamburg only from 20 containers a month.'],
    ['de', 'Antwerpen geht immer, Hamburg nur ab 20 Containern; Rotterdam ja.'],
    ['fr', 'Anvers et Rotterdam oui, Hambourg seulement à partir de 20 conteneurs.'],
    ['en', 'Rotterdam every week, Antwerp too except in August.'],
    ['es', 'Rotterdam todas las semanas, Amberes también salvo en agosto.'],
    ['it', 'Rotterdam sempre, Amburgo solo se superate i 20 container.'],
    ['nl', 'Rotterdam altijd, Antwerpen alleen vanaf 20 containers.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(PORTS, text)['ports']).toBeUndefined();
  });

  it('items said yes to outside the sentences about the field make the list unsure', () => {
    expect(
      read(PORTS, 'For your containers we serve Antwerp. Hamburg is where our head office is, and we love it.')[
        'ports'
      ],
    ).toBeUndefined();
  });

  it('an item yes under a condition and no otherwise is not sure ("halal only with …, not with …")', () => {
    expect(
      read(DIETS, 'Vegan always. Halal only with the premium menu, with the basic menu unfortunately not.')['diets'],
    ).toBeUndefined();
    expect(
      read(DIETS, 'Vegan immer. Halal gibt es nur beim Premium-Menü, beim Basismenü leider nicht.')['diets'],
    ).toBeUndefined();
  });

  it('a condition whose no is about us is a no', () => {
    expect(
      read(DIETS, 'Vegan always. Halal only for our corporate clients, so unfortunately not for you.')['diets'],
    ).toEqual(['vegan']);
    expect(
      read(DAYS, 'Monday and Friday. Saturday only inside the ring road and your street is outside it, sadly no.')[
        'days'
      ],
    ).toEqual(['monday', 'friday']);
  });

  it('a condition that only asks for notice is none', () => {
    expect(read(DIETS, 'We do vegan food, and gluten free too if you tell us in advance.')['diets']).toEqual([
      'vegan',
      'gluten_free',
    ]);
  });
});

describe('free-text list items are items, never the clause around them (class A)', () => {
  const CITIES = { cities: { type: 'array', items: { type: 'string' }, description: 'cities they deliver to' } };
  it.each([
    ['a condition in parentheses', 'We deliver to: Leeds, York (only above 10 pallets) and Hull.'],
    ['a conditional clause', 'We deliver to Leeds and Hull, and to York if you order 10 pallets.'],
    ['an excluded item', 'Delivery cities: Leeds, Hull, but not York.'],
    ['a German exception', 'Lieferorte: Köln, Bonn, aber nicht Aachen.'],
  ])('%s', (_name, text) => {
    expect(read(CITIES, text)['cities']).toBeUndefined();
  });
  it.each([
    ['Cities we deliver to: Leeds, York and Hull.', ['Leeds', 'York', 'Hull']],
    ['Cities: Leeds, Saint-Étienne, Hull', ['Leeds', 'Saint-Étienne', 'Hull']],
  ])('%s', (text, items) => {
    expect(read(CITIES, text)['cities']).toEqual(items);
  });
});

/**
 * A no inside an item's condition ("Fridays only in the morning if the market is not on") is the
 * condition's, not the item's: the item is offered under a condition, so the list is asked;
 * before, the item was read as a no and the list delivered without it.
 */
describe("a no inside an item's condition", () => {
  it.each([
    ['en', 'Tuesdays and Thursdays are fine. Fridays too if the market is not on.'],
    ['de', 'Dienstag und Donnerstag passen. Freitag auch, wenn kein Markt ist.'],
    ['es', 'Martes y jueves sin problema. Los viernes también a menos que no haya mercado.'],
    ['nl', 'Dinsdag en donderdag gaan. Vrijdag ook mits er geen markt is.'],
    ['pt', 'Terça e quinta sem problema. À sexta-feira também, desde que não haja feira.'],
  ])('asks: %s: %s', (_lang, text) => {
    expect(read(DAYS, text)).toEqual({});
  });

  it('a no before the condition is still the item’s', () => {
    expect(read(DAYS, "Tuesdays and Thursdays are fine. We don't do Fridays if we can help it.")).toEqual({
      days: ['tuesday', 'thursday'],
    });
  });
});
