import { describe, expect, it } from 'vitest';
import { asksTheClient } from '../../services/worker/brain/guards/questions-back.js';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A question back that asks for the option our side has chosen ("l'option retenue", "die
 * gewünschte Variante", "your choice") is the client's: before, a reply that offered two
 * solutions and asked which one we keep was concluded with the first one's rate.
 */

describe('the option our side chooses, asked back, is the client’s to answer', () => {
  it.each([
    ['en', 'Could you let us know the option you have chosen by Friday?'],
    ['en', 'Can you confirm your choice by return?'],
    ['de', 'Können Sie uns bis Freitag die gewünschte Variante mitteilen?'],
    ['fr', "Pourriez-vous nous indiquer l'option retenue d'ici vendredi ?"],
    ['es', '¿Nos puede confirmar la opción elegida antes del viernes?'],
    ['it', "Ci può indicare l'opzione scelta entro venerdì?"],
    ['nl', 'Kunt u de gekozen optie vóór vrijdag doorgeven?'],
    ['pt', 'Pode indicar-nos a opção escolhida até sexta-feira?'],
  ])('%s: %s', (_, q) => {
    expect(asksTheClient(q)).toBe(true);
  });

  it.each([
    ['en', 'Is the price per night OK for you?'],
    ['fr', 'Le petit-déjeuner est inclus, cela vous convient-il ?'],
    ['de', 'Passt Ihnen der Preis?'],
  ])('not: %s', (_, q) => {
    expect(asksTheClient(q)).toBe(false);
  });

  it('asks the client, quoting the solutions, when a hotel offers two and asks which is kept (fr)', async () => {
    const got = await evaluateOneReply(
      'Ask the hotel for the rate per room per night for 20 rooms from 9 to 11 June',
      [
        'Il ne nous reste que 14 chambres. Nous pouvons vous proposer deux solutions :',
        '1) 14 chambres chez nous et 6 chez notre partenaire, au tarif de 112 € la nuit ;',
        '2) les 20 chambres chez nous du 16 au 18 juin, au tarif de 104 € la nuit.',
        "Pourriez-vous nous indiquer l'option retenue d'ici vendredi ?",
      ].join('\n'),
      { ratePerRoomEUR: { type: 'number', description: 'rate per room per night in EUR' } },
    );
    expect(got.outcome).toBe('needs_input');
    expect(askedOf(got)).toContain('option retenue');
  });
});
