import { describe, expect, it } from 'vitest';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { OPT_OUT_CRAFTED } from '../support/crafted-texts.js';

describe('findOptOut: general shapes of a request to stop mailing, in seven languages', () => {
  it.each([
    'Kindly remove this address from your mailing list, thanks.',
    'Please delete our email address from your marketing database.',
    'We do not wish to receive further emails from your company.',
    "We don't want to receive any more of your newsletters.",
    'Take us off your list, please.',
    'No more emails please.',
    'Bitte entfernen Sie diese Adresse aus Ihrem Verteiler.',
    'Wir möchten keine weiteren E-Mails von Ihnen erhalten.',
    'Merci de retirer cette adresse de votre liste de diffusion.',
    'Nous ne souhaitons plus recevoir vos messages.',
    'Les pedimos que eliminen esta dirección de su lista de envíos.',
    'No deseamos recibir más correos de su empresa.',
    'Vi preghiamo di rimuovere questo indirizzo dalla vostra mailing list.',
    'Non desideriamo ricevere ulteriori email.',
    'Por favor, removam este endereço da vossa lista de contactos.',
    'Não desejamos receber mais mensagens vossas.',
    'Verwijder dit adres uit uw mailinglijst a.u.b.',
    'Haal ons van uw verzendlijst.',
    'Wij willen geen e-mails meer ontvangen.',
  ])('opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeDefined();
  });

  it.each([
    'Please remove item 3 from the order.',
    'We no longer send paper invoices.',
    'Unsubscribe links are at the bottom of every newsletter we send.',
    'Please remove the address from the invoice and use our new one.',
    'We do not wish to receive the goods before May.',
    'Bitte entfernen Sie Position 3 aus der Bestellung.',
    'Pouvez-vous retirer cette adresse de la facture ?',
    'No queremos recibir la mercancía antes de mayo.',
    'Haal ons af van het station om tien uur.',
    'Wij willen geen papieren facturen meer.',
    'Retire este endereço da fatura, por favor.',
  ])('no opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeUndefined();
  });

  it('returns nothing on a long run of words that almost form a request (its time: npm run bench:patterns)', () => {
    expect(findOptOut(OPT_OUT_CRAFTED)).toBeUndefined();
  });
});
