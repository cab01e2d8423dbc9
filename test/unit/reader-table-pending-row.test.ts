import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A pipe table right under its introducing sentence (the mail's blank lines lost) is still a
 * table; and the row the client asked for that holds no figure where the price stands ("in
 * aggiornamento", "on request") leaves the price unread: no other amount of the mail, a
 * neighbour row's or the scaffolding's per m² of façade, is taken for it.
 */

const props = {
  pricePerM2EURExclVAT: {
    type: 'number',
    description: 'prezzo al m² di falda per il rifacimento in coppo portoghese, euro IVA esclusa',
  },
};
const table = (pending: string) =>
  [
    'Le giro il nostro listino, prezzi al metro quadro di falda:',
    'Tipologia                          | € al m² IVA esclusa | Tempi',
    'Tegola portoghese                  | 84,50               | 3 settimane',
    `Coppo portoghese *                 | ${pending}          | 4 settimane`,
    'Coppo tradizionale (con recupero)  | 112,00              | 5 settimane',
    'Ponteggio escluso, 11 € al m² di facciata.',
  ].join('\n');

describe('the asked row of a price table', () => {
  it('its figure is read under the introducing line', () => {
    expect(readFields(props, table('96,00'))).toEqual({ pricePerM2EURExclVAT: 96 });
  });
  it.each<[string]>([['in aggiornamento'], ['su richiesta'], ['tbc']])('"%s": nothing is read', (pending) => {
    expect(readFields(props, table(pending))).toEqual({});
  });
});
