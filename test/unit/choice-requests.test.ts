import { describe, expect, it } from 'vitest';
import { findRequests } from '../../services/worker/brain/guards/data-requests.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A choice asked without a question mark ("let me know which you prefer") is the client's: the
 * reply goes to the client at once, with the options, instead of our request sent again.
 */

const AT = Date.parse('2026-11-20T09:00:00Z');
const validator = createResultSchemaValidator();

describe('a choice asked as a statement, in the seven languages', () => {
  it.each([
    ['en', 'Let me know which one you would prefer.'],
    ['en', 'Please advise which of the two suits you best.'],
    ['de', 'Sagen Sie mir bitte, welche Variante Sie möchten.'],
    ['de', 'Lassen Sie mich wissen, welches Modell Ihnen lieber ist.'],
    ['fr', 'Dites-moi laquelle vous préférez.'],
    ['fr', 'Faites-moi savoir quelle option vous convient.'],
    ['es', 'Dígame cuál prefiere.'],
    ['es', 'Hágame saber cuál de las dos le encaja mejor.'],
    ['it', 'Mi faccia sapere quale preferite.'],
    ['it', 'Mi dica quale delle due soluzioni le va meglio.'],
    ['nl', 'Laat me even weten welke u verkiest.'],
    ['nl', 'Zeg het maar welke u wilt.'],
    ['pt', 'Diga-me qual prefere.'],
    ['pt', 'Informe-me qual das duas opções lhe convém.'],
  ])('%s: %s', (_lang, text) => {
    expect(findRequests(`Two boats are free on that day. ${text}`)).toHaveLength(1);
  });
});

describe('no choice asked', () => {
  it.each([
    'Let me know if you have any questions.',
    'Let me know what you think.',
    "Let me know if you'd like to go ahead.",
    'Sagen Sie mir Bescheid, wenn Sie Fragen haben.',
    'Dites-moi si vous avez besoin d’autre chose.',
    'Dígame si necesita algo más.',
    'Mi faccia sapere se ha bisogno di altro.',
    'Laat me weten of u nog vragen heeft.',
    'Diga-me se precisar de mais alguma coisa.',
    'We deliver on whichever day suits you.',
  ])('%s', (text) => {
    expect(findRequests(text)).toHaveLength(0);
  });
});

describe('two offers and "let me know which you prefer": the client chooses, no price is delivered', () => {
  const ctx = brainContext({
    objective: 'Book a boat with skipper for 14 people on Saturday 12 June and get the final price',
    properties: { totalPrice: { type: 'number', description: 'EUR incl. VAT' } },
  });
  it.each([
    'The 42-foot catamaran takes 12 at most. Two options: the catamaran for 12 at €2,400, or the 20-seat motor sailer at €3,150, both incl. VAT. Let me know which you prefer.',
    'Le alternative sono due: il catamarano per 12 persone a 2.400 € oppure il motoveliero da 20 posti a 3.150 €, IVA inclusa. Mi faccia sapere quale preferite.',
  ])('%s', (text) => {
    const latest = them(text, AT + 60_000);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', AT), latest]);
    expect(got.outcome).toBe('needs_input');
  });
});
