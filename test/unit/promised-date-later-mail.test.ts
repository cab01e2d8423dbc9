import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * The date a promise announced, given bare in a later mail (guards/promised-date.ts): "on dates I
 * need to check with Sam, I'll come back to you", then "Sam can do Tuesday 8 December". The later
 * mail does not name the field again; the one date in it is the answer. Never when it holds two
 * dates, asks, denies, gives a past date, or when nothing was promised before.
 */

const AT = Date.parse('2026-11-23T10:00:00Z'); // a Monday
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = brainContext({
  objective: 'Book the annual boiler service and get its date and price',
  properties: {
    visitDate: { type: 'string', description: 'YYYY-MM-DD' },
    priceEUR: { type: 'number', description: 'price in EUR' },
  },
});
const first = us('Could you let me know the visit date and the price?', AT - 60_000);

async function after(promise: string, later: string) {
  const one = them(promise, AT, 'm1');
  const two = them(later, AT + 86_400_000, 'm2');
  return brain.evaluateReply(ctx, { transcript: [first, one, two], latest: two });
}

describe('the promised date, given bare in a later mail', () => {
  it.each([
    [
      'en',
      "The service is €95. For the day I need to check with Sam's rota; I'll come back to you tomorrow.",
      'Sam can do Tuesday 8 December, from 8am.',
    ],
    [
      'en',
      "It's €95 all in. Dates: let me check the diary and get back to you.",
      'Good news: Tuesday 8th December works for Sam.',
    ],
    [
      'de',
      'Die Wartung kostet 95 €. Den Termin muss ich noch mit unserem Techniker klären, ich melde mich.',
      'Herr Weber kommt am Dienstag, 8. Dezember, gegen 8 Uhr.',
    ],
    [
      'fr',
      "L'entretien est à 95 €. Pour le jour, je dois vérifier avec le technicien et je reviens vers vous.",
      'Le technicien passera le mardi 8 décembre dans la matinée.',
    ],
    [
      'es',
      'El mantenimiento son 95 €. El día te lo confirmo mañana, tengo que ver la agenda del técnico.',
      'El técnico pasa el martes 8 de diciembre a primera hora.',
    ],
    [
      'it',
      'La manutenzione costa 95 €. Per il giorno devo sentire il tecnico e vi faccio sapere.',
      'Il tecnico passa martedì 8 dicembre in mattinata.',
    ],
    [
      'nl',
      'Het onderhoud kost € 95. De datum moet ik even afstemmen met de monteur, ik laat het je weten.',
      'De monteur komt dinsdag 8 december om acht uur.',
    ],
  ])('%s', async (_lang, promise, later) => {
    expect(await after(promise, later)).toMatchObject({
      outcome: 'goal_achieved',
      result: { priceEUR: 95, visitDate: '2026-12-08' },
    });
  });

  it.each([
    ['two dates', 'Sam can do Tuesday 8 December, or else Thursday 10 December.'],
    ['a question', 'Would Tuesday 8 December suit you?'],
    ['a denial', 'Sam cannot do Tuesday 8 December after all.'],
    ['a past date', 'Sam came by on Friday 20 November.'],
    ['another promise', 'Tuesday 8 December might work, I will confirm tomorrow.'],
  ])('never: %s', async (_why, later) => {
    const got = await after("The service is €95. For the day I'll come back to you tomorrow.", later);
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it('never without an earlier promise', async () => {
    const got = await after('The service is €95.', 'Sam can do Tuesday 8 December.');
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it('never for a schema with two date fields', async () => {
    const two = brainContext({
      objective: 'Get the visit date, the report date and the price',
      properties: {
        visitDate: { type: 'string', description: 'YYYY-MM-DD' },
        reportDate: { type: 'string', description: 'YYYY-MM-DD' },
        priceEUR: { type: 'number', description: 'price in EUR' },
      },
    });
    const one = them("The service is €95, report within the week. Dates: I'll come back to you tomorrow.", AT, 'm1');
    const later = them('Sam can do Tuesday 8 December.', AT + 86_400_000, 'm2');
    const got = await brain.evaluateReply(two, { transcript: [first, one, later], latest: later });
    expect(got.outcome).not.toBe('goal_achieved');
  });
});

/**
 * Review of round 14: the promised date from a later mail (guards/promised-date.ts). After an
 * earlier promise to come back, a later mail's one future date is the missing date field only when
 * its sentence states it as the day of doing (someone can do, comes, or the day is accepted or
 * booked); never a closure, an absence, a date someone is busy until, a price list's or a quote's
 * date, a range, a hedge or a condition, nor a date whose sentence names another field.
 */
const PROMISE = "The service is €95. For the day I'll come back to you tomorrow.";
describe('the promised date: a later date that is no day of doing is asked', () => {
  it.each([
    // The reviewer's phrasings.
    ['a closure', 'Just so you know, our office is closed on Friday 4 December for staff training.'],
    ['an absence', 'Sam is on holiday until Monday 7 December.'],
    ['busy until', 'Sam is booked solid until Tuesday 8 December, sorry.'],
    ['a price list', 'Our new price list applies from 1 January 2027.'],
    ['an absence (de)', 'Herr Weber ist bis zum 7. Dezember im Urlaub.'],
    ['a range (de)', 'Unser Büro ist vom 24. Dezember bis 2. Januar geschlossen.'],
    ['a hedge', 'Sam could maybe do Tuesday 8 December, but I would need to double check.'],
    // Ours, of the same kinds.
    ['away from', 'Sam is away from Monday 7 December.'],
    ['a closure (fr)', 'Le bureau sera fermé le vendredi 4 décembre.'],
    ['a price list (es)', 'Los nuevos precios se aplican a partir del 1 de enero de 2027.'],
    ['an absence (it)', 'Il tecnico è in ferie fino al 7 dicembre.'],
    ['an absence (nl)', 'Onze monteur is tot 7 december op vakantie.'],
    ['prices go up', 'Our prices go up on 1 January 2027.'],
    ['a condition', 'Sam can come on Tuesday 8 December if the part arrives in time.'],
    ['a hedge (de)', 'Herr Weber kommt vielleicht am Dienstag, 8. Dezember.'],
    ['a bare date of nothing', 'Our new office opens on Tuesday 8 December.'],
    ['a training', 'Sam is on a training course on Tuesday 8 December.'],
    ['another job', "Sam will do the Smiths' boiler on Tuesday 8 December."],
    ['a closure (es)', 'La oficina estará cerrada el martes 8 de diciembre.'],
    ['an absence (pt)', 'O técnico está de férias até 7 de dezembro.'],
  ])('%s', async (_why, later) => {
    const got = await after(PROMISE, later);
    expect((got as { result?: Record<string, unknown> }).result?.['visitDate']).toBeUndefined();
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each([
    ['the quote valid until', 'The price is €95; the quote is valid until 31 December.'],
    ['the offer valid until (de)', 'Der Preis ist 95 €, das Angebot gilt bis zum 31. Dezember.'],
    ['the offer valid until (fr)', "Le prix est de 95 €, l'offre est valable jusqu'au 31 décembre."],
  ])('a validity beside the price is no visit day: %s', async (_why, later) => {
    const got = await after("I need to check the price and the diary with my manager, I'll get back to you.", later);
    expect((got as { result?: Record<string, unknown> }).result?.['visitDate']).toBeUndefined();
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each([
    ['a deposit', 'Please pay the deposit by Friday 4 December to hold the slot.'],
    ['un acompte', "Merci de régler l'acompte avant le vendredi 4 décembre."],
    ['an out-of-office', 'I am out of the office until Monday 7 December with limited access to email.'],
  ])('held: %s', async (_why, later) => {
    const got = await after(PROMISE, later);
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each([
    ['can do', 'Sam can do Tuesday 8 December, from 8am.'],
    ['can take', 'Dave can take you on Tuesday 8 December.'],
    ['comes', 'Sam will come on Tuesday 8 December in the morning.'],
    ['works', 'Tuesday 8 December works for Sam.'],
    ['an opening', 'Sam has an opening on Tuesday 8 December.'],
    ['kommt', 'Herr Weber kommt am Dienstag, 8. Dezember.'],
    ['passera', 'Le technicien passera le mardi 8 décembre.'],
    ['fit you in', 'Sam can fit you in on Tuesday 8 December.'],
    ['kann am', 'Herr Weber kann am Dienstag, 8. Dezember.'],
    ['komt', 'De monteur komt dinsdag 8 december.'],
  ])('still the day of doing: %s', async (_why, later) => {
    expect(await after(PROMISE, later)).toMatchObject({
      outcome: 'goal_achieved',
      result: { priceEUR: 95, visitDate: '2026-12-08' },
    });
  });
});
