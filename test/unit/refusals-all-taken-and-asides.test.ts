import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * A polite no without a stock phrase: everything of the kind asked is taken ("every en-suite room
 * for 2027/28 was allocated", "we closed the waiting list"), or the kind of job asked is no longer
 * handled ("ya no tramitamos despachos que requieran inspección"). A price given for another
 * occasion or for the record ("For your records, this year's rents were £214", "Por si en otra
 * ocasión tienen carga general, nuestra tarifa es de 95 €") is no answer beside it: the reply is
 * still a refusal. Something left free, or a price that answers, keeps it from being one.
 */

describe('all of the kind taken, in the seven languages', () => {
  it.each([
    [
      'en',
      "I'm sorry to say that every en-suite and studio room at Kingsgate House for 2027/28 was allocated back in March, and we closed the waiting list last week. For your records, this year's rents were £214 per week.",
    ],
    ['en', 'All of our pitches for August have been taken, I am afraid.'],
    ['de', 'Leider sind alle Zimmer für das Semester bereits vergeben.'],
    ['fr', 'Malheureusement, toutes les chambres pour la rentrée ont déjà été attribuées.'],
    ['es', 'Lamentablemente todas las plazas del curso ya están asignadas.'],
    ['it', 'Purtroppo tutti i posti per il semestre sono già stati assegnati.'],
    ['nl', 'Helaas zijn alle kamers voor dit studiejaar al vergeven.'],
    ['pt', 'Infelizmente todos os quartos para o ano letivo já foram atribuídos.'],
    ['en, waiting list', 'The residence is full and the waiting list is now closed.'],
  ])('%s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    [
      'something still free',
      'Every en-suite room was allocated in March, but we still have two studios available at £262 a week.',
    ],
    ['one kind only, the rest priced', 'All the studios have been let; an en-suite room is £214 per week.'],
    ['the room allocated to them', 'Your room was allocated this morning: room 12, £214 per week.'],
  ])('no refusal: %s', (_name, text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});

describe('a job no longer handled, a price given for another occasion', () => {
  it.each([
    [
      'es',
      'Desde enero ya no tramitamos despachos que requieran inspección en el Puesto de Control Fronterizo. Por si en otra ocasión tienen carga general, nuestra tarifa estándar es de 95 € por DUA de importación.',
    ],
    [
      'de',
      'Zollabfertigungen mit Veterinärkontrolle wickeln wir nicht mehr ab. Für ein anderes Mal: unsere Standardgebühr liegt bei 95 €.',
    ],
    [
      'fr',
      'Nous ne traitons plus les dédouanements avec contrôle vétérinaire. Pour une prochaine fois, notre tarif standard est de 95 €.',
    ],
    ['en', 'We no longer handle those. For future reference, our standard fee is €95 per declaration.'],
  ])('%s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it('a price for the rest of the request keeps the reply an answer', () => {
    expect(replySignal('Pick-up we no longer do, but delivery is €95 per pallet.').kind).toBe('none');
  });
});

describe('a habit or one thing taken is no capacity gone', () => {
  it.each([
    'All orders are taken by phone between 8 and 10.',
    'All good, the 14th is taken.',
    'Toutes les mesures sont prises sur place par notre technicien.',
  ])('%s', (text) => {
    expect(replySignal(text).kind).not.toBe('refusal');
  });
});

it('a later cycle named open further on is no room for this one', () => {
  const text =
    "Every en-suite room for 2027/28 was allocated in March.\n\nFor your records, this year's rents were £214 per week.\n\nI hope you find something nearby; applications for 2028/29 open on 1 November.";
  expect(replySignal(text)).toMatchObject({ kind: 'refusal' });
});
