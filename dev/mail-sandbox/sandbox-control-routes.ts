import express from 'express';
import { z } from 'zod';
import { errorHandler } from './sandbox-agentmail-routes.js';
import { SandboxError, bareAddress, messageView, type SandboxMail } from './sandbox-mail.js';
import type { SandboxStore } from './sandbox-store.js';
import type { WebhookDispatcher } from './sandbox-webhooks.js';

/**
 * The sandbox's control API (`/_sandbox/...`, JSON) for tests and people, plus the web page's
 * form posts. Not part of AgentMail's API; documented in docs/email-and-sandbox.md.
 */

const attachmentIn = z.object({
  filename: z.string().min(1).max(255),
  contentType: z.string().max(255).optional(),
  contentBase64: z.string(),
});
const replyIn = z.object({
  messageId: z.string().optional(),
  threadId: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  fromName: z.string().max(200).optional(),
  fromAddress: z.string().email().max(320).optional(),
  replyTo: z.array(z.string().email().max(320)).min(1).max(10).optional(),
  subject: z.string().max(998).optional(),
  /** Header names as RFC 5322 allows them; values on one line. */
  headers: z
    .record(
      z.string().regex(/^[!-9;-~]{1,100}$/),
      z
        .string()
        .max(998)
        .regex(/^[^\r\n]*$/),
    )
    .refine((h) => Object.keys(h).length <= 20, 'at most 20 headers')
    .optional(),
  attachments: z.array(attachmentIn).max(10).optional(),
});
const inboundIn = z.object({
  inboxId: z.string(),
  from: z.string().min(3),
  subject: z.string().optional(),
  text: z.string(),
});
const outcomeIn = z.object({ outcome: z.enum(['deliver', 'bounce', 'complain', 'reject', 'refuse']) });
const earlyIn = z.object({
  kind: z.enum(['reply', 'bounce', 'complain', 'reject', 'none']),
  text: z.string().max(100_000).optional(),
});
const faultIn = z.object({
  status: z.number().int().min(400).max(599).optional(),
  delayMs: z.number().int().min(1).max(60_000).optional(),
  holdAnswerMs: z.number().int().min(1).max(60_000).optional(),
  count: z.number().int().min(1).max(100).default(1),
  retryAfterSeconds: z.number().int().min(0).optional(),
  op: z.enum(['send', 'reply', 'read']).optional(),
});

export interface ControlRouteDeps {
  store: SandboxStore;
  mail: SandboxMail;
  hooks: WebhookDispatcher;
  baseUrl: () => string;
}

