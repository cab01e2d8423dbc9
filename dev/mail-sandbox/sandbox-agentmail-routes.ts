import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { SandboxError, messageItemView, messageView, threadItemView, type SandboxMail } from './sandbox-mail.js';
import type { SandboxStore } from './sandbox-store.js';

/**
 * The subset of AgentMail's REST API (v0) the adapter uses, with AgentMail's paths, snake_case
 * fields and error bodies (`{ name, message }`, 400 `{ name: 'ValidationError', errors }`):
 * inboxes (create by client_id, get, list), send, reply, get message, get thread (paginated),
 * get attachment (a signed, expiring download URL). Idempotency-Key on send and reply returns
 * the first response again. Faults injected through the control API answer first.
 */

const addresses = z
  .union([z.string().min(3), z.array(z.string().min(3)).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const sendAttachment = z
  .object({ filename: z.string().optional(), content_type: z.string().optional(), content: z.string() })
  .transform((a) => ({ filename: a.filename ?? 'attachment', contentType: a.content_type, contentBase64: a.content }));
const labels = z.array(z.string().min(1).max(256)).max(20).optional();
const sendBody = z.object({
  to: addresses,
  labels,
  subject: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  attachments: z.array(sendAttachment).optional(),
});
const replyBody = z.object({
  to: addresses.optional(),
  labels,
  text: z.string().optional(),
  html: z.string().optional(),
  attachments: z.array(sendAttachment).optional(),
});
const listQuery = z.object({
  labels: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return [];
      try {
        return z.array(z.string()).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'labels must be a JSON array of strings' });
        return z.NEVER;
      }
    }),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
const createInboxBody = z.object({
  username: z
    .string()
    .regex(/^[a-z0-9._-]{1,64}$/i)
    .optional(),
  domain: z.string().optional(),
  display_name: z.string().optional(),
  client_id: z.string().optional(),
});

export interface AgentMailRouteDeps {
  store: SandboxStore;
  mail: SandboxMail;
  apiKey: string | undefined;
  /** The sandbox's own base URL (download links point back at it). */
  baseUrl: () => string;
  downloadTtlSeconds: number;
}

type Op = 'send' | 'reply' | 'read';

