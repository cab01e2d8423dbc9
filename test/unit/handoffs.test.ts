import { describe, expect, it } from 'vitest';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { HANDOFF_CRAFTED } from '../support/crafted-texts.js';

/** A request handed on to a colleague is waited on, in the seven reading languages. */

describe('handoffs (guards/handoffs.ts)', () => {
  it.each([
    'Hi, copying in Marek from our dispatch team, he handles these.',
    "I've forwarded your email to our warehouse manager.",
    "We've passed this on to accounts.",
    'Looping in my colleague Priya who owns the pricing.',
    'My colleague in customer service will get back to you tomorrow.',
    'Ich habe Ihre Anfrage an unsere Disposition weitergeleitet.',
    'Ich leite Ihre Anfrage an die Kollegin weiter.',
    'Meine Kollegin aus dem Vertrieb wird sich bei Ihnen melden.',
    'Je transmets votre demande à notre service logistique.',
    "J'ai transmis votre message à ma collègue.",
    'Mon collègue du service achats vous répondra demain.',
    'Le reenvío su consulta al departamento de logística.',
    'He trasladado su solicitud a mi compañera.',
    'Mi compañero de almacén se pondrá en contacto con usted.',
    'Inoltro la sua richiesta al reparto spedizioni.',
    'Un mio collega dell’ufficio tecnico le risponderà a breve.',
    'Ik stuur uw vraag door naar de planning.',
    'Mijn collega van de verkoop neemt contact met u op.',
    'Encaminhei o seu pedido para o departamento comercial.',
    'A minha colega da logística vai responder ainda hoje.',
    // The colleague named, or meant by a pronoun.
    "I've copied Priya in, she handles the customs side.",
    "I have cc'd Marek on this and he'll get back to you this afternoon.",
    "Not my area, I'm afraid: she'll come back to you directly.",
    'Ich habe Herrn Özdemir in Kopie gesetzt.',
    'Er meldet sich heute noch direkt bei Ihnen.',
    "Je l'ai mis en copie, il vous répondra dans la journée.",
    'Ella le contestará esta tarde.',
    "L'ho messo in copia: le risponderà lui entro sera.",
    'Ik heb hem in cc gezet; hij komt vandaag bij u terug.',
    'Ela vai contactar-lhe amanhã de manhã.',
  ])('%s', (text) => {
    expect(findHandoff(text)).toBeDefined();
  });

  it.each([
    'I have sent the quote to you yesterday; the price is €48 per table.',
    'I have added the delivery charge: €120.',
    'Our team will deliver on 14 March.',
    'Unser Team wird die Ware am 5. März liefern.',
    'Notre équipe livrera le 14 mars.',
    'Please forward the invoice to accounts@example.com when it is ready.',
    'The copy of the invoice is attached.',
    'La factura en copia adjunta.',
    "I've added VAT on top of the €48.",
    'The driver will call you an hour before delivery.',
    'He will deliver the chairs on Monday 14 March.',
    'She will be on site from 8am.',
  ])('not a handoff: %s', (text) => {
    expect(findHandoff(text)).toBeUndefined();
  });

  it('returns on a long text without sentence ends (its time: npm run bench:patterns)', () => {
    expect(findHandoff(HANDOFF_CRAFTED)).toBeUndefined();
  });
});
