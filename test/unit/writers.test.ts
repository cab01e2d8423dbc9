import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import type { Lang } from '../../services/worker/brain/readers/language.js';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { forCounterparty } from '../../services/worker/brain/writers/client-answer.js';
import { bounded, clientQuestion, fromClientQuestion } from '../../services/worker/brain/writers/client-question.js';
import { fieldLabel, humanised } from '../../services/worker/brain/writers/field-labels.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';

/** Writers: what each email says, on realistic cases; pure functions, so plain assertions. */

const schema = {
  type: 'object',
  properties: {
    unitPriceEUR: { type: 'number', description: 'price per chair in EUR excl. VAT' },
    deliveryDate: { type: 'string', format: 'date', description: 'ISO date YYYY-MM-DD' },
    paymentTermsDays: { type: 'integer' },
    installationIncluded: { type: 'boolean' },
    incoterm: { type: 'string', enum: ['EXW', 'FCA', 'DAP'] },
  },
  required: ['unitPriceEUR', 'deliveryDate', 'paymentTermsDays', 'installationIncluded'],
};

function ctx(over: Partial<CaseContext> = {}): CaseContext {
  return {
    caseId: 'case-1',
    goal: {
      objective: 'Get a quote for 100 oak chairs delivered to Berlin',
      knowledge: { deliveryAddress: 'Hauptstrasse 1, 10115 Berlin', budget: 'internal only: EUR 9,000' },
    },
    counterparty: { address: 'sales@chairs.example', name: 'Dana Miller', company: 'Chairs GmbH' },
    senderPersona: { name: 'Alex Kim', role: 'Buyer', company: 'Acme Ltd', tone: 'friendly' },
    resultSchema: schema,
    attemptCount: 1,
    maxAttempts: 3,
    ...over,
  };
}

/** What no email of ours may look like: a form, property names, the objective pasted in. */
function expectWrittenByAPerson(text: string) {
  expect(text).not.toMatch(/field\s*:\s*value/i);
  expect(text).not.toMatch(/one per line/i);
  expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/); // camelCase
  expect(text).not.toMatch(/reaching out about the following/i);
  expect(text).not.toMatch(/YYYY|ISO/);
}

describe('field labels', () => {
  it('names a field from its description, else its property name in words', () => {
    expect(humanised('paymentTermsDays').full).toBe('payment terms (days)');
    expect(fieldLabel(schema, 'paymentTermsDays').withArticle).toBe('the payment terms (days)');
    expect(fieldLabel(schema, 'unitPriceEUR').withArticle).toBe('the price per chair in EUR excl. VAT');
    expect(fieldLabel(schema, 'deliveryDate').withArticle).toBe('the delivery date');
    expect(fieldLabel({ properties: { rmaNumber: {} } }, 'rmaNumber').withArticle).toBe('the RMA number');
    expect(fieldLabel({ properties: { total_price: {} } }, 'total_price').withArticle).toBe('the total price');
    expect(
      fieldLabel({ properties: { totalPrice: { description: 'in EUR, excluding VAT' } } }, 'totalPrice').words,
    ).toBe('total price in EUR, excluding VAT');
  });

  it('asks a yes/no field as a "whether" clause', () => {
    expect(fieldLabel(schema, 'installationIncluded').words).toBe('whether installation is included');
    const av = {
      properties: { avIncluded: { type: 'boolean', description: 'AV equipment included in the hire price' } },
    };
    expect(fieldLabel(av, 'avIncluded').words).toBe('whether AV equipment is included in the hire price');
    expect(fieldLabel({ properties: { petsAllowed: { type: 'boolean' } } }, 'petsAllowed').words).toBe(
      'whether pets are allowed',
    );
    expect(fieldLabel({ properties: { inStock: { type: 'boolean' } } }, 'inStock').words).toBe(
      'whether it is in stock',
    );
  });

  it('names common fields in German, French and Spanish', () => {
    expect(fieldLabel(schema, 'deliveryDate', 'de').words).toBe('Liefertermin');
    expect(fieldLabel(schema, 'paymentTermsDays', 'fr').words).toBe('conditions de paiement (jours)');
    expect(fieldLabel(schema, 'deliveryDate', 'es').words).toBe('fecha de entrega');
  });
});

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

