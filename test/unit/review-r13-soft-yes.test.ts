import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * "Free", "feasible", "no problem", "fine" said of another date or room than the one asked, beside
 * a no, or with a condition after the main clause, is no plain yes: the field stays open.
 */

const asked = (name: string, description: string) => ({ [name]: { type: 'boolean', description } });

describe('free or feasible said of another date or room', () => {
  it.each<[string, string, string]>([
    [
      'La sala è ancora libera sabato 19 dicembre; il 12 purtroppo abbiamo già un matrimonio.',
      'disponibile',
      'La sala è disponibile il 12 dicembre',
    ],
    [
      'De zaal is nog vrij op 19 december, op de 12e helaas niet.',
      'beschikbaar',
      'De zaal is beschikbaar op 12 december',
    ],
    [
      'El salón pequeño está todavía libre ese día; el grande ya está reservado.',
      'disponible',
      'El salón grande está disponible el 12 de diciembre',
    ],
    ['Der Saal ist am 13.12. noch frei, am 12.12. leider nicht.', 'verfuegbar', 'Der Saal ist am 12.12. verfügbar'],
    ['The room is free on the 13th, but the 12th is taken.', 'available', 'The room is available on the 12th'],
    ['Delivery by the 19th is feasible.', 'deliveryBy12th', 'They can deliver by the 12th'],
    ['The hall is still free on the 20th.', 'available', 'The hall is available on the 12th'],
  ])('%s', (text, name, description) => {
    expect(
      readOneReply(asked(name, description), text, 'Ask whether it is available on the 12th')[name],
    ).toBeUndefined();
  });
});

describe('a yes with a condition after its main clause', () => {
  it.each<[string, string, string]>([
    ['Saturday is fine if you can pay the £60 surcharge.', 'saturdayDelivery', 'They deliver on Saturday'],
    ['Samstag ist kein Problem, sofern Sie bis Mittwoch bestellen.', 'samstagLieferung', 'Sie liefern am Samstag'],
    ['Il sabato non è un problema, purché ordiniate entro mercoledì.', 'consegnaSabato', 'Consegnano di sabato'],
    [
      'La entrega el sábado no hay problema siempre que el pedido llegue antes del miércoles.',
      'entregaSabado',
      'Entregan el sábado',
    ],
    ['A entrega ao sábado é viável desde que encomendem até quarta.', 'entregaSabado', 'Entregam ao sábado'],
    ['Samstagslieferung ist machbar, wenn Sie bis Mittwoch bestellen.', 'samstagLieferung', 'Sie liefern am Samstag'],
    [
      "La livraison le samedi n'est pas un problème, à condition de commander avant mercredi.",
      'livraisonSamedi',
      'Ils livrent le samedi',
    ],
    [
      'Saturday delivery is no problem as long as the order is in by Wednesday.',
      'saturdayDelivery',
      'They deliver on Saturday',
    ],
  ])('%s', (text, name, description) => {
    expect(readOneReply(asked(name, description), text, 'Ask whether they deliver on Saturday')[name]).toBeUndefined();
  });

  it('a plain yes still reads', () => {
    expect(
      readOneReply(asked('saturdayDelivery', 'They deliver on Saturday'), 'Saturday delivery is no problem for us.')[
        'saturdayDelivery'
      ],
    ).toBe(true);
  });
});

describe('a bare yes beside the soft words answers by itself', () => {
  it.each<[string, string]>([
    [
      'Y sí, sin problema: si lo confirmas esta semana sale el martes y lo tenéis el miércoles 9, bastante antes del 18.',
      'Pueden enviarlo antes del 18 de diciembre',
    ],
    [
      'Yes, no problem: if you confirm by Friday it ships Tuesday and reaches you on the 9th, well before the 18th.',
      'Can they ship before 18 December',
    ],
  ])('%s', (text, description) => {
    expect(readOneReply({ shipsBefore18: { type: 'boolean', description } }, text)['shipsBefore18']).toBe(true);
  });
});

describe('a figure of a larger number is no other day', () => {
  it('reads "feasible" beside "5.000 scatole"', () => {
    const got = readOneReply(
      { disponibile: { type: 'boolean', description: 'Possono produrre entro fine gennaio' } },
      'Le confermo che la produzione delle 5.000 scatole entro fine gennaio è fattibile.',
    );
    expect(got['disponibile']).toBe(true);
  });
});
