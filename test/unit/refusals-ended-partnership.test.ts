import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/** A writer who is no longer the reseller, dealer or partner of what we asked about cannot sell it: a refusal. */

describe('an ended trade relation (guards/ended-partnership.ts)', () => {
  it.each([
    [
      'en',
      "As of 1 July we're no longer a DraftLine reseller, so we can't quote renewals. Please renew directly with DraftLine. Nothing changes on your Microsoft 365 contract with us (next invoice 1 October, £1,134.00 + VAT as usual).",
    ],
    [
      'en',
      'I should say we are no longer the authorised Vaillant dealer for the area; Boyd Heating in Truro took it over.',
    ],
    [
      'de',
      'Seit März sind wir leider kein Bosch-Vertragshändler mehr. Ihre Rechnung Nr. 4411 über 312,00 € bleibt davon unberührt.',
    ],
    ['fr', 'Nous ne sommes plus distributeur de la marque depuis janvier, je vous invite à contacter le fabricant.'],
    ['es', 'Le informo de que ya no somos distribuidores oficiales de esa marca.'],
    ['it', 'Purtroppo non siamo più rivenditori autorizzati di quel marchio.'],
    ['nl', 'Wij zijn sinds januari geen dealer meer van dat merk.'],
    ['pt', 'Infelizmente já não somos revendedores da marca.'],
  ])('%s: a refusal', (_lang, text) => {
    expect(replySignal(text)).toMatchObject({ kind: 'refusal' });
  });

  it.each([
    [
      'en',
      "We're no longer the exclusive DraftLine partner, but we can still supply the renewal at £94 per seat per year.",
    ],
    ['de', 'Wir sind kein Exklusivpartner mehr, liefern aber weiterhin: 94,00 € pro Lizenz und Jahr.'],
    ['fr', 'Nous ne sommes plus partenaire exclusif, mais nous pouvons toujours vous fournir la licence.'],
    ['en', 'We are no longer worried about the stock: the partner price is £94 per seat.'],
    ['en', "We're no longer the exclusive DraftLine partner. The renewal is £94 per seat per year."],
  ])('%s: not a refusal when the relation ended but the sale did not', (_lang, text) => {
    expect(replySignal(text)?.kind).not.toBe('refusal');
  });
});
