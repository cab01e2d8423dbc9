import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a count field placed in a quote is still a count, never an amount', () => {
  const rooms = { type: 'integer', description: 'number of rooms in the group quote' };
  const licences = { type: 'integer', description: 'Anzahl der Lizenzen im Angebot' };

  it.each([
    ['en', { rooms }, 'For 40 rooms over three nights the package comes to £16,800, that is £140 a room a night.'],
    ['en', { rooms }, 'The whole block would be EUR 9,450 for the stay.'],
    ['de', { licences }, 'Für das ganze Jahr kostet das Paket 4.320 € netto.'],
  ])('%s: the total price is no count: %s', (_lang, props, text) => {
    const values = read(props, text);
    for (const v of Object.values(values)) expect([9450, 16800, 4320]).not.toContain(v);
  });

  it('the count written beside the total is read', () => {
    expect(read({ rooms }, 'We can hold 40 rooms for you at £140 per room per night, £16,800 in all.')).toMatchObject({
      rooms: 40,
    });
  });

  it('a field asking for a price in a quote stays a money field', () => {
    const price = { type: 'number', description: 'price per room per night in the group quote' };
    expect(read({ price }, 'We can hold 40 rooms for you at £140 per room per night.')).toEqual({ price: 140 });
  });
});

describe('being part of the plan says yes; a consequence clause says nothing of the subject', () => {
  const sso = { type: 'boolean', description: 'whether single sign-on (SSO) is included' };
  it.each([
    ['en', 'SSO and audit logs are both part of the Pro tier, so nothing changes for you there.', true],
    ['en', 'SSO is part of every plan from Team upwards.', true],
    ['en', 'SSO is not part of Team, so you would need the Pro tier.', false],
    ['fr', 'Le SSO fait partie de la formule Pro.', true],
    ['fr', 'Le SSO ne fait pas partie de la formule Team.', false],
    ['es', 'El SSO forma parte del plan Pro.', true],
    ['it', 'Il SSO fa parte del piano Pro.', true],
    ['nl', 'SSO maakt deel uit van het Pro-abonnement.', true],
    ['pt', 'O SSO faz parte do plano Pro.', true],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read({ ssoIncluded: sso }, text)).toEqual({ ssoIncluded: expected });
  });

  it.each([
    [
      'en',
      'installationIncluded',
      'installation',
      'Installation is part of a separate service package, billed at £300.',
    ],
    ['en', 'vatIncluded', 'VAT', 'VAT is part of the final invoice, added at 20%.'],
    ['en', 'parkingIncluded', 'parking', 'Parking is part of the hotel next door, €15 a day.'],
    ['fr', 'parkingIncluded', 'parking', "Le parking fait partie de l'hôtel voisin, 15 € par jour."],
    ['de', 'montageIncluded', 'Montage', 'Die Montage ist Teil eines separaten Servicepakets.'],
    ['es', 'montajeIncluido', 'montaje', 'El montaje forma parte de un servicio aparte, facturado a 300 €.'],
    ['nl', 'montageInbegrepen', 'montage', 'De montage maakt deel uit van een apart servicepakket van € 300.'],
  ])('%s: part of something apart, billed or priced says nothing: %s', (_lang, name, subject, text) => {
    const prop = { type: 'boolean', description: `whether ${subject} is included` };
    expect(read({ [name]: prop }, text)).toEqual({});
  });

  it('a "no" after ", so" is not the subject\'s', () => {
    const parking = { type: 'boolean', description: 'whether parking is included' };
    expect(read({ parkingIncluded: parking }, 'Parking is included, so no need to book a space.')).toEqual({
      parkingIncluded: true,
    });
  });
});
