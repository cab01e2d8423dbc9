import { describe, expect, it } from 'vitest';
import { asksTheClient } from '../../services/worker/brain/guards/questions-back.js';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * Two more questions back that only the client can answer: their preference asked after the
 * options were set out in the sentence before ("Which would you prefer?"), and whether something
 * exists on their side ("Is there a goods lift?", "Gibt es einen Starkstromanschluss?"). Before,
 * a price for one of the two options was delivered as the answer.
 */

describe('a preference or a fact of the client site asked back is the client’s to answer', () => {
  it.each([
    ['en, preference', 'Which would you prefer?'],
    ['en, preference', "What's your preference?"],
    ['de, preference', 'Was wäre Ihnen lieber?'],
    ['fr, preference', 'Que préférez-vous ?'],
    ['es, preference', '¿Qué prefieren ustedes?'],
    ['it, preference', 'Cosa preferite?'],
    ['nl, preference', 'Wat heeft u liever?'],
    ['pt, preference', 'O que preferem?'],
    ['en, site', 'Is there a goods lift we can use?'],
    ['en, site', 'Do you have a loading bay at the back?'],
    ['de, site', 'Gibt es eine Zufahrt für einen 7,5-Tonner?'],
    ['de, numbered', '2) Haben Sie einen Wasseranschluss in der Nähe?'],
    ['fr, site', 'Y a-t-il un monte-charge dans le bâtiment ?'],
    ['es, site', '¿Hay toma trifásica en la nave?'],
    ['it, site', "C'è un parcheggio per il furgone?"],
    ['nl, site', 'Is er een stopcontact van 16 A bij de standplaats?'],
    ['pt, site', 'Existe acesso para camião junto ao armazém?'],
  ])('%s: %s', (_, q) => {
    expect(asksTheClient(q)).toBe(true);
  });

  it.each([
    ['en, courtesy', 'Do you have any other questions?'],
    ['en, courtesy', 'Is there anything else I can help with?'],
    ['de, courtesy', 'Haben Sie noch Fragen?'],
    ['fr, courtesy', 'Avez-vous des questions ?'],
    ['es, courtesy', '¿Tiene alguna duda?'],
    ['it, courtesy', 'Avete domande?'],
    ['nl, offer to act', 'Zal ik de offerte op naam zetten?'],
    ['pt, courtesy', 'Tem alguma dúvida?'],
    ['en, agreement', 'Is that OK for you?'],
  ])('not %s: %s', (_, q) => {
    expect(asksTheClient(q)).toBe(false);
  });

  const properties = { pricePerPersonEUR: { type: 'number', description: 'net price per person, all in' } };
  const OBJECTIVE = 'Ask the caterer for the net price per person for our summer party on 26 June';

  it('asks the client, quoting the options, when the reply prices two and asks which', async () => {
    const got = await evaluateOneReply(
      OBJECTIVE,
      'We can do china plates at €18.50 per person, or compostable ones at €16.90 per person. Which would you prefer?',
      properties,
    );
    expect(askedOf(got)).toContain('Which would you prefer?');
  });

  it('asks the client when a yes/no fact of their site decides the price (nl)', async () => {
    const got = await evaluateOneReply(
      OBJECTIVE,
      'De prijs is € 16,90 per persoon. Is er op het terrein een krachtstroomaansluiting? Anders komt er een aggregaat bij.',
      properties,
    );
    expect(askedOf(got)).toContain('krachtstroomaansluiting');
  });

  it('delivers the price when the reply only closes with a courtesy question', async () => {
    const got = await evaluateOneReply(
      OBJECTIVE,
      'The price is €16.90 per person, all in. Do you have any other questions?',
      properties,
    );
    expect(got.outcome).toBe('goal_achieved');
  });
});
