import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * A refusal by its shape: the writer sends us to another firm for what we asked, and says no
 * somewhere (guards/referrals.ts); never when the reply prices something or only suggests a
 * specialist for one part beside an answer, nor when a cleft puts one part's no in focus ("lo que
 * no podemos ofrecer es comida kosher").
 */
describe('sent elsewhere, with a no: a refusal', () => {
  it.each([
    [
      'nl',
      'Sinds 1 januari werken wij uitsluitend voor uitgeverijen; losse opdrachten lukken ons niet meer. Misschien kan Binderij De Kaft in Leiden u verder helpen.',
    ],
    ['nl', 'Met twee man in de werkplaats lukt het ons niet meer. Ik moet u dus helaas teleurstellen.'],
    [
      'it',
      'La nostra attività è rivolta esclusivamente alle farmacie, per questo non ci è possibile inviarle il listino. Le suggeriamo di rivolgersi a un deposito dentale della sua zona.',
    ],
    [
      'de',
      'Den fünften Stock ohne Aufzug machen wir nicht mehr. Vielleicht fragen Sie bei einer Möbelspedition mit Außenaufzug nach.',
    ],
    [
      'fr',
      "Nous ne faisons plus de contrôle d'accès électronique. Un intégrateur en sûreté électronique sera bien mieux placé que nous.",
    ],
    ['es', 'Ya no trabajamos con particulares, lo siento. Le recomiendo que contacte con una empresa de su zona.'],
    ['pt', 'Infelizmente já não fazemos instalações residenciais. Sugiro que contacte um instalador da sua zona.'],
    ['en', "We don't do commercial kitchens any more, I'm afraid. I'd suggest trying a specialist extraction firm."],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    // a price beside the referral: the reply is read (and the client asked when it declines)
    "We don't stock the chairs, I'd suggest trying Smith & Co; the tables are €48 each.",
    // a referral with no no: advice, not a refusal
    'For the framing I would recommend contacting our partner, they are excellent.',
    // a question beside it
    "We don't do the 14th. I'd suggest trying our Leeds branch, or could you do the 15th?",
    // a cleft puts one part in focus: the rest stands
    'La opción vegana la tenemos siempre. Lo que no podemos ofrecer es comida kosher.',
    "Vegan is always on the buffet. What we can't offer is kosher food, I'm afraid.",
  ])('not a refusal: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});
