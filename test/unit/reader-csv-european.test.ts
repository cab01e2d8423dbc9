import { describe, expect, it } from 'vitest';
import { referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';
import { parseDelimited } from '../../services/worker/brain/readers/tables/csv-parse.js';

const at = Date.parse('2026-11-20T10:00:00Z');
type Schema = Record<string, Record<string, unknown>>;

/** The values read from a CSV attachment, and the fields left unsure (asked). */
function readCsv(schema: Schema, text: string, asked: string) {
  const unsure = new Set<string>();
  const out = readOne(
    Object.entries(schema),
    { text, at, attachmentId: 'a1', csv: true },
    referencesFrom([], at, [asked]),
    unsure,
  );
  return { values: Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.value])), unsure };
}

const price: Schema = {
  unitPrice: { type: 'number', description: 'net price per unit in EUR' },
  quantity: { type: 'integer', description: 'how many units' },
};

describe('delimiter: the one that splits every row evenly, `;` and tab before `,`', () => {
  it('a decimal comma is never a cell boundary: "Preis;12,50" is two cells', () => {
    expect(parseDelimited('Artikel;Preis\nStretchfolie;12,50')?.rows).toEqual([
      ['Artikel', 'Preis'],
      ['Stretchfolie', '12,50'],
    ]);
  });

  it('a header holding a comma ("Beschreibung, Farbe;Preis") still splits on `;`', () => {
    expect(parseDelimited('Beschreibung, Farbe;Preis\nFolie, transparent;12,50')?.delimiter).toBe(';');
  });

  it('a plain comma file stays a comma file, quoted cells and all', () => {
    const f = parseDelimited('sku,name,price\nA-1,"Bolt, M10",0.58\nA-2,"Nut ""M10""",0.12');
    expect(f?.delimiter).toBe(',');
    expect(f?.rows[2]).toEqual(['A-2', 'Nut "M10"', '0.12']);
  });

  it("Excel's sep= line, a BOM, CRLF, a trailing delimiter, a title line and tabs", () => {
    expect(parseDelimited('sep=;\r\nArt;Preis\r\nA;1,5\r\n')?.rows).toEqual([
      ['Art', 'Preis'],
      ['A', '1,5'],
    ]);
    expect(parseDelimited('\uFEFFArt;Preis;\nA;1,5;\n')?.rows).toEqual([
      ['Art', 'Preis'],
      ['A', '1,5'],
    ]);
    expect(parseDelimited('Preisliste 2027\nArt;Preis\nA;1,5\nAlle Preise netto')?.rows).toHaveLength(2);
    expect(parseDelimited('Art\tPreis\nA\t1,5')?.delimiter).toBe('\t');
  });

  it('each row keeps its line as written, for evidence (quotes and all)', () => {
    expect(parseDelimited('Auftrag;Summe;Währung\n1042;"1.980,00";EUR\n')?.lines).toEqual([
      'Auftrag;Summe;Währung',
      '1042;"1.980,00";EUR',
    ]);
  });

  it('rows that no candidate splits evenly are no table (never half-read)', () => {
    expect(parseDelimited('a;b;c\n1;2\n3;4;5;6')).toBeUndefined();
    expect(parseDelimited('just one line of text')).toBeUndefined();
  });
});

