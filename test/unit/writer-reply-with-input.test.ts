import { describe, expect, it } from 'vitest';
import { forCounterparty } from '../../services/worker/brain/writers/client-answer.js';
import { clientQuestion } from '../../services/worker/brain/writers/client-question.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

describe('the reply with the client’s input', () => {
  it('passes on their answer to the question and asks only for what is missing', () => {
    const d = draftReplyWithInput(ctx(), 'Would you accept a 10% restocking fee?', 'Yes, up to 10% is fine.', {
      missing: ['deliveryDate'],
    });
    expect(d.text).toContain('As for your question "Would you accept a 10% restocking fee?": Yes, up to 10% is fine.');
    expect(d.text).toContain('Could you also let me know the delivery date?');
    expect(d.text).not.toMatch(/payment terms|installation/);
    expectWrittenByAPerson(d.text);
  });
});

describe('the reply with the client’s input, after a question clientQuestion wrote', () => {
  it('passes on the answer without repeating our question to the client', () => {
    const question = clientQuestion(ctx(), {
      kind: 'decision',
      words: 'We take the order only if you pay 50% (EUR 1,950) in advance. Is that all right for you?',
      missing: ['deliveryDate'],
    });
    const d = draftReplyWithInput(ctx(), question, 'Yes, we agree to pay 50% in advance.', {
      missing: ['deliveryDate'],
    });
    expect(d.text).toContain('As for your proposal: Yes, we agree to pay 50% in advance.');
    expect(d.text).not.toMatch(/needs your decision|Dana Miller \(Chairs GmbH\) wrote|We still need/);
    const de = draftReplyWithInput(
      ctx(),
      clientQuestion(ctx(), { kind: 'question', words: 'Brauchen Sie ein Zertifikat?' }),
      'Ja, bitte mit Zertifikat.',
      { lang: 'de', missing: [] },
    );
    expect(de.text).toContain('Zu Ihrer Frage „Brauchen Sie ein Zertifikat?“: Ja, bitte mit Zertifikat.');
    expect(de.text).toContain('Könnten Sie das bitte kurz bestätigen');
  });
});

describe('what of the client’s answer goes out', () => {
  it('passes on the reply, never orders to us or the client’s limits', () => {
    const d = draftReplyWithInput(
      ctx(),
      'Would you commit to a minimum of 12 weeks?',
      'No, we can only commit to 6 weeks. Ask if they can do 6 weeks, we can go up to GBP 17.00 an hour.',
      { missing: ['unitPriceEUR'] },
    );
    expect(d.text).toContain(
      'As for your question "Would you commit to a minimum of 12 weeks?": No, we can only commit to 6 weeks.',
    );
    expect(d.text).not.toMatch(/17\.00|Ask if|go up to/);
    expect(forCounterparty('Yes, the 30% deposit of EUR 1,620 is fine, please go ahead and book.')).toBe(
      'Yes, the 30% deposit of EUR 1,620 is fine, please go ahead and book.',
    );
    expect(forCounterparty('Ja, die Anzahlung ist in Ordnung. Fragen Sie, ob es auch mit 30% geht.')).toBe(
      'Ja, die Anzahlung ist in Ordnung.',
    );
    expect(forCounterparty('Tell them yes. Our budget is internal.')).toBe('');
    const none = draftReplyWithInput(ctx(), 'Deposit?', 'Tell them yes, but our budget is EUR 9,000 at most.', {
      missing: [],
    });
    expect(none.text).toBe(
      'Hi Dana Miller,\n\nThank you for your patience.\n\nCould you please confirm, so that we can go ahead?\n\nBest regards,\nAlex Kim\nBuyer, Acme Ltd',
    );
  });
});
