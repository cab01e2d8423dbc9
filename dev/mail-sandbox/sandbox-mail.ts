import { createDownloadTokens } from './sandbox-download-tokens.js';
import { SandboxError } from './sandbox-errors.js';
import {
  extractReplyText,
  newAttachmentId,
  newMessageId,
  newThreadId,
  type SandboxStore,
  type SendOutcome,
  type StoredAttachment,
  type StoredMessage,
} from './sandbox-store.js';
import type { WebhookDispatcher } from './sandbox-webhooks.js';

export { SandboxError };

/**
 * What the sandbox does with mail: outbound sends and replies (with the delivery outcome set for
 * the recipient), the counterparty's replies, delivery failures, and the wire views AgentMail
 * returns (messages without attachment bytes, threads with their messages).
 */

export interface NewAttachment {
  filename: string;
  contentType?: string;
  contentBase64: string;
}

/** Plain address of `Name <addr>` or `addr`, lowercased. */
export const bareAddress = (raw: string) => (raw.match(/<([^<>]+)>\s*$/)?.[1] ?? raw).trim().toLowerCase();

export function messageView(m: StoredMessage) {
  const { direction: _d, counterparty: _c, attachments, ...wire } = m;
  return { ...wire, attachments: attachments.map(({ content: _content, ...a }) => a) };
}

/** A message as AgentMail lists it (MessageItem): no bodies. */
export function messageItemView(m: StoredMessage) {
  const { text: _t, html: _h, extracted_text: _et, extracted_html: _eh, ...item } = messageView(m);
  return item;
}

export function threadItemView(messages: StoredMessage[]) {
  const first = messages[0]!;
  const last = messages[messages.length - 1]!;
  const received = messages.filter((m) => m.direction === 'inbound').at(-1);
  const sent = messages.filter((m) => m.direction === 'outbound').at(-1);
  return {
    inbox_id: first.inbox_id,
    thread_id: first.thread_id,
    labels: [...new Set(messages.flatMap((m) => m.labels))],
    timestamp: last.timestamp,
    ...(received ? { received_timestamp: received.timestamp } : {}),
    ...(sent ? { sent_timestamp: sent.timestamp } : {}),
    senders: [...new Set(messages.map((m) => m.from))],
    recipients: [...new Set(messages.flatMap((m) => m.to))],
    ...(first.subject !== undefined ? { subject: first.subject } : {}),
    ...(last.preview !== undefined ? { preview: last.preview } : {}),
    attachments: messages.flatMap((m) => m.attachments.map(({ content: _content, ...a }) => a)),
    last_message_id: last.message_id,
    message_count: messages.length,
    size: messages.reduce((n, m) => n + m.size, 0),
    updated_at: last.updated_at,
    created_at: first.created_at,
  };
}

