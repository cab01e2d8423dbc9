import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * "Everything except X" is every value but X only when the clause says the whole set is included
 * or covered ("covers everything on your list bar …", "comprend tout sauf …"). A reply's mood ("Todo
 * bien con las fechas, menos el parking", "Alles klar soweit, außer Parken") or another state of
 * things ("all the services are available except dinner") gave items the reply never named
 * (review of round 13); they are never delivered.
 */
const included = (values: string[]) => ({
  included: { type: 'array', items: { type: 'string', enum: values }, description: 'what the rate includes' },
});

describe('"everything except X" not said of what is included', () => {
  it.each<[string, string[], string[]]>([
    [
      'Todo bien con las fechas, menos el parking, que va aparte. El desayuno está incluido.',
      ['desayuno', 'parking', 'wifi', 'spa', 'cena'],
      ['wifi', 'spa', 'cena', 'parking'],
    ],
    [
      'All the services are available except dinner; breakfast and wifi are included in the rate.',
      ['breakfast', 'parking', 'wifi', 'spa', 'dinner'],
      ['parking', 'spa', 'dinner'],
    ],
    [
      'Everything you asked for is possible except the spa, which is closed for works.',
      ['breakfast', 'parking', 'wifi', 'spa', 'dinner'],
      ['breakfast', 'parking', 'wifi', 'dinner', 'spa'],
    ],
    [
      'Alles klar soweit, außer Parken. Frühstück ist im Preis.',
      ['fruehstueck', 'parken', 'wlan', 'sauna'],
      ['wlan', 'sauna', 'parken'],
    ],
    [
      'Tout est prêt pour votre arrivée, sauf le spa. Le petit-déjeuner est compris.',
      ['petit-dejeuner', 'parking', 'wifi', 'spa'],
      ['parking', 'wifi', 'spa'],
    ],
  ])('%s', (text, values, neverSaid) => {
    const got = (readOneReply(included(values), text)['included'] as string[] | undefined) ?? [];
    for (const item of neverSaid) expect(got).not.toContain(item);
  });

  it('still reads a whole set said to be covered, less its exception', () => {
    const got = readOneReply(
      included(['oil_change', 'brakes', 'aircon_regas', 'tyres']),
      'Our service covers everything on your list bar the air-con regas.',
    )['included'];
    expect(got).toEqual(['oil_change', 'brakes', 'tyres']);
  });
});