describe('follow-ups', () => {
  it('after silence: a polite nudge, and the last one says it is the last', () => {
    const f1 = draftFollowUp(ctx(), 1);
    const f2 = draftFollowUp(ctx(), 2);
    const f3 = draftFollowUp(ctx(), 3);
    expect(f1.text).toContain(
      'I am writing to follow up on my email about a quote for 100 oak chairs delivered to Berlin.',
    );
    expect(f2.text).toContain('in case my earlier emails did not reach you');
    expect(f3.text).toContain('This is my last follow-up');
    expect(new Set([f1.text, f2.text, f3.text]).size).toBe(3);
    expect(f1.subject).toBe('Re: Quote for 100 oak chairs delivered to Berlin');
    for (const f of [f1, f2, f3]) expectWrittenByAPerson(f.text);
  });

  it.each([
    ['en', /automatic reply/, /follow(ing)? up on my|did not reach you/i],
    ['de', /automatische Antwort/, /erinnern|nicht erreicht/],
    ['fr', /message automatique/, /revenir vers vous|relance/],
    ['es', /respuesta automática/, /dar seguimiento|no le llegaron/],
  ] as const)(
    'after only an automatic reply (%s): the mail arrived, so no "following up" nor "did it reach you"',
    (lang, says, never) => {
      for (const n of [1, 2]) {
        const f = draftFollowUp(ctx(), n, { replied: false, autoReplied: true, lang: lang as Lang });
        expect(f.text).toMatch(says);
        expect(f.text).not.toMatch(never);
        expectWrittenByAPerson(f.text);
      }
      expect(draftFollowUp(ctx(), 3, { replied: false, autoReplied: true }).text).toContain(
        'This is my last follow-up',
      );
    },
  );

  it('after a reply: never "following up on my earlier message"; thanks, notes and asks only for what is missing', () => {
    const f = draftFollowUp(ctx(), 1, {
      replied: true,
      noted: { unitPriceEUR: 1240, paymentTermsDays: 30 },
      missing: ['deliveryDate'],
    });
    expect(f.text).not.toMatch(/follow(ing)? up on my (earlier )?(email|message)/i);
    expect(f.text).toContain(
      'Thank you again for your reply. I have noted the price per chair in EUR excl. VAT (1,240) and the payment terms (30 days).',
    );
    expect(f.text).toContain('Could you also let me know the delivery date?');
    expect(f.text).not.toContain('installation');
    const last = draftFollowUp(ctx(), 3, { replied: true, missing: ['deliveryDate'] });
    expect(last.text).toContain('This is my last follow-up on this request.');
    expectWrittenByAPerson(f.text);
  });

  it('after a reply, with nothing missing: asks them to confirm', () => {
    expect(draftFollowUp(ctx(), 1, { replied: true, missing: [] }).text).toContain(
      'Could you please confirm, so that we can go ahead?',
    );
  });
});

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

describe('languages', () => {
  const cases: Array<[Lang, RegExp, RegExp, RegExp]> = [
    ['en', /^Hi Dana Miller,/, /Could you also let me know/, /Best regards,\nAlex Kim/],
    [
      'de',
      /^Hallo Dana Miller,\n\nvielen Dank für Ihre Antwort\./,
      /Könnten Sie mir bitte noch Folgendes mitteilen:\n- Liefertermin/,
      /Viele Grüße\nAlex Kim/,
    ],
    [
      'fr',
      /^Bonjour Dana Miller,\n\nMerci pour votre réponse\./,
      /Pourriez-vous également m'indiquer les éléments suivants :\n- date de livraison/,
      /Bien à vous,\nAlex Kim/,
    ],
    [
      'es',
      /^Hola, Dana Miller:\n\nMuchas gracias por su respuesta\./,
      /¿Podría indicarme también lo siguiente\?\n- fecha de entrega/,
      /Un saludo,\nAlex Kim/,
    ],
  ];
  it.each(cases)('%s: greeting, request and sign-off in the language', (lang, greeting, request, signOff) => {
    const d = draftClarification(
      ctx(),
      [],
      { missing: ['deliveryDate', 'paymentTermsDays'], invalid: [] },
      {
        lang,
        noted: { unitPriceEUR: 1240.5 },
      },
    );
    expect(d.text).toMatch(greeting);
    expect(d.text).toMatch(request);
    expect(d.text).toMatch(signOff);
    expectWrittenByAPerson(d.text);
  });

  it('formal tone and dates and numbers written the language’s way', () => {
    const formal = ctx({ senderPersona: { name: 'Alex Kim', tone: 'formal' } });
    const de = draftFollowUp(formal, 1, {
      replied: true,
      lang: 'de',
      noted: { deliveryDate: '2027-03-14', unitPriceEUR: 1240.5 },
      missing: ['paymentTermsDays'],
    });
    expect(de.text).toMatch(/^Guten Tag Dana Miller,/);
    expect(de.text).toContain('14. März 2027');
    expect(de.text).toContain('1.240,5');
    expect(de.text).toMatch(/Mit freundlichen Grüßen\nAlex Kim$/);
    const fr = draftReplyWithInput(formal, 'Acceptez-vous un acompte ?', 'Oui, 20 % au maximum.', {
      lang: 'fr',
      missing: ['deliveryDate'],
    });
    expect(fr.text).toContain('Merci pour votre patience.');
    expect(fr.text).toContain('Concernant votre question « Acceptez-vous un acompte ? » : Oui, 20 % au maximum.');
    expect(fr.text).toMatch(/Cordialement,\nAlex Kim$/);
    const es = draftFollowUp(formal, 1, {
      replied: true,
      lang: 'es',
      noted: { deliveryDate: '2027-03-14' },
      missing: ['paymentTermsDays'],
    });
    expect(es.text).toContain('14 de marzo de 2027');
    expect(es.text).toMatch(/^Estimado\/a Dana Miller:/);
    expect(es.text).toMatch(/Atentamente,\nAlex Kim$/);
  });
});

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

