import { describe, expect, it } from 'vitest';
import { readReply } from '../support/read-one-reply.js';

/**
 * A price list's row named in another language by a word that differs only in its ending
 * ("Microbiologica" for "microbiological"): the row the request names (tables/named-row.ts).
 * Before, a Portuguese lab's CSV was not read for an English request, and the case asked again.
 */

const FIELDS = {
  pricePerSampleEUR: { type: 'number', description: 'price of one analysis per sample, EUR excluding VAT' },
};
const CSV = [
  'codigo;analise;preco_sem_iva_eur;prazo_dias_uteis',
  'AQ-01;Controlo de rotina R1 - agua de consumo humano;38,00;5',
  'AQ-05;Microbiologica (coliformes totais, E. coli, enterococos);42,50;3',
  'AQ-07;Legionella (pesquisa e quantificacao);65,00;10',
].join('\n');
const read = (objective: string) =>
  readReply(FIELDS, objective, {
    text: 'Aqui vai a tabela.',
    attachments: [{ attachmentId: 'a1', filename: 'tabela.csv', contentType: 'text/csv', size: CSV.length, text: CSV }],
  })['pricePerSampleEUR'];

describe('a row named by a cognate (tables/named-row.ts)', () => {
  it('reads the row the request names in another language', () => {
    expect(read('Ask the lab for the price of one microbiological analysis of drinking water per sample.')).toBe(42.5);
  });

  it('a row the request spells only in part is not chosen ("controlled" for "Controlo de rotina … consumo humano")', () => {
    expect(read('Ask the lab for the price of one controlled analysis per sample.')).toBeUndefined();
  });
});
