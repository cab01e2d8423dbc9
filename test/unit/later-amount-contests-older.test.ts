import { describe, expect, it } from 'vitest';
import { amountContested } from '../../services/worker/brain/guards/contested-amounts.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * The latest statement about a field wins, and one the readers cannot take still contests the
 * older value: a newer mail's sentence about the field (its distinctive words) with another
 * amount keeps the older amount from being delivered. Before, a fuel surcharge's 156.60 € per
 * rotation was stored after the counterparty wrote "la surcharge est plafonnée pour vous, 150 €
 * HT par rotation tout compris".
 */

const validator = createResultSchemaValidator();
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2);
const at = (text: string, n: number) => ({ text, at: T0 + n * DAY, messageId: `m${n}` });

describe('a newer sentence about the field with another amount', () => {
  it.each([
    ['fr', 'pricePerRotation', 156.6, 'La surcharge est plafonnée pour vous, 150 € HT par rotation tout compris.'],
    ['en', 'pricePerRotation', 156.6, 'Management agreed to cap it for you: £150 a rotation, all in.'],
    ['de', 'pricePerTonne', 42, 'Nach Rücksprache mit der Geschäftsleitung: 39 € je Tonne, alles inklusive.'],
    ['es', 'pricePerNight', 120, 'Tras hablarlo con dirección, les dejamos la noche en 110 € con todo.'],
    ['it', 'prezzoCoperto', 55, 'Dopo averne parlato col titolare, per voi il coperto resta a 50 €.'],
    ['nl', 'pricePerPallet', 42, 'Na overleg met de directie: € 39 per pallet, alles inbegrepen.'],
  ])('%s: %s', (_lang, field, value, text) => {
    expect(amountContested(field, value, at('older', 1), [at(text, 2)], [field, 'confirmed'])).toBe(true);
  });

  it.each([
    ['the same value restated', 'pricePerRotation', 150, 'Confirmed: 150 € HT par rotation, premier passage lundi.'],
    ['an extra beside it', 'pricePerPallet', 42, 'If you want the pallets wrapped, that is an extra €5 per pallet.'],
    ['an older sentence only', 'pricePerPallet', 42, 'Thanks, see you Monday.'],
    ['only money words', 'priceNet', 42, 'The price for the other model is €39 net.'],
    ['only money words, Italian', 'prezzoNetto', 42, 'Il prezzo del modello base è di 39 € netti.'],
  ])('no contest: %s', (_what, field, value, text) => {
    expect(amountContested(field, value, at('older', 1), [at(text, 2)], [field])).toBe(false);
  });

  it('a word two fields share ties the sentence to neither', () => {
    const fields = ['roomRateGBP', 'meetingRoomPerDayGBP'];
    const later = at('The Glencoe Room seats 12 boardroom style, £450 per day.', 2);
    expect(amountContested('roomRateGBP', 165, at('older', 1), [later], fields)).toBe(false);
  });

  it('the brain asks rather than deliver the older amount', () => {
    const ctx = brainContext({
      objective: "Confirmer l'enlèvement mensuel de la benne au prix de 145 € HT par rotation (plafond : 150 € HT)",
      properties: {
        pricePerRotation: { type: 'number', description: '€ HT par rotation, tout compris' },
        confirmed: { type: 'boolean' },
      },
    });
    const tr = [
      us('Bonjour,\n\nPourriez-vous me confirmer le prix HT par rotation ?\n\nCordialement', T0),
      them('Bonjour,\n\nLa rotation est validée à 145 € HT.\n\nJulien', T0 + DAY),
      them(
        'Re-bonjour,\n\nJ’ai oublié : une surcharge gazole de 8 % s’applique, soit 156,60 € HT par passage.\n\nJulien',
        T0 + DAY + 60_000,
      ),
      us('Bonjour,\n\nPourriez-vous rester à 150 € HT tout compris ?\n\nCordialement', T0 + 2 * DAY),
      them(
        'Bonjour,\n\nOn vous fait un geste : la surcharge est plafonnée pour vous, 150 € HT par rotation tout compris. C’est confirmé.\n\nJulien',
        T0 + 3 * DAY,
      ),
    ];
    const got = evaluateReply(ctx, tr.at(-1)!, validator, tr);
    if (got.outcome === 'goal_achieved') expect((got.result as Record<string, unknown>)['pricePerRotation']).toBe(150);
    else expect(got.outcome).toBe('needs_input');
  });
});
