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
