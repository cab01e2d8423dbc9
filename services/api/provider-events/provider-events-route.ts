import type { Firestore } from '@google-cloud/firestore';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Webhook, WebhookVerificationError } from 'svix';
import { z } from 'zod';
import type { CaseEventPublisher, EmailEvent } from '../../../shared/case-events.js';
import type { Config } from '../../../shared/config.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields, type ProviderEventOutcome } from '../../../shared/ops-events.js';
import { parkEvent, parkedEventDocId, removeParked } from '../../../shared/parked-events.js';
import { findCaseByThread } from '../../../shared/thread-index.js';
import { alreadyPublished, markPublished } from './provider-event-markers.js';
import { createRefusalLog, providerEventPrecheck, type RefusalLog } from './provider-event-precheck.js';
import { sendError } from '../http/error-handler.js';
import { requestLogger } from '../http/request-log.js';

/**
 * POST /provider/email-events: AgentMail's Svix-signed webhooks. Not a client route: no API
 * key; the signature over the raw body is the authentication (svix checks the HMAC in constant
 * time and refuses timestamps more than 5 minutes off). Forged, stale or unsigned → 401, no change;
 * a request without the three svix headers, or with a stale timestamp, is refused before its body
 * is read (provider-event-precheck.ts). A body over the receiver's own limit
 * (PROVIDER_EVENTS_MAX_BODY_BYTES, far above the client routes' one: the event carries the whole
 * message) → 413. Refusals are logged at WARNING, rate-limited per source: they are unverified,
 * so anyone could send them; an oversized event that was real shows as repeated WARNING lines
 * `provider event refused: body over PROVIDER_EVENTS_MAX_BODY_BYTES` (worth an alert on its count).
 *
 * A verified event is routed by `threads/{threadId}` to its case and published as EMAIL_EVENT
 * (eventId `email:{event_id}`, AgentMail's id of the event, so the worker dedupes a resend under
 * a new svix-id too); the worker re-reads the message from the provider, so the payload is only a
 * hint. An event whose thread is not recorded yet (it overtook the worker's record of the send)
 * is parked in `parkedEvents` before it is acknowledged (shared/parked-events.ts; a failed write
 * answers 500 so that Svix retries), and the worker releases it after recording the send.
 * Every other verified event that does not lead to a publish is acknowledged with 200, because
 * non-2xx would only make Svix retry (and count toward disabling the endpoint) something that can
 * never succeed: events not for a case (spam/blocked/unauthenticated mail, sent/delivered/opened,
 * unknown types) at INFO, and events whose JSON or shape is unusable at ERROR (ids and type only,
 * never the body), changing nothing. Each outcome is counted (`provider_event` ops event).
 *
 * Duplicates (same svix-id, or same event_id) are acknowledged without publishing: see
 * provider-event-markers.ts. A delivery racing another may still publish twice; the eventId is
 * the same, and the worker dedupes by it.
 */

export { PROVIDER_EVENTS } from './provider-event-markers.js';

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
/**
 * event_id (AgentMail's are `evt_` + ASCII) is held to printable ASCII of bounded length so that
 * `email:{event_id}` fits the queue schema and its marker's document id stays under Firestore's limit.
 */
const eventIdSchema = z.string().regex(/^[\x21-\x7e]{1,256}$/, 'event_id must be 1..256 printable ASCII characters');
const envelope = z.object({ type: z.literal('event'), event_type: z.string().min(1), event_id: eventIdSchema });
const receivedPayload = z.object({ message: z.object({ ...ids, labels: z.array(z.string()).optional() }) });
/** Labels AgentMail puts on mail it flagged; such mail is never a counterparty's answer. */
const FLAGGED_LABELS = ['spam', 'blocked', 'unauthenticated'];
const bouncedPayload = z.object({
  bounce: z.object({ ...ids, type: z.string().optional(), sub_type: z.string().optional() }),
});
const complainedPayload = z.object({
  complaint: z.object({ ...ids, type: z.string().optional(), sub_type: z.string().optional() }),
});
const rejectedPayload = z.object({ reject: z.object({ ...ids, reason: z.string().optional() }) });

type Routed = {
  eventId: string;
  kind: EmailEvent['kind'];
  inboxId: string;
  threadId: string;
  messageId: string;
  detail?: string;
};
/** Why a verified payload is unusable, with whatever ids it has that can be logged. */
type Invalid = { invalid: string; eventType?: string; eventId?: string };

/** The routable part of a verified payload, or a reason to acknowledge and ignore it. */
/** An event acknowledged without acting: its type is none of a case's (`ignored`), or AgentMail flagged the mail. */
type Ignored = { ignore: string; outcome: 'ignored' | 'flagged' };

