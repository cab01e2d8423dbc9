import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * Declines and an opt-out of round 20's corpus Y that were put to the client as unclear replies:
 * "não lhe podemos apresentar preço nem aceitar encomendas" (the pronoun before the modal, a price
 * as what cannot be given, "nem" ending the clause), "we're not able to take any events at all
 * during that window", and "agradecia que retirasse o nosso endereço … e que não nos voltassem a
 * escrever" (the subjunctive of a polite request).
 */

describe('declines (guards/declines.ts)', () => {
  it.each([
    ['pt', 'Por esse motivo, lamentamos mas não lhe podemos apresentar preço nem aceitar encomendas deste produto.'],
    ['pt', 'Infelizmente não lhes podemos enviar orçamento.'],
    ['en', "We're not able to take any events at all during that window, including in the Barn Wing."],
    ['en', 'We are unable to take on any new clients at the moment.'],
  ])('%s: %s', (_lang, text) => {
    expect(findRefusal(foldForMatching(text))).toBeDefined();
  });

  it('a part of the job is no decline', () => {
    expect(
      findRefusal(foldForMatching('Não lhe podemos apresentar preço para a entrega, só para o material.')),
    ).toBeUndefined();
  });
});

describe('a polite opt-out in the subjunctive (opt-out.ts)', () => {
  it.each([
    'Por isso, agradecia que retirasse o nosso endereço da vossa lista de contactos e que não nos voltassem a escrever sobre este assunto.',
    'Pedimos que não nos voltem a contactar.',
  ])('%s', (text) => {
    expect(findOptOut(text)).toBeDefined();
  });
});
