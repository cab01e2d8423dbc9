import { describe, expect, it } from 'vitest';
import { parseDelimited } from '../../services/worker/brain/readers/tables/csv-parse.js';
import { readCsv } from '../support/read-source.js';

describe('a CSV export with a title block of label/value lines above its table', () => {
  it('the header is the first line of the table, not the title block', () => {
    const en = [
      'Quote,Q-7731,,,',
      'Customer,Harbour Fit-out Ltd,,,',
      'Code,Description,Qty,Net unit,Line total',
      'DL-12,Downlight 12W,40,8.15,326.00',
      'DL-18,Downlight 18W,10,9.90,99.00',
    ].join('\n');
    expect(parseDelimited(en)?.rows[0]).toEqual(['Code', 'Description', 'Qty', 'Net unit', 'Line total']);
    const de = [
      'Angebot;A-2027-114;;',
      'Kunde;Elektro Maier;;',
      'Pos;Artikel;Menge;Einzelpreis',
      '1;Kabel NYM 3x1,5;100;0,62',
      '2;Dose UP;50;0,35',
    ].join('\n');
    expect(parseDelimited(de)?.rows[0]).toEqual(['Pos', 'Artikel', 'Menge', 'Einzelpreis']);
  });

  it('its coded row is read under that header', () => {
    const csv = [
      'Quote,Q-7731,,,',
      'Code,Description,Qty,Net unit,Line total',
      'DL-12,Downlight 12W,40,8.15,326.00',
      'DL-18,Downlight 18W,10,9.90,99.00',
    ].join('\n');
    const schema = { netUnit: { type: 'number', description: 'GBP per downlight, net' } };
    expect(readCsv(schema, csv, 'Net price per downlight DL-12 for 40 pieces')['netUnit']).toBe(8.15);
  });

  it('lines of the table width, or a title of three filled cells, are not taken for a title block', () => {
    const same = ['Item,Unit,Price', 'Note,see below,', 'Bolt,pc,0.10', 'Nut,pc,0.05'].join('\n');
    expect(parseDelimited(same)?.rows[0]).toEqual(['Item', 'Unit', 'Price']);
    const wide = ['Quote,Q-1,Valid 30 days,', 'Item,Unit,Price', 'Bolt,pc,0.10', 'Nut,pc,0.05'].join('\n');
    expect(parseDelimited(wide)).toBeUndefined();
  });
});
