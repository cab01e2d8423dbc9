import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A sentence that says the goods are delivered then, for a field that asks another kind of day
 * (the fitting, a visit): the delivery's date, though it names the case's thing ("the kitchen");
 * never when it names the field's own occasion too.
 */

const fitting = { installationDate: { type: 'string', format: 'date', description: 'day the kitchen is installed' } };

describe("the delivery's day is not the fitting's", () => {
  it.each<[string, string, string]>([
    ['en', 'The kitchen will be delivered on Monday 1 March.', 'When will the kitchen be installed?'],
    ['de', 'Die Küche wird am 01.03.2027 geliefert.', 'Wann wird die Küche montiert?'],
    ['nl', 'De keuken wordt op maandag 1 maart 2027 geleverd.', 'Wanneer wordt de keuken geplaatst?'],
    ['fr', 'La cuisine sera livrée le lundi 1er mars.', 'Quand la cuisine sera-t-elle posée ?'],
  ])('%s: %s', (_lang, text, objective) => {
    expect(readOneReply(fitting, text, objective).installationDate).toBeUndefined();
  });

  it.each<[string, string]>([
    ['de', 'Unser Monteur kommt am 01.03.2027 und baut die Küche ein.'],
    ['en', 'Our fitters will install the kitchen on Monday 1 March.'],
    ['en', 'The kitchen is delivered and installed on Monday 1 March.'],
  ])('keeps the fitting day: %s: %s', (_lang, text) => {
    expect(readOneReply(fitting, text, 'When will the kitchen be installed?').installationDate).toBe('2027-03-01');
  });

  it('keeps the delivery day of a delivery field', () => {
    const got = readOneReply(
      { deliveryDate: { type: 'string', format: 'date', description: 'day the kitchen is delivered' } },
      'Die Küche wird am 01.03.2027 geliefert.',
      'Wann wird die Küche geliefert?',
    );
    expect(got.deliveryDate).toBe('2027-03-01');
  });
});
