import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * "Sorry not to be able to help (further)" in the seven languages is a no; a price given "for
 * information" beside it (another animal's, another job's) offers nothing, nor does the start of
 * a past state ("depuis le départ de notre consœur en janvier") name a date offered.
 */

const refusal = (text: string) => findRefusal(foldForMatching(text));

describe('sorry not to be able to help', () => {
  it.each([
    'Sorry not to be able to help.',
    'Désolée de ne pas pouvoir vous aider davantage.',
    'Lamentamos no poder ayudarle.',
    'Siamo spiacenti di non poterla aiutare.',
    'Leider können wir Ihnen nicht weiterhelfen.',
  ])('%s', (text) => {
    expect(refusal(text)).toBeDefined();
  });

  it('not one part of the job', () => {
    expect(refusal("Sorry we can't help with the delivery, the rest is fine: £240.")).toBeUndefined();
  });
});

describe('the whole reply of a clinic that no longer treats the animal', () => {
  const reply = [
    'Le Dr Lefèvre m’a transmis votre message.',
    'Malheureusement la clinique ne prend plus en charge les NAC (furets, lapins, rongeurs) depuis le départ de notre consœur en janvier : nous ne soignons plus que les chiens et les chats.',
    'À titre d’information, une stérilisation de chatte chez nous c’est 160 € TTC, mais pour votre furet il faudra vous adresser à une clinique qui a un vétérinaire NAC.',
    'Désolée de ne pas pouvoir vous aider davantage.',
  ].join('\n\n');

  it('is a refusal', () => {
    expect(refusal(reply)).toBeDefined();
  });

  it('but a price that answers, or a date offered, keeps it from being one', () => {
    expect(refusal(reply.replace('À titre d’information, une', 'Une'))).toBeUndefined();
    expect(
      refusal(`${reply}\n\nNous pourrions toutefois vous recevoir en mars pour un premier examen.`),
    ).toBeUndefined();
  });
});

describe('no new contracts taken, and a price given for reference', () => {
  it.each([
    'Neste momento não estamos a aceitar novos contratos de manutenção.',
    'We are not taking on any new contracts this year.',
    'Nous ne prenons plus de nouveaux contrats.',
    'No estamos aceptando nuevos contratos.',
    'Non accettiamo più nuovi contratti.',
    'Wir nehmen keine neuen Wartungsverträge an.',
    'We nemen geen nieuwe contracten meer aan.',
    'Lamento não poder ajudar desta vez.',
  ])('%s', (text) => {
    expect(refusal(text)).toBeDefined();
  });

  it('a price "for reference" beside the no offers nothing', () => {
    expect(
      refusal(
        'Não estamos a aceitar novos contratos. Para referência, os contratos das marcas que representamos rondam os 85 € mensais.',
      ),
    ).toBeDefined();
    expect(refusal('Não estamos a aceitar novos contratos. O contrato fica em 85 € mensais.')).toBeUndefined();
  });
});

describe('a condition word that sets nothing to the client', () => {
  const no = 'Neste momento não estamos a aceitar novos contratos.';
  it.each([
    `${no} Desde que ficámos com a carteira da antiga Ascensor Norte a nossa equipa está no limite.`,
    "Sorry, we can't take this on. The contractors need the car park all spring.",
    `${no} Do keep us in mind for the future, we'd love to help once the team is bigger.`,
  ])('leaves the no standing: %s', (text) => {
    expect(refusal(text)).toBeDefined();
  });
  it.each([`${no} Se nos enviar as plantas, podemos fazer uma exceção.`, "We're booked out until the autumn, sorry."])(
    'but one set to the client, or a time after which it could be done, is an opening: %s',
    (text) => {
      expect(refusal(text)).toBeUndefined();
    },
  );
});
