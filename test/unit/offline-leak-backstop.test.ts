import { describe, expect, it } from 'vitest';
import { type CaseContext, DraftHeldBack, type TranscriptEntry } from '../../services/worker/brain/brain.js';
import { initialPrompt, PRIVATE_NOTE } from '../../services/worker/brain/gemini/prompts.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { decide } from '../../services/worker/workflow/decide.js';
import { withBrainCallLog } from '../../services/worker/brain/brain-call-log.js';
import { createFactGatherer } from '../../services/worker/pipeline/fact-gathering.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import type { CaseRecord } from '../../shared/case-record.js';
import { createLogger } from '../../shared/logger.js';
import { created, inputAccepted, NOW, OPTS } from './decide-fixtures.js';

/**
 * The leak backstop of the offline brain: every email it is about to send (first email,
 * follow-up, reply, reply with the client's answer) passes the leak guard; one that would repeat
 * the client's confidential knowledge or the objective's private sentences (or their figures) is
 * held back, the client is asked, and one log line without the email says so.
 */

const lines: string[] = [];
const logger = createLogger({ write: (l) => lines.push(l) });
const brain = createOfflineBrain({ validator: createResultSchemaValidator(), logger });

const BUDGET = 'Our budget is €9,500 at most.';
const LEASE = 'Do not mention that our lease on the Leeds office ends in June.';

/** A budget sentence in the objective, confidential knowledge, and a field whose description repeats the budget. */
function ctx(over: { description?: string; knowledge?: Record<string, string>; objective?: string } = {}): CaseContext {
  return {
    caseId: 'case-leak',
    goal: {
      objective: over.objective ?? `Get a quote for 40 standing desks delivered to our studio. ${BUDGET}`,
      knowledge: over.knowledge ?? {
        pricing: 'Internal: the board signed off 9,500 for the whole fit-out, never share this.',
        access: 'Deliveries go through the side gate on Mill Lane.',
      },
    },
    counterparty: { address: 'sales@deskline.example', name: 'Priya Nair', company: 'Deskline' },
    senderPersona: { name: 'Tom Baker', company: 'Baker Studio' },
    resultSchema: {
      type: 'object',
      properties: {
        totalPrice: { type: 'number', description: over.description ?? 'Total price in EUR' },
        deliveryDate: { type: 'string' },
      },
      required: ['totalPrice', 'deliveryDate'],
    },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

/** The field's own description would carry the budget into every request for the fields. */
const leakyField = ctx({ description: 'total price for all 40 desks, ideally below 9,500 EUR' });

const us = (text: string, at: number): TranscriptEntry => ({ role: 'us', text, at });
const them = (text: string, at: number): TranscriptEntry => ({ role: 'counterparty', text, at });

async function held(p: Promise<unknown>): Promise<DraftHeldBack> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DraftHeldBack);
  return err as DraftHeldBack;
}

function expectNoPrivateText(question: string) {
  expect(question).toMatch(/^I held back our /);
  expect(question).not.toMatch(/9,?500|budget is|board|lease/i);
}

describe('offline brain: an email that would leak the client’s private text is never sent', () => {
  it('sends the first email when nothing private is in it', async () => {
    const d = await brain.draftInitial(ctx());
    expect(d.text).toContain('40 standing desks');
    expect(`${d.subject}\n${d.text}`).not.toMatch(/9,?500/);
  });

  it('holds back a first email that would state the budget (through a field description), and logs it without the body', async () => {
    lines.length = 0;
    const err = await held(brain.draftInitial(leakyField));
    expectNoPrivateText(err.question);
    expect(err.question).toContain('first email to Priya Nair (Deskline)');
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        message: 'offline draft held back',
        caseId: 'case-leak',
        email: 'first email',
        leaks: ['confidential knowledge'],
      }),
    );
    expect(lines.join('\n')).not.toMatch(/9,?500|desks|Priya/);
  });

  it('holds back a follow-up, before and after the counterparty replied', async () => {
    expectNoPrivateText((await held(brain.draftFollowUp(leakyField, { followUpNumber: 1, transcript: [] }))).question);
    const transcript = [us('Hello Priya, could you quote 40 desks?', 1), them('We can deliver on 3 March.', 2)];
    const err = await held(brain.draftFollowUp(leakyField, { followUpNumber: 2, transcript }));
    expect(err.question).toContain('follow-up to Priya Nair');
  });

  it('asks the client instead of sending a reply whose answer would say what the objective says not to mention', async () => {
    // Knowledge not marked private repeats what the objective says not to mention.
    const c = ctx({
      objective: `Get a quote for 60 ergonomic chairs. ${LEASE}`,
      knowledge: { office: 'Our lease on the Leeds office ends in June, so delivery goes to the new Bradford site.' },
    });
    const question = 'Happy to quote. Which office should the chairs be delivered to?';
    const r = await brain.evaluateReply(c, { transcript: [us('Hello', 1)], latest: them(question, 2) });
    expect(r.outcome).toBe('needs_input');
    if (r.outcome !== 'needs_input') return;
    expectNoPrivateText(r.question);
    expect(r.question).toContain(`They wrote: "${question}"`);
  });

  it('answers the same question when nothing private is repeated', async () => {
    const c = ctx({
      objective: 'Get a quote for 60 ergonomic chairs.',
      knowledge: { office: 'Delivery goes to the new Bradford site.' },
    });
    const r = await brain.evaluateReply(c, {
      transcript: [us('Hello', 1)],
      latest: them('Happy to quote. Which office should the chairs be delivered to?', 2),
    });
    expect(r.outcome).toBe('continue');
    if (r.outcome === 'continue') expect(r.reply.text).toContain('Bradford');
  });

  it('a reply that only acknowledges a figure the counterparty wrote is no leak', async () => {
    const r = await brain.evaluateReply(ctx(), {
      transcript: [us('Hello', 1)],
      latest: them('The total would be €9,500 for all 40 desks. The delivery date we still need to check.', 2),
    });
    expect(r.outcome).not.toBe('needs_input');
  });

  it('holds back the reply with the client’s answer, but passes on what the client wrote for them', async () => {
    const transcript = [us('Hello', 1), them('Do you need the desks assembled?', 2)];
    const input = { transcript, question: 'Priya Nair asked: "Do you need the desks assembled?" How should I answer?' };
    const err = await held(
      brain.draftReplyWithInput(leakyField, { ...input, providedContext: 'Yes, assembled please.' }),
    );
    expect(err.question).toContain('reply with your answer');
    // The client's own words for the counterparty are theirs to say, figures included.
    const ok = await brain.draftReplyWithInput(ctx(), {
      ...input,
      providedContext: 'Yes please, we can pay 9,500 for it.',
    });
    expect(ok.text).toContain('9,500');
  });

  it('after a held email, the client’s answer is passed on as it is, never the question about the held email', async () => {
    const question = (await held(brain.draftInitial(leakyField))).question;
    const d = await brain.draftReplyWithInput(ctx(), {
      transcript: [],
      question,
      providedContext: 'We would like a quote for 40 standing desks, delivered in March.',
    });
    expect(d.text).toContain('delivered in March');
    expect(d.text).not.toMatch(/held back|private/);
  });
});

