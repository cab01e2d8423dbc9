import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { schemaTermTexts } from '../../services/worker/brain/guards/schema-terms.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A schema that asks about a deposit records it; it does not agree to pay it. The deposit still
 * goes to the client when the client's own terms ruled it out, or when, on a goal that commits,
 * it holds the booking or is lost. The latest thing the client's side said about a term wins:
 * "no deposit" in the objective, then "we accept the 25% deposit" in our reply, is accepted.
 * And a rise of a rate or price, with its new figure, is a changed price.
 */

const schema = {
  type: 'object',
  properties: {
    totalPriceEUR: { type: 'number', description: 'total price in EUR' },
    depositEUR: { type: 'number', description: 'deposit asked with the order, EUR (0 if none)' },
  },
};
const schemaTexts = schemaTermTexts(schema);

function find(text: string, goal: string, ours: readonly string[] = []) {
  const client = [goal, ...ours];
  return findCommitment(text, client, [goal], { goalCommits: goalCommits(goal), clientTexts: client, schemaTexts });
}

describe('a deposit the schema asks about', () => {
  const NO_DEPOSIT = 'Order the 14 shelving bays as quoted (EUR 9,800), paid 30 days after installation, no deposit.';
  const BOOK = 'Book the barn for our team day on 3 June and get the total price.';
  const ASK = 'Ask the barn for a quote for our team day on 3 June.';

  it('is the answer when the client never spoke of it', () => {
    expect(find('Yes, EUR 9,800 as quoted; we ask a 20% deposit (EUR 1,960) with the order.', ASK)).toBeUndefined();
  });
  it('goes to the client when their own terms say no deposit', () => {
    const c = find('Fine, EUR 9,800 as quoted, but we now need a 25% deposit with the order (EUR 2,450).', NO_DEPOSIT);
    expect(c?.kinds).toContain('deposit');
  });
  it('is covered once the client accepted it in a later answer: the latest word wins', () => {
    const accepted = 'We accept the 25% deposit with the order this time.';
    expect(find('Thanks, the deposit invoice of EUR 2,450 follows today.', NO_DEPOSIT, [accepted])).toBeUndefined();
  });
  it('goes to the client again when they refused it last', () => {
    const first = 'We could accept a deposit if needed.';
    const last = 'On reflection we will not pay any deposit.';
    const c = find('We need a 25% deposit with the order (EUR 2,450).', BOOK, [first, last]);
    expect(c?.kinds).toContain('deposit');
  });
  it('goes to the client on a booking when it holds the date or is not returned', () => {
    const c = find('The 3rd is free: EUR 1,600 in all, and a non-refundable EUR 400 secures the date.', BOOK);
    expect(c?.kinds).toContain('deposit');
  });
  it('is the answer on a booking when it neither holds the date nor is lost', () => {
    expect(find('The 3rd is free: EUR 1,600 in all, with a EUR 400 deposit on the invoice.', BOOK)).toBeUndefined();
  });
});

describe('a rate or price that went up, with its figure', () => {
  const GOAL = 'Confirm the proofreading of our 80-page catalogue at the agreed EUR 3.50 per page.';
  it.each([
    ['en', 'Our rates went up in March, so this job would be EUR 4.10 per page.'],
    ['de', 'Unsere Preise sind gestiegen, die Seite kostet jetzt 4,10 €.'],
    ['fr', 'Nos tarifs ont augmenté : la page est désormais à 4,10 €.'],
    ['es', 'Nuestras tarifas han subido, ahora la página sale a 4,10 €.'],
    ['it', 'Le nostre tariffe sono aumentate: ora la pagina costa 4,10 €.'],
    ['nl', 'Onze tarieven zijn gestegen, per pagina is het nu € 4,10.'],
    ['pt', 'Os nossos preços subiram, agora a página custa 4,10 €.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, GOAL)?.kinds).toContain('price change');
  });
  it("a rise told on a goal that names no price is this year's price, not a change", () => {
    const ask = 'Ask the print shop for their current price per page for proofreading our catalogue.';
    expect(find('Our rates went up in March: it is EUR 4.10 per page now.', ask)).toBeUndefined();
  });
  it('a rise without a figure changes no price', () => {
    expect(find('Prices have gone up everywhere this year, but yours stays as agreed.', GOAL)).toBeUndefined();
  });
});
