import { describe, expect, it } from 'vitest';
import { caseReferenceFigures } from '../../services/worker/brain/readers/case-subject.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * One list of the nouns that name a kind of reference (lexicons/reference-nouns.ts): the figures
 * an objective names as references (case-subject.ts) and the names an identifier field is read by
 * (identifiers.ts) take the same nouns, so a compound or a word one of them knew reads in both.
 */
describe('reference figures by the nouns of the identifier lexicon', () => {
  it.each<[string, string[]]>([
    ['Den Liefertermin der Bestellnummer 44718 erfragen.', ['44718']],
    ['Liefertermin zur Auftragsnr. 5520 erfragen.', ['5520']],
    ['Ask when the goods of our PO 88123 will ship.', ['88123']],
    ['Preguntar la fecha de entrega de la orden 4471.', ['4471']],
    ['Saber a data de entrega da encomenda n.º 5520.', ['5520']],
    ['Find out the delivery date of invoice 2219 and booking 7731.', ['2219', '7731']],
  ])('%s', (objective, figures) => {
    expect(caseReferenceFigures(objective)).toEqual(figures);
  });

  it.each([
    'We ordered 500 helmets and want to know the delivery date.',
    'Delivery date of order 5520 for the 2027 season',
    'Ask the price of 120 pallets for our reservations desk.',
  ])('names no other figure as a reference: %s', (objective) => {
    expect(caseReferenceFigures(objective).filter((f) => f !== '5520')).toEqual([]);
  });
});

describe('identifier fields by the nouns of the reference lexicon', () => {
  it.each([
    ['orderNumber', 'Su orden n.º 44718 sale mañana del almacén.', '44718'],
    ['bookingNumber', 'Your reservation no. RS-44120 is confirmed for the 12th.', 'RS-44120'],
  ])('%s: %s', (field, text, code) => {
    expect(readOneReply({ [field]: { type: 'string' } }, text, 'Get the number')[field]).toBe(code);
  });
});

describe('a room number by the word for a room in the seven languages', () => {
  it.each([
    ['en', 'Inês has been given room B-317, a single with its own bathroom.', 'B-317'],
    ['de', 'Frau Carvalho wohnt im Zimmer B-317, Einzelzimmer mit Bad.', 'B-317'],
    ['fr', 'Elle aura la chambre B-317, au troisième étage.', 'B-317'],
    ['es', 'Le hemos asignado la habitación B-317, individual con baño.', 'B-317'],
    ['it', 'Le abbiamo assegnato la camera B-317, singola con bagno.', 'B-317'],
    ['nl', 'Ze krijgt kamer B-317 op de derde verdieping.', 'B-317'],
    ['pt', 'A estudante ficou colocada no quarto B-317, quarto individual com casa de banho privativa.', 'B-317'],
  ])('%s: %s', (_lang, text, code) => {
    const values = readOneReply({ roomNumber: { type: 'string', description: 'room number as written' } }, text);
    expect(values['roomNumber']).toBe(code);
  });

  it('takes no other reference as the room', () => {
    const values = readOneReply(
      { roomNumber: { type: 'string', description: 'room number as written' } },
      'The contract has no. RAL/2027/01462 and the deposit receipt is 2027/0912.',
    );
    expect(values['roomNumber']).toBeUndefined();
  });
});

describe('an identifier named by its subject word when its kind word is not written', () => {
  const part = { replacementPartNumber: { type: 'string', description: 'the recommended replacement part number' } };

  it.each([
    'The direct replacement is the NX-4852P: same 1U form factor, same ports.',
    'Our recommended replacement: NX-4852P, 14 on the shelf.',
  ])('%s', (text) => {
    expect(readOneReply(part, text)['replacementPartNumber']).toBe('NX-4852P');
  });

  it('never by a subject word that names another kind of reference', () => {
    const values = readOneReply(
      { customerOrderNumber: { type: 'string' } },
      'Your customer no. is 104471; the order goes out tomorrow.',
    );
    expect(values['customerOrderNumber']).toBeUndefined();
  });
});

describe('an identifier followed by another code in series', () => {
  it.each([
    'Order number: 44718, 44719 (two deliveries).',
    'Die Bestellnummern sind 44718 und 44719.',
    'Il vostro ordine n. 44718 e 44719 partono domani.',
  ])('is no one identifier: asked: %s', (text) => {
    expect(readOneReply({ orderNumber: { type: 'string' } }, text)['orderNumber']).toBeUndefined();
  });

  it.each([
    ['Order number: 44718, shipped today with 2 pallets.', '44718'],
    ['Your order 44718 and the invoice follow by post.', '44718'],
  ])('one code followed by words is read: %s', (text, code) => {
    expect(readOneReply({ orderNumber: { type: 'string' } }, text)['orderNumber']).toBe(code);
  });
});
