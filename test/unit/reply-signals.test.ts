import { describe, expect, it } from 'vitest';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { replySignal } from '../../services/worker/brain/reply-signals.js';
import { newTextOf } from '../../services/worker/brain/regions/reply-regions.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import type { CaseContext } from '../../services/worker/brain/brain.js';

describe('opt-out in four languages', () => {
  it.each([
    ['en', 'Please remove me from your mailing list.'],
    ['en', 'Take us off your list, thanks.'],
    ['en', 'Unsubscribe'],
    ['en', "Don't email me again."],
    ['en', 'Please stop contacting me about this.'],
    ['en', 'I want to opt out of these emails.'],
    ['de', 'Bitte nehmen Sie mich aus Ihrem Verteiler.'],
    ['de', 'Bitte kontaktieren Sie mich nicht mehr.'],
    ['de', 'Bitte tragen Sie mich aus der Liste aus.'],
    ['de', 'Ich möchte keine weiteren E-Mails erhalten.'],
    ['de', 'Bitte entfernen Sie mich aus Ihrem Verteiler.'],
    ['fr', 'Merci de ne plus me contacter.'],
    ['fr', 'Retirez-moi de votre liste de diffusion, s’il vous plaît.'],
    ['fr', 'Je souhaite me désinscrire.'],
    ['fr', 'Ne me contactez plus.'],
    ['es', 'Por favor, denme de baja de su lista.'],
    ['es', 'No me contacten más, gracias.'],
    ['es', 'Dejen de enviarme correos.'],
    ['es', 'Quiero darme de baja.'],
  ])('%s: %s', (_lang, text) => {
    expect(findOptOut(text)).toBeDefined();
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: true });
  });

  it.each([
    'Please remove the old address from the delivery note.',
    'We stopped production of that model last year.',
    'Die Lieferung kommt am Montag, bitte kontaktieren Sie mich bei Fragen.',
    'Je vous contacterai dès que possible.',
    'La baja temperatura no afecta al envío.',
    'The item was removed from our catalogue.',
  ])('not an opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeUndefined();
  });
});

