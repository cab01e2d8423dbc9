import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

describe('the first email', () => {
  it('asks in the sender’s words, names the fields in words and is signed by the persona', () => {
    const d = draftInitial(ctx());
    expect(d.subject).toBe('Quote for 100 oak chairs delivered to Berlin');
    expect(d.text).toMatch(/^Hi Dana Miller,/);
    expect(d.text).toContain(
      'My name is Alex Kim, Buyer at Acme Ltd. We would like a quote for 100 oak chairs delivered to Berlin.',
    );
    expect(d.text).toContain(
      '- the price per chair in EUR excl. VAT\n- the delivery date\n- the payment terms (days)\n- whether installation is included',
    );
    expect(d.text).not.toContain('incoterm'); // not required: not asked for
    expect(d.text).toMatch(/Best regards,\nAlex Kim\nBuyer, Acme Ltd$/);
    expectWrittenByAPerson(d.text);
  });

  it('turns the objective into a request to the counterparty', () => {
    expect(objectiveWords('Confirm the delivery date of purchase order 4471').request).toBe(
      'Could you please confirm the delivery date of purchase order 4471?',
    );
    expect(objectiveWords('Find out whether Oakline can supply 300 table tops', ['Oakline']).request).toBe(
      'Could you please let me know whether you can supply 300 table tops?',
    );
    expect(objectiveWords('Ask the printer for a quote for 1,000 business cards').request).toBe(
      'We would like a quote for 1,000 business cards.',
    );
    expect(objectiveWords('Get the price and payment terms for 40 office chairs').request).toBe(
      'We would like to know the price and payment terms for 40 office chairs.',
    );
    expect(objectiveWords('Book the Lakeside Hall for our launch').topic).toBe(
      'booking the Lakeside Hall for our launch',
    );
  });

  it('does not ask again for what the request already asks', () => {
    const d = draftInitial(
      ctx({
        goal: { objective: 'Confirm the delivery date of purchase order 4471' },
        resultSchema: { type: 'object', properties: { deliveryDate: { type: 'string', format: 'date' } } },
        senderPersona: { name: 'Alex Kim', tone: 'formal' },
      }),
    );
    expect(d.text).toBe(
      'Dear Dana Miller,\n\nMy name is Alex Kim. Could you please confirm the delivery date of purchase order 4471?\n\nThank you in advance.\n\nKind regards,\nAlex Kim',
    );
  });

  it('never carries metadata, webhook URLs, inbox ids or confidential knowledge', () => {
    const secret = {
      ...ctx(),
      metadata: { crmId: 'META-SECRET-1' },
      clientWebhookUrl: 'https://hooks.example/SECRET',
      inboxId: 'inbox-SECRET@agentmail.to',
    } as CaseContext;
    const all = JSON.stringify([
      draftInitial(secret),
      draftFollowUp(secret, 1),
      draftFollowUp(secret, 2, { replied: true, missing: ['deliveryDate'] }),
      draftClarification(secret, [], { missing: ['deliveryDate'], invalid: [] }),
      draftReplyWithInput(secret, 'q?', 'ok'),
    ]);
    expect(all).not.toMatch(/SECRET|9,000|internal/);
  });
});

describe('an objective that names the counterparty after "Ask" (writers/objective.ts)', () => {
  it.each([
    [
      'Ask Hôtel du Parc in Lyon for 20 single rooms for our sales seminar, arriving 9 June.',
      'We would like 20 single rooms for our sales seminar, arriving 9 June.',
    ],
    [
      'Ask Northgate IT Services for their monthly price per user.',
      'We would like to know your monthly price per user.',
    ],
    [
      'Ask CS Villeurbanne Handball on which weekday evenings the gym has a free slot.',
      'Could you please let me know on which weekday evenings the gym has a free slot?',
    ],
    ['Ask them what they charge for a 3-day hire.', 'Could you please let me know what you charge for a 3-day hire?'],
  ])('%s', (objective, request) => {
    const words = objectiveWords(objective);
    expect(words.request).toBe(request);
    expect(words.request).not.toMatch(/about ask/i);
  });
});
