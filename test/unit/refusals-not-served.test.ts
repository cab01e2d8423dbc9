import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * Polite refusals without a stock phrase (guards/not-served.ts): the writer does not serve this
 * kind of customer, job size or area and offers nothing the goal could use. And the replies that
 * only look like it: a usable alternative, a price, a question, a cost term, a negated phrase.
 */
describe('not served: a refusal (guards/not-served.ts)', () => {
  it.each([
    [
      'en',
      'Thanks for asking. We only sell to registered contractors, so we cannot open an order for a private house.',
    ],
    [
      'en',
      "Kind of you to think of us; we don't supply private customers, only garden centres. Try the nursery on Mill Lane.",
    ],
    ['en', "We don't take on jobs under 50 metres of fencing any more, it isn't worth the van for either of us."],
    ['en', 'Your village is outside our delivery area, sorry. A local yard will help you better.'],
    [
      'de',
      'Vielen Dank für Ihre Anfrage. Wir liefern ausschließlich an Fachhandelspartner, eine Privatbestellung ist nicht möglich.',
    ],
    ['de', 'Ihr Ort liegt leider außerhalb unseres Liefergebiets. Fragen Sie am besten einen Betrieb vor Ort.'],
    ['de', 'Aufträge unter 20 Quadratmetern nehmen wir leider nicht mehr an.'],
    [
      'fr',
      "Merci de votre message. Nous ne travaillons qu'avec des professionnels du bâtiment, un artisan de votre secteur saura vous aider.",
    ],
    ['fr', 'Nous ne nous déplaçons plus pour des interventions de moins de deux heures, ce ne serait pas raisonnable.'],
    ['fr', 'Votre commune est hors de notre secteur, je vous conseille un confrère local.'],
    [
      'it',
      'Grazie del pensiero. Lavoriamo esclusivamente con rivenditori autorizzati: può trovare il più vicino sul nostro sito.',
    ],
    ['it', 'Mi spiace, non vendiamo ai privati. Si rivolga a un negozio della sua città.'],
    [
      'es',
      'Muchas gracias por escribirnos. No trabajamos con particulares, solo con instaladores; le recomiendo buscar uno en su zona.',
    ],
    ['es', 'Su pueblo queda fuera de nuestra zona de reparto, lo siento.'],
    ['pt', 'Obrigado pelo contacto. Só vendemos a revendedores, pelo que não conseguimos atender o seu pedido.'],
    ['pt', 'Não trabalhamos com particulares; um instalador da sua zona poderá ajudar.'],
    [
      'nl',
      'Dank voor uw bericht. Wij leveren uitsluitend aan de vakhandel; een winkel bij u in de buurt kan u verder helpen.',
    ],
    ['nl', 'Uw adres ligt helaas buiten ons werkgebied.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    // a usable alternative from the writer, a condition, a price, a question: the client decides
    'We only sell to registered contractors, but we can open a trade account for you in a day.',
    'We only supply trade accounts; the weekly price for your order would be £85 once registered.',
    'We only supply businesses. Do you have a company number?',
    "Nous ne travaillons qu'avec des professionnels, sauf si vous passez par votre artisan.",
    'Non vendiamo ai privati, però possiamo proporle il nostro rivenditore con lo stesso listino: 24 € al metro.',
    'No trabajamos con particulares a menos que el pedido sea de obra completa.',
    'Wir liefern nur an Gewerbekunden, wir können Ihnen aber gerne ein Kundenkonto anlegen.',
    // a cost term, not a no
    'Deliveries to addresses that fall outside our area carry a surcharge.',
    'Per le consegne fuori zona chiediamo un piccolo supplemento.',
    // negated: the opposite
    'Non lavoriamo solo con imprese: seguiamo volentieri anche i privati.',
    'No trabajamos solo con empresas, también con particulares.',
    'We not only supply the trade; private customers are welcome too.',
  ])('not a refusal: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});
