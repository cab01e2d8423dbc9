import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { readFields } from '../support/read-fields.js';

/**
 * A date the writer marks as an earlier occasion ("we last had her out on 14 March last year",
 * "mon dernier passage remonte au 14 octobre") is no date of what comes, unless the field asks
 * for that earlier occasion; a part of the work checked as well ("so we'll check that too") is
 * no promise of a later answer.
 */

const liftOut = { liftOutDate: { type: 'string', format: 'date', description: 'date the boat is lifted out' } };

describe('an earlier occasion’s date', () => {
  it('is no lift-out date: "We last had Kestrel out on 14 March last year."', () => {
    expect(readFields(liftOut, 'We last had Kestrel out on 14 March last year.')).toEqual({});
  });

  const visit = { visitDate: { type: 'string', format: 'date', description: 'date of the technician’s visit' } };
  it.each([
    'Unser letzter Besuch bei Ihnen war am 14. März.',
    'Mon dernier passage chez vous remonte au 14 mars, la visite s’était bien passée.',
    'La última visita fue el 14 de marzo.',
    "L'ultima visita da voi è stata il 14 marzo.",
    'Ons laatste bezoek was op 14 maart.',
    'A última visita foi a 14 de março.',
  ])('is no visit date: %s', (text) => {
    expect(readFields(visit, text)).toEqual({});
  });

  it('the date of what comes, beside it, is', () => {
    expect(
      readFields(
        liftOut,
        'We last had Kestrel out on 14 March last year. This spring we lift her out on the 6th of May.',
      ),
    ).toEqual({ liftOutDate: '2027-05-06' });
  });

  it('a field about the earlier occasion still reads it', () => {
    const last = { lastSweepDate: { type: 'string', format: 'date', description: 'date of the last sweep' } };
    expect(readFields(last, 'The last sweep was on 14 March.')).toHaveProperty('lastSweepDate');
  });
});

describe('a part of the work checked as well is no promise', () => {
  it.each(["The shaft anode was getting thin, so we'll check that too.", "We'll check the brakes as well."])(
    '%s',
    (text) => {
      expect(findPromise(text)).toBeUndefined();
    },
  );
  it.each(["I'll check and get back to you.", "I'll check with the workshop and let you know."])(
    'still a promise: %s',
    (text) => {
      expect(findPromise(text)).toBeDefined();
    },
  );
});
