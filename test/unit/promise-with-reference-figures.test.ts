import { describe, expect, it } from 'vitest';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A reply that promises the answer for later gives no value: not the day it promises to write
 * ("respondo-lhe com uma data e o valor certo" on Monday), nor the figures it gives for reference
 * ("Para referência, a última afinação … foram 120 €, mas não lhe prometo o mesmo valor").
 */
const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx = brainContext({
  objective: 'Ask the piano tuner for a date in the next three weeks to tune our Steinway, and his price',
  properties: {
    tuningDate: { type: 'string', format: 'date', description: 'date he will come to tune the piano' },
    priceEUR: { type: 'number', description: 'price of this tuning in EUR' },
  },
});

describe('a promise and figures for reference', () => {
  it.each([
    [
      'pt',
      'Na segunda-feira já estou no Porto e respondo-lhe com uma data e o valor certo. Para referência, a última afinação foi a 12 de março e na altura foram 120 €, mas não lhe prometo o mesmo valor.',
    ],
    [
      'en',
      "I'll get back to you on Monday with a date and the exact price. For reference, the last tuning was on 12 March at €120, but I can't promise the same.",
    ],
  ])('%s: nothing is delivered', (_lang, text) => {
    const latest = them(text, AT + 1000);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', AT), latest]);
    expect(got.outcome).not.toBe('goal_achieved');
    expect(got).not.toHaveProperty('result');
  });
});
