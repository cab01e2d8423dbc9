import { describe, expect, it } from 'vitest';
import { findRequests, requestBeforeAnswer } from '../../services/worker/brain/guards/data-requests.js';
import { askedOf as asked, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A request the counterparty's answer waits on ("before we can confirm we need the operator's
 * name", "je dois avoir avant de bloquer la machine …, sans quoi", "necesitamos, antes de nada,
 * …") makes a complete answer provisional: the client is asked, the request quoted, unless the
 * case's knowledge answers it. A request for later leaves the answer standing.
 */

describe('a request the answer waits on goes to the client beside a complete answer', () => {
  const LIFT = 'Hire a 12 m boom lift without operator from 8 to 10 December 2026 and get the daily rate';
  const lift = {
    dailyRateEUR: { type: 'number', description: 'EUR per day excl. VAT' },
    bookingConfirmed: { type: 'boolean' },
  };
  it.each([
    [
      'fr',
      'Le tarif est de 165 € HT par jour. La machine est disponible, mais je dois avoir avant de la bloquer le nom du conducteur et une copie de son CACES, sans quoi je ne peux rien confirmer.',
    ],
    [
      'en',
      "The rate is €165 per day and the lift is free on those dates. Before we can confirm the booking we will need the operator's name and a copy of his IPAF card.",
    ],
    [
      'es',
      'La tarifa es de 165 € al día, la reserva no está confirmada: necesitamos, antes de nada, el nombre del operador y su carnet PEMP, de lo contrario no podemos bloquear la máquina.',
    ],
    [
      'de',
      'Der Tagessatz beträgt 165 € netto, die Buchung ist noch nicht bestätigt. Bevor wir die Bühne reservieren, benötigen wir den Namen des Bedieners und eine Kopie seines Bedienerausweises.',
    ],
    [
      'it',
      "La tariffa è di 165 € al giorno, prenotazione non ancora confermata. Abbiamo bisogno del nome dell'operatore e del suo patentino prima di poter bloccare la macchina.",
    ],
  ])('%s', async (_lang, text) => {
    const question = asked(await evaluateOneReply(LIFT, text, lift));
    expect(question.toLowerCase()).toMatch(/caces|ipaf|pemp|bediener|patentino/);
  });

  it('a request for later leaves the answer standing', async () => {
    const got = await evaluateOneReply(
      LIFT,
      'The rate is €165 per day and the booking is confirmed. Please send us your PO number when you order.',
      lift,
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { dailyRateEUR: 165, bookingConfirmed: true } });
  });

  it('a request the case knowledge answers is not put to the client', () => {
    const text = "Before we can confirm we need the operator's name and his IPAF card.";
    expect(requestBeforeAnswer(text, () => 'Operator: Jo Bloggs, IPAF 3a/3b')).toBeUndefined();
    expect(requestBeforeAnswer(text, () => undefined)).toBe(text);
  });

  it('a range with a request for data stores no premium', async () => {
    const got = await evaluateOneReply(
      'Get an annual premium quote for our 10 company cars',
      'Para poder cotizar necesitamos, antes de nada, la relación de conductores con su fecha de nacimiento. Orientativamente, una flota así ronda los 9.500 € anuales, pero la prima definitiva dependerá de esos datos.',
      { annualPremiumEUR: { type: 'number', description: 'firm annual premium in EUR' } },
    );
    expect(asked(got)).toContain('conductores');
  });
});

describe('a request read past an aside or the items it is asked for', () => {
  it.each([
    'Para poder tarificar necesito de cada furgoneta la matrícula y el año de matriculación.',
    'To price it we need, first of all, the registration and year of each van.',
    'We need for each van the registration number and the year.',
    'Pour le devis il me faut pour chaque véhicule la carte grise.',
    'Per il preventivo ci serve la targa di ogni furgone.',
  ])('%s', (text) => {
    expect(findRequests(`Hola,\n\n${text}\n\nUn saludo`)).toEqual([text]);
  });
  it('a need of time is still no request', () => {
    expect(findRequests('Necesitamos, como siempre, unos días para preparar la oferta.')).toEqual([]);
  });
});
