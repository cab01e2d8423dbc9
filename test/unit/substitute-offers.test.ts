import { describe, expect, it } from 'vitest';
import { ALTERNATIVE, UNAVAILABLE } from '../../services/worker/brain/readers/lexicons/changed-terms.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * What was asked is gone ("no slots left that week", "sont déjà complets", "já não tem vagas")
 * and something else is offered in its place ("otherwise we still have two private rooms", "sinon,
 * il nous reste …", "the first date we can do is …", "a primeira data que conseguimos"): a
 * substitute, the client's to accept. Before, a private room's price was delivered for the dorm
 * beds asked, and an exam date a month after the week asked was concluded.
 */

const OBJECTIVE = 'Book 8 dorm beds for the nights of 26 to 28 March and get the price per person per night';
const props = { pricePerPersonPerNight: { type: 'number', description: 'EUR per person per night, dorm bed' } };

describe('a substitute offered for what is gone goes to the client', () => {
  it.each([
    [
      'en',
      'Sorry, we have no beds left in the dorms for those nights. Otherwise we still have two private rooms at €42 per person per night.',
      'private',
    ],
    [
      'de',
      'Leider sind die Schlafsäle an diesen Nächten ausgebucht. Wir haben aber noch zwei Familienzimmer zu 42 € pro Person und Nacht.',
      'Familienzimmer',
    ],
    [
      'fr',
      'Nos dortoirs sont malheureusement complets ces nuits-là. Sinon, il nous reste une chambre de 6 à 42 € par personne et par nuit.',
      'chambre',
    ],
    [
      'es',
      'Lo siento, no nos quedan plazas en los dormitorios esas noches. Nos quedan dos habitaciones privadas a 42 € por persona y noche.',
      'habitaciones',
    ],
    [
      'it',
      'Purtroppo le camerate sono al completo per quelle notti. Altrimenti ci restano due camere private a 42 € a persona a notte.',
      'camere',
    ],
    [
      'nl',
      'Helaas zijn er geen bedden meer vrij op de slaapzalen. Er zijn nog twee privékamers vrij à € 42 per persoon per nacht.',
      'privékamers',
    ],
    [
      'pt',
      'Infelizmente já não temos vagas nas camaratas nessas noites. Ainda temos dois quartos privados a 42 € por pessoa por noite.',
      'quartos',
    ],
  ])('%s', async (_, text, word) => {
    const got = await evaluateOneReply(OBJECTIVE, text, props);
    expect(askedOf(got)).toContain(word);
  });

  it.each([
    ['en', 'We have no availability on the 14th, the first date we can do is the 21st.'],
    ['de', 'Wir haben keine freien Termine mehr in der Woche, der erste freie Termin ist am 21.'],
    ['es', 'No hay plazas esa semana; la primera fecha que tenemos es el día 21.'],
    ['pt', 'O IMT já não tem vagas nessa semana; a primeira data que conseguimos é dia 21.'],
  ])('a later first date is an alternative (%s)', (_, text) => {
    const f = foldForMatching(text);
    expect(UNAVAILABLE.test(f)).toBe(true);
    expect(ALTERNATIVE.test(f)).toBe(true);
  });

  it.each([
    ['en', 'There is no problem with availability on those nights.'],
    ['fr', "Il n'y a aucun souci, nous avons de la place."],
    ['it', 'Non ci sono problemi per quelle notti.'],
  ])('availability without a lack is no unavailability (%s)', (_, text) => {
    expect(UNAVAILABLE.test(foldForMatching(text))).toBe(false);
  });

  it('the dorm price is delivered when the dorm is free', async () => {
    const got = await evaluateOneReply(
      OBJECTIVE,
      'The dorm beds are €24 per person per night for those nights.',
      props,
    );
    expect(got.outcome === 'goal_achieved' ? got.result : got).toEqual({ pricePerPersonPerNight: 24 });
  });
});
