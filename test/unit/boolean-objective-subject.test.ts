import { describe, expect, it } from 'vitest';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/** The schema's only yes/no field, named in other words than the reply's: the objective's words name its subject. */

const stored = async (objective: string, name: string, text: string) => {
  const got = await evaluateOneReply(objective, text, { [name]: { type: 'boolean' } });
  return got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)[name] : undefined;
};

describe('a yes/no about the objective in other words', () => {
  it.each<[string, string, string, boolean]>([
    ['Demander si les pneus hiver sont compris.', 'winterTyresIncluded', 'Les pneus hiver sont en supplément.', false],
    [
      'Chiedere se il laboratorio offre analisi urgenti.',
      'expressAvailable',
      'Purtroppo non facciamo analisi urgenti.',
      false,
    ],
    [
      'Fragen, ob die Anhängerkupplung im Preis enthalten ist.',
      'towBarIncluded',
      'Die Anhängerkupplung ist im Preis enthalten.',
      true,
    ],
    [
      'Preguntar si el alquiler incluye las sillas.',
      'seatingIncluded',
      'Las sillas están incluidas en el alquiler.',
      true,
    ],
    [
      'Ask the clinic whether they can bill my insurer directly.',
      'directBilling',
      "I'm afraid billing insurers directly isn't something we're set up for.",
      false,
    ],
    [
      'Perguntar ao viveiro se a plantação está incluída no preço das oliveiras.',
      'plantingIncluded',
      'A plantação não está incluída no preço.',
      false,
    ],
    [
      'Vraag of de montage van de zonwering bij de prijs inbegrepen is.',
      'fittingIncluded',
      'De montage zit bij de prijs inbegrepen.',
      true,
    ],
  ])('%s → %s', async (objective, name, text, value) => {
    expect(await stored(objective, name, text)).toBe(value);
  });

  it.each<[string, string, string]>([
    // The "no" is the tax's, in a part of its own.
    [
      'Confirmar si tienen 25 posiciones de palé libres.',
      'disponible',
      'El precio es 0,68 € por palé y día, IVA no incluido.',
    ],
    // A condition before the word.
    [
      'Ask if they can deliver the gravel on a Saturday.',
      'weekendDrop',
      'If the gravel is ready we can come, otherwise no.',
    ],
    // Another thing's no in its own part.
    [
      'Demander si le garage peut monter les pneus hiver.',
      'winterFitting',
      "Les pneus hiver sont disponibles, mais l'équilibrage n'est pas compris.",
    ],
    // Two things asked with a slash: the other one's no is not this field's.
    [
      'Fragen, ob Gerüst/Abdeckarbeiten im Preis enthalten sind.',
      'abdeckarbeitenEnthalten',
      'Ein Gerüst ist nicht erforderlich.',
    ],
    // A part that includes others says nothing of itself.
    ['Preguntar si la sala incluye el café.', 'coffeeIncluded', 'La sala incluye pantalla y agua.'],
  ])('%s: %s → not stored', async (objective, name, text) => {
    expect(await stored(objective, name, text)).toBeUndefined();
  });
});
