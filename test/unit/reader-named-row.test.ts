import { describe, expect, it } from 'vitest';
import { csvRecord } from '../../services/worker/brain/readers/csv-rows.js';
import { namedRow, namingWords } from '../../services/worker/brain/readers/tables/named-row.js';
import { rowAsk } from '../../services/worker/brain/readers/tables/row-choice.js';
import { tableRecords } from '../../services/worker/brain/readers/tables/table-record.js';
import { tierColumn, tierOf } from '../../services/worker/brain/readers/tables/tiers.js';
import { bindRecord } from '../../services/worker/brain/readers/line-values.js';

const wantedOf = (...texts: string[]) => new Set(texts.flatMap(namingWords));
const askOf = (...texts: string[]) => rowAsk(texts);

describe('the row of a price list the request names', () => {
  const paints = [
    'code;article;pack;price;min',
    'EM-10;Interior emulsion matt white;10 l tin;38,90;2',
    'EM-05;Interior emulsion matt white;5 l tin;21,40;4',
    'EM-10S;Interior emulsion silk white;10 l tin;41,20;2',
    'MA-10;Masonry paint smooth grey;10 l tin;52,00;1',
  ].join('\n');

  it('takes the row whose article, finish and pack size the request spells', () => {
    const wanted = wantedOf('Price of a 10 l tin of matt white interior emulsion for a school repaint');
    const r = csvRecord(paints, new Set(), { wanted, quantities: [] });
    expect(r?.row).toBe('EM-10;Interior emulsion matt white;10 l tin;38,90;2');
    expect(r?.pairs.find((p) => p.header === 'price')?.value).toBe('38,90');
  });

  it('asks (no row) when two pack sizes fit alike and the request names none', () => {
    const wanted = wantedOf('Price of matt white interior emulsion');
    expect(csvRecord(paints, new Set(), { wanted, quantities: [] })).toBeUndefined();
  });

  it('takes no row for an article the list does not hold, even when a row shares a word', () => {
    const wanted = wantedOf('Price per 10 l tin of anti-mould bathroom paint');
    expect(csvRecord(paints, new Set(), { wanted, quantities: [] })).toBeUndefined();
  });

  it('never takes a row from words only the figures share', () => {
    const rows = [
      ['Darjeeling first flush', '250 g', '12.40'],
      ['Assam breakfast', '250 g', '9.80'],
    ];
    expect(namedRow(rows, wantedOf('we would order 12.40 kg of green tea'))).toBeUndefined();
  });

  it('reads accents and case away: a French request names a French row', () => {
    const rows = [
      ['CF-AR-1', 'Café arabica Éthiopie grains', 'Sachet 1 kg', '24,50'],
      ['CF-RO-1', 'Café robusta Vietnam grains', 'Sachet 1 kg', '16,90'],
      ['CF-AR-5', 'Café arabica Éthiopie moulu', 'Sachet 1 kg', '25,10'],
    ];
    expect(namedRow(rows, wantedOf("le prix HT d'un sachet de 1 kg de café arabica d'Ethiopie en grains"))).toBe(0);
  });

  it('a German request: the quality the request names wins over its neighbour without it', () => {
    const rows = [
      ['4410', 'Schrauben verzinkt 4x40', 'Pack 200 Stk', '6,90'],
      ['4411', 'Schrauben Edelstahl A2 4x40', 'Pack 200 Stk', '14,30'],
    ];
    expect(namedRow(rows, wantedOf('Preis für Schrauben aus Edelstahl A2, 4x40, im 200er Pack'))).toBe(1);
  });

  it('the codes we wrote still pick the row first', () => {
    const r = csvRecord(paints, new Set(['ma-10']), askOf('matt white interior emulsion 10 l tin'));
    expect(r?.row).toBe('MA-10;Masonry paint smooth grey;10 l tin;52,00;1');
  });
});

