import type { Firestore } from '@google-cloud/firestore';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Webhook, WebhookVerificationError } from 'svix';
import { z } from 'zod';
import type { CaseEventPublisher, EmailEvent } from '../../shared/case-events.js';
import type { Config } from '../../shared/config.js';
import { createFirestore, createPubSub } from '../../shared/google-clients.js';
import type { Logger } from '../../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { findCaseByThread } from '../../shared/thread-index.js';

/**
 * POST /provider/email-events: AgentMail's Svix-signed webhooks. Not a client route: no API
 * key; the signature over the raw body is the authentication (svix checks the HMAC in constant
 * time and refuses timestamps more than 5 minutes off). Forged, stale or unsigned → 401, no change.
 * A body over the receiver's own limit (PROVIDER_EVENTS_MAX_BODY_BYTES, far above the client
 * routes' one: the event carries the whole message) → 413, logged at ERROR: it cannot be verified,
 * and if it was real, a reply is being lost until the limit is raised.
 *
 * A verified event is routed by `threads/{threadId}` to its case and published as EMAIL_EVENT
 * (eventId `email:{svix-id}`); the worker re-reads the message from the provider, so the
 * payload is only a hint. Events that are not for a case (spam/blocked/unauthenticated mail,
 * sent/delivered/opened, unknown threads, unknown types) are acknowledged with 200 and logged:
 * answering non-2xx would only make Svix retry something that can never succeed.
 *
 * Duplicates: `providerEvents/{svix-id}` is written only AFTER a successful publish, so a failed
 * publish answers 500 and Svix's retry is processed again (never dropped). A retry racing the
 * first delivery may publish twice; the eventId is the same, and the worker dedupes by it.
 */

export const PROVIDER_EVENTS = 'providerEvents';
/** Markers only need to outlive Svix's retry schedule (about a day); a TTL policy deletes them. */
const MARKER_TTL_MS = 7 * 24 * 3600 * 1000;

export interface ProviderEventsDeps {
  db: Firestore;
  publisher: CaseEventPublisher;
  /** `whsec_...` (config.agentmail.webhookSecret). */
  webhookSecret: string;
  logger: Logger;
  /** Raw body limit in bytes (config.api.providerEventsMaxBodyBytes, not the client routes' limit). */
  maxBodyBytes: number;
  now?: () => number;
}

const ids = { inbox_id: z.string().min(1), thread_id: z.string().min(1), message_id: z.string().min(1) };
const envelope = z.object({ type: z.literal('event'), event_type: z.string().min(1), event_id: z.string().min(1) });
const receivedPayload = z.object({ message: z.object({ ...ids, labels: z.array(z.string()).optional() }) });
/** Labels AgentMail puts on mail it flagged; such mail is never a counterparty's answer. */
const FLAGGED_LABELS = ['spam', 'blocked', 'unauthenticated'];
const bouncedPayload = z.object({ bounce: z.object({ ...ids, type: z.string().optional(), sub_type: z.string().optional() }) });
const complainedPayload = z.object({ complaint: z.object({ ...ids, type: z.string().optional(), sub_type: z.string().optional() }) });
const rejectedPayload = z.object({ reject: z.object({ ...ids, reason: z.string().optional() }) });

type Routed = { kind: EmailEvent['kind']; inboxId: string; threadId: string; messageId: string; detail?: string };

/** The routable part of a verified payload, or a reason to acknowledge and ignore it. */
export function routeProviderEvent(payload: unknown): Routed | { ignore: string } | { invalid: string } {
  const env = envelope.safeParse(payload);
  if (!env.success) return { invalid: 'not an AgentMail event envelope' };
  const detail = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('/').slice(0, 500) || undefined;
  const pick = <T extends z.ZodType>(schema: T): z.infer<T> | undefined => {
    const r = schema.safeParse(payload);
    return r.success ? r.data : undefined;
  };
  switch (env.data.event_type) {
    case 'message.received': {
      const p = pick(receivedPayload);
      if (!p) return { invalid: 'message.received without message ids' };
      const flagged = p.message.labels?.find((l) => FLAGGED_LABELS.includes(l.toLowerCase()));
      if (flagged) return { ignore: `message.received (${flagged})` };
      return { kind: 'received', inboxId: p.message.inbox_id, threadId: p.message.thread_id, messageId: p.message.message_id };
    }
    case 'message.bounced': {
      const p = pick(bouncedPayload);
      if (!p) return { invalid: 'message.bounced without ids' };
      const b = p.bounce;
      return { kind: 'bounced', inboxId: b.inbox_id, threadId: b.thread_id, messageId: b.message_id, ...opt(detail(b.type, b.sub_type)) };
    }
    case 'message.complained': {
      const p = pick(complainedPayload);
      if (!p) return { invalid: 'message.complained without ids' };
      const c = p.complaint;
      return { kind: 'complained', inboxId: c.inbox_id, threadId: c.thread_id, messageId: c.message_id, ...opt(detail(c.type, c.sub_type)) };
    }
    case 'message.rejected': {
      const p = pick(rejectedPayload);
      if (!p) return { invalid: 'message.rejected without ids' };
      const r = p.reject;
      return { kind: 'rejected', inboxId: r.inbox_id, threadId: r.thread_id, messageId: r.message_id, ...opt(detail(r.reason)) };
    }
    default:
      // message.received.spam|blocked|unauthenticated: mail AgentMail flagged; never fed to the
      // worker as a counterparty's answer. message.sent|delivered|opened, domain.verified and
      // types added later: nothing for a case to do.
      return { ignore: env.data.event_type };
  }
}

