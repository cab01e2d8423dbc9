import { describe, expect, it } from 'vitest';
import { findOptOut } from '../../services/worker/brain/opt-out.js';

/**
 * An opt-out is read by its shape, whatever words stand between its parts: a removal verb and
 * "from your lists / files / database" in one sentence, in either order, and "never write to me
 * again" with its pronoun elided, put before the verb or followed by an adverb.
 */
describe("findOptOut: the removal from the reader's records, in either order", () => {
  it.each([
    'Le ruego que borren mi nombre de sus listas, por favor.',
    'Merci de supprimer mes coordonnées de vos fichiers.',
    'Vi chiedo di cancellare la mia azienda dai vostri elenchi fornitori.',
    'Wilt u mijn gegevens uit uw klantenbestand verwijderen?',
    'Bitte löschen Sie meine Kontaktdaten aus Ihrer Datenbank.',
    'Peço que apaguem o meu nome da vossa base de dados.',
    'Please delete my details from your supplier list.',
    'Ich bitte Sie, mich aus Ihrem Verteiler zu nehmen.',
  ])('opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeDefined();
  });

  it.each([
    'Please remove the extra chairs from the order.',
    'Could you delete the old delivery address from the invoice?',
    'We removed the tiles from your bathroom last week.',
    'Quiten la mesa de la lista de materiales, ya no la necesitamos.',
    'Bitte streichen Sie Position 4 aus dem Angebot.',
    'Merci de retirer la TVA du prix affiché.',
    'Haal de oude kast uit de woonkamer, die gaat mee.',
  ])('no opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeUndefined();
  });
});

describe('findOptOut: never write again, with the pronoun elided, before the verb, or an adverb between', () => {
  it.each([
    "Je vous prie de ne plus m'écrire.",
    "Ne m'envoyez plus vos offres, s'il vous plaît.",
    'Le pido que no me vuelva a llamar ni a escribir.',
    'Per favore, non contattarci più per questo genere di richieste.',
    'Vi prego di non mandarmi ulteriori offerte.',
    'Wilt u mij voortaan niet meer mailen?',
    'Ik wil dat u ons verder niet meer benadert.',
  ])('opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeDefined();
  });

  it.each([
    'Je vous écrirai plus tard avec le devis.',
    'No me vuelva a enviar la factura, ya la tengo.',
    'Non inviarci più di due bancali per consegna.',
    'Wij mailen u niet meer dan één keer per week.',
  ])('no opt-out: %s', (text) => {
    expect(findOptOut(text)).toBeUndefined();
  });
});
