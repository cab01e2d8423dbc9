import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * Sizes written in their feminine or inflected forms ("la categoría mediana", "die mittlere
 * Klasse", "la catégorie moyenne", "middelgroot") are the schema's small/medium/large: before,
 * only "grande" of "a partir de 25 kg ya sería grande" was read, and "large" delivered for a
 * dog the kennel put in the medium class. A size its own sentence says is out of stock ("la talla
 * L está agotada") is no size shipped, and out of stock with others offered goes to the client:
 * before, "L" was delivered.
 */

const SIZE = {
  sizeClass: { type: 'string', description: 'size category for the rate', enum: ['small', 'medium', 'large', 'giant'] },
};
const sizeClassOf = (got: ReplyEvaluation) =>
  got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)['sizeClass'] : undefined;

describe('a size in its inflected forms', () => {
  it.each([
    ['es', 'Con 23 kilos Luna entra en la categoría mediana, 22 € al día.'],
    ['de', 'Mit 23 kg fällt Luna in die mittlere Größenklasse, 22 € am Tag.'],
    ['fr', 'Avec 23 kg, Luna entre dans la catégorie moyenne, 22 € par jour.'],
    ['nl', 'Met 23 kilo valt Luna in de categorie middelgroot, € 22 per dag.'],
    ['pt', 'Com 23 kg, a Luna fica na categoria mediana, 22 € por dia.'],
  ])('%s: %s', async (_lang, text) => {
    const got = await evaluateOneReply('Ask the kennel which size class our dog Luna (23 kg) falls in', text, SIZE);
    expect(sizeClassOf(got)).toBe('medium');
  });

  it('two sizes in competing sentences of equal weight bind none', async () => {
    const got = await evaluateOneReply(
      'Ask the kennel which size class our dog Luna (23 kg) falls in',
      'She could be mediana or grande, we will weigh her on arrival.',
      SIZE,
    );
    expect(sizeClassOf(got)).toBeUndefined();
  });
});

describe('a size out of stock, others offered', () => {
  const GOAL = 'Order 12 chef jackets, model Bilbao, size L, and confirm the size shipped.';
  it.each([
    ['es', 'Del modelo Bilbao la talla L está agotada hasta febrero. Podemos servirle las 12 en M o en XL.'],
    ['en', 'Size L is out of stock until February. We can supply the 12 in M or XL this week.'],
    ['de', 'Größe L ist bis Februar ausverkauft. Wir können Ihnen die 12 in M oder XL liefern.'],
    ['fr', 'La taille L est épuisée jusqu’en février. Nous pouvons vous livrer les 12 en M ou XL.'],
    ['it', 'La taglia L è esaurita fino a febbraio. Possiamo fornirvi le 12 in M o XL.'],
    ['nl', 'Maat L is niet meer op voorraad tot februari. We kunnen u de 12 in M of XL leveren.'],
  ])('%s: %s', (_lang, text) => {
    expect(findCommitment(text, [GOAL], [GOAL], { goalCommits: true, clientTexts: [GOAL] })?.kinds).toContain(
      'alternative',
    );
  });

  it('the size said to be out of stock is never delivered', async () => {
    const got = await evaluateOneReply(
      GOAL,
      'Del modelo Bilbao la talla L está agotada hasta febrero. Podemos servirle las 12 en M o en XL.',
      { sizeShipped: { type: 'string', enum: ['S', 'M', 'L', 'XL'] } },
    );
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it('an offer with nothing out of stock is no alternative', () => {
    const text = 'We can supply the 12 in size L this week, £24 each.';
    expect(findCommitment(text, [GOAL], [GOAL], { goalCommits: true, clientTexts: [GOAL] })).toBeUndefined();
  });
});