const opt = (detail: string | undefined) => (detail ? { detail } : {});

export function createProviderEventsRouter(deps: ProviderEventsDeps): express.Router {
  const verifier = new Webhook(deps.webhookSecret);
  const now = deps.now ?? Date.now;
  const router = express.Router();
  router.use(express.raw({ type: '*/*', limit: deps.maxBodyBytes }));

  router.post('/', async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const svixId = req.get('svix-id');
    const headers = { 'svix-id': svixId ?? '', 'svix-timestamp': req.get('svix-timestamp') ?? '', 'svix-signature': req.get('svix-signature') ?? '' };
    try {
      verifier.verify(raw, headers); // svix 2 returns nothing: it throws when the check fails
    } catch (err) {
      deps.logger.warn('provider event refused: bad signature', { reason: err instanceof WebhookVerificationError ? err.message : 'verify failed' });
      return void reply(res, 401, 'UNAUTHORIZED', 'Invalid or missing webhook signature.');
    }
    const log = deps.logger.child({ svixId });
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      payload = undefined;
    }
    const routed = routeProviderEvent(payload);
    if ('invalid' in routed) {
      log.warn('provider event malformed', { reason: routed.invalid });
      return void reply(res, 400, 'INVALID_REQUEST', 'Malformed provider event.');
    }
    if ('ignore' in routed) {
      log.info('provider event ignored', { eventType: routed.ignore });
      return void ack(res, 'ignored');
    }
    const markerRef = deps.db.collection(PROVIDER_EVENTS).doc(encodeURIComponent(svixId!));
    if ((await markerRef.get()).exists) {
      log.info('provider event duplicate', { kind: routed.kind });
      return void ack(res, 'duplicate');
    }
    const entry = await findCaseByThread(deps.db, routed.threadId);
    if (!entry) {
      log.info('provider event for unknown thread', { kind: routed.kind, threadId: routed.threadId });
      return void ack(res, 'unknown_thread');
    }
    const at = now();
    const event: EmailEvent = {
      type: 'EMAIL_EVENT',
      eventId: `email:${svixId}`,
      caseId: entry.caseId,
      occurredAt: at,
      kind: routed.kind,
      inboxId: routed.inboxId,
      threadId: routed.threadId,
      messageId: routed.messageId,
      ...(routed.detail ? { detail: routed.detail } : {}),
    };
    try {
      await deps.publisher.publish(event);
    } catch (err) {
      log.error('provider event publish failed', { caseId: entry.caseId, kind: routed.kind, error: err });
      return void reply(res, 500, 'INTERNAL_ERROR', 'The event could not be queued; retry later.');
    }
    await markerRef
      .create({ caseId: entry.caseId, kind: routed.kind, receivedAt: at, expireAt: new Date(at + MARKER_TTL_MS) })
      .catch((err: unknown) => {
        // ALREADY_EXISTS: a concurrent retry got here first; either way the event is queued.
        if ((err as { code?: number }).code !== 6) log.warn('provider event marker not written', { error: err });
      });
    log.info('provider event published', { caseId: entry.caseId, kind: routed.kind, eventId: event.eventId });
    ack(res, 'published');
  });

  router.all('/', (_req, res) => reply(res, 405, 'INVALID_REQUEST', 'Use POST.'));
  router.use(bodyReadErrors(deps));
  return router;
}

/**
 * Errors of reading the raw body, answered here rather than by the API's error middleware (which
 * turns every parser error into 400): an oversized event deserves its own status and an ERROR
 * line, since the limit, not the sender, is what has to change. Other errors pass on (→ 500).
 */
function bodyReadErrors(deps: Pick<ProviderEventsDeps, 'logger' | 'maxBodyBytes'>) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const e = err as { type?: unknown; status?: unknown } | null;
    if (typeof e?.type !== 'string' || typeof e.status !== 'number' || e.status < 400 || e.status >= 500) return next(err);
    const svixId = req.get('svix-id');
    if (e.type === 'entity.too.large') {
      deps.logger.error('provider event refused: body over PROVIDER_EVENTS_MAX_BODY_BYTES (unverified)', {
        svixId,
        contentLength: req.get('content-length'),
        limit: deps.maxBodyBytes,
      });
      return reply(res, 413, 'INVALID_REQUEST', 'Event body is larger than this receiver accepts.');
    }
    deps.logger.warn('provider event refused: body unreadable', { svixId, reason: e.type });
    reply(res, 400, 'INVALID_REQUEST', 'The event body could not be read.');
  };
}

const ack = (res: Response, outcome: string) => res.status(200).json({ ok: true, data: { outcome } });

function reply(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ ok: false, error: { code, message } });
}

/**
 * The receiver from config with its own Firestore and Pub/Sub clients, for the composition roots
 * (main.ts, dev/start.ts); undefined without a signing secret, since no event could be verified.
 */
export function providerEventsRouterFromConfig(config: Config, logger: Logger): express.Router | undefined {
  const webhookSecret = config.agentmail.webhookSecret;
  if (!webhookSecret) return undefined;
  return createProviderEventsRouter({
    db: createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost }),
    publisher: createPubSubCaseEventPublisher(
      createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost }),
      config.caseEventsTopic,
    ),
    webhookSecret,
    logger,
    maxBodyBytes: config.api.providerEventsMaxBodyBytes,
  });
}
