import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

const AT = Date.parse('2026-11-28T10:00:00Z');
const valid = { validUntil: { type: 'string', description: 'YYYY-MM-DD' } };
const read = (text: string) => readOneReply(valid, text, 'Ask until when the quote holds', AT)['validUntil'];

describe('how long a price holds: the words that bound it, in the seven languages', () => {
  it.each([
    ['es', 'Los precios se mantienen hasta el 20/12.'],
    ['de', 'Die Preise gelten bis zum 20.12.'],
    ['fr', "Nos tarifs restent valables jusqu'au 20/12."],
    ['it', 'I prezzi restano validi fino al 20/12.'],
    ['pt', 'Os preços mantêm-se até 20/12.'],
    ['nl', 'De prijzen zijn geldig tot 20 december.'],
    ['en', 'Prices hold until 20/12.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe('2026-12-20');
  });
});

describe("a document's own date is not the date asked", () => {
  it.each([
    ['es', 'Le reenvío el presupuesto con fecha 26/11.'],
    ['de', 'Anbei das Angebot mit Datum 26.11.'],
    ['fr', 'Ci-joint le devis en date du 26/11.'],
    ['it', 'In allegato il preventivo con data 26/11.'],
    ['pt', 'Segue o orçamento com data de 26/11.'],
    ['nl', 'Bijgaand de offerte met datum 26 november.'],
  ])('%s: nothing', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });

  it.each([
    ['es', 'Le reenvío el presupuesto con fecha 26/11. Los precios se mantienen hasta el 20/12.'],
    ['it', 'In allegato il preventivo con data 26/11: i prezzi restano validi fino al 20/12.'],
    ['fr', "Ci-joint le devis en date du 26/11, valable jusqu'au 20/12."],
  ])('%s: the bound, not the document date', (_lang, text) => {
    expect(read(text)).toBe('2026-12-20');
  });
});
