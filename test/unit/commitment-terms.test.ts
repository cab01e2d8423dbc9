import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * What belongs to the client stays with the client: a deposit, a prepayment or a cost added on
 * top, inside a "yes" to a goal that commits them, goes to the client; a quote's payment terms,
 * on a goal that only asks for information, do not.
 */

const BOOK = 'Book the river room for our board dinner on 12 May';
const QUOTE = 'Get a quote for the board dinner on 12 May';
const find = (text: string, goal = BOOK, context = {}) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), ...context });

describe('a deposit or prepayment by any name, in the seven languages', () => {
  it.each([
    ['en', 'Yes, the room is yours for £2,900; we take 40% on booking and the rest after the event.'],
    ['en', 'All fine for the 12th at £2,900. We ask for a £500 security deposit, returned after the event.'],
    ['en', 'Happy to confirm at £2,900, payable in advance by bank transfer.'],
    ['de', 'Gerne, der Raum kostet 2.900 €; 30 % sind bei Auftragserteilung fällig.'],
    ['de', 'Zusage für den 12.: 2.900 € netto, dazu eine Kaution von 500 €.'],
    ['fr', 'C’est d’accord pour 2 900 €, avec 30 % à la commande et le solde après la soirée.'],
    ['fr', 'Oui pour le 12 mai à 2 900 €, un dépôt de garantie de 500 € est demandé.'],
    ['es', 'Sí, la sala cuesta 2.900 €; el 30 % se paga al hacer el pedido.'],
    ['es', 'Confirmado por 2.900 €, con una fianza de 500 € que devolvemos después.'],
    ['it', 'Va bene, la sala costa 2.900 €; il 30% va versato alla firma del contratto.'],
    ['it', 'Confermato a 2.900 €, con una cauzione di 500 € restituita dopo la cena.'],
    ['nl', 'Akkoord, de zaal kost € 2.900; 30% bij opdracht, de rest na afloop.'],
    ['nl', 'Prima, € 2.900, met een waarborgsom van € 500.'],
    ['pt', 'Sim, a sala fica por 2.900 €; 30% na encomenda e o resto depois do jantar.'],
    ['pt', 'Confirmado por 2.900 €, com uma caução de 500 €.'],
    ['en', 'Fine for the 12th: £2,900, half up front and the balance after the event.'],
    ['de', 'Passt: 2.900 €, 50 % jetzt und der Restbetrag nach Abnahme.'],
    ['fr', 'D’accord pour 2 900 €, 40 % maintenant et le solde à la livraison.'],
    ['it', 'Va bene, 2.900 €: 40% subito e saldo alla consegna.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('deposit');
  });
});

describe('a condition set on the client, in the seven languages', () => {
  it.each([
    ['en', 'Yes, £2,900 is fine as long as you sign the hire agreement by Friday.'],
    ['en', 'We can hold the room, subject to a signed order form by Monday.'],
    ['de', 'Ja, 2.900 € passt, sofern Sie den Vertrag bis Freitag unterschreiben.'],
    ['fr', 'Oui pour 2 900 €, du moment que vous signez le contrat avant vendredi.'],
    ['es', 'Sí, 2.900 €, sujeto a la firma del contrato antes del viernes.'],
    ['it', 'Sì, 2.900 €, a patto che firmiate il contratto entro venerdì.'],
    ['nl', 'Ja, € 2.900, mits jullie het contract vóór vrijdag tekenen.'],
    ['pt', 'Sim, 2.900 €, sujeito a assinatura do contrato até sexta.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('condition');
  });

  it('"subject to availability" is no condition on the client', () => {
    expect(find('The room is £2,900, subject to availability.')).toBeUndefined();
  });
});

describe('a cost on top, inside a yes to a goal that commits the client', () => {
  it.each([
    ['en', 'Yes we can, £2,900 for the room, plus a late-finish surcharge of £250 after 11pm.'],
    ['de', 'Ja, 2.900 € für den Raum, zuzüglich Reinigungsgebühr von 180 €.'],
    ['fr', 'Oui, 2 900 € pour la salle, avec une majoration de 15 % le samedi.'],
    ['es', 'Sí, 2.900 € la sala, más un recargo de 250 € a partir de las 23 h.'],
    ['it', 'Sì, 2.900 € la sala, con una maggiorazione del 10% dopo le 23.'],
    ['nl', 'Ja, € 2.900 voor de zaal, met een toeslag van € 250 na 23 uur.'],
    ['pt', 'Sim, 2.900 € pela sala, com uma sobretaxa de 250 € depois das 23h.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('extra cost');
  });

  it('on a goal that only asks for a quote, a surcharge is information, not a commitment', () => {
    expect(find('The room is £2,900, plus a late-finish surcharge of £250 after 11pm.', QUOTE)).toBeUndefined();
  });

  it('a surcharge the case already accepted is covered; one the client refused is not', () => {
    const text = 'Fine, £2,900 with the £250 late-finish surcharge as agreed.';
    const accepted = 'Yes, the late-finish surcharge is fine.';
    expect(findCommitment(text, [BOOK, accepted], [BOOK], { clientTexts: [BOOK, accepted] })).toBeUndefined();
    const refused = 'We will not pay a late-finish surcharge.';
    const again = 'Fine, £2,900, but a late-finish surcharge of £300 applies.';
    expect(findCommitment(again, [BOOK, refused], [BOOK], { clientTexts: [BOOK, refused] })?.kinds).toContain(
      'extra cost',
    );
  });
});

describe('a quote that states its payment terms, on a goal that asks for information', () => {
  it('commits nobody: not put to the client', () => {
    expect(find('Total incl. VAT: €3,480. Deposit on order (30%): €1,044.', QUOTE)).toBeUndefined();
  });
  it('unless the reply asks us to accept it', () => {
    expect(find('Total €3,480; we need a 30% deposit. Shall I go ahead?', QUOTE, { asksUs: true })?.kinds).toContain(
      'deposit',
    );
  });
  it('on a goal that books, the same deposit goes to the client', () => {
    expect(find('Total incl. VAT: €3,480. Deposit on order (30%): €1,044.', BOOK)?.kinds).toContain('deposit');
  });
});

describe('an objective that asks and then orders, in a clause joined by "and", commits', () => {
  it.each([
    [
      'fr',
      'Demander un devis pour le dîner du 12 mai et passer commande si le prix convient',
      'Oui, le dîner est à 2 800 €. Un acompte de 30 % est demandé à la commande.',
    ],
    [
      'en',
      'Get a quote for the board dinner and place the order if it suits',
      'Yes, the dinner is £2,800. A 30% deposit is due on order.',
    ],
    [
      'es',
      'Averiguar el precio de la cena y hacer el pedido',
      'Sí, la cena cuesta 2.800 €; el 30 % se paga al hacer el pedido.',
    ],
  ])('%s: the deposit in the yes goes to the client', (_l, goal, text) => {
    expect(find(text, goal)?.kinds).toContain('deposit');
  });
});

describe('a deposit the client refused is not covered by the earlier mail that asked for it', () => {
  const validator = createResultSchemaValidator();
  const AT = Date.parse('2026-11-26T10:00:00Z');
  const ctx = brainContext({
    objective: BOOK,
    properties: { priceGBP: { type: 'number', description: 'price of the room in GBP' } },
  });
  const asked = them('The room is £2,900 and we need a 40% deposit on booking.', AT + 1000);
  it('they ask again after the client said no: the client decides again, nothing is stored', () => {
    const ours = us('Thank you. We are not able to pay a deposit; could you do without one?', AT + 2000);
    const latest = them(
      'Sorry, a 40% deposit is required for all evening events; the room stays at £2,900.',
      AT + 3000,
    );
    const got = evaluateReply(ctx, latest, validator, [us('Hello', AT), asked, ours, latest]);
    expect(got.outcome).toBe('needs_input');
  });
  it('after the client accepted, their confirmation completes the case', () => {
    const ours = us('Thank you. The 40% deposit is fine, please go ahead.', AT + 2000);
    const latest = them('Booked: the room at £2,900. The deposit invoice follows.', AT + 3000);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', AT), asked, ours, latest]);
    expect(got.outcome).toBe('goal_achieved');
  });
});

describe('which goals commit the client', () => {
  it.each([
    [BOOK, true],
    ['Order 40 chairs at the quoted price', true],
    ['Get the roofer to repair the gutter before April', true],
    ['Renew our software licence', true],
    [QUOTE, false],
    ['Ask the hotel whether parking is included', false],
    ['Find out the delivery date of order 4471', false],
    ['Confirm the pickup date', false],
    ['Angebot für 40 Stühle einholen', false],
  ])('%s → %s', (objective, commits) => {
    expect(goalCommits(objective)).toBe(commits);
  });
});
