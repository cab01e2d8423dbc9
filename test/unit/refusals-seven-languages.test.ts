import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';
import { newTextOf } from '../../services/worker/brain/regions/reply-regions.js';
import { SIGNAL_CRAFTED } from '../support/crafted-texts.js';

/** Refusals and opt-outs as people write them, in the seven reading languages; and what is neither. */

describe('refusals (guards/refusals.ts)', () => {
  it.each([
    ['en', "Thanks for thinking of us, but we'll pass this time."],
    ['en', "We won't be quoting for this one, we're flat out until spring."],
    ['en', "I'm afraid we're fully booked that week."],
    ['en', 'We no longer do that kind of work, sorry.'],
    ['en', "We've decided not to proceed with a quote."],
    ['en', "That's not something we offer, I'm afraid."],
    ['en', 'We are not interested in taking on catalogue work at the moment.'],
    ['en', 'Not interested in garden work, sorry.'],
    ['de', 'Danke für die Anfrage, aber kein Bedarf.'],
    ['de', 'Daran haben wir leider kein Interesse.'],
    ['de', 'Wir sind im März leider komplett ausgebucht.'],
    ['de', 'Wir haben leider keine Kapazitäten für weitere Projekte.'],
    ['de', 'Von einem Angebot sehen wir daher ab.'],
    ['fr', 'Nous ne donnerons pas suite à votre demande.'],
    ['fr', 'Votre proposition ne nous intéresse pas.'],
    ['fr', "Nous n'avons plus la capacité de prendre ce chantier."],
    ['es', 'Gracias, pero no tenemos interés.'],
    ['es', 'No vamos a presentar oferta para este proyecto.'],
    ['es', 'Lo sentimos, estamos completos hasta julio.'],
    ['es', 'Ya no hacemos ese tipo de trabajos.'],
    ['it', 'Grazie, ma non siamo interessati.'],
    ['it', 'Siamo al completo per quelle date.'],
    ['it', 'Non abbiamo la disponibilità per questo lavoro, rinunciamo.'],
    ['nl', 'Wij zien af van deelname.'],
    ['nl', 'Bedankt, maar geen behoefte.'],
    ['nl', 'We zijn helaas volgeboekt in die periode.'],
    ['pt', 'Obrigada, mas não temos interesse.'],
    ['pt', 'Não vamos avançar com a proposta.'],
    ['pt', 'Estamos lotados nessa semana.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    'We are not interested in a deposit, payment on delivery is fine; the total is €2,400.',
    'Kein Bedarf an einer Anzahlung, Zahlung bei Lieferung, Preis 480 €.',
    "Nous ne sommes pas intéressés par l'option d'assurance, le prix est de 480 €.",
    'No estamos interesados en la garantía extendida; el precio es 1.200 €.',
    'Non siamo interessati alla consegna express, il prezzo è 900 €.',
    'Wij hebben geen interesse in de verzekering; de prijs is € 450.',
    'Não temos interesse no seguro adicional; o preço é 300 €.',
    'Delivery takes no longer than 3 days.',
    'We no longer than a week ago shipped the same model.',
    'Wir sehen ab Montag freie Termine.',
    'Ik zie af en toe zulke aanvragen.',
    'El pedido está completo y sale mañana.',
    'I documenti sono completi.',
    'O produto está esgotado até março.',
    'We are not fully booked, the room is free on the 14th.',
  ])('not a refusal: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});

describe('opt-outs as people write them', () => {
  it.each([
    ['en', "I'd like to be removed from your mailing list."],
    ['en', 'Please opt us out of these emails.'],
    ['de', 'Bitte streichen Sie uns aus dem Verteiler.'],
    ['fr', 'Merci de ne plus nous solliciter.'],
    ['es', 'No vuelvan a escribirme, por favor.'],
    ['it', 'Vi preghiamo di non contattarci più.'],
    ['nl', 'Graag geen mails meer.'],
    ['nl', 'Wilt u ons niet meer mailen?'],
    ['pt', 'Por favor, não nos contactem mais.'],
    ['pt', 'Parem de me enviar estes emails.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: true });
  });

  it.each([
    'The price is €48; you can use the unsubscribe link if you prefer the newsletter off.',
    'You can opt out of the extended warranty, which saves €40.',
    'Please remove the old boiler from the site before we start.',
  ])('not an opt-out: %s', (text) => {
    expect(replySignal(text)).not.toMatchObject({ optOut: true });
  });

  it('an opt-out in quoted history or a footer is not the writer’s', () => {
    const reply = [
      'The price is €48 per table, delivery on 14 March.',
      '',
      'Best regards,',
      'Sam',
      '',
      'On Mon, 23 Nov 2026 at 10:00, Alex wrote:',
      '> Please stop emailing us about this.',
    ].join('\n');
    expect(replySignal(newTextOf(reply)).kind).toBe('none');
  });
});

describe('crafted text', () => {
  it('a long text of near-matches returns, read by its first phrase (its time: npm run bench:patterns)', () => {
    expect(replySignal(SIGNAL_CRAFTED).kind).toBe('refusal');
  });
});

describe('auto-replies that say when they are back', () => {
  it.each([
    "Thanks for your message. I'll be back in the office on 14 May and will reply then.",
    'Vielen Dank für Ihre Nachricht. Ab dem 14.05. bin ich wieder im Büro.',
    'Merci pour votre message. Je serai absente jusqu’au 14 mai.',
    'Gracias por su mensaje. Estaré de vuelta el 14 de mayo.',
    'Grazie per il messaggio, rientrerò in ufficio il 14 maggio.',
    'Bedankt voor uw bericht. Ik ben tot en met 14 mei afwezig.',
    'Obrigado pela mensagem. Estou fora do escritório até 14 de maio.',
  ])('%s', (text) => {
    expect(replySignal(text).kind).toBe('auto_reply');
  });

  it.each([
    'I was back in the office on Monday and checked: delivery is on 14 May.',
    'Die Ware ist ab dem 14.05. wieder lieferbar.',
  ])('not an auto-reply: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});

describe('"remove" in other senses', () => {
  it.each([
    'Please remove us from the Friday delivery round, Thursday suits better. The price stays €48.',
    'Can you take me off the 8am slot and put me on 10am?',
  ])('not an opt-out: %s', (text) => {
    expect(replySignal(text)).not.toMatchObject({ optOut: true });
  });
  it.each([
    'Please remove us from your mailing list.',
    'Take me off your list, thanks.',
    'Delete my address from your database.',
  ])('an opt-out: %s', (text) => {
    expect(replySignal(text)).toMatchObject({ optOut: true });
  });
});
