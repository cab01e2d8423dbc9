import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * "No problem … and we don't charge for it": the "no" of a charge not made is no contrast that
 * leaves the soft yes open; a real contrast or a charge still does.
 */

const props = { insulinGiven: { type: 'boolean', description: 'true if the staff will give the insulin injections' } };

describe('a soft yes beside a charge not made', () => {
  it.each<[string, string]>([
    ['es', 'Con la insulina no hay ningún problema: la ponemos a la hora que nos digáis y no lo cobramos aparte.'],
    ['it', "Per l'insulina nessun problema: la facciamo noi all'orario che ci dite e non la addebitiamo a parte."],
    ['pt', 'Com a insulina não há problema nenhum: damos nós à hora que indicarem e não a cobramos à parte.'],
    ['en', "The insulin is no problem at all, we give it at whatever time suits and we don't charge extra for it."],
  ])('%s', (_lang, text) => {
    expect(readOneReply(props, text, 'Can your staff give the insulin?').insulinGiven).toBe(true);
  });

  it('stays open beside a real contrast', () => {
    const got = readOneReply(
      props,
      "The insulin is no problem, but not on Sundays, we don't charge extra for it.",
      'Can your staff give the insulin?',
    );
    expect(got.insulinGiven).toBeUndefined();
  });
});
