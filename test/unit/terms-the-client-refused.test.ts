import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A guard's finding holds on every path: a deposit the client's own terms ruled out ("no
 * deposit") goes to the client on a goal that only confirms or asks too; a minimum above the
 * quantity the client asked for is a term in any wording; a price above the client's budget on a
 * goal that commits them is theirs to accept.
 */

const find = (reply: string, goal: string, knowledge: string[] = []) =>
  findCommitment(reply, [goal, ...knowledge], [goal, ...knowledge], {
    goalCommits: goalCommits(goal),
    clientTexts: [goal, ...knowledge],
  });

describe('a deposit against the client’s own "no deposit", on a goal that only confirms', () => {
  it.each([
    [
      'en',
      'Confirm the kitchen refit starts on 3 May, on our terms: payment on completion, no deposit.',
      'All fine for the 3rd. We do take 25% up front (£3,100) before we order the units.',
    ],
    [
      'de',
      'Bestätigen lassen, dass der Umbau am 3. Mai beginnt; keine Anzahlung.',
      'Der 3. Mai passt. Wir benötigen allerdings eine Anzahlung von 25 % (3.100 €).',
    ],
    [
      'fr',
      'Confirm the works start on 3 May. Pas d’acompte.',
      'Le 3 mai nous convient. Nous demandons un acompte de 25 % (3 100 €) à la commande.',
    ],
    [
      'es',
      'Confirm the works start on 3 May. Sin anticipo.',
      'El 3 de mayo está bien. Pedimos un anticipo del 25 % (3.100 €).',
    ],
    [
      'it',
      'Confirm the works start on 3 May. Nessun acconto.',
      'Il 3 maggio va bene. Chiediamo un acconto del 25% (3.100 €).',
    ],
    [
      'nl',
      'Confirm the works start on 3 May. Geen aanbetaling.',
      '3 mei is goed. We vragen wel een aanbetaling van 25% (€ 3.100).',
    ],
    [
      'pt',
      'Confirm the works start on 3 May. Sem sinal.',
      'O dia 3 de maio está bem. Pedimos um sinal de 25% (3.100 €).',
    ],
  ])('%s', (_lang, goal, reply) => {
    expect(find(reply, goal)?.kinds).toContain('deposit');
  });
  it('a deposit the client never ruled out, on a goal that only asks, stays information', () => {
    expect(
      find('We ask 25% up front (£3,100) before ordering.', 'Confirm the kitchen refit starts on 3 May.'),
    ).toBeUndefined();
  });
});

describe('a minimum the client’s request does not meet', () => {
  it.each([
    [
      'en',
      'Ask for the price of 1,500 stickers',
      'Our smallest print run is a minimum of 4,000 pieces, which would be €210.',
    ],
    ['de', 'Preis für 1.500 Aufkleber anfragen', 'Unsere Mindestauflage liegt bei 4.000 Stück; das wären 210 €.'],
    ['fr', 'Demander le prix de 1 500 autocollants', 'Notre tirage minimal est de 4 000 exemplaires, soit 210 €.'],
    ['es', 'Pedir precio de 1.500 pegatinas', 'La tirada mínima es de 4.000 unidades, serían 210 €.'],
    ['it', 'Chiedere il prezzo di 1.500 adesivi', 'La tiratura minima è di 4.000 pezzi, cioè 210 €.'],
    ['nl', 'Vraag de prijs voor 1.500 stickers', 'De minimale oplage is 4.000 stuks, dat kost € 210.'],
    ['pt', 'Pedir o preço de 1.500 autocolantes', 'A tiragem mínima é de 4.000 unidades, o que dá 210 €.'],
  ])('%s', (_lang, goal, reply) => {
    expect(find(reply, goal)?.kinds).toContain('minimum');
  });
  it.each([
    [
      'a minimum below what was asked',
      'Ask for the price of 1,500 stickers',
      'Our minimum run is 500 stickers; 1,500 stickers come to €120.',
    ],
    [
      'a minimum of another unit',
      'Ask for the price of 1,500 stickers',
      'Delivery takes at least 5 working days; 1,500 stickers are €120.',
    ],
    ['no quantity asked', 'Ask what a sticker print run costs', 'Minimale oplage 4.000 stuks.'],
  ])('%s: no term', (_what, goal, reply) => {
    expect(find(reply, goal)?.kinds ?? []).not.toContain('minimum');
  });
});

describe('a price above the client’s budget on a goal that commits', () => {
  it.each([
    [
      'es',
      'Alquilar un andamio durante marzo',
      'presupuesto máximo: 600 € al mes (interno)',
      'El alquiler mensual es de 720 € + IVA.',
    ],
    ['en', 'Hire a scaffold tower for March', 'budget: £600 per month, internal', 'The monthly hire is £720 plus VAT.'],
    [
      'de',
      'Ein Gerüst für März mieten',
      'Budget höchstens 600 € pro Monat',
      'Die Monatsmiete beträgt 720 € zzgl. MwSt.',
    ],
    [
      'it',
      'Noleggiare un ponteggio per marzo',
      'budget massimo: 600 € al mese',
      'Il noleggio mensile è di 720 € + IVA.',
    ],
  ])('%s', (_lang, goal, budget, reply) => {
    expect(find(reply, goal, [budget])?.kinds).toContain('above the limit');
  });
  it('within the budget: no term', () => {
    expect(
      find('The monthly hire is £560 plus VAT.', 'Hire a scaffold tower for March', ['budget: £600 per month']),
    ).toBeUndefined();
  });
});
