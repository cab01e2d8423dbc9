import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import type { EmailMessage, EmailProvider, EmailThread } from '../../shared/email-provider.js';
import type { AttachmentReader } from '../../services/worker/brain/attachments/attachment-reader.js';
import type { Brain, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { createFactGatherer, EARLIER_ATTACHMENT_REPLIES } from '../../services/worker/pipeline/fact-gathering.js';
import { created } from './decide-fixtures.js';

/**
 * A value read from an earlier reply's attachment is not lost when a later reply is read: the
 * quote's PDF came two mails ago, the counterparty now confirms the order in words. The fact
 * gatherer hands the brain the text of the earlier replies' attachments (the last few), and the
 * offline brain reads the total from it.
 */
const T0 = Date.parse('2026-11-26T10:00:00Z');

function mail(id: string, at: number, text: string, opts: { ours?: boolean; pdf?: boolean } = {}): EmailMessage {
  return {
    messageId: id,
    threadId: 'th1',
    inboxId: 'in1',
    from: { address: opts.ours ? 'us@agentmail.example' : 'sales@folders.example' },
    to: [],
    timestamp: at,
    text,
    labels: opts.ours ? ['sent'] : ['received'],
    attachments: opts.pdf
      ? [{ attachmentId: `a-${id}`, filename: 'Angebot.pdf', size: 100, contentType: 'application/pdf' }]
      : [],
  };
}

const PDF_TEXT =
  'ANGEBOT\nPos. Menge Bezeichnung Gesamt EUR\n1 5.000 Kaschierung 560,00\nSumme netto 1.235,00\nzzgl. 19 % MwSt. 234,65\nGesamtbetrag brutto 1.469,65';

function setup(messages: EmailMessage[]) {
  const read: string[] = [];
  const thread: EmailThread = { threadId: 'th1', inboxId: 'in1', messages };
  const provider = {
    getThread: async () => thread,
    getMessage: async (_inbox: string, id: string) => messages.find((m) => m.messageId === id)!,
  } as unknown as EmailProvider;
  const attachments: AttachmentReader = {
    read: async (m) => {
      read.push(m.messageId);
      return m.attachments.map((a) => ({ ...a, text: PDF_TEXT }));
    },
  };
  let seen: TranscriptEntry[] = [];
  const offline = createOfflineBrain({ validator: createResultSchemaValidator() });
  const brain: Brain = {
    ...offline,
    evaluateReply: async (ctx, input) => {
      seen = input.transcript;
      return offline.evaluateReply(ctx, input);
    },
  };
  const gatherer = createFactGatherer({ provider, brain, attachments });
  const c = {
    ...created(),
    inboxId: 'in1',
    threadId: 'th1',
    goal: { objective: 'Ask for a quote to laminate 5,000 folders: the total and the lead time.' },
    resultSchema: {
      type: 'object',
      properties: {
        totalNetEUR: { type: 'number', description: 'total price of the job in EUR excluding VAT' },
        leadTimeWorkingDays: { type: 'integer', description: 'lead time in working days' },
      },
      required: ['totalNetEUR', 'leadTimeWorkingDays'],
    },
  } as CaseRecord;
  return { gatherer, c, read, seen: () => seen };
}

describe('the attachments of earlier replies', () => {
  it('are read again for the brain, and the total read from them stands', async () => {
    const messages = [
      mail('m1', T0, 'Hello, could you quote?', { ours: true }),
      mail('m2', T0 + 60_000, 'Anbei unser Angebot.', { pdf: true }),
      mail('m3', T0 + 120_000, 'Thank you. Could you also tell us the lead time?', { ours: true }),
      mail('m4', T0 + 180_000, 'Die Lieferzeit beträgt 8 Arbeitstage nach Eingang der Bogen.'),
    ];
    const { gatherer, c, read, seen } = setup(messages);
    const facts = await gatherer.gather(c, { type: 'EMAIL_RECEIVED', messageId: 'm4' } as never, 'inbound_message');
    expect(read).toEqual(['m2']);
    expect(seen().find((e) => e.messageId === 'm2')?.attachments?.[0]?.text).toContain('Summe netto');
    expect(facts.inbound?.evaluation).toMatchObject({
      outcome: 'goal_achieved',
      result: { totalNetEUR: 1235, leadTimeWorkingDays: 8 },
    });
  });

  it('our reply with the client’s answer notes the total from the PDF instead of asking for it again', async () => {
    const messages = [
      mail('m1', T0, 'Hello, could you quote?', { ours: true }),
      mail('m2', T0 + 60_000, 'Anbei unser Angebot. Die Lieferzeit beträgt 8 Arbeitstage.', { pdf: true }),
    ];
    const { gatherer, c, read } = setup(messages);
    const asked = {
      ...c,
      inputRequest: { id: 'q1', question: 'Do you accept 1,235 EUR?', status: 'PENDING', requestedAt: T0 },
      providedContext: 'Yes, 1,235 EUR net is fine. Please go ahead.',
    } as CaseRecord;
    const facts = await gatherer.gather(asked, { type: 'INPUT_PROVIDED' } as never, 'input_reply_draft');
    expect(read).toEqual(['m2']);
    expect(facts.draft?.text).toContain('1,235 EUR net is fine');
    expect(facts.draft?.text).not.toMatch(/total (?:price|net)[^\n]*\?|^- total/im);
  });

  it('only the last few replies with attachments, and never the one being read twice', async () => {
    const messages: EmailMessage[] = [mail('m0', T0, 'Hello', { ours: true })];
    for (let i = 1; i <= EARLIER_ATTACHMENT_REPLIES + 2; i++)
      messages.push(mail(`r${i}`, T0 + i * 60_000, `Anlage ${i}.`, { pdf: true }));
    const last = messages[messages.length - 1]!;
    const { gatherer, c, read } = setup(messages);
    await gatherer.gather(c, { type: 'EMAIL_RECEIVED', messageId: last.messageId } as never, 'inbound_message');
    const earlier = read.filter((id) => id !== last.messageId);
    expect(earlier).toHaveLength(EARLIER_ATTACHMENT_REPLIES);
    expect(read.filter((id) => id === last.messageId)).toHaveLength(1);
  });
});