describe('auto-replies and refusals in four languages', () => {
  it.each([
    ['I am out of the office until Monday, 3 March.', ''],
    ['Thanks for your email. I am currently on vacation with limited access to email.', ''],
    ['Back on the 5th.', 'Out of Office: Dana'],
    ['Vielen Dank für Ihre Nachricht. Ich bin bis zum 14. März nicht im Büro.', ''],
    ['Ich bin im Urlaub und ab dem 10. wieder erreichbar.', ''],
    ['Bin unterwegs.', 'Abwesenheitsnotiz: Ihre Anfrage'],
    ['Je suis absente jusqu’au 12 mars.', ''],
    ['Merci pour votre message.', 'Réponse automatique : votre demande'],
    ['Estoy fuera de la oficina hasta el lunes.', ''],
    ['Gracias por su correo.', 'Respuesta automática: su consulta'],
  ])('auto-reply: %s (subject %j)', (text, subject) => {
    expect(replySignal(text, subject)).toEqual({ kind: 'auto_reply' });
  });

  it('a person answering in the autoresponder\'s thread ("Re: Automatic reply: ...") is not one', () => {
    expect(
      replySignal('Sorry for the delay.\ndeliveryDate: 2027-03-25', 'Re: Automatic reply: Confirm the delivery date'),
    ).toEqual({ kind: 'none' });
  });

  it('a person who was away is not an autoresponder', () => {
    expect(replySignal('Sorry for the delay, I was out of the office last week. Delivery is on Friday.')).toEqual({
      kind: 'none',
    });
  });

  it.each([
    ['en', 'Thanks, but we are not interested.'],
    ['en', 'We must decline this request.'],
    ['en', "I'm afraid we'll have to pass on this one - we stopped producing solid-oak tops last year."],
    ['de', 'Diese Tischplatten stellen wir nicht mehr her.'],
    ['fr', 'Nous ne fabriquons plus ce modèle.'],
    ['es', 'Ya no fabricamos ese modelo.'],
    ['de', 'Danke, aber wir haben kein Interesse.'],
    ['de', 'Leider müssen wir absagen.'],
    ['fr', 'Merci, mais nous ne sommes pas intéressés.'],
    ['fr', 'Non merci.'],
    ['es', 'Gracias, pero no estamos interesados.'],
    ['es', 'No nos interesa.'],
  ])('refusal (%s): %s', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it('plain answers signal nothing', () => {
    for (const t of [
      'Order 2001 will arrive on March 14th.',
      'Die Lieferung kommt am 14. März.',
      'Oui, les deux tailles sont en stock.',
      'Sí, tenemos stock.',
    ]) {
      expect(replySignal(t)).toEqual({ kind: 'none' });
    }
  });
});

describe('the offline brain flags opt-outs', () => {
  const ctx: CaseContext = {
    caseId: 'c',
    goal: { objective: 'Confirm the delivery date of order 2001' },
    counterparty: { address: 'a@b.example', name: 'Ana' },
    senderPersona: { name: 'Sam' },
    attemptCount: 1,
    maxAttempts: 3,
  };
  const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
  const evaluate = (text: string) =>
    brain.evaluateReply(ctx, { transcript: [], latest: { role: 'counterparty', text, at: 1 } });

  it('an opt-out is a refusal with optOut', async () => {
    expect(await evaluate('Bitte kontaktieren Sie mich nicht mehr.')).toMatchObject({
      outcome: 'rejected',
      optOut: true,
    });
  });

  it('a plain refusal carries no optOut', async () => {
    const got = await evaluate('Nein danke, kein Interesse.');
    expect(got.outcome).toBe('rejected');
    expect(got).not.toHaveProperty('optOut');
  });
});

describe('quoted history in other languages', () => {
  it.each([
    [
      'Die Lieferung kommt am Freitag.\n\nAm 01.12.2026 um 10:00 schrieb Sam <sam@acme.example>:\n> Bitte antworten Sie',
      'Die Lieferung kommt am Freitag.',
    ],
    [
      'Livraison vendredi.\n\nLe lun. 1 déc. 2026 à 10:00, Sam <sam@acme.example> a écrit :\nnous ne sommes pas intéressés',
      'Livraison vendredi.',
    ],
    [
      'Llega el viernes.\n\nEl lun, 1 dic 2026 a las 10:00, Sam (<sam@acme.example>) escribió:\nno gracias',
      'Llega el viernes.',
    ],
    ['Oben.\nVon: Sam\nGesendet: Montag\nAn: x\n\nalt', 'Oben.'],
    ['Arriba.\n-----Mensaje original-----\nviejo', 'Arriba.'],
  ])('%j', (input, out) => expect(newTextOf(input)).toBe(out));
});

describe('a colleague standing in for someone who is away is a person, not an out-of-office', () => {
  it.each([
    ['en', "Marta is on leave until Friday, so I'm covering for her. The service costs £320 a visit."],
    ['en', 'Marta is away until the 20th and asked me to answer you: the service costs £320 a visit.'],
    ['de', 'Frau Albers ist diese Woche im Urlaub, ich vertrete sie. Der Preis liegt bei 2.480 € netto.'],
    ['de', 'Herr Kühn ist bis Freitag nicht im Büro. Ich habe Ihre Anfrage übernommen: Lieferung am 12. März.'],
    ['fr', 'M. Roux est absent du bureau cette semaine, je prends le relais : le tarif est de 640 € HT.'],
    ['es', 'Elena está fuera de la oficina hasta el lunes, le contesto yo: el precio es de 1.150 €.'],
    ['it', 'La collega Bianchi è fuori ufficio, rispondo io: il prezzo è di 1.150 euro.'],
    ['nl', 'Marieke is deze week niet op kantoor, ik vervang haar. De prijs is € 1.150.'],
    ['pt', 'A Inês está fora do escritório esta semana, respondo eu: o preço é de 1.150 €.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text, 'Re: Quote for the spring service')).toEqual({ kind: 'none' });
  });

  it.each([
    ['de', 'Frau Albers ist im Urlaub. Der Preis für die 40 Stühle beträgt 2.480 € netto.'],
    ['es', 'Elena está fuera de la oficina; el precio es de 1.150 €.'],
    ['nl', 'Marieke is niet op kantoor vandaag. De prijs is € 1.150.'],
    ['de', 'Frau Albers ist im Urlaub, ich schicke Ihnen die Preise: 2.480 € netto.'],
    ['de', 'Herr Kühn ist nicht im Büro, ich bin seine Vertretung. Lieferung am 12. März.'],
  ])('a colleague who says someone else is away (%s) is no autoresponder: %s', (_lang, text) => {
    expect(replySignal(text)).toEqual({ kind: 'none' });
  });

  it.each([
    // The writer's own absence, with or without a subject, still is one.
    'Ich bin bis zum 14. März nicht im Büro.',
    'Ich bin bis 14. März im Urlaub, meine Kollegin Frau Berg ist für Sie da.',
    'Nicht im Büro bis 14.05. Sie erreichen mich ab Montag wieder.',
    'Fuera de la oficina hasta el lunes.',
    'Fuori ufficio fino al 14 aprile.',
    'Niet op kantoor tot maandag.',
    // A notice written for someone: their mail is not forwarded, whom to call when it is urgent.
    'Frau Albers ist bis 14.05. nicht im Büro. Ihre E-Mail wird nicht weitergeleitet.',
    'Mme Roux est absente du bureau jusqu’au 14 mai. En cas d’urgence, appelez le standard.',
    'La señora Ruiz está fuera de la oficina hasta el lunes. Para asuntos urgentes llame a recepción.',
    // An out-of-office that names the deputy is still one: "in my absence" is no stand-in.
    'I am out of the office until Monday. In my absence please contact Sven Berg (sven@example.com).',
    'Ich bin im Urlaub. In dringenden Fällen wenden Sie sich bitte an meine Vertretung, Herrn Berg.',
  ])('still an out-of-office: %s', (text) => {
    expect(replySignal(text)).toEqual({ kind: 'auto_reply' });
  });

  it('an autoresponder subject wins over any stand-in words', () => {
    expect(replySignal("I'm covering for Marta.", 'Automatic reply: Quote for the spring service')).toEqual({
      kind: 'auto_reply',
    });
  });
});

describe('a person back from an absence, or speaking of their autoresponder, is no out-of-office', () => {
  it.each([
    ['en', 'Sorry for my automatic reply last week, I was on holiday. The service costs €240 per visit.'],
    ['en', 'You will have received our auto-reply; the price is €240 per visit.'],
    ['en', 'I was travelling with limited access to email, hence the delay. It is €240 per visit.'],
    ['de', 'Ich war letzte Woche im Urlaub, daher erst heute: Die Wartung kostet 240 € netto.'],
    ['de', 'Sie haben sicher meine Abwesenheitsnotiz erhalten. Die Wartung kostet 240 € netto.'],
    ['fr', 'J’étais absent du bureau la semaine dernière. La visite est à 240 € HT.'],
    ['es', 'He estado fuera de la oficina unos días, perdone el retraso: son 240 € más IVA.'],
    ['it', 'Sono stato fuori ufficio fino a ieri; il costo è di 240 € + IVA.'],
    ['nl', 'Ik was vorige week niet op kantoor. De prijs is € 240 excl. btw.'],
    ['pt', 'Estive fora do escritório na semana passada. O preço é 240 € + IVA.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('none');
  });

  it.each([
    ['en', 'This is an automatic reply. I am out of the office until 14 March.'],
    [
      'de',
      'Automatische Antwort: Ich bin bis einschließlich 30.04. nicht im Büro. In dringenden Fällen wenden Sie sich an Herrn Kraus.',
    ],
    ['fr', 'Je suis absente du 1er au 15 mars inclus. En cas d’urgence, contactez ma collègue.'],
    ['es', 'Estaré fuera de la oficina del 15 al 26 de marzo. Para asuntos urgentes, escriba a Lucía.'],
    ['it', 'Sono fuori ufficio fino al 10 aprile. Per urgenze contattare il collega.'],
  ])('still an out-of-office, %s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('auto_reply');
  });
});

describe('helpdesk receipts, unread mailboxes and do-not-reply notices are automatic, in seven languages', () => {
  it.each([
    ['en', 'Thanks for getting in touch. Your enquiry was logged as case 558201 and will be handled shortly.'],
    ['en', 'Hello, this shared mailbox is not monitored on Saturdays. Please ring the office for anything urgent.'],
    ['en', 'Your message has been received. We aim to respond to all enquiries within three working days.'],
    ['en', 'Do not reply to this automated message. A coordinator will contact you.'],
    ['de', 'Guten Tag, Ihre Nachricht ist unter der Vorgangsnummer 77-40213 bei uns eingegangen.'],
    ['de', 'Ihre Nachricht ist eingegangen. Wir bearbeiten alle Anfragen in der Reihenfolge des Eingangs.'],
    ['de', 'Bitte antworten Sie nicht auf diese automatisch versendete Nachricht.'],
    ['de', 'Dieses Postfach wird am Wochenende nicht überwacht.'],
    ['fr', 'Bonjour, votre demande n° 48213 a bien été enregistrée. Merci de ne pas répondre à ce courriel.'],
    ['fr', 'Cette boîte aux lettres n’est pas consultée pendant les congés.'],
    ['es', 'Su solicitud ha quedado registrada con el número 2026-3318. Este es un mensaje automático.'],
    ['es', 'Su consulta ha sido recibida. Atendemos las consultas por orden de llegada.'],
    ['it', 'La sua richiesta è stata registrata con il numero 90412. Si prega di non rispondere a questa e-mail.'],
    ['it', 'Questa casella di posta non è monitorata nel fine settimana.'],
    ['nl', 'Uw aanvraag is geregistreerd onder nummer 120455. Gelieve niet te antwoorden op deze e-mail.'],
    ['nl', 'Deze mailbox wordt niet gelezen tijdens het weekend.'],
    ['pt', 'O seu pedido foi registado com o número 66120. Por favor, não responda a este e-mail.'],
    ['pt', 'Esta é uma mensagem automática. Respondemos por ordem de chegada.'],
  ])('%s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('auto_reply');
  });

  it.each([
    ['en', 'Re your ticket 558201: the replacement unit is €410 ex VAT and we can fit it on Tuesday.'],
    ['en', 'We logged your enquiry as case 4471 and priced it: the skip is £265 for a week.'],
    ['de', 'Zu Ihrem Vorgang 77-40213: Der Austausch kostet 410 € netto, Termin am Dienstag.'],
    ['fr', 'Suite à votre demande n° 48213, bien reçue : le remplacement est à 410 € HT.'],
    ['nl', 'Uw aanvraag 120455 is ontvangen; de vervanging kost € 410 excl. btw.'],
    ['en', 'I checked the mailbox you wrote to; the price is 410 euros per unit.'],
  ])('a person who mentions the ticket and answers is no autoresponder, %s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});

describe('a person who says how the team works, or confirms a receipt, and answers is no autoresponder', () => {
  it.each([
    ['en', 'We aim to respond to all enquiries within a day, but I can answer now: the room is €480'],
    ['en', 'We aim to reply to all messages the same day, so here you go: yes, we can deliver on Friday.'],
    [
      'de',
      'Wir bearbeiten alles in der Reihenfolge des Eingangs, aber Ihre Frage ist schnell beantwortet: ja, das geht.',
    ],
    ['it', 'Di solito rispondiamo in ordine di arrivo, ma le confermo subito: sì, il furgone è disponibile.'],
  ])('a queue sentence alone is not automatic, %s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('none');
  });

  it.each([
    ['en', 'Thanks, order received under reference 2026-114. Delivery will be on 3 May.'],
    ['en', 'Your booking is registered as case 88120. The van will be at your door on 14 June.'],
    ['de', 'Danke, Ihre Bestellung ist unter der Vorgangsnummer 4471-22 eingegangen. Lieferung am 12. Juni.'],
    ['fr', 'Merci, votre commande est enregistrée sous le dossier 66310. Livraison le 5 juin.'],
  ])('a receipt with an answer outside its sentence is a person, %s: %s', (_lang, text) => {
    expect(replySignal(text).kind).toBe('none');
  });

  it('a receipt under a reference and nothing else is still a helpdesk', () => {
    expect(replySignal('Your request has been logged under ticket 2026-3318. An agent will be in touch.').kind).toBe(
      'auto_reply',
    );
  });
});
