import { describe, expect, it } from 'vitest';
import { enumChoices, enumMentions, paymentDays } from '../../services/worker/brain/readers/enums.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';

const values = (text: string, enumValues: unknown[], labels?: Map<unknown, string[]>) =>
  enumMentions(segmentsOf(text), enumValues, labels).map((m) => m.value);

const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'];

describe('enum values through standard long forms', () => {
  it.each<[string, string]>([
    ['We would deliver Free Carrier at our warehouse in Zaragoza.', 'FCA'],
    ['La entrega sería Franco Transportista en nuestra almazara.', 'FCA'],
    ['Lieferung frei an Bord Hamburg.', 'FOB'],
    ['Price is Cost, Insurance and Freight Rotterdam.', 'CIF'],
    ['We quote Delivered at Place Unloaded, your site.', 'DPU'],
    ['We quote delivered at place, your site.', 'DAP'],
    ['Livraison rendu droits acquittés.', 'DDP'],
    ['Consegna franco fabbrica.', 'EXW'],
    ['Levering vrij aan boord Antwerpen.', 'FOB'],
  ])('%s → %s', (text, code) => {
    expect(values(text, INCOTERMS)).toEqual([code]);
  });

  it('a long form after a negation is not a mention', () => {
    expect(values('We do not do free on board, only ex works.', INCOTERMS)).toEqual(['EXW']);
  });

  it.each<[string, string]>([
    ['Payment 60 days net from invoice date.', 'net60'],
    ['Payment terms: 30 days net', 'net30'],
    ['Payable within 30 days of invoice.', 'net30'],
    ['Zahlungsziel 30 Tage netto.', 'net30'],
    ['Las condiciones de pago, pago a 30 días fecha factura.', 'net30'],
    ['Pagamento a 60 giorni data fattura.', 'net60'],
    ['Betaling binnen 30 dagen na factuurdatum.', 'net30'],
    ['We require payment in advance.', 'prepaid'],
    ['Wir liefern nur gegen Vorkasse.', 'prepaid'],
  ])('%s → %s', (text, value) => {
    expect(values(text, ['prepaid', 'net30', 'net60', 'net90'])).toEqual([value]);
  });

  it('two day counts about payment leave the terms unread unless one stands beside "net"', () => {
    expect(paymentDays('payment within 10 days or within 30 days')).toBeUndefined();
    expect(paymentDays('2% discount within 10 days, net 30')).toEqual(expect.objectContaining({ days: 30 }));
    expect(values('Delivery in 30 days.', ['net30', 'net60'])).toEqual([]);
  });

  it('codes made of words are named by their words in order', () => {
    const v = ['third_party', 'third_party_fire_theft', 'comprehensive'];
    expect(values('Third party, fire and theft would be cheaper.', v)).toEqual(['third_party_fire_theft']);
    expect(values('the mid excess option (£500 per claim)', ['low_250', 'mid_500', 'high_1000'])).toEqual(['mid_500']);
    expect(values('500 is the mid option', ['low_250', 'mid_500'])).toEqual([]);
  });

  it('oneOf/anyOf with const and a title or description', () => {
    const choices = enumChoices({
      oneOf: [
        { const: 'A1', title: 'Standard room' },
        { const: 'B2', title: 'Junior suite' },
      ],
    });
    expect(choices?.values).toEqual(['A1', 'B2']);
    expect(
      values(
        'We can offer the junior suite for your dates.',
        choices!.values,
        choices!.labels as Map<unknown, string[]>,
      ),
    ).toEqual(['B2']);
    expect(enumChoices({ anyOf: [{ type: 'string' }] })).toBeUndefined();
  });
});
