import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A correction noun that names a job ("la rettifica del volano", the machining of a flywheel)
 * corrects nothing: before, it took back the clutch kit's price written before it, and the only
 * amount left, "per ordini sopra i 500 €" (a threshold for free shipping), was delivered as the
 * price. An amount after "sopra i", "oltre", "boven", "acima de", "au-delà de", "por encima de"
 * is a bound, never a price.
 */

const PRICE = { priceExclVatEUR: { type: 'number', description: 'prezzo del kit in EUR IVA esclusa' } };
const read = (text: string) => readFields(PRICE, text)['priceExclVatEUR'];

describe('a correction noun naming a job corrects nothing (guards/corrections.ts)', () => {
  it.each([
    ['it', 'Il kit lo abbiamo a 684,00 € + IVA. Se serve anche la rettifica del volano sono 85 € a parte.'],
    ['de', 'Der Satz kostet 684,00 € netto. Die Korrektur der Spur berechnen wir mit 85 € extra.'],
    ['en', 'The kit is €684.00 plus VAT. Correction of the tracking is €85 extra.'],
    ['fr', 'Le kit est à 684,00 € HT. La rectification des disques est facturée 85 € en supplément.'],
  ])('%s: the price before it stands', (_lang, text) => {
    expect(read(text)).toBe(684);
  });

  it.each([
    ['it', 'Il kit costa 648,00 € + IVA. Rettifica del prezzo: 684,00 € + IVA.'],
    ['en', 'The kit is €648.00 plus VAT. Correction to my last mail: €684.00 plus VAT.'],
    ['de', 'Der Satz kostet 648,00 € netto. Korrektur: 684,00 € netto.'],
  ])('%s: a correction of the price still corrects it', (_lang, text) => {
    expect(read(text)).toBe(684);
  });
});

describe('an amount after a threshold word is a bound (guards/hedges.ts)', () => {
  it.each([
    ['it', 'Il kit costa 684,00 € + IVA. Per ordini sopra i 500 € la spedizione è gratuita.'],
    ['it', 'Il kit costa 684,00 € + IVA. Per ordini oltre 500 € la spedizione è gratuita.'],
    ['nl', 'De set kost € 684,00 excl. btw. Bij bestellingen boven € 500 is de verzending gratis.'],
    ['pt', 'O kit custa 684,00 € + IVA. Para encomendas acima de 500 € o envio é grátis.'],
    ['fr', 'Le kit est à 684,00 € HT. Livraison offerte au-delà de 500 € de commande.'],
    ['es', 'El kit cuesta 684,00 € sin IVA. Envío gratis en pedidos por encima de 500 €.'],
  ])('%s: the threshold is no rival of the price', (_lang, text) => {
    expect(read(text)).toBe(684);
  });
});
