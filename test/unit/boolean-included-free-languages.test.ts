import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/** "Free" in its feminine and plural forms, and the Dutch "it is in the price", say included. */

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

describe('included at no charge, in more forms', () => {
  it.each<[ReadLang, string, boolean]>([
    ['fr', 'La mise en service est gratuite pour toute commande.', true],
    ['fr', 'Les frais de port sont offerts et la reprise est gratuite.', true],
    ['fr', "L'installation n'est pas gratuite.", false],
    ['it', 'Il ritiro dei vecchi pallet è gratuito.', true],
    ['it', 'La seconda consegna viene effettuata gratuitamente.', true],
    ['es', 'La instalación es gratuita en Madrid capital.', true],
    ['es', 'La instalación no es gratuita fuera de Madrid.', false],
    ['pt', 'A recolha das embalagens é gratuita.', true],
    ['nl', 'De installatie zit bij de prijs in.', true],
    ['nl', 'Het plaatsen van de kasten zit al in de offerte.', true],
    ['nl', 'Afvoer van het oude meubilair zit er ook bij.', true],
    ['nl', 'Het plaatsen zit niet in de prijs.', false],
  ])('%s: %s → %s', (lang, text, want) => {
    expect(polarity(fold(text), lang)).toBe(want);
  });

  const AT = Date.parse('2026-11-23T10:00:00Z');
  const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
  const ctx: CaseContext = {
    caseId: 'c1',
    goal: { objective: 'Get a price for 10 filing cabinets with installation' },
    counterparty: { address: 'sales@office.example', name: 'Kees' },
    senderPersona: { name: 'Alex' },
    resultSchema: {
      type: 'object',
      properties: {
        unitPriceEUR: { type: 'number', description: 'price per cabinet in EUR excluding VAT' },
        installationIncluded: { type: 'boolean', description: 'installation included in the price' },
      },
      required: ['unitPriceEUR', 'installationIncluded'],
    },
    attemptCount: 1,
    maxAttempts: 3,
  };
  const evaluate = (text: string) =>
    brain.evaluateReply(ctx, { transcript: [], latest: { role: 'counterparty', text, at: AT, messageId: 'm1' } });

  it('a Dutch reply that puts the installation in the price completes the case', async () => {
    const got = await evaluate(
      'Beste Alex,\n\nDe kasten kosten € 189,00 per stuk excl. btw. De installatie op locatie zit bij de prijs in.\n\nMet vriendelijke groet,\nKees',
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { unitPriceEUR: 189, installationIncluded: true } });
  });

  it('a Dutch reply that leaves it out never says included', async () => {
    const got = await evaluate(
      'Beste Alex,\n\nDe kasten kosten € 189,00 per stuk excl. btw. De installatie zit niet in de prijs; die rekenen wij apart.\n\nGroet,\nKees',
    );
    if (got.outcome === 'goal_achieved') expect(got.result).toMatchObject({ installationIncluded: false });
  });
});
