import { AgentMailClient } from 'agentmail';
import { toProviderError, type ProviderOperation } from './agentmail-errors.js';
import { formatAddress, fromAgentMailMessage, toEmailThread, toIso } from './agentmail-message-mapper.js';
import type { AgentMail } from 'agentmail';
import type { EmailProvider } from './email-provider.js';
import type { Logger } from './logger.js';
import { RetryableError } from './errors.js';
import { opsFields } from './ops-events.js';
import { providerErrorKind } from './provider-error-kind.js';

/**
 * The EmailProvider port on AgentMail's SDK (production) and on dev/mail-sandbox (locally and in
 * tests): the same code runs against both, only `baseUrl` differs.
 *
 * The SDK's own retries are off (maxRetries 0): the worker's queue (Pub/Sub, Cloud Tasks) already
 * redelivers on RetryableError with backoff, and an SDK retry loop inside a request would hold
 * the worker past the queue's ack deadline (causing a parallel redelivery) and hide 429s from
 * our logs. Sends stay safe to redeliver because each carries an Idempotency-Key.
 */

export interface AgentMailProviderOptions {
  apiKey: string;
  /** AgentMail's API (default) or the mail sandbox. */
  baseUrl?: string | undefined;
  /** Use this inbox; when absent one is created once, idempotently, by `inboxClientId`. */
  inboxId?: string | undefined;
  inboxClientId: string;
  timeoutSeconds?: number;
  logger?: Logger;
}

/**
 * The label every send and reply carries: its idempotency key (`case:{caseId}:out:{n}`) in the
 * letters, digits and dashes a label surely accepts. `findSent` looks it up.
 */
export function sentLabel(idempotencyKey: string): string {
  return `sent-${idempotencyKey.replace(/[^A-Za-z0-9-]+/g, '-')}`;
}

/** Thread reads are paginated; AgentMail serves at most 100 messages a page. */
const PAGE_LIMIT = 100;
/** A case thread has a handful of messages; this bounds a runaway pagination loop. */
const MAX_PAGES = 50;

export function createAgentMailEmailProvider(opts: AgentMailProviderOptions): EmailProvider {
  const client = new AgentMailClient({
    apiKey: opts.apiKey,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl.replace(/\/+$/, '') } : {}),
    maxRetries: 0,
    timeoutInSeconds: opts.timeoutSeconds ?? 30,
  });
  const log = opts.logger;

  async function call<T>(op: ProviderOperation, what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const mapped = toProviderError(err, op);
      const retryable = mapped instanceof RetryableError ? 'true' : 'false';
      log?.warn('email provider call failed', {
        op: what,
        error: mapped,
        ...opsFields('provider_error', { providerOp: op, providerError: providerErrorKind(err, op), retryable }),
      });
      throw mapped;
    }
  }

  let inbox: Promise<{ inboxId: string; address: string }> | undefined;

  return {
    ensureInbox() {
      inbox ??= call('read', 'ensureInbox', async () => {
        const found: AgentMail.inboxes.Inbox = opts.inboxId
          ? await client.inboxes.get(opts.inboxId)
          : // client_id makes creation idempotent: every instance gets the same inbox.
            await client.inboxes.create({ clientId: opts.inboxClientId });
        return { inboxId: found.inboxId, address: found.email };
      }).catch((err: unknown) => {
        inbox = undefined; // do not cache a failure
        throw err;
      });
      return inbox;
    },

    sendFirst(input) {
      return call('send', 'send', async () => {
        const res = await client.inboxes.messages.send(
          input.inboxId,
          {
            to: [formatAddress(input.to)],
            subject: input.subject,
            text: input.text,
            labels: [sentLabel(input.idempotencyKey)],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { messageId: res.messageId, threadId: res.threadId };
      });
    },

    reply(input) {
      return call('reply', 'reply', async () => {
        const res = await client.inboxes.messages.reply(
          input.inboxId,
          input.replyToMessageId,
          { to: [formatAddress(input.to)], text: input.text, labels: [sentLabel(input.idempotencyKey)] },
          { idempotencyKey: input.idempotencyKey },
        );
        return { messageId: res.messageId, threadId: res.threadId };
      });
    },

    findSent(inboxId, idempotencyKey) {
      return call('read', 'findSent', async () => {
        const page = await client.inboxes.messages.list(inboxId, { labels: [sentLabel(idempotencyKey)], limit: 1 });
        const m = page.messages[0];
        return m ? { messageId: m.messageId, threadId: m.threadId } : undefined;
      });
    },

    getThread(inboxId, threadId) {
      return call('read', 'getThread', async () => {
        const messages: AgentMail.Message[] = [];
        let pageToken: string | undefined;
        for (let page = 0; page < MAX_PAGES; page++) {
          const t = await client.inboxes.threads.get(inboxId, threadId, {
            limit: PAGE_LIMIT,
            ...(pageToken ? { pageToken } : {}),
          });
          messages.push(...(t.messages ?? []));
          pageToken = t.nextPageToken ?? undefined;
          if (!pageToken) break;
        }
        return toEmailThread(inboxId, threadId, messages);
      });
    },

    getMessage(inboxId, messageId) {
      return call('read', 'getMessage', async () =>
        fromAgentMailMessage(await client.inboxes.messages.get(inboxId, messageId)),
      );
    },

    getAttachment(input) {
      return call('read', 'getAttachment', async () => {
        const a = await client.inboxes.messages.getAttachment(input.inboxId, input.messageId, input.attachmentId);
        return {
          attachmentId: a.attachmentId,
          filename: a.filename ?? 'attachment',
          size: a.size,
          contentType: a.contentType ?? 'application/octet-stream',
          downloadUrl: a.downloadUrl,
          expiresAt: toIso(a.expiresAt as Date | string),
        };
      });
    },
  };
}
