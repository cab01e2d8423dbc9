import { describe, expect, it } from 'vitest';
import { questionAfterSilence } from '../../services/worker/brain/guards/silence-after-reply.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import { brainContext, them, us } from './brain-fixtures.js';
import { acted, draft, NOW, OPTS, running } from './decide-fixtures.js';

/**
 * No nag loop, structurally: once the counterparty has answered and we have asked them once
 * more, the next move is a question to the client, never the same request again, whatever they
 * wrote (a second reply not understood) or if they wrote nothing since (silence).
 */

const validator = createResultSchemaValidator();
const brain = createOfflineBrain({ validator });
const AT = Date.parse('2026-11-23T10:00:00Z');
const ctx = brainContext({
  objective: 'Get a quote for 40 folding tables',
  counterparty: { address: 'sam@tables.example', name: 'Sam Okoro', company: 'Tablewise' },
  properties: {
    unitPriceEUR: { type: 'number', description: 'price per table in EUR' },
    deliveryDate: { type: 'string', format: 'date' },
  },
  attemptCount: 2,
});

const FIRST = us('Hello Sam, could you please let me know the price per table in EUR and the delivery date?', AT);

describe('a second reply not understood goes to the client, whatever it says', () => {
  const firstReply = them('Hi Alex, thanks for getting in touch, happy to help.', AT + 1000);
  const clarification = us('Thank you for your reply. Could you please let me know the price per table?', AT + 2000);
  it.each([
    'Sure, as discussed.',
    'Thanks again, speak soon!',
    'Yes.',
    'See below.',
    'Kind regards from sunny Porto',
    'We are looking into the matter with our production team at the moment.',
    'The tables are the usual ones, same as the ones in the catalogue.',
    'Danke, wie besprochen.',
    "D'accord, comme convenu.",
    'De acuerdo, como hablamos.',
    'Va bene, come concordato.',
    'Prima, zoals besproken.',
    'Combinado, como falámos.',
    '',
  ])('%j', async (text) => {
    const latest = them(text, AT + 3000);
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, firstReply, clarification, latest], latest });
    expect(got.outcome).not.toBe('continue');
    if (got.outcome === 'needs_input') expect(got.question).toContain('Sam Okoro');
  });

  it('a reply that only repeats what we already had, after we asked once, goes to the client', async () => {
    const partial = them('The price is €48 per table.', AT + 1000);
    const asked = us(
      'Thank you, I have noted the price per table (48). Could you also let me know the delivery date?',
      AT + 2000,
    );
    const latest = them('As I said, €48 per table.', AT + 3000);
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, partial, asked, latest], latest });
    expect(got.outcome).toBe('needs_input');
  });

  it('a reply that gives something new still gets its clarification (progress is not nagging)', async () => {
    const partial = them('The price is €48 per table.', AT + 1000);
    const asked = us(
      'Thank you, I have noted the price per table (48). Could you also let me know the delivery date?',
      AT + 2000,
    );
    const latest = them('Sorry, the price is €52 per table, I misread the list.', AT + 3000);
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, partial, asked, latest], latest });
    expect(got.outcome).toBe('continue');
  });
});

describe('silence after an answer and one more request: the client is asked (guards/silence-after-reply.ts)', () => {
  const partial = them('Hi Alex, the tables are €48 each. Delivery I need to look up.', AT + 1000);
  const asked = us('Thank you. Could you also let me know the delivery date?', AT + 2000);

  it('names who wrote, quotes them and names what is missing', () => {
    const q = questionAfterSilence(ctx, [FIRST, partial, asked], validator);
    expect(q).toContain('Sam Okoro (Tablewise) last wrote:');
    expect(q).toContain('€48 each');
    expect(q).toMatch(/delivery date/);
    expect(q).not.toMatch(/unitPriceEUR|deliveryDate/);
  });

  it('nobody answered yet: the usual follow-up', () => {
    expect(questionAfterSilence(ctx, [FIRST], validator)).toBeUndefined();
  });

  it('they answered and we have not written since (we wait on a promise): the usual follow-up about it', () => {
    expect(questionAfterSilence(ctx, [FIRST, partial], validator)).toBeUndefined();
  });

  it('an autoresponder is no answer', () => {
    const ooo = them('I am out of the office until Monday with limited access to email.', AT + 1000);
    expect(questionAfterSilence(ctx, [FIRST, ooo, us('Following up.', AT + 2000)], validator)).toBeUndefined();
  });

  it('only a promise, nothing read: followed up, then given up like silence', () => {
    const promise = them("The price list is with my manager, I'll send you the figures next week.", AT + 1000);
    expect(questionAfterSilence(ctx, [FIRST, promise, us('Thank you again.', AT + 2000)], validator)).toBeUndefined();
  });

  it('a reply not understood and our clarification, then silence: the client', () => {
    const unclear = them('Hi, these would be the usual ones from the spring fair, same as last time.', AT + 1000);
    expect(questionAfterSilence(ctx, [FIRST, unclear, asked], validator)).toContain('last wrote');
  });
});

