import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** An amount offered as an option ("€45 if you want it") is the option's price, never the field's. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const price = { priceEUR: { type: 'number', description: 'price of the freezer in euros, excluding VAT' } };

describe('an option’s price beside the field’s price', () => {
  it.each([
    'The freezer is €1,180 + VAT. Taking the old one away would be €45 if you want it.',
    'Der Gefrierschrank kostet 1.180 € netto. Die Entsorgung des alten Geräts wären 45 €, falls gewünscht.',
    "Le congélateur est à 1 180 € HT. Reprendre l'ancien, ce serait 45 € si vous le souhaitez.",
    'Son 1.180 € + IVA el arcón. La retirada del viejo serían 45 € si lo quieres.',
    'Il congelatore costa 1.180 € + IVA, il ritiro del vecchio 45 € se lo desidera.',
    'De vriezer kost € 1.180 excl. btw; het oude toestel afvoeren kost € 45 als u dat wilt.',
  ])('%s', (text) => {
    expect(read(price, text)).toEqual({ priceEUR: 1180 });
  });

  it('the one amount written as an option is no price of the field', () => {
    expect(read(price, 'The freezer is €1,180 if you want it.')).toEqual({});
  });
});
