import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A charge added beside the price, on a goal whose own words refuse extra charges ("we only want
 * an all-inclusive contract with no extra charges for call-outs"), goes to the client quoted,
 * whatever words name the charge: "not in the comprehensive price, they're £145", "charged
 * separately", "nicht im Pauschalpreis enthalten". Before, a later "call-outs outside 8am-6pm are
 * not in the comprehensive price, they're £145 per attendance" was concluded past on a goal that
 * only asked for the price, and "no extra charges" (plural) was not read as the client's refusal.
 */

const GOAL =
  'Get a fixed annual price for maintenance of the two lifts. We only want an all-inclusive contract with no extra charges for call-outs.';
const find = (text: string, goal = GOAL) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), clientTexts: [goal] });

describe('a charge added when the client refused extra charges', () => {
  it.each([
    ['en', 'Sorry, should have said: call-outs at night are not in the comprehensive price, they are £145 each.'],
    ['en', 'Emergency call-outs are charged separately at £120 per visit.'],
    ['de', 'Notdiensteinsätze am Wochenende sind nicht im Pauschalpreis enthalten, sie kosten 145 € pro Einsatz.'],
    ['fr', 'Les dépannages de nuit ne sont pas compris dans le forfait : 145 € par intervention.'],
    ['es', 'Las salidas nocturnas no están incluidas en el precio del contrato, son 145 € por visita.'],
    ['it', 'Gli interventi notturni non rientrano nel canone, costano 145 € ciascuno.'],
    ['nl', 'Storingsbezoeken buiten kantooruren vallen niet onder het contract, die kosten € 145 per keer.'],
    ['pt', 'As chamadas fora de horas não estão incluídas no preço, custam 145 € por deslocação.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('extra cost');
  });

  it.each([
    ['en', 'The comprehensive contract is £3,960 per annum plus VAT, call-outs included.'],
    ['en', 'Call-outs are not charged separately: £3,960 covers everything.'],
    ['fr', 'Le contrat est à 3 960 € HT par an, dépannages compris.'],
  ])('no charge added: %s: %s', (_lang, text) => {
    expect(find(text)?.kinds ?? []).not.toContain('extra cost');
  });

  it('on a goal that neither commits nor refuses extras, a charge beside the price is no term', () => {
    const goal = 'Get a fixed annual price for maintenance of the two lifts.';
    expect(find('Emergency call-outs are charged separately at £120 per visit.', goal)).toBeUndefined();
  });

  it('our own question echoing the schema ("at no extra charge?") refuses nothing: a charge that answers a yes/no is no new term', () => {
    const goal =
      "Find out what is included in the carrier's rate for our weekly pallet run to Lyon: insurance, customs clearance and a tail-lift truck";
    const ours =
      'In particular, I would like to know:\n- whether insurance is included\n- whether customs are included\n- whether there is a tail-lift truck at no extra charge\n\nThank you in advance.';
    const got = findCommitment(
      'Customs clearance is not covered, you would need your own broker or we charge it separately (EUR 65 per declaration).',
      [goal, ours],
      [goal],
      { goalCommits: goalCommits(goal), clientTexts: [goal, ours] },
    );
    expect(got?.kinds ?? []).not.toContain('extra cost');
  });
});

describe('our mail restating a field is no refusal by the client', () => {
  it('"- whether there is a tail-lift truck at no extra charge" leaves a charge on an information goal unasked', () => {
    const goal = "Find out what is included in the carrier's rate: insurance, customs clearance and a tail-lift truck";
    const ours =
      'In particular, I would like to know:\n- whether insurance is included\n- whether there is a tail-lift truck at no extra charge';
    const text = 'Customs clearance is not covered, we charge it separately (EUR 65 per declaration).';
    const found = findCommitment(text, [goal, ours], [goal], {
      goalCommits: goalCommits(goal),
      clientTexts: [goal, ours],
      schemaTexts: ['tailLiftIncluded', 'a tail-lift truck at no extra charge'],
    });
    expect(found?.kinds ?? []).not.toContain('extra cost');
  });
});
