import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import { negated, negatedBefore } from '../../services/worker/brain/readers/negation.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const f = foldForMatching;
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('one negation list in the seven languages', () => {
  it.each([
    ['en', "We don't deliver on Saturdays."],
    ['de', 'Samstags liefern wir nicht.'],
    ['fr', "Nous ne livrons pas le samedi, ce n'est jamais possible."],
    ['es', 'No repartimos los sábados.'],
    ['it', 'Il sabato non consegniamo.'],
    ['nl', 'Op zaterdag leveren we niet.'],
    ['pt', 'Não entregamos ao sábado.'],
  ] as const)('%s: %s', (lang, text) => {
    expect(negated(f(text), lang)).toBe(true);
  });

  it.each([
    ['pt', 'A entrega é no dia 12, na parte da manhã.'],
    ['it', 'Ne abbiamo cinque in magazzino.'],
    ['fr', 'La salle est libre le 19 mai.'],
    ['en', 'We will be there without fail on the 9th.'],
    ['es', 'Llegará el lunes sin falta.'],
    ['de', 'Das ist kein Problem.'],
  ] as const)('%s: no negation in "%s"', (lang, text) => {
    expect(negated(f(text), lang)).toBe(false);
  });

  it('"without" counts unless asked not to', () => {
    expect(negated(f('Delivered without the stand.'))).toBe(true);
    expect(negated(f('Delivered without the stand.'), undefined, { privative: false })).toBe(false);
  });

  it('a negation right before a word, in its own clause only', () => {
    expect(negatedBefore(f('we offer no '))).toBe(true);
    expect(negatedBefore(f('not express, '))).toBe(false);
    expect(negatedBefore(f('kein '))).toBe(true);
  });
});

describe('what the merged list changes in the readers', () => {
  it('Dutch and Portuguese noes now read as noes in a yes/no', () => {
    expect(polarity(f('parkeren is niet mogelijk'))).toBe(false);
    expect(polarity(f('o estacionamento não está incluído'))).toBe(false);
  });

  it('a regret about another thing is no "no" for a yes/no ("the rate went up, I\'m afraid, and yes, breakfast is included")', () => {
    expect(
      read(
        { breakfastIncluded: { type: 'boolean' } },
        "Our rate has gone up a little I'm afraid: it is £140 a night, and yes, still with breakfast.",
      )['breakfastIncluded'],
    ).toBe(true);
  });

  it('"the same goes for" takes the no of the clause before', () => {
    expect(
      read(
        {
          diets: {
            type: 'array',
            items: { type: 'string', enum: ['vegan', 'halal', 'kosher'] },
          },
        },
        "Vegan is fine. We can't do halal, and the same goes for kosher.",
      )['diets'],
    ).toEqual(['vegan']);
  });
});

describe('a yes/no read from the comma-bounded part that names its subject (class B)', () => {
  const STAND = {
    transportIncluded: { type: 'boolean', description: 'is transport included in the price?' },
  };
  it.each([
    ['nl', 'Het transport zit bij de prijs inbegrepen, de opbouw niet: die rekenen we apart.'],
    ['en', 'The transport is included in the price, the set-up not.'],
    ['de', 'Der Transport ist im Preis enthalten, der Aufbau nicht.'],
  ])('%s: the "not" is the neighbour\'s', (_lang, text) => {
    expect(read(STAND, text)['transportIncluded']).toBe(true);
  });
  it('a part that says nothing itself is read with the rest of its clause', () => {
    expect(read(STAND, 'The transport, unfortunately, is not included.')['transportIncluded']).toBe(false);
  });
});

describe('two yes/no fields in one sentence or one line (class B)', () => {
  const TWO = { parkingIncluded: { type: 'boolean' }, wifiIncluded: { type: 'boolean' } };
  it.each([
    ['it', 'Il parcheggio non è incluso, il wifi sì.'],
    ['nl', 'Het parkeren is niet inbegrepen, de wifi wel.'],
    ['en', 'Parking is not included, wifi yes.'],
  ])("%s: the no is the first one's, the yes the second's", (_lang, text) => {
    expect(read(TWO, text)).toEqual({ parkingIncluded: false, wifiIncluded: true });
  });
  it('a line whose value runs into the next field says only its own sentence', () => {
    expect(read(TWO, 'Parking: yes. Wifi: no.')).toEqual({ parkingIncluded: true, wifiIncluded: false });
  });
});
