import { describe, expect, it } from 'vitest';
import { chargeAdded } from '../../services/worker/brain/guards/added-charges.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A charge added to a total ("freight adds another €240", "plus a €150 call-out fee", a later
 * "I forgot the delivery charge of €95") makes a total field unsure: it is asked, never stored
 * as the figure before the charge nor as the charge itself. A base or per-unit price stays as
 * read; VAT, an optional extra, a waived or free charge add nothing.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const total = { totalPrice: { type: 'number', description: 'total price of the order in EUR' } };

async function read(texts: string[], properties: Record<string, unknown> = total) {
  const transcript = theirThread(texts, AT);
  const got = await brain.evaluateReply(brainContext({ objective: 'Get a quote for 40 oak tables', properties }), {
    transcript,
    latest: transcript.at(-1)!,
  });
  return got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>) : undefined;
}

describe('a charge added in the same message makes the total unsure', () => {
  it.each([
    ['en', 'The tables come to €4,600 in total. Carriage adds a further €310.'],
    ['en', 'The total is €4,600, plus a €150 call-out fee for the fitter.'],
    ['en', 'Total €4,600. On top of that comes the pallet delivery at €310.'],
    ['en', 'The total is €4,600; delivery is charged separately at €310.'],
    ['de', 'Der Gesamtpreis liegt bei 4.600 €. Dazu kommen noch 310 € für die Spedition.'],
    ['fr', 'Le total est de 4 600 €, auquel s’ajoutent 310 € de livraison.'],
    ['es', 'El total es de 4.600 €, más 310 € de transporte.'],
    ['it', 'Il totale è di 4.600 €, a cui si aggiungono 310 € di trasporto.'],
    ['nl', 'Het totaal komt op € 4.600, daar komt nog € 310 bezorgkosten bij.'],
    ['pt', 'O total é de 4.600 €, acrescem 310 € de transporte.'],
  ])('%s: %s', async (_lang, text) => {
    const got = await read([`Hello,\n\n${text}\n\nRegards,\nKim`]);
    expect(got?.['totalPrice']).toBeUndefined();
  });
});

describe('a charge added in a later message makes the earlier total unsure', () => {
  it.each([
    ['en', 'The total for the 40 tables is €4,600.', 'Sorry, I forgot the delivery charge of €310.'],
    ['en', 'The total for the 40 tables is €4,600.', 'Just realised I left out the €310 carriage, that comes on top.'],
    ['de', 'Der Gesamtpreis für die 40 Tische beträgt 4.600 €.', 'Ich habe die Lieferpauschale von 310 € vergessen.'],
    ['fr', 'Le total pour les 40 tables est de 4 600 €.', 'J’ai oublié les frais de livraison en plus : 310 €.'],
    ['es', 'El total de las 40 mesas es de 4.600 €.', 'Se me olvidó el transporte: son 310 € adicionales.'],
    ['it', 'Il totale per i 40 tavoli è di 4.600 €.', 'Ho dimenticato il trasporto, sono 310 € in più.'],
    ['nl', 'Het totaal voor de 40 tafels is € 4.600.', 'Ik was de bezorgkosten vergeten: daar komt nog € 310 bij.'],
    ['pt', 'O total das 40 mesas é de 4.600 €.', 'Esqueci-me do transporte, acrescem 310 €.'],
  ])('%s: %s / %s', async (_lang, first, later) => {
    const got = await read([`Hello,\n\n${first}\n\nKim`, `Hello again,\n\n${later}\n\nKim`]);
    expect([4600, 310]).not.toContain(got?.['totalPrice']);
    expect(got?.['totalPrice']).toBeUndefined();
  });
});

describe('what adds nothing to the total, and fields that are no total', () => {
  it.each([
    ['VAT and an optional extra', 'The total is €4,600 plus VAT. If you want express delivery, that is €45 extra.'],
    ['at no extra cost', 'The total is €4,600, delivered at no extra cost.'],
    ['a fee that does not apply', 'The total is €4,600 including delivery. Our €150 set-up fee would not apply.'],
    ['a part named as included', 'The total is €4,600, which already includes the €310 delivery.'],
  ])('%s', async (_name, text) => {
    expect(await read([`Hello,\n\n${text}\n\nKim`])).toEqual({ totalPrice: 4600 });
  });

  it('a later mail that says delivery is free leaves the total', async () => {
    const got = await read([
      'Hello,\n\nThe total is €4,600.\n\nKim',
      'Hello,\n\nforgot to say: delivery is free.\n\nKim',
    ]);
    expect(got).toEqual({ totalPrice: 4600 });
  });

  it('a base price is kept beside a charge added on top', async () => {
    const got = await read(['Hello,\n\nThe 40 tables are €4,600; delivery is €310 on top.\n\nKim'], {
      tablesPrice: { type: 'number', description: 'price of the 40 tables in EUR, delivery not included' },
    });
    expect(got).toEqual({ tablesPrice: 4600 });
  });

  it('a per-unit price is kept beside freight', async () => {
    const got = await read(['Hello,\n\nThe tables are €115 each. Freight adds another €310.\n\nKim'], {
      unitPrice: { type: 'number', description: 'price per table in EUR' },
    });
    expect(got).toEqual({ unitPrice: 115 });
  });
});

describe('chargeAdded (pure)', () => {
  const charge = (s: string) => chargeAdded(s, foldForMatching(s))?.value;
  it.each([
    ['Freight adds another €240.', 240],
    ['€95 extra for the tail-lift.', 95],
    ['Plus VAT at 20% (€396).', undefined],
    ['There is no extra charge for delivery.', undefined],
    ['Sound technician billed separately, about €450 a day.', undefined],
    ['A refit costs more than €500 usually.', undefined],
    ['Extra revision rounds beyond the first would be £60 per song.', undefined],
    // Possible extras are a rate under a condition, not a charge on the total.
    ['Eventuali ore extra vengono fatturate a € 85,00/ora.', undefined],
    ['Any extra hours are billed at £60 an hour.', undefined],
    ['Eventuelle Mehrstunden berechnen wir zusätzlich mit 85 € pro Stunde.', undefined],
    ['Les éventuelles heures supplémentaires sont facturées 70 € de l’heure.', undefined],
    ['Plus €85 for the extra hour we need on the Monday.', 85],
    // The cue in an aside that closes before the amount spoke of something else.
    [
      "Of the £186, the £50 deposit is due now (I'll email the invoice separately) and the balance of £136 later.",
      undefined,
    ],
    ['Plus (as agreed) €150 for the call-out.', 150],
    ['The balance of £136 (billed separately) is due on collection.', 136],
  ])('%s', (s, value) => {
    expect(charge(s)).toBe(value);
  });
});
