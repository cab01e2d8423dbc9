import { describe, expect, it } from 'vitest';
import { findDecline } from '../../services/worker/brain/guards/declines.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * Declines by their shape (guards/declines.ts): an inability whose verb is the whole request, in
 * the seven reading languages; not-served statements of capacity and clientele
 * (guards/not-served.ts); and what only looks like a no: one part of the job declined, a price
 * beside it, a question, an offer, a service that stopped beside a quote.
 */
describe('declines and closed books: a refusal', () => {
  it.each([
    ['en', 'Having looked at the drawings, I regret we are not in a position to take this on.'],
    ['en', 'Our crews are committed elsewhere all summer, so we will not be able to assist on this occasion.'],
    ['en', 'Since we already represent the landlord, we are unable to act for you in this matter.'],
    ['en', "We're booked out for the foreseeable future, sorry. Best of luck with the move."],
    ['en', 'At the moment we are not accepting new clients.'],
    ['en', 'We work only for our existing clients these days.'],
    ['de', 'Nach Prüfung Ihrer Unterlagen können wir Ihnen hier leider nicht weiterhelfen.'],
    ['de', 'Wir müssen Ihnen diesmal leider absagen, die Kolonne ist auf lange Sicht verplant.'],
    ['de', 'Derzeit nehmen wir keine neuen Mandate an.'],
    ['fr', "Après vérification, nous ne pourrons malheureusement pas vous faire d'offre."],
    ['fr', 'Le gîte affiche complet cet été, nous en sommes désolés.'],
    ['fr', "Nous n'acceptons plus de nouveaux clients depuis janvier."],
    ['it', 'Purtroppo non siamo in grado di accogliere la sua richiesta.'],
    ['it', 'Al momento non accettiamo nuovi clienti.'],
    ['es', 'Lamentablemente no estamos en condiciones de ofrecerle un presupuesto.'],
    ['es', 'Por ahora no aceptamos nuevos clientes.'],
    ['pt', 'Infelizmente não conseguimos apresentar-lhe uma proposta.'],
    ['pt', 'Neste momento não aceitamos novos clientes.'],
    ['nl', 'Onze agenda zit tot de zomer helemaal vol, dus we kunnen je helaas niet helpen.'],
    ['nl', 'Op dit moment nemen we geen nieuwe opdrachten meer aan.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    // one part of the job declined: the reply is read
    "We can't help with the delivery, but the cabinet itself is ready to collect.",
    'We cannot quote for the extra tiling until we see it.',
    'Unfortunately we are unable to accommodate you on the 14th. The 15th is still open.',
    'Leider können wir Ihnen beim Aufbau nicht helfen, die Lieferung übernehmen wir gern.',
    // a price, a question or an offer beside the no
    'We are booked out in March; in April the job would be €2,300.',
    'We are not taking on new clients right now. Could you wait until May?',
    "Non siamo in grado di farle un'offerta per la posa, però possiamo proporle il solo materiale.",
    // a no bounded in time: the client may wait (not-served.ts offersNothing, alternative-offers.ts)
    "We're booked out until the autumn, sorry. Best of luck with the move.",
    'Wir müssen Ihnen diesmal leider absagen, die Kolonne ist bis Juni verplant.',
    // a service that stopped, beside a quote for the rest
    'The repair comes to € 640, collection and return we no longer do.',
    'Ophalen doen we helaas niet meer, de reparatie kost € 480.',
  ])('not a refusal: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });

  it('needs the whole request as the verb: a narrower object after it is no decline', () => {
    expect(findDecline(foldForMatching('We are unable to help you on this occasion.'))).toBeDefined();
    expect(findDecline(foldForMatching('We are unable to help you before the 20th.'))).toBeUndefined();
    expect(findDecline(foldForMatching('We cannot quote the stair nosings.'))).toBeUndefined();
  });
});
