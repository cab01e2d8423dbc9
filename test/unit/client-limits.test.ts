import { describe, expect, it } from 'vitest';
import { exceedsLimit, limitsOf } from '../../services/worker/brain/guards/client-limits.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { detectReadLanguage } from '../../services/worker/brain/readers/language.js';

/** The client's ceilings, in the seven reading languages, and the offers above them. */

const above = (limitText: string, offer: string) => {
  const limits = limitsOf([limitText]);
  return findNumbers(offer, detectReadLanguage(offer)).some((n) => exceedsLimit(offer, n, limits));
};

describe('a budget or ceiling the client wrote', () => {
  it.each([
    ['en', 'budget: £2,400 for the whole job', 'The whole job comes to £2,650.'],
    ['de', 'Unsere Obergrenze liegt bei 3.000 € netto.', 'Der Auftrag kostet 3.480 € netto.'],
    ['fr', 'Notre budget maximum est de 1 500 €.', 'Le devis s’élève à 1 720 € HT.'],
    ['es', 'presupuesto máximo: 600 € (no compartir)', 'El trabajo completo son 690 € + IVA.'],
    ['it', 'Il nostro tetto di spesa è 2.000 €.', 'Il preventivo è di 2.300 € più IVA.'],
    ['nl', 'Ons budget is € 800.', 'De totale prijs is € 940 excl. btw.'],
    ['pt', 'Orçamento máximo de 1.000 €.', 'O valor total é de 1.180 € + IVA.'],
  ])('%s: an offer above it', (_lang, limit, offer) => {
    expect(above(limit, offer)).toBe(true);
  });
  it('an offer within it is none', () => {
    expect(above('budget: £2,400 for the whole job', 'The whole job comes to £2,150.')).toBe(false);
  });
  it('another currency is never compared', () => {
    expect(above('budget: £2,400', 'The job comes to €2,650.')).toBe(false);
  });
});

describe('a limit per a period or unit', () => {
  const MONTHLY = 'maxBudget: 700 € al mes (interno)';
  it.each([
    'The monthly rent is €820 plus VAT.',
    'El alquiler mensual es de 820 € + IVA.',
    'Die Monatsmiete beträgt 820 € zzgl. MwSt.',
    'It is €820 per month.',
  ])('the same period named on either side of the amount: %s', (offer) => {
    expect(above(MONTHLY, offer)).toBe(true);
  });
  it.each([
    'For the three months the total is €2,100.',
    'Delivery and collection are €820 once.',
    'The yearly fee is €820.',
  ])('a total, a one-off or another period is not compared: %s', (offer) => {
    expect(above(MONTHLY, offer)).toBe(false);
  });
  it('a per-night limit against a per-night rate', () => {
    expect(above('no more than €140 per night', 'The room is €155 a night.')).toBe(true);
    expect(above('no more than €140 per night', 'Three nights come to €420 in total.')).toBe(false);
  });
});

describe('a budget on a goal that only asks for information', () => {
  it('a price above it is the answer, not a term', () => {
    const limits = limitsOf(['Our budget is EUR 150 per hour.']);
    const offer = 'The crane is € 165 per hour.';
    const [n] = findNumbers(offer, detectReadLanguage(offer)).filter((x) => x.currency);
    expect(exceedsLimit(offer, n!, limits, false)).toBe(false);
    expect(exceedsLimit(offer, n!, limits, true)).toBe(true);
  });
  it('a ceiling on what may be accepted holds on any goal', () => {
    const limits = limitsOf(['Do not accept anything above EUR 150 per hour.']);
    const offer = 'The crane is € 165 per hour.';
    const [n] = findNumbers(offer, detectReadLanguage(offer)).filter((x) => x.currency);
    expect(exceedsLimit(offer, n!, limits, false)).toBe(true);
  });
});

describe('a budget named with what it is for, one the client keeps the excess of, and its VAT', () => {
  const limit = (text: string) => limitsOf([text]).map((l) => ({ value: l.value, budget: l.budget }));
  it.each([
    ['Our budget for the installation is 2,000 € net.', 2000],
    ['Unser Budget für die Montage liegt bei 2.000 € netto.', 2000],
    ['Notre budget pour les travaux est de 3 000 € HT.', 3000],
    ['Nuestro presupuesto para la obra es de 1.200 €.', 1200],
    ['Il budget per il montaggio è di 900 €.', 900],
    ['Ons budget voor de montage is € 800.', 800],
    ['O nosso orçamento para a obra é de 1.500 €.', 1500],
  ])('%s', (text, value) => {
    expect(limit(text)).toEqual([{ value, budget: true }]);
  });

  it('a budget with the excess kept by the client is a ceiling on any goal', () => {
    expect(limit('Our budget for the installation is 2,000 € net; anything above needs my OK.')).toEqual([
      { value: 2000, budget: false },
    ]);
    expect(limit('Unser Budget für die Montage liegt bei 2.000 €, alles darüber bitte mit mir abstimmen.')).toEqual([
      { value: 2000, budget: false },
    ]);
    const limits = limitsOf(['Our budget for the installation is 2,000 € net; anything above needs my OK.']);
    const offer = 'Also insgesamt 2.140 € netto bzw. 2.546,60 € brutto.';
    const ns = findNumbers(offer, 'de');
    expect(ns.some((n) => exceedsLimit(offer, n, limits, false))).toBe(true);
  });

  it('a net budget is not passed by the same price said with VAT', () => {
    const limits = limitsOf(['Our budget is 2,000 € net; anything above needs my OK.']);
    const offer = 'Das macht 1.850 € netto (2.201,50 € brutto).';
    expect(findNumbers(offer, 'de').some((n) => exceedsLimit(offer, n, limits))).toBe(false);
    expect(above('Our budget is 2,000 € net.', 'That is 2.201,50 € without VAT.')).toBe(true);
  });
});
