import { describe, expect, it } from 'vitest';
import { readAttached } from '../support/read-attached.js';
import { spacedRows } from '../../services/worker/brain/readers/tables/spaced-rows.js';

describe('a PDF quote table whose cells come out one space apart', () => {
  const unit = { unitPrice: { type: 'number', description: 'price per sign, excl. VAT' } };

  it('reads the unit price from the row the client names, checked by quantity x unit = total', () => {
    const pdf = [
      'QUOTATION 2027-118',
      'Pos Description Qty Unit price Total',
      '1 Aluminium sign 600 x 400 mm 5 £42.00 £210.00',
      '2 Aluminium sign 900 x 600 mm 5 £68.50 £342.50',
      'Prices exclude VAT. Carriage £15.00 per delivery.',
    ].join('\n');
    expect(readAttached(unit, 'Get the price of 5 aluminium signs 900 x 600 mm', pdf)).toEqual({ unitPrice: 68.5 });
  });

  it('reads German and Italian headers and decimal commas', () => {
    const de = [
      'Pos. Artikel Menge Einzelpreis Gesamtpreis',
      '1 Schild Alu-Dibond 60 x 40 cm 4 38,50 € 154,00 €',
      '2 Schild Alu-Dibond 90 x 60 cm 4 61,00 € 244,00 €',
    ].join('\n');
    expect(
      readAttached(
        { einzelpreis: { type: 'number', description: 'EUR je Schild netto' } },
        'Preis für 4 Alu-Dibond-Schilder 90 x 60 cm erfragen',
        de,
      ),
    ).toEqual({ einzelpreis: 61 });
    const it = [
      'Opz. Carta Quantita Prezzo unitario Totale',
      'A Patinata opaca 130 g 1000 0,098 98,00',
      'B Patinata opaca 300 g 1000 0,172 172,00',
    ].join('\n');
    expect(
      readAttached(
        { prezzo: { type: 'number', description: 'euro per volantino' } },
        'Prezzo per 1000 volantini su carta patinata opaca 300 g',
        it,
      ),
    ).toEqual({ prezzo: 0.172 });
  });

  it('stores nothing when two rows fit the request alike or the rows do not add up', () => {
    const two = [
      'Item Description Qty Unit price Line total',
      '1 Roller banner standard 2 £55.00 £110.00',
      '2 Roller banner premium 2 £79.00 £158.00',
    ].join('\n');
    expect(readAttached(unit, 'Get the price of 2 roller banners', two)).toEqual({});
    const wrongSum = [
      'Item Description Qty Unit price Line total',
      '1 Aluminium sign 600 x 400 mm 5 £42.00 £250.00',
      '2 Aluminium sign 900 x 600 mm 5 £68.50 £300.00',
    ].join('\n');
    expect(spacedRows(wrongSum.split('\n'), 'en')).toEqual([]);
  });

  it('finds the rows only under a header that names a unit price and a total', () => {
    const rows = ['Item Qty Price', '1 Sign A 5 £42.00 £210.00'];
    expect(spacedRows(rows, 'en')).toEqual([]);
    const ok = spacedRows(['Item Qty Unit price Total', '1 Sign A 5 £42.00 £210.00', '2 Sign B 2 £10.00 £20.00'], 'en');
    expect(ok).toHaveLength(1);
    expect(ok[0]!.rows).toEqual([
      ['Sign A', '5', '£42.00', '£210.00'],
      ['Sign B', '2', '£10.00', '£20.00'],
    ]);
  });
});
