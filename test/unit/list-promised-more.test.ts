import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A list given with a promise of more for later ("I'll check what they need for outdoor games
 * and get back to you"): the list may be missing what follows, so it is not stored; a promise
 * about another field leaves the list whole.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();
const KIT = ['navy shorts', 'white polo shirt', 'plimsolls', 'trainers', 'school hoodie', 'swimming cap'];
const ctx = brainContext({
  objective: 'Get the list of required PE kit items and the price of the school hoodie',
  properties: {
    kitItems: { type: 'array', items: { type: 'string', enum: KIT } },
    hoodiePrice: { type: 'number', description: 'price of the school hoodie in GBP' },
  },
});
const listOnly = brainContext({
  objective: 'Get the list of required PE kit items',
  properties: { kitItems: { type: 'array', items: { type: 'string', enum: KIT } } },
});

function read(c: typeof ctx, ...texts: string[]) {
  const thread = theirThread(texts, AT);
  return readOfflineResult(c, thread[thread.length - 1]!, thread, validator).values;
}

describe('a list with a promise of more (schema-reader listMayGrow)', () => {
  it.each([
    "They need navy shorts, a white polo shirt and plimsolls. I'll check with the PE teacher about outdoor games and get back to you.",
    "They need navy shorts, a white polo shirt and plimsolls. I'll double-check with Mr Patel what they wear outside and get back to you.",
    'Navy shorts, a white polo shirt and plimsolls for the hall. We will ask the coach about swimming and come back to you.',
    'Sie brauchen navy shorts, white polo shirt und plimsolls. Ich melde mich, sobald ich mit dem Sportlehrer gesprochen habe.',
    'Il faut navy shorts, white polo shirt et plimsolls. Je reviens vers vous pour le reste après avoir parlé au professeur.',
    'Necesitan navy shorts, white polo shirt y plimsolls. Voy a consultar con el profesor lo demás.',
    "Servono navy shorts, white polo shirt e plimsolls. Vi faccio sapere il resto dopo aver sentito l'insegnante.",
    'Ze hebben navy shorts, white polo shirt en plimsolls nodig. Voor buitensport zoek ik het even uit.',
  ])('is not stored: %s', (text) => {
    expect(read(listOnly, text)['kitItems']).toBeUndefined();
  });

  it('a promise about another field leaves the list whole', () => {
    const v = read(
      ctx,
      "They need navy shorts, a white polo shirt and plimsolls. I'll confirm the price of the hoodie tomorrow.",
    );
    expect(v['kitItems']).toEqual(['navy shorts', 'white polo shirt', 'plimsolls']);
  });

  it('a list without a promise is read', () => {
    expect(read(listOnly, 'They need navy shorts, a white polo shirt and plimsolls.')['kitItems']).toEqual([
      'navy shorts',
      'white polo shirt',
      'plimsolls',
    ]);
  });

  it('the whole list sent later is read, the promising mail before it aside', () => {
    const v = read(
      listOnly,
      "They need navy shorts and plimsolls. I'll check the rest and get back to you.",
      'The full list: navy shorts, plimsolls, trainers and the school hoodie.',
    );
    expect(v['kitItems']).toEqual(['navy shorts', 'plimsolls', 'trainers', 'school hoodie']);
  });
});
