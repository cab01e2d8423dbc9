import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { otherwiseBranch } from '../../services/worker/brain/readers/lexicons/otherwise.js';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A yes/no said in two branches ("if you book by Friday fitting is included, otherwise it is
 * £80") is no plain yes nor no: the yes holds only on a condition the client has to meet. The
 * field is not stored; the case asks.
 */

const FIELD = { type: 'boolean', description: 'whether it is included at no extra cost' };

describe('a yes/no in an "otherwise" branch is neither', () => {
  it.each<[string, string, string]>([
    [
      'montageCompris',
      'Réserver le montage de la cuisine',
      'Si vous réservez avant vendredi, le montage est compris, sinon le montage est facturé 80 €.',
    ],
    [
      'lieferungFrei',
      'Lieferung des Sofas bestellen',
      'Bei Bestellung bis Freitag ist die Lieferung frei, sonst kostet die Lieferung 40 €.',
    ],
    [
      'deliveryIncluded',
      'Order the sofa with delivery',
      'Delivery is included if you order by Friday. Otherwise it is £40.',
    ],
    [
      'installationIncluded',
      'Order the boiler',
      'Installation comes free with orders placed this month, or else we charge £120 for it.',
    ],
    [
      'transporteIncluido',
      'Pedir el transporte de la máquina',
      'Si confirman esta semana, el transporte va incluido; de lo contrario se cobra aparte, 60 €.',
    ],
    [
      'montaggioCompreso',
      'Ordinare la cucina con montaggio',
      "Con l'ordine entro venerdì il montaggio è compreso, altrimenti il montaggio costa 90 €.",
    ],
    [
      'entregaIncluida',
      'Encomendar o sofá',
      'Se fecharem a encomenda até sexta, a entrega está incluída, senão a entrega custa 35 €.',
    ],
    [
      'montageInbegrepen',
      'De keuken bestellen',
      'Bij bestelling voor vrijdag is de montage inbegrepen, anders rekenen we € 75 voor de montage.',
    ],
    [
      'montageInbegrepen',
      'De keuken bestellen',
      'Bij bestelling voor vrijdag is de montage inbegrepen. Zo niet, dan kost de montage € 75.',
    ],
    [
      'montageInklusive',
      'Küche bestellen',
      'Wenn Sie bis Freitag bestellen, ist die Montage inklusive. Ansonsten berechnen wir für die Montage 80 €.',
    ],
  ])('%s: %s → not stored', async (name, objective, text) => {
    const got = await evaluateOneReply(objective, text, { [name]: FIELD });
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each<[string, string, string, boolean]>([
    // An "otherwise" of another matter leaves the plain yes standing.
    [
      'deliveryIncluded',
      'Order the sofa with delivery',
      'Delivery is included. Please confirm by Friday, otherwise we cannot hold the slot.',
      true,
    ],
    ['lieferungInklusive', 'Sofa bestellen', 'Die Lieferung ist inklusive. Haben Sie sonst noch Fragen?', true],
    ['montageCompris', 'Réserver le montage', "Le montage n'est pas compris, il est facturé 80 €.", false],
  ])('%s: %s → %s', async (name, objective, text, value) => {
    const got = await evaluateOneReply(objective, text, { [name]: FIELD });
    expect(got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)[name] : got.outcome).toBe(value);
  });
});

describe('otherwiseBranch', () => {
  it.each([
    'otherwise it is £40',
    'if not, it costs 40 €',
    'sonst kostet die lieferung 40 €',
    'andernfalls berechnen wir 40 €',
    'sinon le montage est facture 80 €',
    'si no, se cobra aparte',
    'altrimenti costa 90 €',
    'inbegrepen, anders rekenen we € 75',
    'senao custa 35 €',
    'caso contrario custa 35 €',
  ])('%s → a branch', (text) => {
    expect(otherwiseBranch(foldForMatching(text))).toBe(true);
  });

  it.each([
    'prices apply unless otherwise agreed in writing',
    'haben sie sonst noch fragen?',
    'wie sonst auch liefern wir frei haus',
    'sofern nicht anders vereinbart',
    'la livraison est comprise, autrement dit vous ne payez rien de plus',
    'sauf mention contraire',
    'dat is anders dan bij andere leveranciers',
    'si, no hay ningun problema',
  ])('%s → none', (text) => {
    expect(otherwiseBranch(foldForMatching(text))).toBe(false);
  });
});
