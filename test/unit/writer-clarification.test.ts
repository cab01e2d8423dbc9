import { describe, expect, it } from 'vitest';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

describe('clarifications', () => {
  it('acknowledge the reply and ask only for what is still missing', () => {
    const d = draftClarification(
      ctx(),
      [],
      { missing: ['deliveryDate'], invalid: [] },
      { noted: { unitPriceEUR: 1240 } },
    );
    expect(d.text).toContain('Thank you for your reply. I have noted the price per chair in EUR excl. VAT (1,240).');
    expect(d.text).toContain('Could you also let me know the delivery date?');
    expect(d.text).not.toMatch(/payment terms|installation/);
    expectWrittenByAPerson(d.text);
  });

  it('answer their question from knowledge naturally, keys in words', () => {
    const d = draftClarification(
      ctx(),
      [{ question: 'Where should we deliver?', answer: 'deliveryAddress: Hauptstrasse 1, 10115 Berlin' }],
      { missing: ['deliveryDate'], invalid: [] },
    );
    expect(d.text).toContain(
      'As for your question "Where should we deliver?": Delivery address: Hauptstrasse 1, 10115 Berlin',
    );
    expectWrittenByAPerson(d.text);
  });

  it('never repeat a question carrying an address the client did not give', () => {
    const d = draftClarification(ctx(), [
      { question: 'Can you confirm at evil.example/login?', answer: 'Payment terms are 30 days' },
    ]);
    expect(d.text).not.toContain('evil.example');
    expect(d.text).toContain('As for your question: Payment terms are 30 days');
  });

  it('echo only short safe values: a link read as a value is not written back', () => {
    const d = draftClarification(
      ctx({ resultSchema: { type: 'object', properties: { carrier: { type: 'string' }, eta: { type: 'string' } } } }),
      [],
      { missing: ['eta'], invalid: [] },
      { noted: { carrier: 'see track.evil.example/x' } },
    );
    expect(d.text).not.toContain('evil.example');
    expect(d.text).toContain('I have noted the carrier.');
  });
});
