import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { oneReplyCase } from '../support/read-one-reply.js';

/**
 * A price one mail gave stands when the next mail, answering the date it promised ("te la confirmo
 * en un rato"), writes only counts and a day ("tenemos 42 en stock … el 23 de abril"): bare
 * figures of a sentence that names no money leave a price unread, never unsure.
 */

const validator = createResultSchemaValidator();
const AT = Date.parse('2027-01-12T10:00:00Z');
const props = {
  pricePerChairEURExclVAT: { type: 'number', description: 'precio por silla en EUR sin IVA' },
  deliveryDate: { type: 'string', format: 'date', description: 'fecha de entrega de las 60 sillas' },
};
const OLDER =
  'El precio unitario es de 214 € + IVA, con portes y montaje incluidos. La fecha de entrega te la confirmo en un rato, que estoy esperando a que me contesten del almacén.';

function read(newer: string) {
  const transcript = [
    { role: 'counterparty' as const, text: OLDER, at: AT, messageId: 'm1' },
    { role: 'counterparty' as const, text: newer, at: AT + 60_000, messageId: 'm2' },
  ];
  return readOfflineResult(
    oneReplyCase(props, 'Ask for the price per chair and the delivery date.'),
    transcript[1]!,
    transcript,
    validator,
  ).values;
}

describe('an older price beside a newer mail of counts and a day', () => {
  it('the promise of the date', () => {
    expect(findPromise(OLDER)).toBeDefined();
  });
  it('both values are read', () => {
    const newer =
      'Ya me han contestado de almacén: tenemos 42 en stock y las 18 restantes nos llegan el día 17, así que las 60 os las entregamos el 23 de abril.';
    expect(read(newer)).toEqual({ pricePerChairEURExclVAT: 214, deliveryDate: '2027-04-23' });
  });
  it('a newer mail that names another price still contests it', () => {
    const newer = 'Perdona, el precio por silla es de 229 €, no 214. Os las entregamos el 23 de abril.';
    expect(read(newer)).not.toHaveProperty('pricePerChairEURExclVAT', 214);
  });
});

describe('a confirmation that splits the payments', () => {
  const fields = {
    pricePerPersonEUR: { type: 'number', description: 'course fee per person in EUR' },
    depositPerPersonEUR: {
      type: 'number',
      description: 'deposit to pay per person to hold the place, EUR (0 if none)',
    },
  };
  it('the course fee of the older mail stands, the deposit is one student’s', () => {
    const transcript = [
      {
        role: 'counterparty' as const,
        text: 'O valor é de 390 € por pessoa, com o manual incluído.',
        at: AT,
        messageId: 'm1',
      },
      {
        role: 'counterparty' as const,
        text: 'Para o sinal (2 x 117 € = 234 €) pode usar a referência Multibanco, Valor 234,00 €. O restante (2 x 273 €) paga-se na primeira semana de aulas.',
        at: AT + 60_000,
        messageId: 'm2',
      },
    ];
    const got = readOfflineResult(
      oneReplyCase(fields, 'Book two places and report the price per person and any deposit.'),
      transcript[1]!,
      transcript,
      validator,
    ).values;
    expect(got).toEqual({ pricePerPersonEUR: 390, depositPerPersonEUR: 117 });
  });
});
