import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { schemaTermTexts } from '../../services/worker/brain/guards/schema-terms.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A reply that changes or adds a term relative to what the objective asked (a longer minimum
 * term, a minimum purchase, another date in place of the one asked, a deposit that holds the
 * date or is lost, a deposit in the attached quote) goes to the client, quoted. A term the reply
 * rules out, one within what was asked, or one the schema itself asks about, does not.
 */

const LEASE = 'Get a quote from Copyline for leasing two office printers on a 24-month contract, 200 pages a day';
const DATE = 'Check whether the Harbour Loft is free for our team day on 14 May 2027 and its day rate';
const find = (text: string, goal: string, context = {}) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), clientTexts: [goal], ...context });

describe('a minimum the client would be bound to, beyond what was asked', () => {
  it.each([
    ['en', 'We lease that model at €89 a month, but only with a minimum term of 36 months.'],
    ['en', 'Our contracts run for a 48-month minimum period, at €85 per printer per month.'],
    ['de', 'Der Preis liegt bei 89 € im Monat, die Mindestlaufzeit beträgt allerdings 36 Monate.'],
    ['fr', 'Le loyer est de 89 € par mois avec une durée minimale d’engagement de 36 mois.'],
    ['es', 'Son 89 € al mes con una permanencia de 36 meses.'],
    ['it', 'Il canone è di 89 € al mese, con durata minima del contratto di 36 mesi.'],
    ['nl', 'De leaseprijs is € 89 per maand bij een minimale looptijd van 36 maanden.'],
    ['pt', 'O aluguer é de 89 € por mês, com período de fidelização de 36 meses.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, LEASE)?.kinds).toContain('minimum');
  });

  it('a minimum purchase per quarter is a new term', () => {
    const c = find('Price is €0.012 per page, with a minimum purchase of 40,000 pages per quarter.', LEASE);
    expect(c?.kinds).toContain('minimum');
    expect(c?.quote).toContain('40,000 pages per quarter');
  });

  it('a minimum at or below what was asked is no new term', () => {
    const goal = 'Ask Glovebox for their price for 300 boxes of vinyl gloves and their stock';
    expect(
      find('Vinyl gloves are €3.10 a box, min. order 40 boxes, and we have 2,000 in stock.', goal),
    ).toBeUndefined();
  });

  it('the same minimum term the client asked for is no new term', () => {
    const goal = 'Get the monthly lease price for two printers with a minimum term of 24 months';
    expect(find('With a minimum term of 24 months it is €92 a month per printer.', goal)).toBeUndefined();
    expect(find('The minimum term is 36 months, at €92 a month per printer.', goal)?.kinds).toContain('minimum');
  });

  it('a minimum the schema itself asks for is the answer, not a new term', () => {
    const schema = { properties: { minimumOrderQuantity: { type: 'integer' }, unitPrice: { type: 'number' } } };
    const text = 'Unit price €1.40, minimum order quantity 5,000 pieces.';
    const goal = 'Ask Pressworks for their unit price for 1,000 badges and their minimum order quantity';
    expect(find(text, goal, { schemaTexts: schemaTermTexts(schema) })).toBeUndefined();
  });
});

describe('the date asked for is taken, and another is offered', () => {
  it.each([
    ['en', 'The 14th is already booked, I’m afraid. We could offer you Thursday the 15th at the same rate of €1,200.'],
    ['de', 'Am 14. Mai sind wir leider ausgebucht. Wir könnten Ihnen stattdessen den 15. Mai für 1.200 € anbieten.'],
    ['fr', 'Le 14 mai n’est malheureusement pas disponible ; nous pouvons vous proposer le 15 mai à 1 200 €.'],
    ['es', 'El 14 de mayo no está disponible, pero podemos ofrecerle el 15 de mayo por 1.200 €.'],
    ['it', 'Il 14 maggio non è disponibile; in alternativa il 15 maggio a 1.200 €.'],
    ['nl', 'Op 14 mei zijn we volgeboekt, wel op 15 mei voor € 1.200.'],
    ['pt', 'O dia 14 de maio não está disponível; em alternativa temos o dia 15 por 1.200 €.'],
  ])('%s: %s', (_lang, text) => {
    const c = find(text, DATE);
    expect(c?.kinds).toContain('alternative');
    expect(c?.quote).toMatch(/15/);
  });

  it('a plain "yes, it is free" offers nothing else', () => {
    expect(find('Yes, the loft is free on 14 May; the day rate is €1,200.', DATE)).toBeUndefined();
  });

  it('something unavailable with nothing offered instead is no alternative', () => {
    expect(find('Parking on site is not available, the day rate is €1,200.', DATE)?.kinds ?? []).not.toContain(
      'alternative',
    );
  });
});

describe('a deposit beside a "yes" on a goal that only asks for information', () => {
  it.each([
    ['en', 'Yes, the 14th is free at €1,200; we need €300 to hold the date.'],
    ['en', 'Free on the 14th at €1,200, with a non-refundable deposit of 25%.'],
    ['de', 'Der 14. ist frei, 1.200 €; um den Termin zu sichern, bitten wir um 300 €.'],
    ['fr', 'Le 14 est libre, 1 200 € ; pour bloquer la date, un acompte de 30 % est demandé.'],
    ['es', 'El 14 está libre, 1.200 €; para reservar la fecha pedimos una señal de 300 €.'],
    ['it', 'Il 14 è libero, 1.200 €; per bloccare la data chiediamo un acconto di 300 €.'],
    ['nl', 'De 14e is vrij, € 1.200; om de datum vast te leggen vragen we € 300 aanbetaling.'],
    ['pt', 'O dia 14 está livre, 1.200 €; para garantir a reserva pedimos um sinal não reembolsável de 300 €.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, DATE)?.kinds).toContain('deposit');
  });

  it('a deposit against the client’s own terms of payment after completion goes to the client', () => {
    const terms = 'We pay on invoice after the event.';
    const c = find('Yes, free on the 14th at €1,200; 30% deposit on booking.', DATE, { clientTexts: [DATE, terms] });
    expect(c?.kinds).toContain('deposit');
  });

  it('a quote’s payment schedule, not tied to holding the date, stays with the answer', () => {
    expect(
      find('Day rate €1,200; invoices are payable 30% on booking, the balance after the event.', DATE),
    ).toBeUndefined();
  });

  it.each([
    ['en', 'Yes, the 14th is free at €1,200. A deposit is not required.'],
    ['en', 'Free on the 14th, €1,200, no deposit needed.'],
    ['de', 'Der 14. ist frei, 1.200 €, eine Anzahlung ist nicht nötig.'],
    ['fr', 'Le 14 est libre à 1 200 €, sans acompte.'],
    ['es', 'El 14 está libre, 1.200 €; la señal no es necesaria.'],
  ])('"%s" rules the deposit out: %s', (_lang, text) => {
    expect(find(text, 'Book the Harbour Loft for 14 May 2027')).toBeUndefined();
  });
});

describe('a deposit stated only in the attached quote', () => {
  const validator = createResultSchemaValidator();
  const ctx = brainContext({
    objective: 'Book a coach with Bluebird Coaches for 40 people on 3 June 2027 at no more than EUR 1,500',
    properties: { priceEUR: { type: 'number' }, bookingReference: { type: 'string' } },
  });

  it('goes to the client, quoting the attachment', () => {
    const reply = {
      ...them('Confirmed for 3 June. Price EUR 1,180, booking reference BB-2207. Quote attached.', 2),
      attachments: [
        {
          attachmentId: 'a1',
          filename: 'quote-2207.txt',
          contentType: 'text/plain',
          size: 120,
          text: 'Coach 49 seats, 3 June 2027: EUR 1,180.\nPayment: 40% deposit with the order, balance before departure.',
        },
      ],
    };
    const evaluation = evaluateReply(ctx, reply, validator, [us('Hello', 1), reply]);
    expect(evaluation.outcome).toBe('needs_input');
    if (evaluation.outcome === 'needs_input') expect(evaluation.question).toContain('40% deposit');
  });

  it('an attachment with no new term leaves the answer to complete', () => {
    const reply = {
      ...them('Confirmed for 3 June. Price EUR 1,180, booking reference BB-2207. Quote attached.', 2),
      attachments: [
        {
          attachmentId: 'a1',
          filename: 'quote-2207.txt',
          contentType: 'text/plain',
          size: 80,
          text: 'Coach 49 seats, 3 June 2027: EUR 1,180.\nPayment on invoice after the trip.',
        },
      ],
    };
    expect(evaluateReply(ctx, reply, validator, [us('Hello', 1), reply]).outcome).toBe('goal_achieved');
  });
});

describe('the minimum’s own figure, not another in its sentence', () => {
  it('a size written before the minimum quantity does not pass for it', () => {
    const goal = 'Get a price per m² for 300 m² of the 20x20 cm wall tile Azul';
    const c = find('A encomenda mínima para o azulejo Azul 20x20 é de 500 m², ao preço de 34,90 EUR/m².', goal);
    expect(c?.kinds).toContain('minimum');
  });
});

describe('a "fully booked" that offers another date is an offer for the client, not a refusal', () => {
  const validator = createResultSchemaValidator();
  const ctx = brainContext({
    objective: 'Check whether Gasthof Linde has a function room for 30 people on 14 May 2027 and its price',
    properties: { available: { type: 'boolean' }, priceEUR: { type: 'number' } },
  });

  it('with another date offered, the client is asked, quoting it', () => {
    const reply = them('Am 14. Mai sind wir leider ausgebucht. Wir könnten Ihnen stattdessen den 21. Mai anbieten.', 2);
    const evaluation = evaluateReply(ctx, reply, validator, [us('Hallo', 1), reply]);
    expect(evaluation.outcome).toBe('needs_input');
    if (evaluation.outcome === 'needs_input') expect(evaluation.question).toContain('21. Mai');
  });

  it('with nothing offered, it stays a refusal', () => {
    const reply = them('Am 14. Mai sind wir leider ausgebucht.', 2);
    expect(evaluateReply(ctx, reply, validator, [us('Hallo', 1), reply]).outcome).toBe('rejected');
  });
});

describe('"to book it", "required to confirm" hold the booking only with a payment in their clause', () => {
  it.each([
    ['en', 'The room is €480 for the day, just let me know if you want to book it.'],
    ['en', 'The day rate is €480 including coffee; a signed booking form is required to confirm.'],
    ['en', 'It comes to £620 for the day, and we can confirm this as soon as you reply.'],
    ['en', 'The hall costs €350, so tell us by Friday if you would like to reserve it.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, DATE)?.kinds ?? []).not.toContain('deposit');
  });
  it.each([
    ['en', 'The day rate is €480; €150 is required to confirm.'],
    ['en', 'The room is €480 for the day, and £200 will secure the date.'],
    ['en', 'The day rate is €480. A payment of €100 is needed to book it.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, DATE)?.kinds).toContain('deposit');
  });
});

describe('"taken" or "gone" speak of a day only with a day as their subject, and only the client\'s day', () => {
  it.each([
    ['en', 'Payment is taken on arrival. We recommend arriving by 9:00.'],
    ['en', 'Orders are taken until noon, we suggest ordering the day before.'],
    ['en', 'The 15th is taken, but the 14th is still free.'],
    ['en', 'Bookings are taken by phone; we would suggest calling in the morning.'],
    ['en', 'Your coats are taken at the door, and we recommend the set menu at €48.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, DATE)?.kinds ?? []).not.toContain('alternative');
  });
  it.each([
    ['en', 'The 14th is taken, but the 21st is still free.'],
    ['en', 'Sorry, that date is already gone; we could offer the 21st instead.'],
    ['en', 'The 14th of May has been taken. How about the 15th?'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text, DATE)?.kinds).toContain('alternative');
  });
  it('other languages still read a refusal of the day', () => {
    expect(find('Am 14. Mai sind wir leider ausgebucht, der 21. wäre noch frei.', DATE)?.kinds).toContain(
      'alternative',
    );
    expect(find("Le 14 mai n'est pas disponible, nous pouvons vous proposer le 21.", DATE)?.kinds).toContain(
      'alternative',
    );
  });
});
