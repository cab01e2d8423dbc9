import { describe, expect, it } from 'vitest';
import { CASES } from '../../shared/case-firestore-converter.js';
import { INLINE_ATTACHMENTS } from '../../shared/case-attachments.js';
import { caseWebhookPayloadSchema } from '../../shared/public-schemas.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Whatever is mailed to a case, its document stays small (far below Firestore's 1 MiB): a
 * counterparty sends hundreds of attachments, the case keeps only a bounded inline part, yet
 * GET /cases/{id} lists them all, the attachment route serves any of them, and the case still
 * completes afterwards.
 */

const t = useStack();

const PER_REPLY = 10; // the sandbox takes at most 10 attachments a message, as providers cap them
const REPLIES = 30;
/** Long names, as a sender may choose them: 250 characters each (the sandbox allows 255). */
const nameOf = (r: number, i: number) => `${'report-'.repeat(40)}${r}-${i}.txt`.slice(-250);

describe('bounded case documents', () => {
  it(`${PER_REPLY * REPLIES} attachments: the document stays small, the read lists them all, the case completes`, async () => {
    const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl });
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    for (let r = 0; r < REPLIES; r++) {
      const reply = await t.s.mail.reply({
        threadId: c.threadId!,
        text: 'I am out of the office until Monday with limited access to email. The attached files are our archive.',
        attachments: Array.from({ length: PER_REPLY }, (_, i) => ({
          filename: nameOf(r, i),
          contentType: 'text/plain',
          contentBase64: Buffer.from(`file ${r}-${i}`).toString('base64'),
        })),
      });
      await t.s.waitForCase(caseId, (x) => x.handledMessageIds.includes(reply.message_id) && settled(x), 60_000);
    }

    const raw = (await t.s.db.collection(CASES).doc(caseId).get()).data()!;
    expect(JSON.stringify(raw).length).toBeLessThan(64 * 1024);
    expect((raw.attachments as unknown[]).length).toBeLessThanOrEqual(INLINE_ATTACHMENTS);

    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.status).toBe(200);
    const listed = read.body.data.attachments as { attachmentId: string; name: string }[];
    expect(listed).toHaveLength(PER_REPLY * REPLIES);
    expect(new Set(listed.map((a) => a.name))).toEqual(
      new Set(Array.from({ length: REPLIES * PER_REPLY }, (_, k) => nameOf(Math.floor(k / PER_REPLY), k % PER_REPLY))),
    );
    expect(listed[0]!.name).toBe(nameOf(0, 0));
    expect(listed.at(-1)!.name).toBe(nameOf(REPLIES - 1, PER_REPLY - 1));

    const last = await t.s.api(
      'GET',
      `/cases/${caseId}/attachments/${encodeURIComponent(listed.at(-1)!.attachmentId)}`,
      undefined,
      t.user.apiKey,
    );
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({
      attachmentId: listed.at(-1)!.attachmentId,
      name: nameOf(REPLIES - 1, PER_REPLY - 1),
      downloadUrl: expect.any(String),
    });

    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-01-15' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-01-15' });
    await expect.poll(() => t.s.webhooks.filter((w) => w.body.caseId === caseId).length, { timeout: 10_000 }).toBe(1);
    const hook = t.s.webhooks.find((w) => w.body.caseId === caseId)!.body;
    expect(hook).toMatchObject({ event: 'case.completed', attachmentsTruncated: true });
    expect((hook.attachments as unknown[]).length).toBeLessThanOrEqual(INLINE_ATTACHMENTS);
    expect(caseWebhookPayloadSchema.safeParse(hook).success).toBe(true); // as documented in the OpenAPI file
  }, 180_000);
});
