import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { newTextOf } from '../../services/worker/brain/regions/reply-regions.js';
import { createBrain } from '../../services/worker/brain/brain-factory.js';
import { loadConfig } from '../../shared/config.js';
import { chairQuoteContext } from './brain-fixtures.js';
import { createLogger } from '../../shared/logger.js';

const quoteSchema = {
  type: 'object',
  properties: {
    price: { type: 'number', description: 'Total price in EUR' },
    deliveryDate: { type: 'string' },
    inStock: { type: 'boolean' },
  },
  required: ['price', 'deliveryDate'],
};

const ctx = (over: Partial<CaseContext> = {}): CaseContext =>
  chairQuoteContext(
    {
      resultSchema: quoteSchema,
      knowledge: { quantity: '100 chairs', deliveryCity: 'Delivery is to our Berlin office' },
      constraints: ['Payment terms are 30 days net'],
    },
    over,
  );

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const reply = (text: string, subject?: string): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at: 1,
  ...(subject ? { subject } : {}),
});
const evaluate = (text: string, c: CaseContext = ctx(), subject?: string) =>
  brain.evaluateReply(c, { transcript: [], latest: reply(text, subject) });

describe('offline brain: reading a reply', () => {
  const withSchema: Array<[string, string, Partial<ReplyEvaluation> & { outcome: ReplyEvaluation['outcome'] }]> = [
    ['an out-of-office text', 'I am out of the office until Monday.', { outcome: 'auto_reply' }],
    ['an automatic reply', 'Automatic reply: thanks for your mail', { outcome: 'auto_reply' }],
    ['"I am away"', 'Hello, I am away this week with limited access to email.', { outcome: 'auto_reply' }],
    [
      'a refusal',
      'Thanks, but we are not interested.',
      { outcome: 'rejected', reason: 'counterparty refused ("not interested")' },
    ],
    ['unsubscribe', 'Please unsubscribe me from this list', { outcome: 'rejected' }],
    ['do not contact', 'Do not contact us again.', { outcome: 'rejected' }],
    [
      'field lines covering the schema',
      'Sure!\nPrice: 1,250.00\nDelivery date: 2026-12-01\n',
      {
        outcome: 'goal_achieved',
        result: { price: 1250, deliveryDate: '2026-12-01' },
      },
    ],
    [
      'snake_case and bullet field lines',
      '- price = 990\n- delivery_date: 14 March 2027\n- in stock: yes',
      {
        outcome: 'goal_achieved',
        result: { price: 990, deliveryDate: '2027-03-14', inStock: true },
      },
    ],
    [
      'a ```json block',
      'Here you go:\n```json\n{"price": 10, "deliveryDate": "2027-03-14"}\n```',
      {
        outcome: 'goal_achieved',
        result: { price: 10, deliveryDate: '2027-03-14' },
      },
    ],
    [
      'an inline JSON object',
      'Our offer {"price": "12.5", "deliveryDate": "14.03.2027"} stands.',
      {
        outcome: 'goal_achieved',
        result: { price: 12.5, deliveryDate: '2027-03-14' },
      },
    ],
    // A date field (its name says so) is delivered in ISO 8601 or not at all: never "soon",
    // "May" or "next Friday" as written.
    ['a date field given no sure date', '- price = 990\n- delivery_date: next Friday', { outcome: 'continue' }],
    ['a date field given words in JSON', '{"price": 10, "deliveryDate": "soon"}', { outcome: 'continue' }],
    ['a question the knowledge answers', 'Which city should we deliver to?', { outcome: 'continue' }],
    [
      'a question nobody answered',
      'Would you accept a 10% restocking fee?',
      {
        outcome: 'needs_input',
        question: expect.stringContaining('"Would you accept a 10% restocking fee?"'),
      },
    ],
    ['plain chatter', 'Thanks for your message, it is well received.', { outcome: 'continue' }],
    // A promise to answer later: nothing stored, nothing asked, the case waits.
    ['a promise to answer later', 'Thanks for your message, we will look into it.', { outcome: 'auto_reply' }],
    ['only part of the fields', 'Price: 500', { outcome: 'continue' }],
    ['a field of the wrong type', 'Price: cheap\nDelivery date: May', { outcome: 'continue' }],
  ];

  it.each(withSchema)('with a schema: %s', async (_name, text, expected) => {
    const got = await evaluate(text);
    expect(got).toMatchObject(expected);
  });

  const noSchema: Array<[string, string, ReplyEvaluation['outcome'], unknown?]> = [
    ['one field line', 'Price: 40 EUR per chair', 'goal_achieved', { price: '40 EUR per chair' }],
    ['a JSON object', '{"offer": 40}', 'goal_achieved', { offer: 40 }],
    ['no data', 'Noted, thanks.', 'continue'],
    ['a promise to answer later', 'We will get back to you.', 'auto_reply'],
    ['a refusal', 'No thanks.', 'rejected'],
    ['an unanswerable question', 'Do you need assembly service?', 'needs_input'],
  ];

  it.each(noSchema)('without a schema: %s', async (_name, text, outcome, result) => {
    const got = await evaluate(text, ctx({ resultSchema: undefined }));
    expect(got.outcome).toBe(outcome);
    if (result !== undefined) expect(got).toEqual({ outcome, result });
  });

  it('reads auto-replies from the subject too', async () => {
    expect(await evaluate('Back on the 5th.', ctx(), 'Out of Office: Dana')).toEqual({ outcome: 'auto_reply' });
  });

  it('ignores quoted history, "On ... wrote:" tails and signatures', async () => {
    const text = [
      'Thanks, this is noted.',
      '',
      'On Mon, 1 Dec 2026 at 10:00, Alex Kim <alex@acme.example>',
      'wrote:',
      'Could you please reply with the following?',
      'price: 100',
      'deliveryDate: x',
    ].join('\n');
    expect((await evaluate(text)).outcome).toBe('continue');
    expect((await evaluate('Working on it.\n> Price: 1\n> Delivery date: 2')).outcome).toBe('continue');
    expect(
      (await evaluate('Noted.\n-- \nDana Miller\nPhone: 555 1234', ctx({ resultSchema: undefined }))).outcome,
    ).toBe('continue');
    expect((await evaluate('Noted, thanks.\n-----Original Message-----\nWe are not interested')).outcome).toBe(
      'continue',
    );
  });

  it('answers a question from knowledge or constraints and still asks for the missing fields', async () => {
    const got = await evaluate('Thanks. What payment terms do you expect?');
    expect(got.outcome).toBe('continue');
    if (got.outcome !== 'continue') return;
    expect(got.reply.text).toContain('Payment terms are 30 days net');
    expect(got.reply.text).toContain('the total price in EUR and the delivery date?');
    expect(got.reply.subject).toBe('Re: Quote for 100 oak chairs delivered to Berlin');
  });

  it('names only the fields still missing or invalid', async () => {
    const got = await evaluate('Delivery date: 2026-12-01');
    expect(got.outcome).toBe('continue');
    if (got.outcome !== 'continue') return;
    expect(got.reply.text).toContain('the total price in EUR?');
    // The delivery date is acknowledged as noted, never asked for again.
    expect(got.reply.text).not.toMatch(/know the delivery date|delivery date\?/);
  });

  it('bounds the question and skips small talk', async () => {
    const long = `Can you ${'really '.repeat(200)}confirm the discount?`;
    const got = await evaluate(`How are you?\n${long}`);
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question.length).toBeLessThanOrEqual(500);
  });
});

