import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { optionsFor } from '../../services/worker/brain/guards/offered-options.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { fromClientQuestion } from '../../services/worker/brain/writers/client-question.js';

describe('the options a counterparty asks us to choose between', () => {
  const cases: ReadonlyArray<[string, string, string, string[]]> = [
    [
      'en, two lines',
      'Hi,\n\nBasic: two coats on the walls only, €2,300.\nPremium: walls, ceilings and woodwork, €3,850.\n\nWhich one should we book?',
      'Which one should we book?',
      ['Basic: two coats on the walls only, €2,300.', 'Premium: walls, ceilings and woodwork, €3,850.'],
    ],
    [
      'de, one sentence',
      'Guten Tag,\n\nVariante 1 mit Standardglas kostet 4.100 € und Variante 2 mit Schallschutzglas 5.250 €. Welche Variante möchten Sie?',
      'Welche Variante möchten Sie?',
      ['Variante 1 mit Standardglas kostet 4.100 € und Variante 2 mit Schallschutzglas 5.250 €.'],
    ],
    [
      'fr',
      'Bonjour,\n\nFormule A : 45 € par personne.\nFormule B : 62 € par personne, vin compris.\nLaquelle préférez-vous ?',
      'Laquelle préférez-vous ?',
      ['Formule A : 45 € par personne.', 'Formule B : 62 € par personne, vin compris.'],
    ],
    [
      'es',
      'Hola,\n\nPodemos hacerlo con furgoneta por 380 € o con camión por 540 €. ¿Cuál prefiere?',
      '¿Cuál prefiere?',
      ['Podemos hacerlo con furgoneta por 380 € o con camión por 540 €.'],
    ],
    [
      'it',
      'Buongiorno,\n\nOpzione 1: stampa offset, 0,31 € a copia.\nOpzione 2: stampa digitale, 0,44 € a copia.\nQuale preferite?',
      'Quale preferite?',
      ['Opzione 1: stampa offset, 0,31 € a copia.', 'Opzione 2: stampa digitale, 0,44 € a copia.'],
    ],
    [
      'nl',
      'Goedemiddag,\n\nPakket 1 kost € 1.200 per jaar en pakket 2 € 1.650 per jaar. Welke heeft uw voorkeur?',
      'Welke heeft uw voorkeur?',
      ['Pakket 1 kost € 1.200 per jaar en pakket 2 € 1.650 per jaar.'],
    ],
    [
      'pt',
      'Olá,\n\nA opção A custa 900 € e a opção B custa 1.150 €. Qual prefere?',
      'Qual prefere?',
      ['A opção A custa 900 € e a opção B custa 1.150 €.'],
    ],
  ];
  for (const [name, text, question, expected] of cases)
    it(`${name}: the options are quoted with the question`, () => {
      expect(optionsFor(text, question)).toEqual(expected);
    });

  it('a question that asks no choice carries no options', () => {
    const text = 'The service costs €640, call-out €90. When would you like us to come?';
    expect(optionsFor(text, 'When would you like us to come?')).toEqual([]);
  });
  it('a choice with only one amount is no choice of prices: nothing quoted', () => {
    const text = 'The clean costs £640. Which Sunday would you prefer?';
    expect(optionsFor(text, 'Which Sunday would you prefer?')).toEqual([]);
  });
  it('bounds a long option', () => {
    const long = `Option A: ${'canopy and filters '.repeat(20)}for £640.`;
    const [first] = optionsFor(
      `${long}\nOption B: full system, £1,150.\nWhich would you like?`,
      'Which would you like?',
    );
    expect(first!.length).toBeLessThanOrEqual(141);
    expect(first!.endsWith('…')).toBe(true);
  });
});

describe('the question to the client carries the options, and nothing is stored', () => {
  const ctx: CaseContext = {
    caseId: 'case-options',
    goal: { objective: 'Book a deep clean of our office kitchen next month and get the price ex VAT.' },
    counterparty: { address: 'ops@sparkle.example', name: 'Ravi Shah', company: 'Sparkle Ltd' },
    senderPersona: { name: 'Mia Cole', role: 'Office manager', company: 'Cole & Co' },
    resultSchema: {
      type: 'object',
      properties: { priceGBP: { type: 'number', description: 'price of the booked clean, GBP ex VAT' } },
      required: ['priceGBP'],
    },
    attemptCount: 1,
    maxAttempts: 3,
  };
  const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
  it('asks, quoting both options and their question', async () => {
    const text =
      'Hi Mia,\n\nStandard clean (surfaces, floor, appliances outside): £280 + VAT.\nDeep clean (inside the oven, fridge and extractor too): £460 + VAT.\n\nWhich would you like us to book?\n\nRavi';
    const e = await brain.evaluateReply(ctx, {
      transcript: [],
      latest: { role: 'counterparty', text, at: 1 } as TranscriptEntry,
    });
    expect(e.outcome).toBe('needs_input');
    if (e.outcome !== 'needs_input') return;
    expect(e.question).toContain('£280');
    expect(e.question).toContain('£460');
    expect(fromClientQuestion(e.question)?.words).toBe('Which would you like us to book?');
  });
});

describe('a long option keeps its amount', () => {
  it('the head and the amount are quoted when the price comes late', () => {
    const b = `Option B: ${'the whole system including the fan and the roof exit, '.repeat(3)}with a certificate: £1,150 + VAT.`;
    const [, second] = optionsFor(
      `Option A: filters only, £640 + VAT.\n${b}\nWhich would you prefer?`,
      'Which would you prefer?',
    );
    expect(second).toContain('£1,150');
    expect(second!.startsWith('Option B:')).toBe(true);
    expect(second!.length).toBeLessThanOrEqual(150);
  });
});
