import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A fee paid once is no fee per a period, and a figure whose sentence says it no longer holds
 * ("das gilt leider nicht mehr", with a regret word between) is no answer: before, a managed
 * backup firm's one-off set-up fee (390 €) and its withdrawn spring price (189 €) were each
 * delivered as the monthly fee.
 */

const MONTHLY = {
  monthlyFeeEUR: { type: 'number', description: 'monthly flat fee for managed backup in EUR excluding VAT' },
};
const read = (text: string) => readFields(MONTHLY, text)['monthlyFeeEUR'];

describe('a one-off amount is no monthly fee (readers/per-period.ts oneOffAmount)', () => {
  it.each([
    ['de', 'Die Offsite-Kopie ist in der Pauschale enthalten. Für die Einrichtung berechnen wir einmalig 390 € netto.'],
    ['en', 'Offsite copies are included. For the set-up we charge a one-off €390.'],
    ['fr', 'La copie externe est incluse. La mise en service est facturée 390 € une seule fois.'],
    ['es', 'La copia externa está incluida. La instalación se cobra una sola vez: 390 €.'],
    ['it', "La copia esterna è inclusa. Per l'attivazione chiediamo 390 € una tantum."],
    ['nl', 'De externe kopie is inbegrepen. Voor de inrichting rekenen we eenmalig € 390.'],
    ['pt', 'A cópia externa está incluída. A instalação custa 390 €, pagamento único.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('a price said to hold no longer, a regret word between, is no answer (guards/older-mail.ts)', () => {
  it.each([
    ['de', 'In unserem Angebot vom Frühjahr stand noch 189 €, das gilt leider nicht mehr.'],
    ['fr', "Notre offre du printemps indiquait 189 €, ce prix n'est malheureusement plus valable."],
    ['it', "Nell'offerta di primavera c'erano 189 €, il prezzo non è purtroppo più valido."],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('a fee per a period takes an amount per that period (readers/number-field.ts)', () => {
  it.each([
    ['en', 'Managed backup is €214 per month, offsite copies included.', 214],
    ['en', 'The monthly fee is €214.', 214],
    ['de', 'Die Managed-Backup-Pauschale für Ihre zwei Server mit rund 1,5 TB liegt bei 214 € netto im Monat.', 214],
    ['fr', 'Le forfait de sauvegarde est de 214 € HT par mois.', 214],
    ['es', 'La cuota de copia de seguridad es de 214 € al mes.', 214],
  ])('%s: %s', (_lang, text, want) => {
    expect(read(text)).toBe(want);
  });

  it('not an amount per another period', () => {
    expect(read('Managed backup is €2,568 per year.')).toBeUndefined();
  });
});