describe('offline brain: drafts', () => {
  const secretCtx = {
    ...ctx(),
    metadata: { crmId: 'META-SECRET-1' },
    clientWebhookUrl: 'https://hooks.example/SECRET',
    inboxId: 'inbox-SECRET@agentmail.to',
  } as CaseContext;

  it('initial outreach names both people, the objective and the fields; deterministic', async () => {
    const a = await brain.draftInitial(ctx());
    const b = await brain.draftInitial(ctx());
    expect(a).toEqual(b);
    expect(a.subject).toBe('Quote for 100 oak chairs delivered to Berlin');
    expect(a.text).toMatch(/^Hi Dana Miller,/);
    expect(a.text).toContain('My name is Alex Kim, Buyer at Acme Ltd');
    expect(a.text).toContain('We would like a quote for 100 oak chairs delivered to Berlin.');
    expect(a.text).toContain('Could you please let me know the total price in EUR and the delivery date?');
    expect(a.text).toMatch(/Best regards,\nAlex Kim\nBuyer, Acme Ltd$/);
  });

  it('greets by tone', async () => {
    const formal = await brain.draftInitial(ctx({ senderPersona: { name: 'A', tone: 'formal' } }));
    expect(formal.text).toMatch(/^Dear Dana Miller,/);
    const plain = await brain.draftInitial(ctx({ senderPersona: { name: 'A' } }));
    expect(plain.text).toMatch(/^Hello Dana Miller,/);
  });

  it('follow-ups differ by number and the last one says so', async () => {
    const f1 = await brain.draftFollowUp(ctx(), { followUpNumber: 1, transcript: [] });
    const f2 = await brain.draftFollowUp(ctx(), { followUpNumber: 2, transcript: [] });
    const f3 = await brain.draftFollowUp(ctx(), { followUpNumber: 3, transcript: [] });
    expect(new Set([f1.text, f2.text, f3.text]).size).toBe(3);
    expect(f3.text).toContain('last follow-up');
    expect(f1.subject).toBe('Re: Quote for 100 oak chairs delivered to Berlin');
  });

  it('a follow-up after the counterparty replied acknowledges it and asks only for what is missing, in their language', async () => {
    const transcript: TranscriptEntry[] = [
      { role: 'us', text: 'Hi Dana Miller, could you let me know the price and the delivery date?', at: 1 },
      { role: 'counterparty', text: 'Hallo, der Gesamtpreis beträgt 1.240,00 €. Wir melden uns bald.', at: 2 },
    ];
    const f = await brain.draftFollowUp(ctx(), { followUpNumber: 1, transcript });
    expect(f.text).not.toMatch(/following up|earlier message/i);
    // The English description gives way to the glossary's German word: one language per letter.
    expect(f.text).toContain('nochmals vielen Dank für Ihre Antwort. Ich habe Folgendes notiert:\n- Preis (1.240)');
    expect(f.text).not.toMatch(/total price/);
    expect(f.text).toContain('- Liefertermin');
    expect(f.text).not.toMatch(/mitteilen:[\s\S]*Preis/); // noted, not asked for again
  });

  it('a follow-up after an out-of-office does not thank them for a reply, and is written in its language', async () => {
    const transcript: TranscriptEntry[] = [
      { role: 'us', text: 'Hi Dana Miller, could you let me know the price and the delivery date?', at: 1 },
      {
        role: 'counterparty',
        text: "Je suis absente jusqu'au 9 décembre et je lirai vos messages à mon retour.",
        at: 2,
      },
    ];
    const f = await brain.draftFollowUp(ctx(), { followUpNumber: 1, transcript });
    expect(f.text).not.toMatch(/votre réponse|your reply/i);
    expect(f.text).toMatch(/^Bonjour/);
  });

  it('a reply with input carries the client context and the question', async () => {
    const d = await brain.draftReplyWithInput(ctx(), {
      transcript: [],
      question: 'Would you accept a 10% restocking fee?',
      providedContext: 'Yes, up to 10% is fine.',
    });
    expect(d.text).toContain('"Would you accept a 10% restocking fee?"');
    expect(d.text).toContain('Yes, up to 10% is fine.');
  });

  it('never puts metadata, webhook URLs or inbox ids into any draft', async () => {
    const drafts = [
      await brain.draftInitial(secretCtx),
      await brain.draftFollowUp(secretCtx, { followUpNumber: 1, transcript: [] }),
      await brain.draftReplyWithInput(secretCtx, { transcript: [], question: 'q?', providedContext: 'ok' }),
    ];
    const evaluation = await brain.evaluateReply(secretCtx, { transcript: [], latest: reply('What is going on?') });
    const all = JSON.stringify([drafts, evaluation]);
    expect(all).not.toMatch(/SECRET/);
  });
});

describe('newTextOf', () => {
  it.each([
    ['New text\n> old', 'New text'],
    ['New\n\nOn Tue, Dec 1, 2026 at 9:00 AM Bob <b@x> wrote:\n> old\nolder', 'New'],
    ['Top\nFrom: Bob\nSent: Monday\nTo: x\n\nold', 'Top'],
    ['Body\n-- \nSig', 'Body'],
  ])('%j → %j', (input, out) => expect(newTextOf(input)).toBe(out));
});

describe('createBrain', () => {
  it('gives the offline brain by default (no network, same drafts)', async () => {
    const b = createBrain(loadConfig({}).brain, createLogger({ write: () => undefined }));
    expect(await b.draftInitial(ctx())).toEqual(await brain.draftInitial(ctx()));
    expect(
      await b.evaluateReply(ctx(), { transcript: [], latest: reply('Price: 3\nDelivery date: 1 May 2027') }),
    ).toEqual({
      outcome: 'goal_achieved',
      result: { price: 3, deliveryDate: '2027-05-01' },
    });
  });
});