describe('the workflow: a follow-up or give-up timer with the brain question asks the client', () => {
  it('FOLLOW_UP: INPUT_NEEDED with the question, nothing sent', () => {
    const given = running();
    const d = acted(
      decide(given, { type: 'TIMER_DUE', timerId: 't1' }, { clientQuestion: 'Sam wrote: "…"' }, NOW, OPTS),
    );
    expect(d.next.status).toBe('INPUT_NEEDED');
    expect(d.next.inputRequest?.question).toBe('Sam wrote: "…"');
    expect(d.effects.some((e) => e.type === 'SEND_EMAIL')).toBe(false);
  });

  it('GIVE_UP after the counterparty wrote: the brain is asked, and its question wins over max_retries', () => {
    const given = running({
      attemptCount: 4,
      followUpCount: 3,
      timerId: 't4',
      nextActionType: 'GIVE_UP',
      handledMessageIds: ['<in1@vendor.example>'],
    });
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't4' }, NOW, OPTS)).toBe('silence_question');
    const d = acted(
      decide(given, { type: 'TIMER_DUE', timerId: 't4' }, { clientQuestion: 'Sam wrote: "…"' }, NOW, OPTS),
    );
    expect(d.next.status).toBe('INPUT_NEEDED');
    const plain = acted(decide(given, { type: 'TIMER_DUE', timerId: 't4' }, {}, NOW, OPTS));
    expect(plain.next).toMatchObject({ status: 'FAILED', resultStatus: 'max_retries' });
  });

  it('FOLLOW_UP without a question: the follow-up goes out as before', () => {
    const d = acted(decide(running(), { type: 'TIMER_DUE', timerId: 't1' }, draft, NOW, OPTS));
    expect(d.effects.map((e) => e.type)).toEqual(['SEND_EMAIL']);
  });
});

describe('their question answered, then silence', () => {
  const question = them('Happy to quote. Which delivery address should I use?', AT + 1000, 'q1');
  const answer = us('Thank you. The address is Berlin.', AT + 2000, 'a1');
  const nudge = us('Thank you again for your reply.', AT + 3000, 'a2');
  it('one follow-up first (they owe us the reply), then the client', () => {
    expect(questionAfterSilence(ctx, [FIRST, question, answer], validator)).toBeUndefined();
    expect(questionAfterSilence(ctx, [FIRST, question, answer, nudge], validator)).toContain('last wrote');
  });
});

describe("a deputy's answer after an out-of-office is an answer, never waited on", () => {
  const ooo = them(
    'Ich bin bis zum 4. Dezember nicht im Büro. In dringenden Fällen wenden Sie sich an meinen Kollegen Jonas Peters.',
    AT + 1000,
  );
  const deputy = them(
    'Guten Tag, Herr Okoro ist diese Woche im Urlaub, ich vertrete ihn. Die Tische kosten 48 € pro Stück.',
    AT + 2000,
  );
  it('it is read, and what is missing is asked for', async () => {
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, ooo, deputy], latest: deputy });
    expect(got.outcome).not.toBe('auto_reply');
  });
  it('once asked and silent, the client is asked (no follow-up as if nobody answered)', () => {
    const asked = us('Vielen Dank. Könnten Sie mir noch den Liefertermin nennen?', AT + 3000);
    expect(questionAfterSilence(ctx, [FIRST, ooo, deputy, asked], validator)).toContain('last wrote');
  });
  it('the out-of-office alone is still waited on', () => {
    expect(questionAfterSilence(ctx, [FIRST, ooo, us('Following up.', AT + 3000)], validator)).toBeUndefined();
  });
});
