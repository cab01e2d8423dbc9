import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * Terms only the client can accept, written beside a "yes": another date offered for the one
 * asked, a payment that holds the date, in the seven reading languages and in the orders people
 * write them (the term first, the yes after; the term in its own sentence).
 */

const BOOK = 'Book the loft studio for our product shoot on 9 October';
const ASK = 'Find out whether the loft studio is free on 9 October and what a day costs';
const find = (text: string, goal = BOOK) => findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal) });

describe('the date asked is taken and another is offered: the client chooses', () => {
  it.each([
    ['en', 'The 9th has been taken, I am afraid, but we could fit you in on the 16th.'],
    ['en', 'We are fully booked on the 9th. The 16th is still open though.'],
    ['en', 'Happy to help, just not on the 9th - the 16th would be our suggestion.'],
    ['en', 'Sorry, the 9th is gone. Would the 16th suit you?'],
    ['de', 'Am 9. sind wir leider ausgebucht, der 16. wäre aber noch frei.'],
    ['fr', 'Le 9 est déjà pris ; le 16 en revanche est encore libre.'],
    ['es', 'El día 9 ya está reservado, pero el 16 está libre.'],
    ['it', 'Il 9 è già prenotato, il 16 però è ancora libero.'],
    ['nl', 'De 9e zijn we al volgeboekt, de 16e hebben we nog vrij.'],
    ['pt', 'O dia 9 já está ocupado, mas o dia 16 está livre.'],
  ])('%s: %s', (_lang, text) => {
    for (const goal of [BOOK, ASK]) expect(find(text, goal)?.kinds).toContain('alternative');
  });
  it('the date asked is free: no alternative', () => {
    expect(find('The 9th is still open, see you then.')).toBeUndefined();
    expect(find('Yes, the 9th is available and the studio is €780 for the day.')).toBeUndefined();
  });
});

describe('a payment that holds the date, on any goal', () => {
  it.each([
    ['en', 'The 9th is yours. A non-refundable €250 secures the date.'],
    ['en', 'We would need €250 down to lock in the 9th; otherwise all good.'],
    ['en', 'Yes, free. €250 is required to confirm.'],
    ['de', 'Der 9. ist frei; eine Zahlung von 250 € sichert Ihnen den Termin.'],
    ['fr', 'Le 9 est libre. Un versement de 250 € bloque la date.'],
    ['es', 'El 9 está libre; un pago de 250 € reserva la fecha.'],
    ['it', 'Il 9 è libero; un versamento di 250 € blocca la data.'],
    ['nl', 'De 9e is vrij; een betaling van € 250 legt de datum vast.'],
    ['pt', 'O dia 9 está livre; um pagamento de 250 € garante a data.'],
  ])('%s: %s', (_lang, text) => {
    for (const goal of [BOOK, ASK]) expect(find(text, goal)?.kinds).toContain('deposit');
  });
  it('a payment the mail says is not needed holds nothing', () => {
    expect(find('The 9th is free and no deposit is required.', ASK)).toBeUndefined();
  });
});

describe('the case asks the client, and no value is stored', () => {
  const validator = createResultSchemaValidator();
  const ctx = brainContext({
    objective: BOOK,
    properties: {
      shootDate: { type: 'string', description: 'booked date (YYYY-MM-DD)' },
      dayRateEUR: { type: 'number', description: 'day rate in EUR' },
    },
  });
  it('another date beside the price: asked, the offer quoted', () => {
    const latest = them(
      'Hi,\n\nThe 9th has been taken, but we could do 16 October 2026 at €780 for the day.\n\nBest',
      2,
    );
    const got = evaluateReply(ctx, latest, validator, [us('Hello', 1), latest]);
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question).toContain('16 October');
  });
  it('a yes with a payment that secures the date: asked, not completed', () => {
    const latest = them(
      'Hi,\n\nYes, 9 October 2026 works, €780 for the day.\n\nA non-refundable €250 secures the date.',
      2,
    );
    const got = evaluateReply(ctx, latest, validator, [us('Hello', 1), latest]);
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question).toContain('€250');
  });
});

