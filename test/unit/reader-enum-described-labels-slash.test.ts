import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

describe("a value's name from its description, one written with a slash", () => {
  const mounting = (description: string) => ({
    mounting: { type: 'string', enum: ['inside_recess', 'face_fix_wall', 'ceiling'], description },
  });
  it.each([
    [
      'fr',
      "inside_recess = dans le tableau/l'embrasure, face_fix_wall = en applique sur le mur, ceiling = au plafond",
      'Je vous conseille une pose en applique, fixée sur le mur au-dessus de la fenêtre.',
    ],
    [
      'de',
      'inside_recess = in der Laibung/im Rahmen, face_fix_wall = an der Wand, ceiling = an der Decke',
      'Wir empfehlen die Montage an der Wand oberhalb des Fensters.',
    ],
    [
      'en',
      'inside_recess = inside the recess/reveal, face_fix_wall = on the wall above, ceiling = on the ceiling',
      "We'd fix them on the wall above the window, with an overlap each side.",
    ],
  ])('%s', (_lang, description, text) => {
    expect(readOneReply(mounting(description), text, 'Ask how they would mount the blinds')['mounting']).toBe(
      'face_fix_wall',
    );
  });

  it('values defined by figures are still not named', () => {
    const plan = {
      plan: {
        type: 'string',
        enum: ['basic', 'premium'],
        description: 'basic = 1 passage/semaine, premium = passage quotidien',
      },
    };
    expect(
      readOneReply(plan, 'Un passage quotidien serait excessif pour vous.', 'Ask the plan')['plan'],
    ).toBeUndefined();
  });
});
