import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import type { ReadSource } from '../../services/worker/brain/readers/read-source.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const body = (text: string, messageId = 'm1', at = AT): ReadSource => ({ text, at, messageId });
const file = (text: string, attachmentId: string, messageId = 'm1', at = AT): ReadSource => ({
  text,
  at,
  messageId,
  attachmentId,
});
const read = (properties: Record<string, unknown>, sources: ReadSource[]) =>
  readFromSources({ type: 'object', properties }, sources, noRefs()).values;

const PRICE = { unitPrice: { type: 'number', description: 'Price per unit in EUR' } };
const BOXES = { boxesPerCrate: { type: 'integer', description: 'How many boxes fit in one crate' } };
const START = { startDate: { type: 'string', format: 'date', description: 'First day of the work' } };

describe('two texts of one message that disagree about a field: the field is asked for', () => {
  it.each([
    ['en', 'Hello, the unit price is 14.50 EUR.', 'unitPrice: 16.20'],
    ['de', 'Hallo, der Stückpreis beträgt 14,50 EUR.', 'unitPrice: 16.20'],
    ['fr', 'Bonjour, le prix unitaire est de 14,50 EUR.', 'unitPrice: 16.20'],
  ])('%s: the body and its attachment give two prices: neither is stored', (_lang, prose, attached) => {
    expect(read(PRICE, [body(prose), file(attached, 'a1')])).toEqual({});
  });

  it('two attachments of one message with two counts: neither is stored', () => {
    expect(read(BOXES, [body(''), file('boxesPerCrate: 12', 'a1'), file('boxesPerCrate: 20', 'a2')])).toEqual({});
  });

  it('prices a cent apart are two prices', () => {
    expect(read(PRICE, [body('Hello, the unit price is 14.50 EUR.'), file('unitPrice: 14.51', 'a1')])).toEqual({});
  });

  it('a disputed field is not filled from an older message either', () => {
    const older = body('unitPrice: 13.00', 'm0', AT - 86_400_000);
    expect(read(PRICE, [body('Hello, the unit price is 14.50 EUR.'), file('unitPrice: 16.20', 'a1'), older])).toEqual(
      {},
    );
  });

  it.each([
    ['en', 'Hello, the unit price is 14.50 EUR.', 'unitPrice: 14.5'],
    ['de', 'Hallo, der Stückpreis beträgt 14,50 EUR.', 'unitPrice: 14.50'],
    ['fr', 'Bonjour, le prix unitaire est de 14,50 EUR.', 'unitPrice: 14.499'],
  ])(
    '%s: the same value stated in the body and repeated in the attachment still completes',
    (_lang, prose, attached) => {
      expect(read(PRICE, [body(prose), file(attached, 'a1')])).toEqual({ unitPrice: 14.5 });
    },
  );

  it('the same date written two ways in body and attachment still completes', () => {
    expect(read(START, [body('Hello, we can start on 2 March 2027.'), file('startDate: 2027-03-02', 'a1')])).toEqual({
      startDate: '2027-03-02',
    });
  });

  it.each([
    ['en', 'Hello, please find our offer attached.'],
    ['de', 'Hallo, anbei unser Angebot.'],
    ['es', 'Hola, adjunto nuestra oferta.'],
  ])('%s: an attachment value completes when the body has no reading for the field', (_lang, prose) => {
    expect(read(BOXES, [body(prose), file('boxesPerCrate: 24', 'a1')])).toEqual({ boxesPerCrate: 24 });
  });

  it.each([
    ['en', 'Hello, the unit price is 14.50 EUR.', 'code;unitPrice\nX-1;on request\n'],
    ['de', 'Hallo, der Stückpreis beträgt 14,50 EUR.', 'code;unitPrice\nX-1;auf Anfrage\n'],
    ['fr', 'Bonjour, le prix unitaire est de 14,50 EUR.', 'code;unitPrice\nX-1;sur demande\n'],
  ])('%s: words in a number column ("on request") do not dispute the body figure', (_lang, prose, csv) => {
    const sources = [body(prose), { ...file(csv, 'a1'), csv: true }];
    expect(read(PRICE, sources)).toEqual({ unitPrice: 14.5 });
  });

  it('a newer message still overrides an older message as before (different messages do not dispute)', () => {
    const older = file('unitPrice: 13.00', 'a0', 'm0', AT - 86_400_000);
    expect(read(PRICE, [body('Hello, the unit price is 14.50 EUR.'), older])).toEqual({ unitPrice: 14.5 });
  });
});
