import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { readOneReply } from '../support/read-one-reply.js';
import { oneReplyCase } from '../support/read-one-reply.js';
import { deferredFields } from '../../services/worker/brain/guards/deferred-fields.js';

/**
 * Over a thread and in dates: a total read before a charge a later mail adds ("el transporte va
 * aparte, son 280 € + IVA") is asked, its own "+ IVA" notwithstanding; a date two years ago or
 * of "the last inspection" is no coming day; a promise of "the exact day" defers every date field;
 * a dispatch date with a transit time beside it is no arrival date.
 */

const validator = createResultSchemaValidator();
const AT = Date.parse('2027-01-12T10:00:00Z');

function readThread(props: Record<string, Record<string, unknown>>, objective: string, texts: string[]) {
  const transcript = texts.map((text, i) => ({
    role: 'counterparty' as const,
    text,
    at: AT + i * 60_000,
    messageId: `m${i + 1}`,
  }));
  return readOfflineResult(oneReplyCase(props, objective), transcript.at(-1)!, transcript, validator).values;
}

const total = {
  totalPriceEUR: {
    type: 'number',
    description: 'total hire price in EUR excluding VAT, including transport, set-up and dismantling',
  },
};

describe('a charge a later mail adds to the total', () => {
  it.each<[string, string]>([
    ['es', 'Y se me olvidaba: el transporte va aparte, son 280 € + IVA ida y vuelta.'],
    ['en', 'And I forgot: transport is separate, £280 plus VAT return.'.replace('£', '€')],
    ['de', 'Und vergessen: der Transport kommt noch dazu, 280 € zzgl. MwSt.'],
  ])('%s: the older total is asked', (_lang, later) => {
    const older = 'El escenario de 10x8 con cubierta son 3.200 € + IVA, montaje y desmontaje incluidos.';
    expect(readThread(total, 'Ask for the total price of the stage.', [older, later])).toEqual({});
  });

  it('a later mail without a charge leaves it', () => {
    const older = 'El escenario de 10x8 con cubierta son 3.200 € + IVA, montaje y desmontaje incluidos.';
    const later = 'La cubierta admite 750 kg en total.';
    expect(readThread(total, 'Ask for the total price of the stage.', [older, later])).toEqual({ totalPriceEUR: 3200 });
  });
});

const inspection = {
  inspectionDate: { type: 'string', format: 'date', description: 'day of the main inspection by the inspector' },
};

describe('dates of earlier occasions and promised days', () => {
  it.each<[string, string]>([
    ['de', 'Die letzte Hauptprüfung war am 13.06. vor zwei Jahren, ohne Mängel.'],
    ['en', 'The last inspection was on 13 June, without defects.'],
    ['fr', 'Le dernier contrôle a eu lieu le 13 juin il y a deux ans.'],
    ['nl', 'De laatste keuring was op 13 juni, twee jaar geleden.'],
  ])('%s: no inspection date from an earlier one', (_lang, text) => {
    expect(readOneReply(inspection, text, 'When is the main inspection?')).toEqual({});
  });

  it.each<[string, string]>([
    ['de', 'Den genauen Tag teilt uns der Prüfer erst wenige Tage vorher mit; ich gebe Ihnen dann sofort Bescheid.'],
    ['en', "The inspector only tells us the exact date a few days before; I'll let you know straight away."],
    ['es', 'La fecha exacta nos la da el inspector unos días antes; te lo confirmo en cuanto la sepa.'],
  ])('%s: a promise of the exact day defers the date field', (_lang, text) => {
    expect([...deferredFields(['inspectionDate', 'priceEUR'], text)]).toEqual(['inspectionDate']);
  });
});

describe('a dispatch date with a transit time', () => {
  const arrival = {
    deliveryDate: { type: 'string', format: 'date', description: 'date the wine arrives at the restaurant' },
  };
  it.each<[string, string, Record<string, unknown>]>([
    ['it', 'Con il corriere standard spediamo l’8 marzo e la consegna è in 3-4 giorni lavorativi.', {}],
    ['en', 'We ship on 8 March and delivery takes 3 to 4 working days.', {}],
    [
      'it',
      'Partenza il 10 marzo, le bottiglie arrivano da voi l’11 marzo in mattinata.',
      { deliveryDate: '2027-03-11' },
    ],
  ])('%s: %s', (_lang, text, want) => {
    expect(readOneReply(arrival, text, 'When does the wine arrive?')).toEqual(want);
  });
});
