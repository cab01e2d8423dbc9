import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readOneReply } from '../support/read-one-reply.js';

const mrn = { mrn: { type: 'string', description: 'Movement Reference Number of the import declaration' } };
const vin = { vin: { type: 'string', description: 'Vehicle identification number' } };
const reference = { reference: { type: 'string' } };

describe('a field named by an acronym whose description names an identifier', () => {
  it.each([
    [
      'de, code on the next line',
      'Die MRN lautet\n\n26DE 4711 2345 67A8 90\n\n- bitte so weitergeben.',
      '26DE 4711 2345 67A8 90',
    ],
    ['en', 'The MRN is 26GB7Y3K8L2M4N6P01 and the goods are cleared.', '26GB7Y3K8L2M4N6P01'],
    ['fr', 'Le MRN : 26FR 0042 1187 3301 A5, à transmettre à votre comptable.', '26FR 0042 1187 3301 A5'],
    ['es', 'El MRN es 26ES00281100045671 para la declaración.', '26ES00281100045671'],
    ['it', "L'MRN è 26IT 1234 5678 9012 34, già trasmesso.", '26IT 1234 5678 9012 34'],
    ['nl', 'Het MRN luidt:\n26NL 9K4L 2210 0871 55', '26NL 9K4L 2210 0871 55'],
  ])('%s', (_case, text, code) => {
    expect(readOneReply(mrn, text, 'Ask for the MRN')['mrn']).toBe(code);
  });

  it('a VIN in prose, and only its code', () => {
    expect(readOneReply(vin, 'The VIN is WVWZZZ1JZ3W386752 and the car is ready.', 'Get the VIN')['vin']).toBe(
      'WVWZZZ1JZ3W386752',
    );
  });

  it.each([
    [
      'two containers, two codes',
      'The MRN for the first container is 26DE47112345678A90, the MRN for the second 26DE47112345678B11.',
    ],
    ['words, no code', 'Die MRN lautet\n\nnoch offen, kommt morgen.'],
    ['another identifier named', 'Container MSCU 482193-7 is at the terminal.'],
  ])('nothing from %s', (_case, text) => {
    expect(readOneReply(mrn, text, 'Ask for the MRN')['mrn']).toBeUndefined();
  });

  it('a short field name whose description names no identifier is no identifier', () => {
    const props = { size: { type: 'string', description: 'shirt size' } };
    expect(readOneReply(props, 'The size is M 2024 edition, fits well.', 'Ask the size')['size']).not.toBe('M 2024');
  });
});

describe('a reference field named by one word is only its code', () => {
  it.each([
    ['de', 'Unsere Referenz: KV 2026-118 für Ihre Bestellung.', 'KV 2026-118'],
    ['en', 'Our reference: KV 2026-118 for your order.', 'KV 2026-118'],
    ['en, parenthesis', 'Reference: AB-77812 (please quote it)', 'AB-77812'],
    ['fr', 'Notre référence est DV-2026-0412, merci de la rappeler.', 'DV-2026-0412'],
    ['es', 'Su referencia es PR 2026 0551 para el pedido.', 'PR 2026 0551'],
    ['it', 'Il riferimento è OF-88120 per la consegna.', 'OF-88120'],
  ])('%s', (_case, text, code) => {
    expect(readOneReply(reference, text, 'Get their reference')['reference']).toBe(code);
  });

  it('a line whose value is no code is not stored', () => {
    expect(readOneReply(reference, 'Reference: to follow', 'Get their reference')['reference']).toBeUndefined();
  });
});

describe('a quote number named by the word for a quote, with a slash between figures', () => {
  const quote = { quoteNumber: { type: 'string' } };
  it.each([
    ['nl', 'De offerte staat klaar onder nummer LTB 2026/11 - 3318, je krijgt hem vanmiddag.', 'LTB 2026/11-3318'],
    ['de', 'Das Angebot hat die Nummer AG 2026/0412, gültig 30 Tage.', 'AG 2026/0412'],
    ['fr', 'Le devis n° DV 2026/118 vous parvient demain.', 'DV 2026/118'],
    ['es', 'El presupuesto nº P-2026/0031 incluye el montaje.', 'P-2026/0031'],
    ['it', 'Il preventivo n. 2026/445 è allegato.', '2026/445'],
    ['pt', 'O orçamento nº ORC 2026/77 segue em anexo.', 'ORC 2026/77'],
  ])('%s', (_case, text, code) => {
    expect(readOneReply(quote, text, 'Get the quote number')['quoteNumber']).toBe(code);
  });

  it.each([
    ['a day and month', '12/03 attached'],
    ['a full date', '12/03/2026 attached'],
    ['a count after the code', '4471/2 boxes'],
    ['a word glued after the slash', 'PO-4471/Box'],
  ])('no code from %s', (_case, text) => {
    expect(codeAt(text, 0)).toBeUndefined();
  });

  it('two quote numbers: none', () => {
    expect(
      readOneReply(quote, 'Offerte LTB 2026/11 - 3318 vervangt offerte LTB 2026/10 - 2290.', 'Get the quote number')[
        'quoteNumber'
      ],
    ).toBeUndefined();
  });
});

describe('a file number named by the word for a file in the seven languages', () => {
  const file = { firmFileNumber: { type: 'string', description: 'numero di pratica dello studio' } };
  it.each([
    ['it', 'La vostra posizione è registrata come pratica n. 2026/148-C; la causa pende con R.G. 4412/2025.'],
    ['de', 'Ihr Aktenzeichen lautet 2026/148-C, bitte immer angeben.'],
    ['fr', 'Votre dossier n° 2026/148-C est ouvert.'],
    ['nl', 'Uw dossiernummer is 2026/148-C.'],
    ['en', 'Our file number is 2026/148-C.'],
  ])('%s', (_lang, text) => {
    expect(readOneReply(file, text, 'Ask for their file number')['firmFileNumber']).toBe('2026/148-C');
  });

  it('two files: none', () => {
    expect(
      readOneReply(file, 'The file 2026/148-C replaces file 2025/77-B.', 'Ask for their file number')['firmFileNumber'],
    ).toBeUndefined();
  });
});