export function routeProviderEvent(payload: unknown): Routed | Ignored | Invalid {
  const env = envelope.safeParse(payload);
  if (!env.success) return { invalid: 'not an AgentMail event envelope', ...loggableIds(payload) };
  const { event_type: eventType, event_id: eventId } = env.data;
  const invalid = (reason: string): Invalid => ({ invalid: reason, eventType, eventId });
  const detail = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('/').slice(0, 500) || undefined;
  const pick = <T extends z.ZodType>(schema: T): z.infer<T> | undefined => {
    const r = schema.safeParse(payload);
    return r.success ? r.data : undefined;
  };
  switch (eventType) {
    case 'message.received': {
      const p = pick(receivedPayload);
      if (!p) return invalid('message.received without message ids');
      const flagged = p.message.labels?.find((l) => FLAGGED_LABELS.includes(l.toLowerCase()));
      if (flagged) return { ignore: `message.received (${flagged})`, outcome: 'flagged' };
      return {
        eventId,
        kind: 'received',
        inboxId: p.message.inbox_id,
        threadId: p.message.thread_id,
        messageId: p.message.message_id,
      };
    }
    case 'message.bounced': {
      const p = pick(bouncedPayload);
      if (!p) return invalid('message.bounced without ids');
      const b = p.bounce;
      return {
        eventId,
        kind: 'bounced',
        inboxId: b.inbox_id,
        threadId: b.thread_id,
        messageId: b.message_id,
        ...opt(detail(b.type, b.sub_type)),
      };
    }
    case 'message.complained': {
      const p = pick(complainedPayload);
      if (!p) return invalid('message.complained without ids');
      const c = p.complaint;
      return {
        eventId,
        kind: 'complained',
        inboxId: c.inbox_id,
        threadId: c.thread_id,
        messageId: c.message_id,
        ...opt(detail(c.type, c.sub_type)),
      };
    }
    case 'message.rejected': {
      const p = pick(rejectedPayload);
      if (!p) return invalid('message.rejected without ids');
      const r = p.reject;
      return {
        eventId,
        kind: 'rejected',
        inboxId: r.inbox_id,
        threadId: r.thread_id,
        messageId: r.message_id,
        ...opt(detail(r.reason)),
      };
    }
    default:
      // message.received.spam|blocked|unauthenticated: mail AgentMail flagged; never fed to the
      // worker as a counterparty's answer. message.sent|delivered|opened, domain.verified and
      // types added later: nothing for a case to do.
      return { ignore: eventType, outcome: eventType.startsWith('message.received.') ? 'flagged' : 'ignored' };
  }
}

const outcomeFields = (providerEventOutcome: ProviderEventOutcome) =>
  opsFields('provider_event', { providerEventOutcome });

const opt = (detail: string | undefined) => (detail ? { detail } : {});

/** event_type and event_id of a payload that failed the envelope, when they are short strings. */
function loggableIds(payload: unknown): { eventType?: string; eventId?: string } {
  if (typeof payload !== 'object' || payload === null) return {};
  const p = payload as Record<string, unknown>;
  const short = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : undefined);
  const eventType = short(p.event_type);
  const eventId = short(p.event_id);
  return { ...(eventType ? { eventType } : {}), ...(eventId ? { eventId } : {}) };
}

