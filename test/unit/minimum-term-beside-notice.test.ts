import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A minimum contract term longer than the trial the client asked for is a term for the client,
 * even when the same sentence also names a notice, warranty or fixed-price span: those words
 * belong to their own figure, not to the minimum's. Before, one "notice" anywhere in the
 * sentence made the whole minimum no term, and a twelve-month minimum against a three-month
 * trial was concluded as a plain hourly rate.
 */

const TRIAL = 'Get the hourly rate for one night guard at our warehouse for a 3-month trial starting in January.';
const find = (text: string, goal = TRIAL) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), clientTexts: [goal] });

describe('a minimum term beside another span of its sentence', () => {
  it.each([
    ['en', 'The minimum we can offer is a twelve month agreement with 3 months notice after the first 9 months.'],
    ['en', 'Our shortest contract is a minimum of 12 months, with a 30 day notice period thereafter.'],
    ['de', 'Mindestens 12 Monate Vertragslaufzeit, danach mit 3 Monaten Kündigungsfrist.'],
    ['fr', 'Nous ne proposons pas moins de 12 mois de contrat, avec un préavis de 3 mois ensuite.'],
    ['es', 'El contrato mínimo es de 12 meses, con un preaviso de 3 meses después.'],
    ['it', 'Il contratto minimo è di 12 mesi, con disdetta di 3 mesi dopo il primo anno.'],
    ['nl', 'De minimale looptijd is 12 maanden, met een opzegtermijn van 3 maanden.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('minimum');
  });

  it.each([
    ['en', 'The rate is £17.85 per hour, fixed for 12 months.'],
    ['en', 'Rate £17.85 per hour; all our officers have at least 5 years experience.'],
    ['de', 'Der Stundensatz beträgt 17,85 €, mit einer Kündigungsfrist von mindestens 12 Monaten.'],
    ['fr', 'Tarif horaire 17,85 €, garantie minimale de 24 mois sur le matériel.'],
  ])('no contract term: %s: %s', (_lang, text) => {
    expect(find(text)?.kinds ?? []).not.toContain('minimum');
  });

  it('a minimum within the trial asked is no new term', () => {
    expect(find('Our rate is £17.85 per hour, the minimum term is 3 months.')?.kinds ?? []).not.toContain('minimum');
  });
});
