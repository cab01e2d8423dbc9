import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { wordWithCounterparts } from '../../services/worker/brain/readers/field-terms.js';

/**
 * Round 20's corpus Y, a security firm: "Il contratto minimo è di 3 mesi, quindi il periodo
 * giugno–settembre non pone problemi" was put to the client as a minimum term, though the writer
 * says the request meets it; and a field about Sundays did not know "la domenica".
 */

const OBJECTIVE =
  'Ask Vigilanza Adriatica for the hourly rate of one armed guard for Sunday daytime shifts, June to September.';
const kinds = (text: string) => findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: false })?.kinds ?? [];

describe('a minimum the writer says is met is no term (guards/commitments.ts MINIMUM_MET)', () => {
  it.each([
    ['it', 'Il contratto minimo è di 3 mesi, quindi il periodo giugno–settembre non pone problemi.'],
    ['en', 'The minimum contract is 3 months, so June to September is no problem at all.'],
    ['de', 'Die Mindestlaufzeit beträgt 3 Monate, das ist bei Juni bis September kein Problem.'],
    ['fr', 'La durée minimale est de 3 mois, donc juin à septembre ne pose aucun problème.'],
  ])('%s', (_lang, text) => {
    expect(kinds(text)).not.toContain('minimum');
  });

  it('a minimum that poses problems still goes to the client', () => {
    expect(kinds('Il contratto minimo è di 6 mesi, e questo per voi pone problemi.')).toContain('minimum');
  });
});

describe('a weekday names itself in every language (lexicons/weekday-names.ts in the field vocabulary)', () => {
  it.each([
    ['sunday', ['sonntag', 'dimanche', 'domingo', 'domenica', 'zondag']],
    ['saturday', ['samstag', 'samedi', 'sabado', 'sabato', 'zaterdag']],
  ])('%s', (day, names) => {
    expect(wordWithCounterparts(day)).toEqual(expect.arrayContaining(names));
  });

  it('not by the Portuguese short names, words of their own', () => {
    expect(wordWithCounterparts('monday')).not.toContain('segunda');
  });
});
