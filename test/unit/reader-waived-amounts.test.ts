import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { amountWaived, termRuledOut } from '../../services/worker/brain/readers/waived-amounts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs()).values;

describe('an amount its clause says does not apply', () => {
  const waived = (text: string, figure: string) => {
    const folded = foldForMatching(text);
    const i = folded.indexOf(figure);
    return amountWaived(folded, i + figure.length);
  };
  it.each([
    ["The £95 callout charge won't apply for a job this size.", '95'],
    ['The £40 admin fee is waived on renewals.', '40'],
    ['Die Anfahrtspauschale von 45 € entfällt ab drei Geräten.', '45'],
    ['Der Mindermengenzuschlag (30 €) wird nicht berechnet.', '30'],
    ["Les frais de dossier (25 €) ne s'appliquent pas pour vous.", '25'],
    ['El recargo de 20 € no se aplica en temporada baja.', '20'],
    ['De voorrijkosten van € 40 vervallen bij deze opdracht.', '40'],
    ['A taxa de entrega de 25 € não se aplica a encomendas grandes.', '25'],
  ])('waived: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(true);
  });
  it.each([
    ['The service is £95, and we waive the parking fee.', '95'],
    ['It costs €410; the old surcharge of €30 no longer applies.', '410'],
    ['Die Wartung kostet 240 € netto. Die Anfahrt entfällt.', '240'],
    ['The rate is £18 per hour. VAT does not apply to charities.', '18'],
    ['Total €1,200, and the €80 set-up fee would not apply.', '1,200'],
  ])('still a price: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(false);
  });
  it.each([
    ['De afvoerkosten van € 35 zijn niet van toepassing op deze klus.', '35'],
    ['Die Bearbeitungsgebühr von 15 € ist nicht anwendbar.', '15'],
    ['Les frais de port de 12 € sont non applicables ici.', '12'],
    ['La tasa de 18 € no es aplicable a su reserva.', '18'],
    ['La quota di 22 € non è applicabile al vostro ordine.', '22'],
    ['A taxa de 30 € não é aplicável neste caso.', '30'],
  ])('"not applicable" in each language: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(true);
  });
  it.each([
    ['Carriage is £28, which does not apply to orders above £300.', '28'],
    ['There is a $45 setup charge, waived if you sign up for a year.', '45'],
    ['The €60 cleaning fee is waived for bookings of 7 nights or more.', '60'],
    ['Die Versandpauschale von 9 € entfällt ab 150 € Bestellwert.', '9'],
    ["Les frais de livraison de 35 € ne s'appliquent pas à partir de 20 cartons.", '35'],
    ['El porte de 14 € no se cobra en pedidos de más de 200 €.', '14'],
    ['Il trasporto di 50 € non si applica per ordini superiori a 800 €.', '50'],
    ['De bezorgkosten van € 12,50 vervallen vanaf 25 dozen.', '12,50'],
    ['O frete de 20 € não se aplica acima de 300 €.', '20'],
    // For a group or within an area the client may not be in.
    ['Set-up is usually $60, but we are happy to waive it for schools.', '60'],
    ['Il supplemento di 15 € non si applica ai soci.', '15'],
    ['The £30 delivery charge is waived within the ring road.', '30'],
    ['Die Anfahrt von 25 € entfällt für Stammkunden.', '25'],
    ['De voorrijkosten van € 35 vervallen voor vaste klanten.', '35'],
    ['Les frais de dossier de 20 € sont offerts aux adhérents.', '20'],
  ])('a waiver under a condition is no waiver, the amount stands: %s', (text, figure) => {
    expect(waived(text, figure)).toBe(false);
  });
});

describe('a waived amount is never read as the price', () => {
  it('a conditionally waived delivery charge is still the delivery charge', () => {
    const values = read(
      { deliveryCostEUR: { type: 'number', description: 'delivery cost in EUR' } },
      'Delivery is €40, which does not apply to orders over €500.',
    );
    expect(values['deliveryCostEUR']).toBe(40);
    const plain = read(
      { deliveryCostEUR: { type: 'number', description: 'delivery cost in EUR' } },
      'Delivery is €40, which is waived for you.',
    );
    expect(plain['deliveryCostEUR']).toBeUndefined();
  });
  it('a fee waived for a group still stands; the amount of another item never takes the field', () => {
    const fee = { setupFee: { type: 'number', description: 'set-up fee in GBP' } };
    expect(
      read(fee, 'The set-up fee is £35, waived for charities; setting up the lighting adds £15.').setupFee,
    ).not.toBe(15);
    expect(
      read(fee, 'Our set-up fee is £40, waived within Greater Manchester; set-up of the stage adds £20.').setupFee,
    ).not.toBe(20);
    expect(read(fee, 'The set-up fee is £35, but we waive it; the set-up of the screens adds £10.').setupFee).not.toBe(
      10,
    );
    expect(
      read(
        { montagekosten: { type: 'number', description: 'Montagekosten in EUR' } },
        'Die Montagekosten von 50 € entfallen für Vereine; die Montage der Bühne kostet 30 €.',
      ).montagekosten,
    ).not.toBe(30);
  });
  it('a waived amount named by another item leaves the field its own figure', () => {
    expect(
      read(
        { totalPriceGBP: { type: 'number', description: 'total price in GBP' } },
        'The price is £500, and the £80 delivery fee is waived.',
      ),
    ).toEqual({ totalPriceGBP: 500 });
  });
  it('a call-out minimum that does not apply is not the total', () => {
    const values = read(
      { totalPriceGBP: { type: 'number', description: 'total for the whole job, GBP ex VAT' } },
      'Thanks for waiting. Our £120 minimum charge would not apply to a job like yours.',
    );
    expect(values['totalPriceGBP']).toBeUndefined();
  });
  it('the figure beside it is still read', () => {
    const values = read(
      { totalPriceGBP: { type: 'number', description: 'total for the whole job, GBP ex VAT' } },
      'The whole job comes to £640 + VAT. Our £120 minimum charge would not apply.',
    );
    expect(values['totalPriceGBP']).toBe(640);
  });
});

describe('a deposit ruled out only under a condition is still a term', () => {
  const rules = (text: string, term: string) => {
    const folded = foldForMatching(text);
    return termRuledOut(folded, folded.indexOf(term) + term.length);
  };
  it('a plain "not required" rules the deposit out, in several languages', () => {
    expect(rules('A deposit is not required for this job.', 'deposit')).toBe(true);
    expect(rules('Eine Anzahlung ist nicht nötig.', 'anzahlung')).toBe(true);
    expect(rules('Een aanbetaling is niet van toepassing.', 'aanbetaling')).toBe(true);
  });
  it('"not required for orders under …" or "unless …" leaves it a term', () => {
    expect(rules('A deposit is not required for orders under €1,000.', 'deposit')).toBe(false);
    expect(rules('The deposit is waived unless you cancel late.', 'deposit')).toBe(false);
    expect(rules("L'acompte n'est pas nécessaire si la commande reste sous 500 €.", 'acompte')).toBe(false);
  });
});
