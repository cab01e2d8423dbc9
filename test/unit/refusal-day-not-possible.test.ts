import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * The day asked is not possible after all ("ese día no podemos", "an dem Tag können wir leider
 * nicht"): a no to a request for that day. Before, a venue's second mail taking back the wedding
 * date it had confirmed a minute earlier was read as nothing, and the case completed with the
 * price of a day it could not have.
 */

describe('the day asked is not possible (guards/refusals.ts)', () => {
  it.each([
    ['es', 'Lo siento muchísimo, ese día no podemos. Y los demás sábados de junio también están cogidos.'],
    ['en', "I'm so sorry, that day we can't: my partner had it booked already."],
    ['de', 'Es tut mir leid, an dem Tag können wir leider nicht, mein Kollege hat ihn schon vergeben.'],
    ['fr', 'Toutes mes excuses, ce jour-là nous ne pouvons pas : la salle était déjà réservée.'],
    ['it', 'Mi dispiace, quel giorno non possiamo: era già prenotato da un altro cliente.'],
    ['nl', 'Het spijt me, die dag kunnen we helaas niet, de zaal was al verhuurd.'],
    ['pt', 'Peço desculpa, nesse dia não podemos, a quinta já estava reservada.'],
  ])('%s: a refusal', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it.each([
    ['en', "So we genuinely can't do the 22nd, and we've nothing else suitable we could put up for you instead."],
    ['de', 'Am 22. können wir leider nicht, und etwas anderes haben wir nicht.'],
    ['fr', 'Nous ne pouvons pas faire le 22, nous n’avons rien d’autre.'],
    ['nl', 'De 22e kunnen we helaas niet, en we hebben niets anders.'],
  ])('%s: the day named by its number, nothing else offered', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal', optOut: false });
  });

  it('with nothing else offered, "instead" offers no alternative (guards/commitments.ts)', () => {
    expect(
      findCommitment("We can't do the 22nd; we've nothing else suitable we could put up for you instead.", [], []),
    ).toBeUndefined();
  });

  it.each([
    ["That day we can't until the afternoon, from 2 pm the hall is yours for €900."],
    ['The price for that day is €4,200; that date we can still hold for you until Friday.'],
  ])('not when the day is still possible: %s', (text) => {
    expect(replySignal(text).kind).toBe('none');
  });
});
