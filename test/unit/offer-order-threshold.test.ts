import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A yes kept for orders above an amount ("yes, but only for orders over £600") is a condition
 * the client must judge, on any goal: whether their order reaches it is theirs to say. Before,
 * "Sim, fazemos a rota ao sábado …, mas só para encomendas a partir de 600,00 €" was stored as a
 * plain yes. A time ("only from 7am"), a perk above the amount ("free delivery only on orders
 * over £100"), "not only" and an amount the client already wrote are no such condition.
 */

const GOAL = 'Confirm whether the supplier delivers organic fruit and vegetables to our shop on Saturday mornings.';
const find = (text: string, goal = GOAL) =>
  findCommitment(text, [goal], [goal], { goalCommits: goalCommits(goal), clientTexts: [goal] });

describe('an offer kept for orders above an amount', () => {
  it.each([
    ['en', 'Yes, we do Saturday mornings, but only on orders of at least £600.'],
    ['en', 'Saturday drops are possible, though just for orders above $500 net.'],
    ['de', 'Ja, samstags liefern wir, aber nur ab einem Bestellwert von 600 €.'],
    ['fr', 'Oui, nous livrons le samedi matin, uniquement pour les commandes à partir de 600 €.'],
    ['es', 'Sí, repartimos los sábados, pero solo para pedidos de más de 600 €.'],
    ['it', 'Sì, consegniamo il sabato mattina, ma solo per ordini superiori a 600 €.'],
    ['nl', 'Ja, we leveren op zaterdag, maar alleen bij bestellingen vanaf € 600.'],
    ['pt', 'Sim, entregamos ao sábado, mas só para encomendas a partir de 600,00 € (IVA incluído).'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('condition');
  });

  it.each([
    ['en', 'Yes, we deliver on Saturdays, only from 7am to 10am.'],
    ['en', 'Yes, Saturday mornings are fine. Free delivery only on orders over £100.'],
    ['de', 'Ja, samstags liefern wir, nicht nur für Bestellungen ab 600 €, sondern für alle.'],
    ['fr', 'Oui, le samedi matin, et une remise de 5 % uniquement pour les commandes de plus de 800 €.'],
    ['es', 'Sí, los sábados por la mañana, solo 45 € de portes desde el almacén.'],
  ])('no such condition: %s: %s', (_lang, text) => {
    expect(find(text)?.kinds ?? []).not.toContain('condition');
  });

  it('an amount the client already wrote is covered', () => {
    const goal = 'Confirm Saturday delivery for our weekly order of about £600 to our Leeds shop.';
    expect(find('Yes, Saturday delivery is fine, only for orders from £600.', goal)?.kinds ?? []).not.toContain(
      'condition',
    );
  });
});
