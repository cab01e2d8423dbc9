import { describe, expect, it } from 'vitest';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * "No charge", "costs nothing", "without any extra cost" and their kin in the seven languages say
 * included: their "no", "keine", "sans", "sin", "senza", "geen", "sem" is no negation. Before,
 * "included at no charge" and "no charge for that" were read as a no (a wrong value delivered).
 * "We cover no costs" says the opposite and stays a no.
 */

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

describe('no charge, in other words, is included', () => {
  it.each<[ReadLang, string, boolean]>([
    ['en', 'You get a PDF proof by email, no charge for that.', true],
    ['en', 'SSO is included at no charge on every plan.', true],
    ['en', 'The second visit costs nothing extra.', true],
    ['en', 'Parking is available without any additional cost.', true],
    ['de', 'Die Endreinigung ist für Sie ohne jegliche Zusatzkosten.', true],
    ['de', 'Für die Anlieferung entstehen Ihnen keine zusätzlichen Kosten.', true],
    ['de', 'Der Aufbau kostet Sie nichts extra.', true],
    ['de', 'Für das Parken übernehmen wir keine Kosten.', false],
    ['fr', 'La livraison se fait sans aucun frais supplémentaire.', true],
    ['fr', "L'installation ne vous coûte rien de plus.", true],
    ['es', 'El montaje va sin ningún coste adicional.', true],
    ['es', 'La recogida no tiene ningún coste.', true],
    ['es', 'El parking no cuesta nada.', true],
    ['it', 'Il ritiro avviene senza alcun costo aggiuntivo.', true],
    ['it', 'La consegna non costa nulla.', true],
    ['nl', 'De montage gebeurt zonder enige meerprijs.', true],
    ['nl', 'Het transport kost niets extra.', true],
    ['nl', 'Parkeren: daar vergoeden wij geen kosten voor.', false],
    ['pt', 'A intérprete acompanha a consulta sem qualquer custo adicional.', true],
    ['pt', 'A entrega não custa nada.', true],
    ['pt', 'A montagem não tem qualquer custo.', true],
  ])('%s: %s → %s', (lang, text, want) => {
    expect(polarity(fold(text), lang)).toBe(want);
  });
});

describe('a free item beside a priced other item', () => {
  it('reads the digital proof as included, not the hard proof’s price', () => {
    const got = readOneReply(
      { digitalProofIncluded: { type: 'boolean' } },
      "Hey Jill,\n\nYep, you'll get a PDF proof by email before anything hits the press, no charge for that. If you want a physical hard proof mailed to you that's $25 and adds two days.\n\nThanks,\nRandy",
      'Confirm whether a digital proof is included',
    );
    expect(got['digitalProofIncluded']).toBe(true);
  });

  it('leaves a field open when free only for a first period', () => {
    const got = readOneReply(
      { ssoIncluded: { type: 'boolean' } },
      'On Team, SAML SSO is included at no charge for your first 12 months as part of our launch promo; from month 13 it is an add-on at $1,200/year.',
      'Confirm whether SSO is included in the Team plan',
    );
    expect(got['ssoIncluded']).toBeUndefined();
  });
});
