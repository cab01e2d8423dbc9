import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A date field asked as the day they will do the work is answered by "we can do it on <date>" in
 * the seven languages ("do it", "do the job", "erledigen", "le faire", "hacerlo", "farlo", "het
 * doen", "fazê-lo"); never by "we can" about another act, two days offered, nor a deadline.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (text: string) =>
  readFromSources(
    { type: 'object', properties: { workDate: { type: 'string', description: 'the day they will do the work' } } },
    [{ text, at: AT, messageId: 'm1' }],
    noRefs(),
  ).values;

describe('"we can do it on <date>" answers the day of the work', () => {
  it.each([
    ['en', 'Forgot to say, we could do it Thursday 11th March, the site will be quiet then.'],
    ['en', 'We can do the job on Thursday 11 March.'],
    ['en', "I'd be able to do the works on Thu 11 March if that suits."],
    ['de', 'Wir könnten es am Donnerstag, 11. März erledigen.'],
    ['de', 'Wir können die Arbeiten am Donnerstag, 11. März durchführen.'],
    ['fr', 'Nous pourrions le faire le jeudi 11 mars.'],
    ['es', 'Podríamos hacerlo el jueves 11 de marzo.'],
    ['it', 'Potremmo farlo giovedì 11 marzo.'],
    ['nl', 'We kunnen het doen op donderdag 11 maart.'],
    ['pt', 'Podemos fazê-lo na quinta-feira, 11 de março.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(text)).toEqual({ workDate: expect.stringMatching(/^2027-03-11/) });
  });

  it.each([
    ['two days offered', 'We can do it on Thursday 11 March or Friday 12 March.'],
    ['another act', 'We can send you the invoice on Thursday 11 March.'],
    ['a condition by a day', 'We could do it for £950 if you confirm by Thursday 11 March.'],
    ['denied', "We can't do it on Thursday 11 March, the chipper is booked."],
    ['asked', 'Could we do it on Thursday 11 March instead?'],
  ])('no date: %s', (_what, text) => {
    expect(read(text)).toEqual({});
  });
});

describe('"we could do it <date>" under a condition or as a guess binds no date', () => {
  it.each([
    'We could do it Wed 3rd March at the earliest, but more likely the week after.',
    'I could probably do it Wed 3rd March.',
    'We could do it Wed 3rd March if the parts arrive, otherwise the week after.',
    'We could do it Wed 3rd March, assuming the boiler part comes in on time.',
    'We could do it Wed 3rd March provided someone is home to let us in.',
    'Wir könnten es am Mittwoch, 3. März erledigen, falls das Ersatzteil rechtzeitig kommt.',
    'Nous pourrions probablement le faire le mercredi 3 mars.',
    'Potremmo farlo mercoledì 3 marzo, altrimenti la settimana dopo.',
  ])('%s', (text) => {
    expect(read(text)).toEqual({});
  });
});
