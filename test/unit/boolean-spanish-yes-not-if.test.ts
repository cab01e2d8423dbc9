import { describe, expect, it } from 'vitest';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * "Sí, …" / "Sì, …" opening a reply is a yes, not the conditional "si" (if): the clause after it
 * that names the description's subject decides. A "si" that opens a condition still says neither.
 */

const stored = async (name: string, description: string, text: string) => {
  const got = await evaluateOneReply('Preguntar las condiciones', text, { [name]: { type: 'boolean', description } });
  return got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)[name] : undefined;
};

describe('a "sí" set apart is a yes, not an "if"', () => {
  it.each<[string, string, string, boolean]>([
    [
      'engineerIncluded',
      'verdadero si el técnico de sonido va incluido en la tarifa',
      'Sí, el técnico de sonido va incluido en la tarifa de jornada.',
      true,
    ],
    [
      'cleaningIncluded',
      'la limpieza final incluida en el precio',
      'Sí. La limpieza final está incluida en el precio del alquiler.',
      true,
    ],
    [
      'breakfastIncluded',
      'colazione compresa nel prezzo',
      'Sì, la colazione è compresa nel prezzo della camera.',
      true,
    ],
    ['transportIncluded', 'trasporto compreso', 'Sì: il trasporto è compreso, il montaggio no.', true],
    [
      'assemblyIncluded',
      'montaje incluido en el presupuesto',
      'Sí, claro; el montaje no está incluido, se cobra aparte.',
      false,
    ],
    ['parkingIncluded', 'aparcamiento incluido', '¡Sí! El aparcamiento está incluido para los asistentes.', true],
  ])('%s: %s → %s', async (name, description, text, value) => {
    expect(await stored(name, description, text)).toBe(value);
  });

  it.each<[string, string, string]>([
    [
      'assemblyIncluded',
      'montaje incluido en el presupuesto',
      'Si reservan antes del viernes el montaje está incluido.',
    ],
    ['transportIncluded', 'trasporto compreso', 'Se confermate entro venerdì il trasporto è compreso.'],
    [
      'cleaningIncluded',
      'la limpieza final incluida en el precio',
      'Si lo dejan todo recogido la limpieza final está incluida.',
    ],
  ])('%s: %s → not stored', async (name, description, text) => {
    expect(await stored(name, description, text)).toBeUndefined();
  });
});
