import { describe, expect, it } from 'vitest';
import { asksTheClient } from '../../services/worker/brain/guards/questions-back.js';

/**
 * "Let me know by the 11th how you prefer?": the client's preference between what the reply
 * offered, asked without naming the options in the question itself. Only the client answers it.
 */
describe('asksTheClient: how or which the client prefers', () => {
  it.each([
    'Mi fa sapere entro venerdì come preferisce?',
    'Ci dica quale preferite?',
    '¿Me dice cómo prefiere que lo hagamos?',
    'Pouvez-vous me dire laquelle vous préférez ?',
    'Can you let me know which one you would like?',
    'Could you tell me how you would like to proceed?',
    'Wilt u laten weten welke u verkiest?',
    'Diga-me como prefere?',
  ])('asks the client: %s', (q) => {
    expect(asksTheClient(q)).toBe(true);
  });

  it.each(['Come sta?', 'How are you?', 'Is the delivery address still Via Roma 4?'])('not a preference: %s', (q) => {
    expect(asksTheClient(q)).toBe(false);
  });
});
