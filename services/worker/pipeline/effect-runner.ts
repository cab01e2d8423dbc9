import type { CaseRecord } from '../../../shared/case-record.js';
import type { Effect, WebhookEventName } from '../../../shared/effects.js';
import type { EmailProvider } from '../../../shared/email-provider.js';
import type { ThreadEntry } from '../../../shared/thread-index.js';
import { PermanentError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import type { TimerScheduler } from '../scheduling/scheduler.js';
import type { EffectOutcome } from '../workflow/worker-events.js';
import { opsFields } from '../../../shared/ops-events.js';

/**
 * Step 5: runs one committed effect, idempotently by its key, and reports the outcome for the
 * EFFECT_DONE decision. Any effect may run more than once (a crash before its completion was
 * committed, a concurrent twin delivery): the email carries its key as the provider's
 * Idempotency-Key and as a label (which outlives the key's 24 h: a send pending longer than
 * `idempotencyWindowMs` looks its message up first), the timer's task name derives from (caseId, timerId), and the webhook
 * delivery record is keyed by event_id. Recipients come from the case, never from mail text.
 */

/** Port to the webhook delivery side: record (id = eventId) and enqueue exactly one POST. */
export interface WebhookRecorder {
  recordAndEnqueue(input: {
    caseId: string;
    eventId: string;
    event: WebhookEventName;
    url: string;
    payload: Record<string, unknown>;
  }): Promise<void>;
}

/** Test-only fault injection: called at named points; throwing there simulates a crash. */
/**
 * before-thread-index: the provider accepted the send, `threads/{threadId}` not written yet;
 * after-send: the thread indexed, the send's completion not committed; after-commit: a decision
 * committed, none of its effects run.
 */
export type CrashPoint = 'before-thread-index' | 'after-send' | 'after-commit';
export type FaultHook = (point: CrashPoint, info: { caseId: string; key?: string }) => void;

export interface EffectRunnerDeps {
  provider: EmailProvider;
  timers: TimerScheduler;
  webhooks: WebhookRecorder;
  /**
   * Writes `threads/{threadId}` → case (idempotent). Called as soon as the provider names the
   * thread, before the send's completion is committed: a reply that arrives in between is routed
   * to the case (and waits there for the commit) instead of being dropped as an unknown thread.
   */
  indexThread: (entry: ThreadEntry) => Promise<void>;
  now: () => number;
  /**
   * How long the provider honours an Idempotency-Key (less a margin). A send pending longer may
   * have gone out without its completion being committed, and the key no longer guards it: the
   * message its key labelled is looked up first and, if found, taken as this send's.
   */
  idempotencyWindowMs: number;
  logger: Logger;
  faults?: FaultHook | undefined;
}

export interface EffectRunner {
  run(c: CaseRecord, effect: Effect): Promise<EffectOutcome>;
}

export function createEffectRunner(deps: EffectRunnerDeps): EffectRunner {
  const { provider } = deps;
  /** A reply in the case's thread once it has one, else the first message; always to the counterparty. */
  function sendNew(c: CaseRecord, effect: Extract<Effect, { type: 'SEND_EMAIL' }>, inboxId: string) {
    // The client named the counterparty; no mail we received chooses where we write.
    const to = { address: c.counterparty.address, name: c.counterparty.name };
    return c.threadId && c.lastMessageId
      ? provider.reply({
          inboxId,
          replyToMessageId: c.lastMessageId,
          to,
          text: effect.text,
          idempotencyKey: effect.key,
        })
      : provider.sendFirst({ inboxId, to, subject: effect.subject, text: effect.text, idempotencyKey: effect.key });
  }

  return {
    async run(c, effect) {
      switch (effect.type) {
        case 'SEND_EMAIL': {
          const inboxId = c.inboxId ?? (await provider.ensureInbox()).inboxId;
          const pendingSince = c.outbox.find((o) => o.effect.key === effect.key)?.createdAt ?? deps.now();
          const earlier =
            deps.now() - pendingSince >= deps.idempotencyWindowMs
              ? await provider.findSent(inboxId, effect.key)
              : undefined;
          if (earlier) {
            deps.logger.warn('send pending past the idempotency window had gone out: its message is taken', {
              caseId: c.caseId,
              key: effect.key,
            });
          }
          let sent: { messageId: string; threadId: string };
          try {
            sent = earlier ?? (await sendNew(c, effect, inboxId));
          } catch (err) {
            // No retry can deliver it (a refused recipient, a request the provider will not take).
            if (err instanceof PermanentError) return { kind: 'send_rejected', reason: err.message };
            throw err;
          }
          if (!earlier)
            deps.logger.info('email sent', {
              caseId: c.caseId,
              key: effect.key,
              ...opsFields('email_sent', { emailKind: effect.kind }),
            });
          if (!c.threadId) deps.faults?.('before-thread-index', { caseId: c.caseId, key: effect.key });
          if (!c.threadId) await deps.indexThread({ threadId: sent.threadId, caseId: c.caseId, inboxId });
          deps.faults?.('after-send', { caseId: c.caseId, key: effect.key });
          return { kind: 'sent', messageId: sent.messageId, threadId: sent.threadId, inboxId, sentAt: deps.now() };
        }
        case 'SCHEDULE_TIMER':
          await deps.timers.scheduleTimer({ caseId: c.caseId, timerId: effect.timerId, at: effect.at });
          return { kind: 'done' };
        case 'EMIT_WEBHOOK':
          if (c.clientWebhookUrl) {
            await deps.webhooks.recordAndEnqueue({
              caseId: c.caseId,
              eventId: effect.eventId,
              event: effect.event,
              url: c.clientWebhookUrl,
              payload: effect.payload,
            });
          }
          return { kind: 'done' };
      }
    },
  };
}
