import { describe, expect, it } from 'vitest';
import { readReply } from '../support/read-one-reply.js';

/**
 * An inclusion said of another thing is no answer about the field's subject: a tax's own status
 * ("IVA incluido", "+ VAT", "TTC"), a subject that itself includes others ("the room hire includes
 * a screen and water"), and a description's word the objective also writes about another thing.
 */

type Props = Record<string, Record<string, unknown>>;
const read = (props: Props, objective: string, text: string) => readReply(props, objective, { text });

describe("a tax's status is no inclusion of the subject", () => {
  it.each<[string, string, string, string]>([
    // A count of keys beside the total "IVA incluido": nothing of the master-keying.
    [
      'es',
      '¿Incluye la llave de repuesto?',
      'Son 12 cerraduras con 3 llaves cada una, 1.450,00 €, IVA incluido.',
      'spareKeyIncluded',
    ],
    [
      'it',
      'La chiave di riserva è compresa?',
      'Per le 10 serrature (2 chiavi ciascuna) il totale è 980,00 €, IVA inclusa.',
      'spareKeyIncluded',
    ],
    [
      'de',
      'Ist die Reinigung der Filter enthalten?',
      'Die Wartung der 4 Filter kostet 320,00 € inkl. MwSt.',
      'filterCleaningIncluded',
    ],
    [
      'fr',
      "L'installation des stores est-elle comprise ?",
      'Les 6 stores coûtent 840 € TTC, pose par nos soins.',
      'blindsFittingIncluded',
    ],
    ['en', 'Is the paint included?', 'Painting the 3 rooms comes to £1,200 including VAT.', 'paintIncluded'],
    ['nl', 'Zit het materiaal erbij?', 'Het materiaal voor de 2 kamers: € 640, btw inbegrepen.', 'materiaalInbegrepen'],
  ])('%s: %s', (_lang, description, text, name) => {
    const got = read({ total: { type: 'number' }, [name]: { type: 'boolean', description } }, 'Get a quote.', text);
    expect(got[name]).toBeUndefined();
  });

  it.each<[string, string, string, boolean]>([
    // The tax field itself still reads its own status.
    ['vatIncluded', 'Is VAT included?', 'The total is €1,450, VAT included.', true],
    // The subject's own clause still answers beside the tax's.
    ['installationIncluded', 'Installation included?', 'Installation is included; the total is €1,450 + VAT.', true],
    [
      'montageInbegriffen',
      'Ist die Montage inbegriffen?',
      'Die Montage ist nicht inbegriffen, 980 € inkl. MwSt.',
      false,
    ],
  ])('%s still read', (name, description, text, value) => {
    const got = read({ total: { type: 'number' }, [name]: { type: 'boolean', description } }, 'Get a quote.', text);
    expect(got[name]).toBe(value);
  });
});

describe('a subject that includes others is not said included itself', () => {
  it.each<[string, string, string, string]>([
    ['breakfastIncluded', 'breakfast', 'The breakfast includes eggs, toast and juice.', 'en'],
    ['morningSessionIncluded', 'sessione del mattino', 'La sessione del mattino comprende caffè e acqua.', 'it'],
    ['pausaIncluida', 'pausa de media mañana incluida', 'La media jornada incluye sala, pantalla y agua.', 'es'],
    [
      'forfaitInclus',
      'le forfait journée est-il inclus ?',
      'Le forfait journée comprend la salle et le vidéoprojecteur.',
      'fr',
    ],
    ['arrangementInbegrepen', 'arrangement inbegrepen', 'Het arrangement omvat koffie, thee en lunch.', 'nl'],
    ['pacoteIncluido', 'o pacote está incluído?', 'O pacote inclui transfer e guia.', 'pt'],
  ])('%s: %s', (name, description, text) => {
    const got = read({ [name]: { type: 'boolean', description }, price: { type: 'number' } }, 'Ask.', text);
    expect(got[name]).toBeUndefined();
  });

  it.each<[string, string, boolean]>([
    // Named after the verb: the subject is what is included.
    ['breakfastIncluded', 'The room rate includes breakfast.', true],
    ['parkingIncluded', 'Der Preis umfasst das Parken.', true],
    ['transferIncluded', 'O pacote inclui o transfer.', true],
  ])('%s read after the verb', (name, text, value) => {
    const got = read({ [name]: { type: 'boolean' }, price: { type: 'number' } }, 'Ask.', text);
    expect(got[name]).toBe(value);
  });
});

describe("a description's word the objective writes about another thing names the case", () => {
  it.each<[string, string, string, Props, string]>([
    [
      'nl',
      'Vraag of de bezorging gratis is voor onze bestelling van 8 kratten, en of ze de lege kratten gratis ophalen.',
      'De lege kratten halen we gratis op.',
      {
        deliveryFree: { type: 'boolean', description: 'voor onze bestelling van 8 kratten' },
        crateReturnFree: { type: 'boolean' },
      },
      'deliveryFree',
    ],
    [
      'en',
      'Ask whether delivery is free for our 6 pallets, and whether they take the empty pallets back at no charge.',
      'We take the empty pallets back free of charge.',
      { deliveryFree: { type: 'boolean', description: 'for our 6 pallets' }, palletReturnFree: { type: 'boolean' } },
      'deliveryFree',
    ],
    [
      'de',
      'Fragen, ob die Lieferung für unsere 10 Fässer frei ist, und ob sie die leeren Fässer kostenlos abholen.',
      'Die leeren Fässer holen wir kostenlos ab.',
      { lieferungFrei: { type: 'boolean', description: 'für unsere 10 Fässer' }, leergutAbholung: { type: 'boolean' } },
      'lieferungFrei',
    ],
    [
      'en',
      'Ask the price of the morning room hire, and whether the mid-morning coffee is included.',
      'The morning room hire is included in the day rate.',
      {
        coffeeIncluded: { type: 'boolean', description: 'mid-morning coffee included in the price' },
        price: { type: 'number' },
      },
      'coffeeIncluded',
    ],
  ])('%s: %s', (_lang, objective, text, props, name) => {
    expect(read(props, objective, text)[name]).toBeUndefined();
  });
});
