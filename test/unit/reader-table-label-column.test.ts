import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../shared/html-to-text.js';
import { readSource } from '../support/read-source.js';

const read = (schema: Record<string, unknown>, text: string, asked: string) => readSource(schema, text, asked);

const table = (rows: string[][], after = 'Best regards') =>
  htmlToText(
    `<p>Our packages:</p><table>${rows
      .map((r, i) => `<tr>${r.map((c) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`)
      .join('')}</table><p>${after}</p>`,
  );

describe('a table row named by its label when the wordiest column says what it includes', () => {
  const en = table([
    ['Package', 'Includes', 'Price (ex VAT)'],
    ['Basic', 'Projector and screen, PA, one handheld mic', '£690'],
    ['Standard', 'Projector and screen, PA, two radio mics, one technician', '£940'],
    ['Premium', 'Two screens, PA, four radio mics, lighting, two technicians', '£1275'],
  ]);
  const schema = { packagePrice: { type: 'number', description: 'GBP ex VAT for the day' } };

  it('the package the client names', () => {
    expect(read(schema, en, 'Price of your standard AV package for our conference (radio mics, technician)')).toEqual({
      packagePrice: 940,
    });
  });

  it('in Spanish', () => {
    const es = table([
      ['Paquete', 'Incluye', 'Precio sin IVA'],
      ['Básico', 'Proyector, pantalla, megafonía, un micrófono de mano', '690 €'],
      ['Confort', 'Proyector, pantalla, megafonía, dos micrófonos inalámbricos, un técnico', '940 €'],
      ['Premium', 'Dos pantallas, megafonía, cuatro micrófonos inalámbricos, luces, dos técnicos', '1275 €'],
    ]);
    const s = { precioPaquete: { type: 'number', description: 'EUR sin IVA por día' } };
    expect(read(s, es, 'Precio de su paquete Confort con micrófonos inalámbricos y técnico')).toEqual({
      precioPaquete: 940,
    });
  });
});

describe('a figure of a table row not chosen is never the field by prose', () => {
  const de = table([
    ['Paket', 'Leistungen', 'Preis netto'],
    ['Basis', 'Beamer, Leinwand, Beschallung, ein Handmikrofon', '890 €'],
    ['Komfort', 'Beamer, Leinwand, Beschallung, zwei Funkmikrofone, ein Techniker', '1.640 €'],
  ]);
  const s = { paketPreis: { type: 'number', description: 'Preis des Pakets in EUR netto pro Tag' } };

  it('the chosen row’s figure unread: asked, never the first row’s 890', () => {
    expect(read(s, de, 'Preis für Ihr Komfort-Paket mit Funkmikrofonen und Techniker')['paketPreis']).toBeUndefined();
  });

  it('no row named: asked, in English too', () => {
    const en = table([
      ['Package', 'Price'],
      ['Basic', '£690'],
      ['Standard', '£940'],
    ]);
    expect(
      read({ price: { type: 'number', description: 'GBP' } }, en, 'Price of an AV package')['price'],
    ).toBeUndefined();
  });

  it('a sentence outside the table that gives the price is still read', () => {
    const text = [
      'Hi Tom,',
      '',
      'At 300 bags you are in the 250+ band, so €4.10 per bag plus VAT.',
      '',
      'Product      | Qty    | Price/bag',
      'Grit salt    | 1-249  | €4.60',
      'Grit salt    | 250+   | €4.10',
      '',
      'Regards, Ann',
    ].join('\n');
    const schema = { pricePerBag: { type: 'number', description: 'EUR per bag excl. VAT' } };
    expect(read(schema, text, 'Price per bag of grit salt')['pricePerBag']).toBe(4.1);
  });
});