describe('quantity tiers pick the row that holds the client quantity', () => {
  it('reads ranges, open ends and "from" tiers in several languages', () => {
    expect(tierOf('1–24')?.tier).toEqual({ lo: 1, hi: 24 });
    expect(tierOf('250+')?.tier).toEqual({ lo: 250, hi: Number.POSITIVE_INFINITY });
    expect(tierOf('ab 2.000 Stk.')?.tier.lo).toBe(2000);
    expect(tierOf('vanaf 50 stuks')?.tier.lo).toBe(50);
    expect(tierOf('da 100 pezzi')?.tier.lo).toBe(100);
    expect(tierOf('€ 12,50')).toBeUndefined();
    expect(tierOf('3–5 days')?.counted).toBe(false);
  });

  it('a lead-time column of ranges is no tier column', () => {
    expect(tierColumn('Lead time', ['2 - 3 days', '5 - 8 days'])).toBeUndefined();
    expect(tierColumn('Menge', ['ab 10 Rollen', 'ab 50 Rollen'])).toEqual([
      { lo: 10, hi: 49 },
      { lo: 50, hi: Number.POSITIVE_INFINITY },
    ]);
  });

  it('an HTML-like tier table: the row of 300 licences, the price per licence from its header', () => {
    const text = [
      'Our yearly prices:',
      '',
      'Licences      Price per licence / year   Support',
      '1 - 49        € 96,00                    e-mail',
      '50 - 249      € 84,00                    e-mail',
      '250+          € 71,00                    phone',
    ].join('\n');
    const ask = rowAsk(['Yearly price per licence for 300 licences of the planning tool']);
    const recs = tableRecords(text, ask);
    expect(recs).toHaveLength(1);
    expect(recs[0]!.pairs.find((p) => p.header.startsWith('Price'))?.value).toBe('€ 71,00');
  });

  it('a quantity in no tier, or no quantity, chooses no row (asked, never a guessed tier)', () => {
    const text = 'Menge          Preis je Rolle\nab 10 Rollen   4,20 €\nab 50 Rollen   3,80 €\n';
    expect(tableRecords(text, rowAsk(['Preis für Klebeband, 5 Rollen']))).toEqual([]);
    expect(tableRecords(text, rowAsk(['Preis für Klebeband']))).toEqual([]);
    expect(tableRecords(text, rowAsk(['Preis für 60 Rollen Klebeband']))[0]?.pairs[1]?.value).toBe('3,80 €');
  });

  it('two products with their own tiers: the product the request names, at its tier', () => {
    const text = [
      'Plan       Users    Price per user',
      'Team       1-19     $9',
      'Team       20+      $8',
      'Company    10+      $15',
    ].join('\n');
    expect(tableRecords(text, rowAsk(['price per user for 25 users on the Team plan']))[0]?.row).toContain('20+');
    // 25 users fall in Team 20+ and Company 10+; without a plan named, no row is sure.
    expect(tableRecords(text, rowAsk(['price per user for 25 users']))).toEqual([]);
  });
});

describe('a record header binds the field it names best', () => {
  const props: Array<[string, Record<string, unknown>]> = [
    ['leadTimeDays', { type: 'integer', description: 'working days from order to delivery' }],
    ['unitPrice', { type: 'number', description: 'price per carton, excl. VAT' }],
  ];

  it('the lead-time column, not the minimum-order column that shares "order"', () => {
    const bound = bindRecord(props, [
      { header: 'min_order_cartons', value: '12' },
      { header: 'lead_time_days', value: '4' },
    ]);
    expect(bound.find((b) => b.name === 'leadTimeDays')?.value).toBe('4');
  });

  it('a price column without another word wins over the pallet price; two alike bind nothing', () => {
    const fr = bindRecord(props, [
      { header: 'Prix HT (€)', value: '7,10' },
      { header: 'Prix HT palette (€)', value: '580,00' },
    ]);
    expect(fr.filter((b) => b.name === 'unitPrice').map((b) => b.value)).toEqual(['7,10']);
    const two = bindRecord(props, [
      { header: 'Price A', value: '7,10' },
      { header: 'Price B', value: '7,40' },
    ]);
    expect(two.filter((b) => b.name === 'unitPrice')).toEqual([]);
  });
});
