import { describe, expect, it } from 'vitest';
import { findQuestions } from '../../services/worker/brain/guards/counterparty-questions.js';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A greeting that asks how one is ("Olá Beatriz, tudo bem?") is small talk, never a question for
 * the client; a question that goes on after the greeting is still one. And Portuguese "aliás"
 * right before a figure takes back the figure before it ("38,50 €, aliás 36,50 €").
 */

describe('greeting questions are small talk', () => {
  it.each([
    'Olá Beatriz, tudo bem?',
    'Hi Sam, how are you doing?',
    'Hallo Frau Weber, wie geht es Ihnen?',
    'Bonjour Paul, comment allez-vous ?',
    'Hola Ana, ¿qué tal?',
    'Ciao Marco, come va?',
    'Hoi Femke, alles goed?',
  ])('%s', (text) => {
    expect(findQuestions(`${text}\n\nThe price is €40 per box.`)).toEqual([]);
  });

  it('a question after the greeting is still asked', () => {
    expect(findQuestions('Hi Sam, how are you getting on with the delivery address?')).toHaveLength(1);
    expect(findQuestions('Tudo bem? Pode confirmar a morada de entrega?')).toEqual([
      'Pode confirmar a morada de entrega?',
    ]);
  });
});

const AT = Date.parse('2026-11-27T10:00:00Z');
const schema = {
  type: 'object',
  properties: { pricePerBox: { type: 'number', description: 'price per box in EUR excluding VAT' } },
};
const read = (text: string) =>
  readFromSources(schema, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values['pricePerBox'];

describe('"aliás" before a figure corrects it', () => {
  it.each([
    'A caixa fica a 38,50 € sem IVA, aliás 36,50 €, esqueci-me do vosso desconto.',
    'O preço por caixa é 38,50 €, aliás, 36,50 €, peço desculpa.',
    'Cada caixa custa 38,50 € + IVA… aliás 36,50 €, o preço de cliente habitual.',
  ])('%s', (text) => {
    expect(read(text)).toBe(36.5);
  });

  it.each([
    '38,50 €, aliás 36,50 € se pagar a pronto. Caso contrário 38,50 €.',
    'O preço é 38,50 €, aliás 36,50 € para encomendas acima de 10 kg.',
    'A caixa custa 38,50 €, aliás 36,50 €, se a encomenda for até sexta.',
  ])('a second price under a condition after "aliás" is no correction: %s', (text) => {
    expect(read(text)).not.toBe(36.5);
  });

  it('"aliás" as "by the way" takes nothing back', () => {
    expect(read('A caixa fica a 38,50 € sem IVA. Aliás, a entrega em Lisboa é grátis.')).toBe(38.5);
  });
});
