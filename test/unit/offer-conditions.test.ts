import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { offerCondition } from '../../services/worker/brain/guards/offer-conditions.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * An offer bound to a condition the goal and the client's knowledge do not cover goes to the
 * client, quoted; the date or value it carries is never stored: a condition on anything ("if
 * you take the full pallet", "provided the site is clear"), a day restricted ("Tuesdays only")
 * or offered for our agreement ("if that suits"), in the seven languages.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const date = { type: 'string', format: 'date', description: 'delivery date' };

async function evaluate(objective: string, text: string, properties: Record<string, unknown> = { deliveryDate: date }) {
  const transcript = theirThread([text], AT);
  return brain.evaluateReply(brainContext({ objective, properties }), { transcript, latest: transcript[0]! });
}

const ARRANGE = 'Arrange delivery of 6 tonnes of wood pellets to our yard and get the delivery date';

describe('a date offered under a condition is put to the client, never stored', () => {
  it.each([
    ['en, a day restricted', 'We can only come out on Wednesdays, so that would be Wednesday 9 December 2026.'],
    ['en, weekdays only', 'We only deliver on weekdays; the first slot is Monday 7 December 2026.'],
    ['en, if that suits', 'The lorry could come on Friday 11 December 2026 if that suits you.'],
    ['en, an indefinite weekday if that works', 'Delivery would be on a Thursday, if that works for you.'],
    ['en, on the client', 'We can deliver on 10 December 2026 if you take the full pallet.'],
    ['en, on the site', 'Delivery on 10 December 2026 is fine, provided the access road is clear.'],
    ['en, as long as', 'We can do 10 December 2026 as long as someone is there to sign.'],
    ['en, availability', 'The 10th of December 2026 should work, subject to availability on the day.'],
    ['de, a day restricted', 'In Ihre Gegend fahren wir nur donnerstags, also am Donnerstag, 10. Dezember 2026.'],
    ['de, wenn Ihnen das passt', 'Wir könnten am Freitag, 11. Dezember 2026 kommen, wenn Ihnen das passt.'],
    ['de, sofern', 'Lieferung am 10. Dezember 2026, sofern die Zufahrt frei ist.'],
    [
      'de, nur, wenn … bis dahin',
      'Wir können am 10. Dezember 2026 kommen, allerdings nur, wenn der Hof bis dahin geräumt ist.',
    ],
    ['fr, ne … que', 'Nous ne passons que le jeudi chez vous : ce serait donc le jeudi 10 décembre 2026.'],
    ['fr, si cela vous convient', 'Nous pourrions livrer le vendredi 11 décembre 2026, si cela vous convient.'],
    ['es, solo los', 'Solo repartimos los jueves en su zona, así que sería el jueves 10 de diciembre de 2026.'],
    ['es, si le viene bien', 'Podríamos entregar el viernes 11 de diciembre de 2026, si le viene bien.'],
    ['it, solo il', 'Nella vostra zona passiamo soltanto il giovedì, quindi giovedì 10 dicembre 2026.'],
    ['it, a patto che', 'Possiamo consegnare il 10 dicembre 2026, a patto che il cortile sia libero.'],
    ['nl, alleen op', 'Bij jullie rijden we alleen op donderdag, dus donderdag 10 december 2026.'],
    ['nl, als dat uitkomt', 'We kunnen vrijdag 11 december 2026 leveren, als dat u uitkomt.'],
    ['pt, só às', 'Na vossa zona só fazemos entregas às quintas, portanto quinta-feira, 10 de dezembro de 2026.'],
    ['pt, desde que', 'Podemos entregar a 10 de dezembro de 2026, desde que o portão esteja aberto.'],
  ])('%s', async (_name, sentence) => {
    const got = await evaluate(ARRANGE, `Hi,\n\n${sentence}\n\nBest,\nDana`);
    expect(got.outcome).toBe('needs_input');
    expect(got.outcome === 'needs_input' ? got.question : '').toContain(sentence.slice(0, 30));
  });
});

describe('what the client already covers, or what binds nothing, is read as before', () => {
  it('a day the client named is no restriction of theirs', async () => {
    const got = await evaluate(
      'Arrange delivery of 6 tonnes of wood pellets on a Thursday and get the delivery date',
      'Hi,\n\nWe only deliver on Thursdays in your area, so Thursday 10 December 2026.\n\nBest,\nDana',
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { deliveryDate: '2026-12-10' } });
  });

  it('a date stated plainly, with "let me know if that works" apart, is the date', async () => {
    const got = await evaluate(
      ARRANGE,
      'Hi,\n\nDelivery is booked for Thursday 10 December 2026. Let me know if that works.\n\nBest,\nDana',
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { deliveryDate: '2026-12-10' } });
  });

  it('"if you have any questions" is no condition', async () => {
    const got = await evaluate(
      ARRANGE,
      'Hi,\n\nDelivery is booked for Thursday 10 December 2026. If you have any questions, give me a ring; if you prefer a morning slot, say so.\n\nBest,\nDana',
    );
    expect(got.outcome).toBe('goal_achieved');
  });

  it('a price "subject to availability" is the quote\'s caveat, and binds no date', async () => {
    const got = await evaluate(
      'Get the price of the function room for our dinner',
      'Hi,\n\nThe room is £2,900 for the evening, subject to availability.\n\nBest,\nDana',
      { priceGBP: { type: 'number', description: 'room hire in GBP' } },
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { priceGBP: 2900 } });
  });
});

describe('offerCondition (pure)', () => {
  const cond = (s: string, covered = '', asksDate = true) =>
    offerCondition(foldForMatching(s), foldForMatching(covered), asksDate);
  it.each([
    ['if you order the full pallet we can do €4.10 a bag', 'condition'],
    ['so long as the gate is open we can unload', 'condition'],
    ['Tuesdays only, I am afraid', 'day'],
    ['nicht nur dienstags, auch mittwochs', undefined],
    ['we can do it in en tant que fournisseur le mardi', undefined],
    ['je vous confirme que le mardi 8 convient', undefined],
    ['your 2,000 can go out same day if you order before 2pm', undefined],
    ['wenn Sie bis Freitag bestellen, liefern wir am Montag', undefined],
    ['si vous commandez avant midi, départ le jour même', undefined],
  ])('%s', (s, kind) => {
    expect(cond(s)?.kind).toBe(kind);
  });
  it('a condition whose words the client wrote is covered', () => {
    expect(cond('if you take the full pallet', 'we will take a full pallet of pellets')).toBeUndefined();
  });
  it('a day restricted binds nothing when no date is asked', () => {
    expect(cond('Tuesdays only, I am afraid', '', false)).toBeUndefined();
  });
});
