import { describe, expect, it } from 'vitest';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A cost the counterparty takes on ("installation is on us", "you don't pay a penny for it",
 * "auf unsere Kosten", "à nos frais", "por nuestra cuenta", "a nostro carico", "voor onze
 * rekening", "por nossa conta") is free: its "don't" is no negation of the yes. Before, "you don't
 * pay a penny for the machine going in" was read as installation not free (a wrong value in the
 * last blind set). A charge with its amount beside such words still says not free.
 */

const GOAL = 'Ask the vending company what commission they pay us and whether installation is free';
const PROPS = {
  commissionPercent: { type: 'number', description: 'percent of sales paid to us' },
  installationFree: { type: 'boolean' },
};
const free = (got: ReplyEvaluation) =>
  got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)['installationFree'] : undefined;

describe('a cost taken on by the counterparty', () => {
  it.each([
    ['en', 'We pay you 15% of net takings. Installation is on us, you don’t pay a penny for the machine going in.'],
    ['en', 'We pay you 15% of net takings. Installation is on the house.'],
    ['de', 'Wir zahlen Ihnen 15 % vom Nettoumsatz. Die Installation erfolgt auf unsere Kosten.'],
    ['fr', 'Nous vous reversons 15 % du chiffre net. L’installation est à nos frais.'],
    ['es', 'Les pagamos el 15 % de la venta neta. La instalación corre por nuestra cuenta.'],
    ['it', 'Vi riconosciamo il 15% sul netto. L’installazione è a nostro carico.'],
    ['nl', 'Wij betalen u 15% van de netto-omzet. De installatie is voor onze rekening.'],
    ['pt', 'Pagamos 15% das vendas líquidas. A instalação fica por nossa conta.'],
  ])('%s: %s', async (_lang, text) => {
    expect(free(await evaluateOneReply(GOAL, text, PROPS))).toBe(true);
  });

  it('a charge for the installation is still not free', async () => {
    const text = 'We pay you 15% of net takings. Installation is charged at £150; maintenance is on us.';
    expect(free(await evaluateOneReply(GOAL, text, PROPS))).not.toBe(true);
  });
});
