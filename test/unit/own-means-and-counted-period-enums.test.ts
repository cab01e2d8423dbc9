import { describe, expect, it } from 'vitest';
import { findRequests } from '../../services/worker/brain/guards/data-requests.js';
import { readFields } from '../support/read-fields.js';

/**
 * What the writer needs for a part of the work, said as its means ("daar hebben we de hoogwerker
 * voor nodig", "for that we need the cherry picker"), asks nothing of the client; an enum value
 * that is a count of days, weeks or months (`30_days`) is named by that count in the seven
 * languages ("binnen 30 dagen", "30 Tage", "à 30 jours", "a 60 días").
 */

describe('a means of the writer’s own is no request', () => {
  it.each([
    'Het glazen dak nemen we één keer per kwartaal mee, daar hebben we de hoogwerker voor nodig.',
    'The roof lights we do once a quarter; for that we need the cherry picker.',
    'Das Glasdach machen wir einmal im Quartal, dafür brauchen wir den Steiger.',
  ])('%s', (text) => {
    expect(findRequests(text)).toEqual([]);
  });

  it.each(['For that we need your floor plans.', 'We hebben uw KvK-nummer nodig.', 'We need the delivery address.'])(
    'still a request: %s',
    (text) => {
      expect(findRequests(text)).toEqual([text]);
    },
  );
});

describe('a counted period as an enum value', () => {
  const terms = {
    paymentTerms: {
      type: 'string',
      enum: ['prepayment', '14_days', '30_days', '60_days'],
      description: 'payment term of their invoices',
    },
  };
  it.each<[string, string]>([
    ['We factureren maandelijks achteraf en de betaling is binnen 30 dagen na factuurdatum.', '30_days'],
    ['Zahlung innerhalb von 30 Tagen nach Rechnungsdatum.', '30_days'],
    ['Paiement à 30 jours date de facture.', '30_days'],
    ['El pago es a 60 días fecha factura.', '60_days'],
    ['Il pagamento è a 14 giorni dalla fattura.', '14_days'],
    ['O pagamento é a 60 dias da data da fatura.', '60_days'],
  ])('%s', (text, want) => {
    expect(readFields(terms, text)).toEqual({ paymentTerms: want });
  });
});
