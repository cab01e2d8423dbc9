import { describe, expect, it } from 'vitest';
import { asksForAgreement } from '../../services/worker/brain/guards/agreement-questions.js';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

describe('a question asking for our agreement', () => {
  it.each([
    'We can start on the 3rd if you pay 40% in advance. Is that OK for you?',
    'Delivery needs a deposit of EUR 300 first. Would that work?',
    'Wir bräuchten eine Anzahlung von 25 %. Einverstanden?',
    'Un acompte de 30 % est demandé. Ça vous convient ?',
    'Pedimos una señal del 20 %. ¿Le parece bien?',
    'Serve un acconto del 30%. Va bene per voi?',
    'We vragen een aanbetaling van 25%. Akkoord?',
    'Precisamos de um sinal de 30%. Pode ser?',
  ])('is found in %j', (text) => {
    expect(asksForAgreement(`Hello,\n\n${text}\n\nKind regards`)).toBe(true);
  });

  it.each([
    'Olá Rita, tudo bem? O preço é 420 euros.',
    'Hope all is well? The price is 420.',
    'Is that the 14th or the 15th you meant?',
    'The deposit is 30% on order. Best regards',
  ])('is not found in %j', (text) => {
    expect(asksForAgreement(text)).toBe(false);
  });

  it('is linear on a long line of near-misses', () => {
    expect(asksForAgreement(`${'is that ok for '.repeat(5_000)}?`)).toBe(false);
  });
});

describe('a deposit on a goal that only asks for information', () => {
  const reply = 'We can only deliver on the 14th if you accept a 20% deposit. Is that OK for you?';

  it('goes to the client when the reply asks us to agree to it', () => {
    const found = findCommitment(reply, [], [], { goalCommits: false, asksUs: asksForAgreement(reply) });
    expect(found?.kinds).toContain('deposit');
  });

  it('commits nobody when the quote only states it and asks nothing', () => {
    const quote = 'Delivery on the 14th. Payment terms: 20% deposit on order, the balance on delivery.';
    expect(findCommitment(quote, [], [], { goalCommits: false, asksUs: asksForAgreement(quote) })).toBeUndefined();
  });
});