describe('names made whole', () => {
  it('dates say they are dates, counts say so, a one-word unit description stays a unit', () => {
    const props = {
      checkIn: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
      visitDate: { type: 'string', format: 'date', description: 'technician visit, YYYY-MM-DD' },
      parcels: { type: 'integer' },
      validUntil: { type: 'string', description: 'ISO date YYYY-MM-DD' },
      unitPrice: { type: 'number', description: 'USD' },
    };
    const label = (f: string) => fieldLabel({ properties: props }, f).withArticle;
    expect(label('checkIn')).toBe('the check-in date');
    expect(label('visitDate')).toBe('the technician visit date');
    expect(label('parcels')).toBe('the number of parcels');
    expect(label('validUntil')).toBe('the date the offer is valid until');
    expect(label('unitPrice')).toBe('the unit price (USD)');
    const d = draftClarification(
      ctx({ resultSchema: { properties: props } }),
      [],
      { missing: ['parcels'], invalid: [] },
      {
        noted: { unitPrice: 3.75 },
      },
    );
    expect(d.text).toContain('I have noted the unit price (3.75 USD).');
  });

  it('an enum value is echoed as words; an abbreviation does not end the objective’s sentence', () => {
    const s = { properties: { cover: { type: 'string', enum: ['all_risks', 'basic'] } } };
    const d = draftClarification(
      ctx({ resultSchema: s }),
      [],
      { missing: [], invalid: [] },
      { noted: { cover: 'all_risks' } },
    );
    expect(d.text).toContain('the cover (all risks)');
    expect(objectiveWords('Get the unit price for 200 brackets, drawing no. BR-1147 rev C').request).toBe(
      'We would like to know the unit price for 200 brackets, drawing no. BR-1147 rev C.',
    );
  });
});

describe('the question to the client', () => {
  it('quotes the counterparty (bounded, one line) and names the missing fields in words', () => {
    const q = clientQuestion(ctx(), {
      kind: 'decision',
      words: 'Yes, we can deliver on 14 March,\nif you pay 50% upfront.',
      missing: ['paymentTermsDays'],
    });
    expect(q).toBe(
      'Dana Miller (Chairs GmbH) wrote: "Yes, we can deliver on 14 March, if you pay 50% upfront." This needs your decision: do you accept, and what should I reply? We still need the payment terms (days).',
    );
    const u = clientQuestion(ctx(), {
      kind: 'unclear',
      words: 'Let me see.',
      missing: ['deliveryDate', 'unitPriceEUR'],
    });
    expect(u).toContain('I cannot tell the delivery date and the price per chair in EUR excl. VAT from their reply');
    expect(clientQuestion(ctx(), { kind: 'question', words: 'Do you need a certificate?' })).toBe(
      'Dana Miller (Chairs GmbH) asked: "Do you need a certificate?" How should I answer?',
    );
    const long = bounded('word '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(301);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the question to the client names who wrote', () => {
  it('a colleague who answered from another address, not the counterparty they answered for', () => {
    const q = clientQuestion(ctx(), {
      kind: 'unclear',
      words: 'The oak chairs are €92 each, delivery in March.',
      missing: ['deliveryDate'],
      sender: { address: 'rui.lopes@oakline.example', name: 'Rui Lopes' },
    });
    expect(q).toMatch(/^Rui Lopes \(Chairs GmbH\) replied: "/);
    expect(fromClientQuestion(q)).toEqual({
      kind: 'unclear',
      words: 'The oak chairs are €92 each, delivery in March.',
    });
  });
  it('the counterparty themselves, under the name the case gives them', () => {
    const q = clientQuestion(ctx(), {
      kind: 'decision',
      words: 'We need a 30% deposit.',
      sender: { address: 'SALES@chairs.example', name: 'D. Miller "Sales"' },
    });
    expect(q).toMatch(/^Dana Miller \(Chairs GmbH\) wrote: "/);
  });
  it('a sender without a name is named by address, without quotes', () => {
    const q = clientQuestion(ctx(), {
      kind: 'question',
      words: 'Which colour?',
      sender: { address: 'office@oakline.example' },
    });
    expect(q).toMatch(/^office@oakline\.example \(Chairs GmbH\) asked: "/);
  });
});