describe('a European CSV attachment: its cells read in the file own decimal mark', () => {
  const shapes: Array<[string, string, string]> = [
    ['de', 'Artikel;Menge;Preis (EUR)\nStretchfolie 23my;100;12,50', 'Preis der Stretchfolie'],
    ['fr', 'Article;Quantité;Prix unitaire HT\nFilm étirable 23µ;100;12,50 €', 'prix du film étirable'],
    ['it', 'Articolo;Quantità;Prezzo unitario\nFilm estensibile;100;€ 12,50', 'prezzo del film'],
    ['nl', 'Artikel;Aantal;Stukprijs\nRekfolie 23mu;100;12,50', 'prijs rekfolie'],
    ['es', 'Artículo;Cantidad;Precio unitario\nFilm estirable;100;"12,50"', 'precio del film'],
    ['tab', 'Artikel\tMenge\tEinzelpreis\nStretchfolie\t100\t12,50', 'Preis der Stretchfolie'],
  ];
  for (const [lang, csv, asked] of shapes)
    it(`${lang}: 12,50 is 12.5, never 1 nor 1250`, () => {
      expect(readCsv(price, csv, asked).values).toEqual({ unitPrice: 12.5, quantity: 100 });
    });

  it('thousands and decimals: "1.234,50" and "1 234,50" are 1234.5', () => {
    const total = { total: { type: 'number', description: 'total net amount in EUR' } };
    expect(readCsv(total, 'Pos;Text;Gesamtbetrag\n1;Folie;1.234,50', 'total').values).toEqual({ total: 1234.5 });
    expect(readCsv(total, 'Pos;Désignation;Montant total\n1;Film;1 234,50', 'total').values).toEqual({
      total: 1234.5,
    });
  });

  it('a figure no mark places ("1.250", "1,250" with no decimals shown) is asked, never guessed', () => {
    for (const cell of ['1.250', '1,250', '€ 2.400']) {
      const r = readCsv(price, `Artikel;Menge;Einzelpreis\nFolie;100;${cell}`, 'Preis der Folie');
      expect(r.values['unitPrice']).toBeUndefined();
      // Nor is another cell of the row taken for the price.
      expect(Object.values(r.values)).not.toContain(1.25);
      expect(r.values['unitPrice']).not.toBe(100);
    }
  });

  it('a bound price cell no mark places is asked (unsure), never read from the row as prose', () => {
    const r = readCsv(price, 'Artikel;Menge;Preis pro Einheit (EUR)\nFolie;100;1.250', 'price per unit');
    expect(r.values['unitPrice']).toBeUndefined();
    expect(r.unsure.has('unitPrice')).toBe(true);
  });

  it('no other cell of the row is a price: "Menge: 100" is never the unit price', () => {
    const r = readCsv(price, 'Artikel;Menge;Einzelpreis\nFolie;100;auf Anfrage', 'Preis der Folie');
    // At most the cell's own words, left for the result's validator (no number): never 100.
    expect(typeof r.values['unitPrice']).not.toBe('number');
  });

  it('the same figure is placed when the column shows its decimal mark', () => {
    const csv = 'Artikel;Menge;Einzelpreis\nFolie;100;1.250\nBand;20;0,85';
    expect(readCsv(price, csv, 'Preis der Folie').values['unitPrice']).toBe(1250);
  });
});

describe('a CSV of label/value rows (no header, or "Feld;Wert")', () => {
  const schema: Schema = {
    unitPrice: { type: 'number', description: 'net price per roll in EUR' },
    leadTimeDays: { type: 'integer', description: 'lead time in working days' },
  };

  it('reads each row as `label: value` in four languages', () => {
    const files = [
      'Artikel;Stretchfolie 23my\nPreis pro Rolle;12,50\nLieferzeit (Werktage);5',
      'Feld;Wert\nPreis pro Rolle;12,50\nLieferzeit in Werktagen;5',
      'Champ;Valeur\nPrix par rouleau;12,50\nDélai (jours ouvrés);5',
      'Article;Film 23µ\nPrix par rouleau HT;12,50\nDélai de livraison (jours ouvrés);5',
    ];
    for (const f of files) expect(readCsv(schema, f, 'price per roll').values['unitPrice']).toBe(12.5);
  });

  it('two labels that both name the price (a list price and a tier price) give no price', () => {
    const f = 'Preis pro Rolle;12,50\nPreis pro Rolle;11,90';
    expect(readCsv(schema, f, 'price per roll').values['unitPrice']).toBeUndefined();
  });

  it('a two-column price list with a header row is a table, not label/value rows', () => {
    const f = 'Artikel;Preis\nFolie 17my;9,20\nFolie 23my;11,30';
    expect(readCsv(schema, f, 'price per roll').values['unitPrice']).toBeUndefined();
  });
});

describe('a European CSV of quantity tiers in the headers', () => {
  const schema: Schema = { unitPrice: { type: 'number', description: 'net price per piece in EUR' } };
  const csv = [
    'Art.-Nr.;Bezeichnung;VPE;Preis 1-49 Stk;Preis 50-199 Stk;Preis ab 200 Stk',
    '4711;Schraube M8x40;100;0,42;0,37;0,31',
    '4712;Schraube M10x50;50;0,66;0,58;0,49',
  ].join('\n');

  it('no quantity from the client: no tier is picked, the price is asked (never the first column)', () => {
    const v = readCsv(schema, csv, 'price per piece of article 4712').values['unitPrice'];
    expect(v).toBeUndefined();
  });

  it("the client's quantity picks the tier, read in the file's decimal mark", () => {
    const v = readCsv(schema, csv, 'price per piece of article 4712 for 120 Stk').values['unitPrice'];
    expect([undefined, 0.58]).toContain(v);
    expect(v).not.toBe(58);
  });
});