export function createProviderEventsRouter(deps: ProviderEventsDeps): express.Router {
  const verifier = new Webhook(deps.webhookSecret);
  const now = deps.now ?? Date.now;
  const refusals = createRefusalLog(deps.logger, now);
  const router = express.Router();
  router.use(providerEventPrecheck({ refusals, now }));
  router.use(express.raw({ type: '*/*', limit: deps.maxBodyBytes }));

  router.post('/', async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const svixId = req.get('svix-id');
    const headers = {
      'svix-id': svixId ?? '',
      'svix-timestamp': req.get('svix-timestamp') ?? '',
      'svix-signature': req.get('svix-signature') ?? '',
    };
    try {
      verifier.verify(raw, headers); // svix 2 returns nothing: it throws when the check fails
    } catch (err) {
      refusals.warn(req, res, 'provider event refused: bad signature', {
        reason: err instanceof WebhookVerificationError ? err.message : 'verify failed',
      });
      return void reply(res, 401, 'UNAUTHORIZED', 'Invalid or missing webhook signature.');
    }
    const log = requestLogger(res, deps.logger).child({ svixId });
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      payload = undefined;
    }
    const routed = routeProviderEvent(payload);
    if ('invalid' in routed) {
      // Signed by AgentMail yet unusable: no retry can fix it, so acknowledge, and alert (ERROR)
      // because it may be a reply we will never see. Ids and type only: the body is mail.
      const { invalid: reason, ...ids } = routed;
      log.error('provider event unusable: acknowledged, nothing changed', {
        reason,
        ...ids,
        ...outcomeFields('unusable'),
      });
      return void ack(res, 'unusable');
    }
    if ('ignore' in routed) {
      log.info('provider event ignored', { eventType: routed.ignore, ...outcomeFields(routed.outcome) });
      return void ack(res, 'ignored');
    }
    const ids = { svixId: svixId!, eventId: routed.eventId };
    const seenBy = await alreadyPublished(deps.db, ids);
    if (seenBy) {
      log.info('provider event duplicate', {
        kind: routed.kind,
        providerEventId: routed.eventId,
        seenBy,
        ...outcomeFields('duplicate'),
      });
      return void ack(res, 'duplicate');
    }
    let entry = await findCaseByThread(deps.db, routed.threadId);
    let parkedId: string | undefined;
    if (!entry) {
      // Not routable yet: the provider's webhook can overtake the worker's record of the send.
      // Kept before it is acknowledged (a failed write answers 500 and Svix retries), then the
      // thread is read again: the worker indexes the thread before it looks for parked events, so
      // either it finds this one or this second read finds the thread.
      const parked = {
        threadId: routed.threadId,
        inboxId: routed.inboxId,
        messageId: routed.messageId,
        kind: routed.kind,
        providerEventId: routed.eventId,
        ...(routed.detail ? { detail: routed.detail } : {}),
        svixId: svixId!,
        parkedAt: now(),
      };
      let fresh: boolean;
      try {
        fresh = await parkEvent(deps.db, parked);
        entry = await findCaseByThread(deps.db, routed.threadId);
      } catch (err) {
        log.error('provider event could not be parked', { kind: routed.kind, error: err });
        return void reply(res, 500, 'INTERNAL_ERROR', 'The event could not be stored; retry later.');
      }
      if (!entry) {
        log.info('provider event parked: its thread is not known yet', {
          kind: routed.kind,
          threadId: routed.threadId,
          providerEventId: routed.eventId,
          alreadyParked: !fresh,
          ...outcomeFields('parked'),
        });
        return void ack(res, 'parked');
      }
      parkedId = parkedEventDocId(parked);
    }
    const at = now();
    const event: EmailEvent = {
      type: 'EMAIL_EVENT',
      eventId: `email:${routed.eventId}`,
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
    await markPublished(deps.db, ids, { caseId: entry.caseId, kind: routed.kind, at }, (err) =>
      log.warn('provider event marker not written', { error: err }),
    );
    // Parked a moment ago and routable after all: the worker may release it too (same eventId).
    if (parkedId) await removeParked(deps.db, parkedId).catch(() => undefined);
    log.info('provider event published', {
      caseId: entry.caseId,
      kind: routed.kind,
      eventId: event.eventId,
      ...outcomeFields('published'),
    });
    ack(res, 'published');
  });

  router.all('/', (_req, res) => reply(res, 405, 'INVALID_REQUEST', 'Use POST.'));
  router.use(bodyReadErrors(deps, refusals));
  return router;
}

/**
 * Errors of reading the raw body, answered here rather than by the API's error middleware (which
 * turns every parser error into 400): an oversized event deserves its own status and an ERROR
 * line, since the limit, not the sender, is what has to change. Other errors pass on (→ 500).
 */
function bodyReadErrors(deps: Pick<ProviderEventsDeps, 'maxBodyBytes'>, refusals: RefusalLog) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const e = err as { type?: unknown; status?: unknown } | null;
    if (typeof e?.type !== 'string' || typeof e.status !== 'number' || e.status < 400 || e.status >= 500)
      return next(err);
    const svixId = req.get('svix-id')?.slice(0, 256);
    if (e.type === 'entity.too.large') {
      refusals.warn(req, res, 'provider event refused: body over PROVIDER_EVENTS_MAX_BODY_BYTES (unverified)', {
        svixId,
        contentLength: req.get('content-length')?.slice(0, 20),
        limit: deps.maxBodyBytes,
      });
      return reply(res, 413, 'INVALID_REQUEST', 'Event body is larger than this receiver accepts.');
    }
    refusals.warn(req, res, 'provider event refused: body unreadable', { svixId, reason: e.type });
    reply(res, 400, 'INVALID_REQUEST', 'The event body could not be read.');
  };
}

const ack = (res: Response, outcome: string) => res.status(200).json({ ok: true, data: { outcome } });

/** The error envelope, from the API's one writer of it. */
const reply = sendError;

/**
 * The receiver from config, on the clients of the composition root that closes them
 * (server.ts); undefined without a signing secret, since no event could be verified.
 */
export function providerEventsRouterFromConfig(
  config: Config,
  logger: Logger,
  clients: { db: Firestore; publisher: CaseEventPublisher },
): express.Router | undefined {
  const webhookSecret = config.agentmail.webhookSecret;
  if (!webhookSecret) return undefined;
  return createProviderEventsRouter({
    db: clients.db,
    publisher: clients.publisher,
    webhookSecret,
    logger,
    maxBodyBytes: config.api.providerEventsMaxBodyBytes,
  });
}
