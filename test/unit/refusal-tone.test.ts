import { describe, expect, it } from 'vitest';
import { refusalByTone } from '../../services/worker/brain/guards/refusal-tone.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A refusal in no stock phrase is known by its tone: two of frankness, luck wished for the
 * project and a pointer to someone else, beside a no, in a reply that asks nothing and answers
 * no field. One cue alone, a question, or a figure that answers keeps the reply open.
 */
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-24T10:00:00Z');
const ctx = brainContext({
  objective: 'Ask the workshop for a quote to reupholster the 24 chairs of our restaurant',
  properties: { priceEUR: { type: 'number', description: 'total price in EUR excluding VAT' } },
});
const evaluate = async (text: string) => {
  const latest = them(text, AT + 1000);
  return brain.evaluateReply(ctx, { transcript: [us('Could you quote?', AT), latest], latest });
};

describe('a refusal known by its tone', () => {
  it.each([
    [
      'en',
      "To be honest, twenty-four chairs isn't something our two benches can take on before summer. Best of luck with the restaurant; Fabric & Frame in Leeds do a lot of contract seating.",
    ],
    [
      'de',
      'Ehrlich gesagt schaffen wir 24 Stühle bis zum Sommer nicht mehr. Ich wünsche Ihnen trotzdem viel Erfolg mit dem Restaurant.',
    ],
    [
      'fr',
      'Je préfère vous le dire tout de suite : nous ne faisons plus de chaises de restaurant. Un tapissier spécialisé dans le mobilier professionnel sera bien mieux placé que nous.',
    ],
    [
      'es',
      'Para ser sincera, ahora mismo no podemos con un encargo así. Les deseo mucha suerte con la reforma del restaurante.',
    ],
    [
      'it',
      'Preferisco dirglielo chiaramente: non lavoriamo più per la ristorazione. Le consiglio di provare con la Tappezzeria Ferri, a Parma. In bocca al lupo!',
    ],
    ['nl', 'Eerlijk gezegd zitten we tot de zomer vol en kunnen we dit niet aannemen. Veel succes met de verbouwing!'],
    [
      'pt',
      'Para ser franco, não temos capacidade para 24 cadeiras este trimestre. Recomendo-lhe a Estofos Lima, no Porto. Desejo-lhe boa sorte com o restaurante.',
    ],
  ])('%s: rejected', async (_lang, text) => {
    expect(refusalByTone(text)).toBeDefined();
    expect((await evaluate(text)).outcome).toBe('rejected');
  });

  it.each([
    ['one cue only', 'To be honest we are not the cheapest, but the work lasts. I will send a quote on Monday.'],
    ['a question', 'Honestly, we do not usually do restaurants. Could you send photos first? Good luck either way.'],
    ['no no', 'To be honest, this is exactly our kind of job. Good luck with the opening!'],
  ])('%s: not a refusal by tone', (_k, text) => {
    expect(refusalByTone(text)).toBeUndefined();
  });

  it('a reply in that tone that answers the field is read, not closed', async () => {
    const text =
      "To be honest we don't normally take restaurant work, but for 24 chairs the total would be €2,880 excluding VAT. Good luck with the opening!";
    const got = await evaluate(text);
    expect(got.outcome).not.toBe('rejected');
  });
});