export function createControlRoutes(deps: ControlRouteDeps): express.Router {
  const { store, mail, hooks } = deps;
  const r = express.Router();
  r.use(express.json({ limit: '30mb' }));
  r.use('/form', express.urlencoded({ extended: false, limit: '30mb' }));

  const body = <T extends z.ZodType>(schema: T, v: unknown): z.infer<T> => {
    const parsed = schema.safeParse(v ?? {});
    if (!parsed.success) {
      throw Object.assign(new SandboxError(400, 'ValidationError', 'Invalid request'), { errors: parsed.error.issues });
    }
    return parsed.data;
  };

  r.get('/messages', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
    const thread = typeof req.query.threadId === 'string' ? req.query.threadId : undefined;
    const messages = store.state.messages.filter(
      (m) => (!to || (m.direction === 'outbound' && m.counterparty === to)) && (!thread || m.thread_id === thread),
    );
    res.json({ messages: messages.map((m) => ({ ...messageView(m), direction: m.direction })) });
  });

  r.post('/reply', async (req, res) => {
    const input = body(replyIn, req.body);
    if (!input.messageId && !input.threadId)
      throw new SandboxError(400, 'ValidationError', 'messageId or threadId is required');
    const { message, delivered } = mail.counterpartyReply(input);
    await delivered;
    res.json({
      message_id: message.message_id,
      thread_id: message.thread_id,
      inbox_id: message.inbox_id,
      attachment_ids: message.attachments.map((a) => a.attachment_id),
      webhook: hooks.deliveries().at(-1)?.status,
    });
  });

  r.post('/inbound', async (req, res) => {
    const { message, delivered } = mail.inbound(body(inboundIn, req.body));
    await delivered;
    res.json({ message_id: message.message_id, thread_id: message.thread_id, inbox_id: message.inbox_id });
  });

  r.post('/addresses/:address/next-outcome', (req, res) => {
    const { outcome } = body(outcomeIn, req.body);
    const address = bareAddress(String(req.params.address));
    if (outcome === 'deliver') delete store.state.nextOutcome[address];
    else store.state.nextOutcome[address] = outcome;
    store.save();
    res.json({ address, outcome });
  });

  // The next send to the address: its reply, bounce, complaint or rejection is delivered (first
  // attempt answered) before the send call is answered. `none` clears it.
  r.post('/addresses/:address/early-event', (req, res) => {
    const { kind, text } = body(earlyIn, req.body);
    const address = bareAddress(String(req.params.address));
    if (kind === 'none') delete store.state.earlyEvents[address];
    else store.state.earlyEvents[address] = { kind, ...(text !== undefined ? { text } : {}) };
    store.save();
    res.json({ address, kind });
  });

  for (const kind of ['bounce', 'complain', 'reject'] as const) {
    r.post(`/messages/:message_id/${kind}`, async (req, res) => {
      await mail.failDelivery(String(req.params.message_id), kind);
      res.json({ message_id: req.params.message_id, outcome: kind });
    });
  }

  r.post('/faults', (req, res) => {
    const f = body(faultIn, req.body);
    if (f.status === undefined && f.delayMs === undefined && f.holdAnswerMs === undefined)
      throw new SandboxError(400, 'ValidationError', 'status, delayMs or holdAnswerMs is required');
    store.state.faults.push({
      ...(f.status !== undefined ? { status: f.status } : {}),
      ...(f.delayMs !== undefined ? { delayMs: f.delayMs } : {}),
      ...(f.holdAnswerMs !== undefined ? { holdAnswerMs: f.holdAnswerMs } : {}),
      remaining: f.count,
      ...(f.retryAfterSeconds !== undefined ? { retryAfterSeconds: f.retryAfterSeconds } : {}),
      ...(f.op ? { op: f.op } : {}),
    });
    res.json({ faults: store.state.faults });
  });

  // How many recipients had their first email in progress at once (case groups' maxConcurrent).
  const sendStats = () => ({ starting: store.sends.starting.size, maxStarting: store.sends.maxStarting });
  r.get('/send-stats', (_req, res) => res.json(sendStats()));
  r.delete('/send-stats', (_req, res) => {
    store.sends.maxStarting = store.sends.starting.size;
    res.json(sendStats());
  });

  r.delete('/faults', (_req, res) => {
    store.state.faults = [];
    res.json({ faults: [] });
  });

  r.get('/download-url', (req, res) => {
    const q = body(
      z.object({
        inboxId: z.string(),
        messageId: z.string(),
        attachmentId: z.string(),
        ttlSeconds: z.coerce.number().int(),
      }),
      req.query,
    );
    const { downloadUrl, expiresAt } = mail.signDownload(deps.baseUrl(), q, q.ttlSeconds);
    res.json({ download_url: downloadUrl, expires_at: expiresAt.toISOString() });
  });

  r.get('/attachments/:token', (req, res) => {
    const a = mail.openDownload(String(req.params.token));
    res.set('content-type', a.content_type);
    res.set('content-disposition', `attachment; filename="${a.filename.replace(/[^\w.-]/g, '_')}"`);
    res.send(Buffer.from(a.content, 'base64'));
  });

  r.get('/webhooks', (_req, res) => res.json({ url: hooks.url ?? null, deliveries: hooks.deliveries() }));
  r.post('/webhook-url', (req, res) => {
    const { url } = body(z.object({ url: z.url().nullable() }), req.body);
    hooks.setUrl(url ?? undefined);
    res.json({ url });
  });

  r.post('/idempotency/forget', (_req, res) => {
    store.forgetIdempotencyKeys();
    res.json({ ok: true });
  });

  r.post('/reset', (_req, res) => {
    store.reset();
    res.json({ ok: true });
  });

  // The web page's forms (urlencoded), answered with a redirect back to the page.
  r.post('/form/reply', async (req, res) => {
    const f = req.body as Record<string, string | undefined>;
    const attachments =
      f.attachmentName && f.attachmentText
        ? [
            {
              filename: f.attachmentName,
              contentType: 'text/plain',
              contentBase64: Buffer.from(f.attachmentText).toString('base64'),
            },
          ]
        : undefined;
    const input = body(replyIn, {
      messageId: f.messageId,
      text: f.text ?? '',
      fromName: f.fromName || undefined,
      attachments,
    });
    const { delivered } = mail.counterpartyReply(input);
    await delivered;
    res.redirect(303, '/');
  });
  r.post('/form/outcome', (req, res) => {
    const f = req.body as Record<string, string | undefined>;
    const { outcome } = body(outcomeIn, { outcome: f.outcome });
    const address = bareAddress(f.address ?? '');
    if (outcome === 'deliver') delete store.state.nextOutcome[address];
    else store.state.nextOutcome[address] = outcome;
    store.save();
    res.redirect(303, '/');
  });
  r.post('/form/fail', async (req, res) => {
    const f = req.body as Record<string, string | undefined>;
    const { kind } = body(z.object({ kind: z.enum(['bounce', 'complain', 'reject']) }), { kind: f.kind });
    await mail.failDelivery(f.messageId ?? '', kind);
    res.redirect(303, '/');
  });

  r.use(errorHandler);
  return r;
}