describe('workflow: a held-back email asks the client', () => {
  it('fact gathering turns a held first email into the question for the client, and the call is no brain failure', async () => {
    const opsLines: string[] = [];
    const watched = withBrainCallLog(brain, {
      brain: 'offline',
      logger: createLogger({ write: (l) => opsLines.push(l) }),
      reasonOf: () => 'other',
    });
    const gatherer = createFactGatherer({ provider: {} as EmailProvider, brain: watched });
    const c = { ...created(), goal: leakyField.goal, resultSchema: leakyField.resultSchema } as CaseRecord;
    const facts = await gatherer.gather(c, { type: 'CASE_CREATED' }, 'initial_draft');
    expect(facts.draft).toBeUndefined();
    expect(facts.clientQuestion).toMatch(/^I held back our first email/);
    expect(opsLines.join('\n')).not.toContain('brain call failed');
    expect(opsLines.join('\n')).toContain('"brainOutcome":"ok"');
  });

  it('the first email held: INPUT_NEEDED with the question, nothing sent', () => {
    const d = decide(
      created(),
      { type: 'CASE_CREATED' },
      { clientQuestion: 'I held back our first email …' },
      NOW,
      OPTS,
    );
    if ('ignore' in d) throw new Error(d.ignore);
    expect(d.next.status).toBe('INPUT_NEEDED');
    expect(d.next.inputRequest).toMatchObject({ question: 'I held back our first email …', status: 'PENDING' });
    expect(d.effects.some((e) => e.type === 'SEND_EMAIL')).toBe(false);
  });

  it('the reply with the client’s answer held: asked again under a new request, nothing sent', () => {
    const given = inputAccepted();
    const d = decide(
      given,
      { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' },
      { clientQuestion: 'I held back …' },
      NOW,
      OPTS,
    );
    if ('ignore' in d) throw new Error(d.ignore);
    expect(d.next.status).toBe('INPUT_NEEDED');
    expect(d.next.inputRequestId).not.toBe('ir-1');
    expect(d.next.inputRequest).toMatchObject({ question: 'I held back …', status: 'PENDING' });
    expect(d.effects.some((e) => e.type === 'SEND_EMAIL')).toBe(false);
  });
});

describe('Gemini prompt: the objective’s private sentences only in their own section', () => {
  it('shows the request as the objective and the budget sentence only in <client_private>', () => {
    const text = initialPrompt(ctx()).userText;
    const [outside, rest = ''] = text.split('<client_private>');
    const [inside = '', after = ''] = rest.split('</client_private>');
    expect(outside).toContain('Objective: Get a quote for 40 standing desks delivered to our studio.');
    expect(`${outside}${after}`).not.toContain(BUDGET);
    expect(`${outside}${after}`).not.toContain('€9,500');
    expect(inside).toContain(PRIVATE_NOTE);
    expect(inside).toContain(`- ${BUDGET}`);
  });

  it('has no private section when the objective has no private sentence', () => {
    const text = initialPrompt(ctx({ objective: 'Get a quote for 40 standing desks.' })).userText;
    expect(text).not.toContain('<client_private>');
    expect(text).toContain('Objective: Get a quote for 40 standing desks.');
  });
});
