import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A fee field ("feeGross", "inspection fee", "hire fee") takes an amount no fee word names when it
 * is the text's one amount ("für Ihr Objekt komme ich auf 89,50 €", "the hire comes to £4,850"):
 * blind set R, tuning Q and the test corpus asked the client for all of them. Beside another
 * amount, a deposit or a named fee, it is never the field's.
 */
const fee = { fee: { type: 'number', description: 'fee in EUR' } };

describe('a fee field and the one amount of the text', () => {
  it.each<[string, number]>([
    ['Hallo,\n\nfür Ihr Objekt komme ich auf 89,50 € inkl. MwSt.\n\nGrüße', 89.5],
    ['Hello,\n\nFor the Saturday the hire of the barn comes to €4,850 including VAT.\n\nBest', 4850],
    ['Bonjour,\n\nPour votre maison, cela fera 120 € TTC.\n\nCordialement', 120],
    ['Hola,\n\nPara su caso serían 75 € con IVA.\n\nSaludos', 75],
    ['Buongiorno,\n\nper il sopralluogo le chiediamo 60 € IVA inclusa.\n\nSaluti', 60],
    ['Goedendag,\n\nVoor uw woning kom ik uit op € 95.\n\nGroet', 95],
  ])('%s', (text, value) => {
    expect(readOneReply(fee, text).fee).toBe(value);
  });

  it.each<string>([
    // Two amounts: neither is the one answer.
    'Hello,\n\nIt comes to €120 for the small house and €180 for the large one.\n\nBest',
    // A named fee beside: the unnamed amount is another thing.
    'Hallo,\n\ndie Anfahrtspauschale beträgt 35 €, das Material kommt auf 89,50 €.\n\nGrüße',
    // A deposit is no fee.
    'Bonjour,\n\nNous demandons un acompte de 200 €.\n\nCordialement',
    // A guess.
    'Hola,\n\nSerán unos 75 € más o menos.\n\nSaludos',
  ])('never: %s', (text) => {
    const got = readOneReply(fee, text).fee;
    expect(got === undefined || got === 35).toBe(true);
  });
});
