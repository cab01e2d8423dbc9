import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * A no to one date, one customer group or one offer that leaves a way forward is no refusal of
 * the request (guards/alternative-offers.ts, not-served.ts): another date, something free, a
 * condition, or a narrower object than the whole business. The ordinary reading decides.
 */
describe('a no with a way forward is not a refusal', () => {
  it.each([
    // the reviewer's phrasings
    'The 14th is booked out. The 21st is still open if that suits.',
    'Le samedi 14 affiche complet, mais le dimanche 15 est libre.',
    'Onze planning zit in maart vol, maar in april kan het wel.',
    "We're booked out until May, after that we can fit you in.",
    'We are unable to proceed. A deposit is needed first.',
    'Sorry, the loyalty discount is only for existing customers. Standard pricing applies.',
    'Der Treuerabatt gilt nur für Stammkunden, ansonsten gilt der normale Preis.',
    // our own, other trades and languages
    "We're fully booked that weekend, but the following Saturday is available.",
    'Wir sind im Mai ausgebucht, ab dem 3. Juni ist die Kolonne wieder frei.',
    'Siamo al completo a luglio, ma a settembre la sala è libera.',
    'Estamos completos el viernes; el sábado 12 sigue libre.',
    'Affichons complet en août, nous pourrons intervenir dès septembre.',
    'We are not taking on new clients until the survey is signed off; once it is, we can start.',
    'We zitten vol, maar zodra er een plek vrijkomt bellen we u.',
    'Não aceitamos novos clientes este mês; a partir de outubro temos vaga.',
    'The early-bird rate is only for existing customers; the standard rate still applies to you.',
  ])('not a refusal: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });

  it.each([
    ['en', 'We are fully booked out and not taking on any new clients. Sorry we cannot help.'],
    ['en', 'We only work for our existing customers these days, so we must pass.'],
    ['de', 'Wir nehmen keine neuen Kunden an und arbeiten nur noch für unsere Stammkunden.'],
    ['fr', "Nous n'acceptons plus de nouveaux clients depuis janvier."],
    ['nl', 'Wij nemen geen nieuwe klanten meer aan.'],
    ['it', 'Non accettiamo più nuovi clienti, ci dispiace.'],
  ])('still a refusal (%s): %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal' });
  });

  it('a bare "unable to proceed" is no decline of the whole request', () => {
    expect(replySignal('We are unable to proceed with the order as it stands.').kind).toBe('none');
  });
});
