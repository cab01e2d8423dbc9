import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A hire's driver and trailer, a job's waste and the gutters' downpipes, named in the
 * counterparty's own language ("chauffeur", "Anhänger", "resíduos", "tubos de queda"), and the
 * list that follows a passive inclusion verb ("está incluída a …, a … e a retirada de …").
 */

describe("a yes/no field's subject in the reply's own words", () => {
  it.each<[string, string, Record<string, Record<string, unknown>>, Record<string, boolean>]>([
    [
      'nl',
      'De prijs bedraagt € 845,- inclusief btw; daarin zitten de chauffeur, brandstof en parkeerkosten gewoon bij. Een fietsaanhanger kunnen wij helaas niet koppelen.',
      {
        driverIncluded: { type: 'boolean', description: 'the driver is included in that price' },
        bikeTrailerPossible: { type: 'boolean', description: 'we can take a bike trailer behind the minibus' },
      },
      { driverIncluded: true, bikeTrailerPossible: false },
    ],
    [
      'de',
      'Der Fahrer ist im Preis inbegriffen. Einen Anhänger können wir leider nicht mitnehmen.',
      {
        driverIncluded: { type: 'boolean', description: 'the driver is included' },
        trailerPossible: { type: 'boolean', description: 'we can take a trailer' },
      },
      { driverIncluded: true, trailerPossible: false },
    ],
    [
      'pt',
      'Nesse valor está incluída a limpeza das caleiras, a lavagem final e a retirada de todos os resíduos (folhas, musgo), não fica nada no seu jardim. A desobstrução dos tubos de queda não faz parte do serviço base.',
      {
        downpipesIncluded: {
          type: 'boolean',
          description: 'true if unblocking the downpipes is included in the price',
        },
        wasteRemovalIncluded: {
          type: 'boolean',
          description: 'true if taking the waste away is included in the price',
        },
      },
      { downpipesIncluded: false, wasteRemovalIncluded: true },
    ],
    [
      'es',
      'En el precio están incluidos el montaje, la limpieza y la retirada de escombros, no queda nada en la obra.',
      { wasteRemovalIncluded: { type: 'boolean', description: 'taking the rubble away is included' } },
      { wasteRemovalIncluded: true },
    ],
  ])('%s', (_lang, text, props, want) => {
    const got = readOneReply(props, text, 'Get a quote.');
    for (const [k, v] of Object.entries(want)) expect(got[k]).toBe(v);
  });

  it('reads a Dutch "zit er niet bij" as no', () => {
    const got = readOneReply(
      { driverIncluded: { type: 'boolean', description: 'the driver is included' } },
      'De busprijs is € 600; daar zit de chauffeur niet bij.',
      'Get a quote.',
    );
    expect(got.driverIncluded).toBe(false);
  });

  it.each<[string, string]>([
    ['after "is included and"', 'A limpeza está incluída e a retirada dos resíduos fica por vossa conta.'],
    [
      'after the list',
      'Está incluída a limpeza das caleiras e a lavagem final, a retirada dos resíduos fica por vossa conta.',
    ],
  ])('leaves a subject %s to its own clause', (_case, text) => {
    const got = readOneReply(
      {
        wasteRemovalIncluded: { type: 'boolean', description: 'taking the waste away is included' },
        total: { type: 'number' },
      },
      text,
      'Get a quote.',
    );
    expect(got.wasteRemovalIncluded).toBe(false);
  });
});