describe('"not available" alone offers nothing', () => {
  it.each([
    'O técnico não está disponível no dia 9.',
    'El técnico no está disponible el día 9.',
    'Il tecnico non è disponibile il 9.',
    "Le technicien n'est pas disponible le 9.",
  ])('%s', (text) => {
    expect(find(text, ASK)?.kinds ?? []).not.toContain('alternative');
  });
});

describe('a minimum read through the one number grammar', () => {
  const ORDER = 'Order 1,250 labels for our jam jars';
  it.each([
    ['1,250', 'Our minimum order is 1,250 labels.'],
    ["1'250", "Mindestbestellmenge 1'250 labels."],
    ['1 250', 'Commande minimum 1 250 labels.'],
  ])('%s is what the client asked: no new term', (_figure, text) => {
    expect(find(text, ORDER)).toBeUndefined();
  });
  it.each([
    ["2'000", "Mindestbestellmenge 2'000 labels."],
    ['2 000', 'Commande minimum 2 000 labels.'],
    ['2,000 after "order"', 'Sorry, the minimum order 2,000 labels applies.'],
  ])('%s is above it: the client decides', (_figure, text) => {
    expect(find(text, ORDER)?.kinds).toContain('minimum');
  });
});

describe('a limit the goal writes as "nothing above"', () => {
  it.each([
    [
      'en',
      'Get a price per bag for 300 bags of compost; do not accept anything above £6.50 per bag.',
      'It is £7.10 per bag.',
    ],
    [
      'it',
      'Chiedere il prezzo per copia di 2.000 volantini; non confermare ordini sopra 0,12 € a copia.',
      'Il prezzo è 0,15 € a copia.',
    ],
    [
      'de',
      'Preis pro Sack für 300 Säcke Kompost erfragen, nichts über 6,50 € pro Sack annehmen.',
      'Der Preis liegt bei 7,10 € pro Sack.',
    ],
    [
      'nl',
      'Vraag de prijs per zak voor 300 zakken compost; niets boven € 6,50 per zak.',
      'De prijs is € 7,10 per zak.',
    ],
  ])('%s: an amount above it goes to the client', (_lang, goal, text) => {
    expect(findCommitment(text, [goal], [goal])?.kinds).toContain('above the limit');
  });
  it('an amount below it is no term', () => {
    const goal = 'Get a price per bag for 300 bags of compost; do not accept anything above £6.50 per bag.';
    expect(findCommitment('It is £6.20 per bag.', [goal], [goal])).toBeUndefined();
  });
});

describe('another day in place of the one the client asked, beside a yes', () => {
  const goal = 'Book the loft studio for our product shoot on Thursday 9 October';
  const withClient = (text: string) => findCommitment(text, [goal], [goal], { goalCommits: true, clientTexts: [goal] });
  it.each([
    ['en', 'Yes, we can host you, on the 16th rather than the 9th.'],
    ['en', 'Sure - Friday instead of Thursday works best for us.'],
    ['de', 'Ja, gerne, allerdings am 16. statt am 9.'],
    ['fr', 'Oui, avec plaisir, mais le 16 au lieu du 9.'],
    ['es', 'Sí, pero el 16 en lugar del 9.'],
    ['it', 'Sì, ma il 16 invece del 9.'],
    ['nl', 'Ja, maar op de 16e in plaats van de 9e.'],
    ['pt', 'Sim, mas no dia 16 em vez do dia 9.'],
  ])('%s: %s', (_lang, text) => {
    expect(withClient(text)?.kinds).toContain('alternative');
  });
  it('their own earlier day corrected is no changed term', () => {
    expect(withClient('Sorry, delivery is on the 18th instead of the 17th I wrote.')).toBeUndefined();
  });
});
