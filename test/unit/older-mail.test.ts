import { describe, expect, it } from 'vitest';
import { fieldKind, noLongerValid, refersToOlderMail } from '../../services/worker/brain/guards/older-mail.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/** A price or date from an older mail inside or before the reply is never delivered as the answer. */

const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');

describe('a sentence that points at an older mail restates history', () => {
  it.each([
    ['en', 'As you can see in the email below, fitting was booked for 3 June.'],
    ['en', 'In my previous message I quoted €1,150 per unit.'],
    ['de', 'Wie Sie in der Mail unten sehen, war die Montage für den 3. Juni geplant.'],
    ['fr', 'Comme indiqué dans le mail ci-dessous, la pose était prévue le 3 juin.'],
    ['es', 'Como puede ver en el correo de abajo, el montaje estaba previsto para el 3 de junio.'],
    ['it', 'Come vede nella mail qui sotto, il montaggio era previsto per il 3 giugno.'],
    ['nl', 'Zoals u in de mail hieronder ziet, stond de montage op 3 juni gepland.'],
    ['pt', 'Como pode ver no email abaixo, a montagem estava prevista para 3 de junho.'],
  ])('%s: %s', (_lang, sentence) => {
    expect(refersToOlderMail(sentence)).toBe(true);
  });

  it.each([
    'Please find our prices below: chairs €40, tables €120.',
    'The email with the invoice was sent this morning.',
    'Unten finden Sie unser Angebot.',
  ])('not a pointer at an older mail: %s', (sentence) => {
    expect(refersToOlderMail(sentence)).toBe(false);
  });

  it('the date the older mail gave is not read; the new one is', () => {
    const ctx = brainContext({
      objective: 'Confirm the fitting date of our new kitchen',
      properties: { fittingDate: { type: 'string', format: 'date', description: 'date of the kitchen fitting' } },
    });
    const latest = them(
      'Hello, as you can see in the email below, the fitting was booked for 3 June 2027, but our crane is in for repair. The new fitting date is 10 June 2027.\n\nOn Mon, 2 Nov 2026 at 09:00, Fitters <f@fit.example> wrote:\n> Fitting date: 3 June 2027.',
      AT,
    );
    const got = readOfflineResult(ctx, latest, [latest], validator);
    expect(got.values['fittingDate']).toBe('2027-06-10');
  });
});

describe('a later message that says the earlier value no longer holds', () => {
  const ctx = brainContext({
    objective: 'Get a quote for 200 branded mugs',
    properties: { unitPriceEUR: { type: 'number', description: 'price per mug in EUR' } },
  });
  const first = us('Could you quote 200 branded mugs?', AT);
  const quoted = them('The price is €4.80 per mug.', AT + 1000);
  it.each([
    ['en', 'Sorry, the price I gave you is no longer valid, our supplier has raised theirs.'],
    ['de', 'Entschuldigung, der genannte Preis ist nicht mehr gültig.'],
    ['fr', 'Désolé, le prix indiqué n’est plus valable.'],
    ['es', 'Perdone, el precio que le di ya no es válido.'],
    ['it', 'Mi scusi, il prezzo indicato non è più valido.'],
    ['nl', 'Excuses, de genoemde prijs is niet meer geldig.'],
    ['pt', 'Desculpe, o preço que indiquei já não é válido.'],
  ])('%s: the older price is not delivered', (_lang, text) => {
    expect(noLongerValid(text).has('money')).toBe(true);
    const latest = them(text, AT + 2000);
    const reading = readOfflineResult(ctx, latest, [first, quoted, latest], validator);
    expect(reading.values['unitPriceEUR']).toBeUndefined();
    expect(evaluateReply(ctx, latest, validator, [first, quoted, latest]).outcome).not.toBe('goal_achieved');
  });

  it.each([
    ['en', 'Our prices have gone up since then, I will send you the new list tomorrow.'],
    ['de', 'Der Preis hat sich inzwischen erhöht, die neue Liste folgt.'],
    ['fr', 'Le tarif a augmenté depuis, je vous envoie la nouvelle grille.'],
    ['es', 'El precio ha subido desde entonces.'],
    ['it', 'Il prezzo è aumentato nel frattempo.'],
    ['nl', 'De prijs is inmiddels gestegen.'],
    ['pt', 'O preço subiu entretanto.'],
  ])('%s: a price that has changed since is not delivered: %s', (_lang, text) => {
    const latest = them(text, AT + 2000);
    expect(readOfflineResult(ctx, latest, [first, quoted, latest], validator).values['unitPriceEUR']).toBeUndefined();
  });

  it('"nothing has changed" withdraws nothing', () => {
    expect(noLongerValid('Nothing has changed on our side, the price stands.').size).toBe(0);
    expect(noLongerValid('Our office has moved to Leeds.').size).toBe(0);
  });

  it('a new price in the same message is read', () => {
    const latest = them('The price I gave you is no longer valid: it is now €5.10 per mug.', AT + 2000);
    expect(readOfflineResult(ctx, latest, [first, quoted, latest], validator).values['unitPriceEUR']).toBe(5.1);
  });

  it('a date that no longer holds does not withdraw a price', () => {
    const latest = them('The delivery date I mentioned no longer applies.', AT + 2000);
    expect(noLongerValid(latest.text)).toEqual(new Set(['date']));
    expect(readOfflineResult(ctx, latest, [first, quoted, latest], validator).values['unitPriceEUR']).toBe(4.8);
  });
});

describe('fieldKind', () => {
  it('names money, date or neither for a schema field', () => {
    expect(fieldKind('totalPrice', { type: 'number', description: 'Total price in EUR' })).toBe('money');
    expect(fieldKind('deliveryDate', { type: 'string', format: 'date' })).toBe('date');
    expect(fieldKind('roomCount', { type: 'integer', description: 'Number of rooms' })).toBeUndefined();
  });
});
