import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A charge added, then the new total it makes: the total is the answer for a field that asks
 * for the total, in the same mail or a later one; the charge is a part of it, never a rival.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();
const ctx = brainContext({
  objective: 'Get the total price for the job, all charges included',
  properties: { totalPrice: { type: 'number', description: 'total price including VAT and all charges' } },
});

function totalOf(...texts: string[]): unknown {
  const thread = theirThread(texts, AT);
  return readOfflineResult(ctx, thread[thread.length - 1]!, thread, validator).values['totalPrice'];
}

describe('a new total after an added charge (readers/added-charge-parts.ts)', () => {
  it.each([
    ["There's a £95 delivery charge on top. That makes £2,075 in total including VAT.", 2075],
    ['I forgot the delivery charge of £95, so the total comes to £2,075 including VAT.', 2075],
    [
      'Dazu kommt ein Kleinmengenzuschlag von 45 € (53,55 € brutto). Der Gesamtpreis beträgt somit 3.798,48 € inkl. MwSt.',
      3798.48,
    ],
    [
      'Bei Mengen unter 3.500 l kommt ein Zuschlag von 45,00 € netto dazu. Der Gesamtpreis beträgt somit 3.798,48 € inkl. MwSt.',
      3798.48,
    ],
    ['Il faut ajouter le recalibrage, 95 € HT en plus. Le total TTC est donc de 618 €.', 618],
  ])('%s', (text, total) => {
    expect(totalOf(text)).toBe(total);
  });

  it('a later mail that adds the charge and states the new total replaces the older total', () => {
    expect(
      totalOf(
        'The boiler swap comes to £1,980 including VAT.',
        'Sorry, I forgot the flue extension: it adds £120. So the total is £2,100 including VAT.',
      ),
    ).toBe(2100);
  });

  it.each([
    // A charge with no new total after it: the older total is no longer sure.
    [['The total is £2,000 including VAT.', 'Sorry, delivery adds £95.']],
    // Two totals after the charge: they compete.
    [['Delivery adds £95, so £2,095 in total, or £2,200 with installation.']],
    // The total before the charge, in the same mail.
    [['The total is £2,000. Delivery adds another £95 on top.']],
  ])('a total the charge leaves unsure is never stored: %j', (texts) => {
    expect(totalOf(...texts)).toBeUndefined();
  });
});
