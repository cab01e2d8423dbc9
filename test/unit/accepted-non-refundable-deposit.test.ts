import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * A deposit the client accepted as "non-refundable" ("the £50 non-refundable deposit is OK",
 * "l'acompte non remboursable nous convient") was accepted: the "non" is the payment's, no
 * refusal of it. The confirmation that restates it is concluded, not put to the client again.
 * A deposit the client ruled out ("no deposit") is still theirs to accept.
 */

const GOAL = 'Book a family pen at the cattery from 20 to 28 December and get the booking reference and the total';
const find = (reply: string, ours: string) =>
  findCommitment(reply, [GOAL, ours], [GOAL], { goalCommits: goalCommits(GOAL), clientTexts: [GOAL, ours] });

describe('a non-refundable deposit the client accepted is covered', () => {
  it.each([
    [
      'en',
      'As for your proposal: Yes, please go ahead at £186, and the £50 non-refundable deposit is OK.',
      'Total for the stay is £186, of which the £50 deposit is due within 7 days.',
    ],
    [
      'de',
      'Zu Ihrem Angebot: Ja, gerne, die nicht erstattungsfähige Anzahlung von 50 € ist in Ordnung.',
      'Gesamtpreis 186 €, davon ist die Anzahlung von 50 € innerhalb von 7 Tagen fällig.',
    ],
    [
      'fr',
      "Concernant votre proposition : oui, l'acompte non remboursable de 50 € nous convient.",
      "Le total est de 186 €, dont l'acompte de 50 € à régler sous 7 jours.",
    ],
    [
      'es',
      'Sobre su propuesta: sí, la señal no reembolsable de 50 € está bien.',
      'El total es de 186 €, de los cuales la señal de 50 € se paga en 7 días.',
    ],
    [
      'it',
      "Riguardo alla sua proposta: sì, l'acconto non rimborsabile di 50 € va bene.",
      "Il totale è di 186 €, di cui l'acconto di 50 € entro 7 giorni.",
    ],
    [
      'nl',
      'Wat uw voorstel betreft: ja, de aanbetaling van € 50, niet terugbetaalbaar, is goed.',
      'Het totaal is € 186, waarvan de aanbetaling van € 50 binnen 7 dagen.',
    ],
    [
      'pt',
      'Quanto à sua proposta: sim, o sinal não reembolsável de 50 € está bem.',
      'O total é de 186 €, dos quais o sinal de 50 € a pagar em 7 dias.',
    ],
  ])('%s', (_lang, ours, reply) => {
    expect(find(reply, ours)?.kinds ?? []).not.toContain('deposit');
  });

  it('a deposit the client refused is still put to them', () => {
    const got = find(
      'Total for the stay is £186, of which the £50 deposit is due within 7 days.',
      'As for your proposal: please go ahead at £186, but we do not pay a deposit.',
    );
    expect(got?.kinds).toContain('deposit');
  });
});

describe('the amounts the client accepted bound the deposit, each by its figure', () => {
  const ours = 'As for your proposal: Yes, please go ahead at £186, and the £50 deposit is OK.';
  it('the total and the deposit the client wrote, restated, are within', () => {
    expect(find('Total for the stay is £186, of which the £50 deposit is due within 7 days.', ours)).toBeUndefined();
  });
  it('a larger deposit than the one accepted is not, though below the total', () => {
    expect(find('Total for the stay is £186, with a £150 deposit due within 7 days.', ours)?.kinds).toContain(
      'deposit',
    );
  });
});
