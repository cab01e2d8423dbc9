import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * How often a firm invoices is read from the sentence that speaks of invoicing, in the seven
 * languages ("wir rechnen monatlich ab", "nous facturons chaque mois", "facturamos cada mes",
 * "fatturiamo ogni mese", "we factureren elke maand", "só faturamos no fim de cada mês"), not from
 * the frequency of the work beside it ("once a week"): before, both frequencies stood in
 * sentences that named no word of the field, and the field was asked.
 */
const INVOICING = {
  invoicingFrequency: {
    type: 'string',
    enum: ['per_wash', 'weekly', 'monthly'],
    description: 'how often they invoice us',
  },
};

describe('the invoicing frequency beside the frequency of the work', () => {
  it.each([
    ['en', 'We wash the 12 vans once a week at 14.50 each. We bill every month, one invoice for the fleet.'],
    ['de', 'Wir waschen die 12 Transporter einmal pro Woche. Abgerechnet wird jeden Monat mit einer Rechnung.'],
    ['fr', 'Nous lavons les 12 camionnettes chaque semaine. Nous facturons une fois par mois.'],
    ['es', 'Lavamos las 12 furgonetas una vez por semana. Facturamos cada mes, con una sola factura.'],
    ['it', 'Laviamo i 12 furgoni ogni settimana. Fatturiamo ogni mese, con una fattura unica.'],
    ['nl', 'We wassen de 12 bestelwagens elke week. We factureren elke maand.'],
    [
      'pt',
      'Lavamos as 12 carrinhas uma vez por semana. As lavagens são registadas a cada passagem, mas só faturamos no fim de cada mês.',
    ],
  ])('%s: %s', (_lang, text) => {
    expect(readOneReply(INVOICING, text)['invoicingFrequency']).toBe('monthly');
  });

  it('two frequencies said of invoicing bind none', () => {
    expect(
      readOneReply(INVOICING, 'We invoice weekly for small fleets and monthly for larger ones.')['invoicingFrequency'],
    ).toBeUndefined();
  });
});
