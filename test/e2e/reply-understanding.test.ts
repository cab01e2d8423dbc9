import { describe, expect, it } from 'vitest';
import { caseViewSchema } from '../../services/api/cases/case-view-schema.js';
import { okEnvelope } from '../../services/api/openapi/response-schemas.js';
import { caseCompletedEventSchema } from '../../shared/public-schemas.js';
import { minimalPdf } from '../support/minimal-pdf.js';
import { useStack } from '../support/use-stack.js';

/**
 * The offline brain understanding real replies, through the public surface: a reply in prose,
 * the answer only in an attached PDF or CSV, an attachment that cannot be read. Where the result
 * came from (`resultEvidence`) is on the case read and in `case.completed`, only with a result.
 */

const t = useStack();

const b64 = (x: string | Buffer) => Buffer.from(x).toString('base64');

const quoteSchema = {
  type: 'object',
  properties: {
    deliveryDate: { type: 'string', format: 'date' },
    totalPrice: { type: 'number', description: 'total in EUR' },
  },
  required: ['deliveryDate', 'totalPrice'],
};

async function started(overrides: Record<string, unknown> = {}) {
  const caseId = await t.s.createCase(t.user.apiKey, {
    clientWebhookUrl: t.s.webhookUrl,
    resultSchema: quoteSchema,
    ...overrides,
  });
  const running = await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
  return { caseId, running };
}

const hookFor = async (caseId: string) => {
  await expect
    .poll(() => t.s.webhooks.some((w) => w.body.caseId === caseId && w.body.event === 'case.completed'), {
      timeout: 10_000,
    })
    .toBe(true);
  return t.s.webhooks.find((w) => w.body.caseId === caseId && w.body.event === 'case.completed')!.body;
};

describe('replies the offline brain understands', () => {
  it('the answer only in a PDF: result and evidence citing the attachment, on the read and in the webhook', async () => {
    const { caseId, running } = await started();
    const pdf = minimalPdf(['ORDER CONFIRMATION', 'Liefertermin: 14.03.2027', 'Gesamtpreis: 1.250,50 EUR']);
    const sent = await t.s.mail.reply({
      threadId: running.threadId!,
      text: 'Guten Tag,\n\nanbei unsere Auftragsbestätigung.\n\nMit freundlichen Grüßen\nDana',
      attachments: [{ filename: 'bestaetigung.pdf', contentType: 'application/pdf', contentBase64: b64(pdf) }],
    });
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'COMPLETED' && c.outbox.length === 0);
    expect(done.result).toEqual({ deliveryDate: '2027-03-14', totalPrice: 1250.5 });

    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    const evidence = read.body.data.resultEvidence;
    expect(evidence).toEqual({
      deliveryDate: {
        messageId: sent.message_id,
        attachmentId: sent.attachment_ids[0],
        quote: 'Liefertermin: 14.03.2027',
      },
      totalPrice: {
        messageId: sent.message_id,
        attachmentId: sent.attachment_ids[0],
        quote: 'Gesamtpreis: 1.250,50 EUR',
      },
    });
    // The SPEC's result is exactly what the schema asks for: no evidence inside it.
    expect(read.body.data.result).toEqual({ deliveryDate: '2027-03-14', totalPrice: 1250.5 });
    const hook = await hookFor(caseId);
    expect(hook.resultEvidence).toEqual(evidence);
    // Both answers are documented: the OpenAPI schemas are strict, so an undocumented field fails.
    expect(okEnvelope(caseViewSchema).safeParse(read.body).success).toBe(true);
    expect(caseCompletedEventSchema.safeParse(hook).success).toBe(true);
  });

  it('the answer in prose and a CSV: each field cites where it was found', async () => {
    const { caseId, running } = await started();
    const csv = 'order,total price,currency\n1042,"1,980.00",EUR\n';
    const sent = await t.s.mail.reply({
      threadId: running.threadId!,
      text: 'Hi Alex,\n\nyour order will arrive on March 14th, 2027. Our quote is attached.\n\nBest,\nDana',
      attachments: [{ filename: 'quote.csv', contentType: 'text/csv', contentBase64: b64(csv) }],
    });
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'COMPLETED' && c.outbox.length === 0);
    expect(done.result).toEqual({ deliveryDate: '2027-03-14', totalPrice: 1980 });
    const hook = await hookFor(caseId);
    expect(hook.resultEvidence).toEqual({
      deliveryDate: { messageId: sent.message_id, quote: 'your order will arrive on March 14th, 2027.' },
      totalPrice: { messageId: sent.message_id, attachmentId: sent.attachment_ids[0], quote: '1042,"1,980.00",EUR' },
    });
  });

  it('an unreadable attachment is noted, not fatal: the case goes on and asks for what it lacks', async () => {
    const { caseId, running } = await started();
    await t.s.mail.reply({
      threadId: running.threadId!,
      text: 'Hi Alex, the delivery date is 2027-03-14, the quote is attached.\nDana',
      attachments: [
        {
          filename: 'quote.pdf',
          contentType: 'application/pdf',
          contentBase64: b64('%PDF-1.4 this is not really a pdf'),
        },
        { filename: 'logo.bin', contentType: 'application/octet-stream', contentBase64: b64('\u0000\u0001') },
      ],
    });
    const after = await t.s.waitForCase(caseId, (c) => c.attemptCount === 2 && c.outbox.length === 0);
    expect(after.status).toBe('RUNNING');
    const mails = await t.s.mail.sentTo(running.counterparty.address);
    expect(mails).toHaveLength(2);
    // It asks for the total by its description, and only acknowledges the date it read.
    expect(mails[1]!.text).toContain('let me know the total in EUR');
    expect(mails[1]!.text).not.toMatch(/let me know the delivery date/i);
    expect(mails[1]!.text).toContain('noted the delivery date (14 March 2027)');
    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data).not.toHaveProperty('result');
    expect(read.body.data).not.toHaveProperty('resultEvidence');
  });
});