export function createAgentMailRoutes(deps: AgentMailRouteDeps): express.Router {
  const r = express.Router();
  r.use(express.json({ limit: '30mb' }));

  r.use((req, res, next) => {
    if (deps.apiKey && req.get('authorization') !== `Bearer ${deps.apiKey}`) {
      res.status(401).json({ name: 'UnauthorizedError', message: 'Invalid API key' });
      return;
    }
    next();
  });

  const faultFor = (op: Op) => async (_req: Request, res: Response, next: NextFunction) => {
    const f = deps.store.takeFault(op);
    if (!f) return next();
    if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
    if (f.holdAnswerMs) res.locals.holdAnswerMs = f.holdAnswerMs;
    if (f.status === undefined) return next();
    if (f.retryAfterSeconds !== undefined) res.set('Retry-After', String(f.retryAfterSeconds));
    const name = f.status === 429 ? 'RateLimitError' : f.status >= 500 ? 'InternalServerError' : 'Error';
    res.status(f.status).json({ name, message: `Injected fault ${f.status}` });
  };

  /**
   * The first request with a key is done and remembered at once (a concurrent twin gets its answer);
   * its own answer waits for `answerAfter` when the send has an early event (control API).
   */
  const withIdempotency = async (
    req: Request,
    res: Response,
    inboxId: string,
    make: () => { body: unknown; answerAfter?: Promise<void> | undefined },
  ) => {
    const key = req.get('idempotency-key');
    const slot = key ? `${inboxId} ${key}` : undefined;
    const previous = slot ? deps.store.state.idempotency[slot] : undefined;
    if (previous) return void res.status(previous.status).json(previous.body);
    const { body, answerAfter } = make();
    if (slot) {
      deps.store.state.idempotency[slot] = { status: 200, body };
      deps.store.save();
    }
    await answerAfter?.catch(() => undefined);
    const hold = res.locals.holdAnswerMs;
    if (typeof hold === 'number') await new Promise((r) => setTimeout(r, hold));
    res.status(200).json(body);
  };

  r.get('/inboxes', faultFor('read'), (_req, res) => {
    const inboxes = deps.store.state.inboxes;
    res.json({ count: inboxes.length, inboxes });
  });

  r.post('/inboxes', faultFor('read'), (req, res) => {
    const body = parse(createInboxBody, req.body ?? {});
    const inbox = deps.store.createInbox(body);
    if (!inbox) throw new SandboxError(409, 'IsTakenError', 'Inbox already exists');
    res.json(inbox);
  });

  r.get('/inboxes/:inbox_id', faultFor('read'), (req, res) => {
    const inbox = deps.store.inbox(String(req.params.inbox_id));
    if (!inbox) throw new SandboxError(404, 'NotFoundError', 'Inbox not found');
    res.json(inbox);
  });

  /** Counts the recipients whose first email is being sent (a test observes how many start at once). */
  const countSend = (req: Request, res: Response, next: NextFunction) => {
    const g = deps.store.sends;
    const parsed = sendBody.safeParse(req.body);
    const to = parsed.success ? parsed.data.to.join(',').toLowerCase() : undefined;
    const stored = () => deps.store.state.messages.some((m) => m.to.join(',').toLowerCase() === to);
    if (to !== undefined && !stored()) {
      g.starting.add(to);
      g.maxStarting = Math.max(g.maxStarting, g.starting.size);
      res.once('close', () => {
        if (stored()) g.starting.delete(to);
      });
    }
    next();
  };

  r.post('/inboxes/:inbox_id/messages/send', countSend, faultFor('send'), async (req, res) => {
    const inboxId = String(req.params.inbox_id);
    const body = parse(sendBody, req.body);
    await withIdempotency(req, res, inboxId, () => {
      const { message: m, answerAfter } = deps.mail.send(inboxId, body);
      return { body: { message_id: m.message_id, thread_id: m.thread_id }, answerAfter };
    });
  });

  r.post('/inboxes/:inbox_id/messages/:message_id/reply', faultFor('reply'), async (req, res) => {
    const inboxId = String(req.params.inbox_id);
    const body = parse(replyBody, req.body ?? {});
    await withIdempotency(req, res, inboxId, () => {
      const { message: m, answerAfter } = deps.mail.reply(inboxId, String(req.params.message_id), body);
      return { body: { message_id: m.message_id, thread_id: m.thread_id }, answerAfter };
    });
  });

  // List, newest first, filtered by labels (all must match; the SDK sends them as a JSON array).
  r.get('/inboxes/:inbox_id/messages', faultFor('read'), (req, res) => {
    const inboxId = String(req.params.inbox_id);
    if (!deps.store.inbox(inboxId)) throw new SandboxError(404, 'NotFoundError', 'Inbox not found');
    const q = parse(listQuery, req.query);
    const all = deps.store.state.messages
      .filter((m) => m.inbox_id === inboxId && q.labels.every((l) => m.labels.includes(l)))
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    const messages = all.slice(0, q.limit).map(messageItemView);
    res.json({ count: messages.length, limit: q.limit, messages });
  });

  r.get('/inboxes/:inbox_id/messages/:message_id', faultFor('read'), (req, res) => {
    const m = deps.store.message(String(req.params.inbox_id), String(req.params.message_id));
    if (!m) throw new SandboxError(404, 'NotFoundError', 'Message not found');
    res.json(messageView(m));
  });

  r.get('/inboxes/:inbox_id/messages/:message_id/attachments/:attachment_id', faultFor('read'), (req, res) => {
    const inboxId = String(req.params.inbox_id);
    const messageId = String(req.params.message_id);
    const attachmentId = String(req.params.attachment_id);
    const a = deps.store.message(inboxId, messageId)?.attachments.find((x) => x.attachment_id === attachmentId);
    if (!a) throw new SandboxError(404, 'NotFoundError', 'Attachment not found');
    const { downloadUrl, expiresAt } = deps.mail.signDownload(
      deps.baseUrl(),
      { inboxId, messageId, attachmentId },
      deps.downloadTtlSeconds,
    );
    const { content: _content, ...meta } = a;
    res.json({ ...meta, download_url: downloadUrl, expires_at: expiresAt.toISOString() });
  });

  r.get('/inboxes/:inbox_id/threads/:thread_id', faultFor('read'), (req, res) => {
    const all = deps.store.threadMessages(String(req.params.inbox_id), String(req.params.thread_id));
    if (all.length === 0) throw new SandboxError(404, 'NotFoundError', 'Thread not found');
    const limit = Math.min(Math.max(Number(req.query.limit ?? 100) || 100, 1), 100);
    const start = Number(typeof req.query.page_token === 'string' ? req.query.page_token : 0) || 0;
    const page = all.slice(start, start + limit);
    const next = start + limit < all.length ? String(start + limit) : undefined;
    res.json({
      ...threadItemView(all),
      count: page.length,
      limit,
      ...(next ? { next_page_token: next } : {}),
      messages: page.map(messageView),
    });
  });

  r.use((_req: Request, res: Response) => {
    res.status(404).json({ name: 'NotFoundError', message: 'Route not found' });
  });
  r.use(errorHandler);
  return r;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw Object.assign(new SandboxError(400, 'ValidationError', 'Invalid request'), { errors: result.error.issues });
  }
  return result.data;
}

/** AgentMail's error bodies; malformed JSON is a ValidationError like any other bad body. */
export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof SandboxError) {
    const errors = (err as { errors?: unknown }).errors;
    res
      .status(err.status)
      .json(
        err.status === 400
          ? { name: err.errorName, message: err.message, errors: errors ?? [] }
          : { name: err.errorName, message: err.message },
      );
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ name: 'ValidationError', message: 'Malformed request body', errors: [] });
    return;
  }
  res.status(500).json({ name: 'InternalServerError', message: 'Internal error' });
}