export function createSandboxMail(store: SandboxStore, hooks: WebhookDispatcher, signingKey: Buffer) {
  /** Monotonic timestamps: messages created in the same millisecond still sort in order. */
  let lastTs = 0;
  const nextTimestamp = () => {
    lastTs = Math.max(Date.now(), lastTs + 1);
    return new Date(lastTs).toISOString();
  };

  function build(input: {
    inboxId: string;
    threadId: string;
    from: string;
    to: string[];
    subject?: string | undefined;
    text?: string | undefined;
    html?: string | undefined;
    inReplyTo?: StoredMessage | undefined;
    replyTo?: string[] | undefined;
    headers?: Record<string, string> | undefined;
    /** Labels the sender asked for, besides the system ones. */
    labels?: string[] | undefined;
    direction: 'outbound' | 'inbound';
    counterparty: string;
    attachments?: NewAttachment[] | undefined;
  }): StoredMessage {
    const ts = nextTimestamp();
    const attachments: StoredAttachment[] = (input.attachments ?? []).map((a) => {
      const bytes = Buffer.from(a.contentBase64, 'base64');
      return {
        attachment_id: newAttachmentId(),
        filename: a.filename,
        size: bytes.length,
        content_type: a.contentType ?? 'application/octet-stream',
        content_disposition: 'attachment',
        content: bytes.toString('base64'),
      };
    });
    const text = input.text;
    return {
      inbox_id: input.inboxId,
      thread_id: input.threadId,
      message_id: newMessageId(),
      labels: [...(input.direction === 'outbound' ? ['sent'] : ['received', 'unread']), ...(input.labels ?? [])],
      timestamp: ts,
      from: input.from,
      to: input.to,
      ...(input.replyTo ? { reply_to: input.replyTo } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
      ...(input.subject !== undefined ? { subject: input.subject } : {}),
      ...(text !== undefined ? { preview: text.slice(0, 100), text } : {}),
      ...(input.html !== undefined ? { html: input.html } : {}),
      ...(input.direction === 'inbound' && text !== undefined ? { extracted_text: extractReplyText(text) } : {}),
      // AgentMail extracts the new part of each body it has: an HTML-only reply carries extracted_html only.
      ...(input.direction === 'inbound' && input.html !== undefined
        ? { extracted_html: extractReplyHtml(input.html) }
        : {}),
      attachments,
      ...(input.inReplyTo
        ? {
            in_reply_to: input.inReplyTo.message_id,
            references: [...(input.inReplyTo.references ?? []), input.inReplyTo.message_id],
          }
        : {}),
      size: (text?.length ?? 0) + (input.html?.length ?? 0) + attachments.reduce((n, a) => n + a.size, 0),
      created_at: ts,
      updated_at: ts,
      direction: input.direction,
      counterparty: input.counterparty,
    };
  }

  function inboxOrThrow(inboxId: string) {
    const inbox = store.inbox(inboxId);
    if (!inbox) throw new SandboxError(404, 'NotFoundError', 'Inbox not found');
    return inbox;
  }

  /**
   * Stores an outbound message and reports it as sent, then as the recipient's outcome says. With
   * an early event set for the recipient, returns the first attempt of its delivery: the send call
   * is answered only after it (the webhook overtakes the sender's record of the send).
   */
  function sendOutbound(
    m: StoredMessage,
    outcome: SendOutcome,
  ): { message: StoredMessage; answerAfter?: Promise<void> } {
    store.addMessage(m);
    const ids = { inbox_id: m.inbox_id, thread_id: m.thread_id, message_id: m.message_id };
    const at = () => new Date().toISOString();
    void hooks.emit('message.sent', { send: { ...ids, timestamp: at(), recipients: m.to.map(bareAddress) } });
    const early = store.takeEarlyEvent(m.counterparty);
    const failure = early && early.kind !== 'reply' ? early.kind : outcome;
    let answerAfter: Promise<void> | undefined;
    if (failure === 'bounce' || failure === 'complain' || failure === 'reject') {
      const failed = failDelivery(m, failure);
      if (early) answerAfter = failed;
    } else {
      void hooks.emit('message.delivered', {
        delivery: { ...ids, timestamp: at(), recipients: m.to.map(bareAddress) },
      });
    }
    if (early?.kind === 'reply')
      answerAfter = counterpartyReply({ messageId: m.message_id, text: early.text ?? 'Thanks, noted.' }).delivered;
    return answerAfter ? { message: m, answerAfter } : { message: m };
  }

  function failDelivery(m: StoredMessage, outcome: 'bounce' | 'complain' | 'reject') {
    const ids = {
      inbox_id: m.inbox_id,
      thread_id: m.thread_id,
      message_id: m.message_id,
      timestamp: new Date().toISOString(),
    };
    const recipients = m.to.map(bareAddress);
    if (outcome === 'bounce') {
      m.labels = [...new Set([...m.labels, 'bounced'])];
      store.save();
      return hooks.emit('message.bounced', {
        bounce: {
          ...ids,
          type: 'Permanent',
          sub_type: 'General',
          recipients: recipients.map((address) => ({ address, status: 'bounced' })),
        },
      });
    }
    if (outcome === 'complain') {
      m.labels = [...new Set([...m.labels, 'complained'])];
      store.save();
      return hooks.emit('message.complained', { complaint: { ...ids, type: 'abuse', sub_type: 'abuse', recipients } });
    }
    m.labels = [...new Set([...m.labels, 'rejected'])];
    store.save();
    return hooks.emit('message.rejected', {
      reject: { ...ids, reason: 'Recipient address is on the suppression list' },
    });
  }

  /** The counterparty answers a message of a thread (the newest one when none is named). */
  function counterpartyReply(input: {
    messageId?: string | undefined;
    threadId?: string | undefined;
    text?: string | undefined;
    html?: string | undefined;
    fromName?: string | undefined;
    /** Someone else in the thread (a colleague, a forwarder); the thread's counterparty by default. */
    fromAddress?: string | undefined;
    replyTo?: string[] | undefined;
    /** The reply's own subject (an autoresponder's "Automatic reply: ..."); `Re: <thread subject>` by default. */
    subject?: string | undefined;
    headers?: Record<string, string> | undefined;
    attachments?: NewAttachment[] | undefined;
  }) {
    let parent = input.messageId ? store.findMessage(input.messageId) : undefined;
    if (!parent && input.threadId) {
      parent = store.state.messages.filter((m) => m.thread_id === input.threadId).at(-1);
    }
    if (!parent) throw new SandboxError(404, 'NotFoundError', 'Message not found');
    const inbox = inboxOrThrow(parent.inbox_id);
    const address = input.fromAddress ?? parent.counterparty;
    const subject =
      input.subject ??
      (parent.subject ? (/^re:/i.test(parent.subject) ? parent.subject : `Re: ${parent.subject}`) : undefined);
    const from = input.fromName ? `${quoteName(input.fromName)} <${address}>` : address;
    const m = build({
      inboxId: parent.inbox_id,
      threadId: parent.thread_id,
      from,
      to: [inbox.email],
      subject,
      text: input.text,
      html: input.html,
      inReplyTo: parent,
      replyTo: input.replyTo,
      headers: input.headers,
      direction: 'inbound',
      counterparty: parent.counterparty,
      attachments: input.attachments,
    });
    store.addMessage(m);
    const thread = store.threadMessages(m.inbox_id, m.thread_id);
    const delivered = hooks.emit('message.received', { message: messageView(m), thread: threadItemView(thread) });
    return { message: m, delivered };
  }

  function refuseIfAsked(outcome: string, to: string) {
    if (outcome === 'refuse') {
      throw new SandboxError(
        403,
        'MessageRejectedError',
        `Message to ${to} rejected: recipient is on the suppression list`,
      );
    }
  }

  return {
    send(
      inboxId: string,
      body: {
        to: string[];
        labels?: string[];
        subject?: string;
        text?: string;
        html?: string;
        attachments?: NewAttachment[];
      },
    ) {
      const inbox = inboxOrThrow(inboxId);
      const counterparty = bareAddress(body.to[0]!);
      const outcome = store.takeOutcome(counterparty);
      refuseIfAsked(outcome, counterparty);
      const m = build({
        inboxId,
        threadId: newThreadId(),
        from: inbox.display_name ? `${inbox.display_name} <${inbox.email}>` : inbox.email,
        to: body.to,
        subject: body.subject,
        text: body.text,
        html: body.html,
        labels: body.labels,
        direction: 'outbound',
        counterparty,
        attachments: body.attachments,
      });
      return sendOutbound(m, outcome);
    },

    reply(
      inboxId: string,
      messageId: string,
      body: { to?: string[]; labels?: string[]; text?: string; html?: string; attachments?: NewAttachment[] },
    ) {
      const inbox = inboxOrThrow(inboxId);
      const parent = store.message(inboxId, messageId);
      if (!parent) throw new SandboxError(404, 'NotFoundError', 'Message not found');
      // Without an explicit `to`, answer as a mail client would: the replied message's Reply-To,
      // else its sender (for an inbound message), or its recipients (for one we sent).
      const to = body.to ?? (parent.direction === 'inbound' ? (parent.reply_to ?? [parent.from]) : parent.to);
      const counterparty = body.to ? bareAddress(body.to[0]!) : parent.counterparty;
      const outcome = store.takeOutcome(counterparty);
      refuseIfAsked(outcome, counterparty);
      const subject = parent.subject
        ? /^re:/i.test(parent.subject)
          ? parent.subject
          : `Re: ${parent.subject}`
        : undefined;
      const m = build({
        inboxId,
        threadId: parent.thread_id,
        from: inbox.display_name ? `${inbox.display_name} <${inbox.email}>` : inbox.email,
        to,
        subject,
        text: body.text,
        html: body.html,
        inReplyTo: parent,
        labels: body.labels,
        direction: 'outbound',
        counterparty,
        attachments: body.attachments,
      });
      return sendOutbound(m, outcome);
    },

    counterpartyReply,

    /** A new inbound thread from anyone (mail that belongs to no case). */
    inbound(input: { inboxId: string; from: string; subject?: string | undefined; text: string }) {
      inboxOrThrow(input.inboxId);
      const m = build({
        inboxId: input.inboxId,
        threadId: newThreadId(),
        from: input.from,
        to: [input.inboxId],
        subject: input.subject,
        text: input.text,
        direction: 'inbound',
        counterparty: bareAddress(input.from),
      });
      store.addMessage(m);
      const delivered = hooks.emit('message.received', { message: messageView(m), thread: threadItemView([m]) });
      return { message: m, delivered };
    },

    failDelivery(messageId: string, outcome: 'bounce' | 'complain' | 'reject') {
      const m = store.findMessage(messageId);
      if (!m || m.direction !== 'outbound') throw new SandboxError(404, 'NotFoundError', 'Sent message not found');
      return failDelivery(m, outcome);
    },

    ...createDownloadTokens(store, signingKey),
  };
}

export type SandboxMail = ReturnType<typeof createSandboxMail>;

/**
 * A stand-in for AgentMail's extraction of an HTML reply's new part: what comes before the quoted
 * history as common clients mark it (Gmail's `gmail_quote` block, else the first `<blockquote>`).
 */
function extractReplyHtml(html: string): string {
  const cut = html.search(/<div[^>]*\bclass="[^"]*\bgmail_quote\b|<blockquote\b/i);
  return (cut < 0 ? html : html.slice(0, cut)).trim();
}

const quoteName = (name: string) => {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  return /[()<>[\]:;@\\,."]/.test(clean) ? `"${clean.replace(/(["\\])/g, '\\$1')}"` : clean;
};
