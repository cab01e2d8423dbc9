/**
 * Port to the email provider (AgentMail in production, dev/mail-sandbox locally; the same
 * AgentMail adapter serves both). Ids are the provider's. Adapters throw RetryableError for
 * 429/5xx/timeouts and PermanentError (reason 'REJECTED' for a refused recipient) otherwise.
 */

export interface EmailAddress {
  address: string;
  name?: string;
}

export interface SentMessage {
  messageId: string;
  threadId: string;
}

export interface EmailAttachmentInfo {
  attachmentId: string;
  filename: string;
  size: number;
  contentType: string;
}

export interface EmailMessage {
  messageId: string;
  threadId: string;
  inboxId: string;
  from: EmailAddress;
  to: EmailAddress[];
  /** Unix ms. */
  timestamp: number;
  subject?: string;
  /** Plain text; undefined when the provider only has HTML. */
  text?: string;
  html?: string;
  /**
   * The new text of a reply without quoted history, where the provider extracts it: its
   * extracted text, or for an HTML-only reply its extracted HTML converted to text.
   */
  extractedText?: string;
  labels: string[];
  attachments: EmailAttachmentInfo[];
  inReplyTo?: string;
}

export interface EmailThread {
  threadId: string;
  inboxId: string;
  /** Oldest first, all pages. */
  messages: EmailMessage[];
}

export interface AttachmentDownload {
  attachmentId: string;
  filename: string;
  size: number;
  contentType: string;
  downloadUrl: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface EmailProvider {
  /** The configured inbox, created once (by client id) when not configured by id. */
  ensureInbox(): Promise<{ inboxId: string; address: string }>;
  sendFirst(input: {
    inboxId: string;
    to: EmailAddress;
    subject: string;
    text: string;
    idempotencyKey: string;
  }): Promise<SentMessage>;
  reply(input: {
    inboxId: string;
    replyToMessageId: string;
    /**
     * Named on every reply, never left to the provider: its default would follow the replied
     * message's From or Reply-To, which the counterparty's mail controls.
     */
    to: EmailAddress;
    text: string;
    idempotencyKey: string;
  }): Promise<SentMessage>;
  /**
   * The message sent or replied with this idempotency key, if the provider has one. Every send
   * is labelled with its key, so this still answers after the provider has forgotten the key
   * itself (AgentMail keeps it 24 h): a send redelivered later is not sent twice.
   */
  findSent(inboxId: string, idempotencyKey: string): Promise<SentMessage | undefined>;
  getThread(inboxId: string, threadId: string): Promise<EmailThread>;
  getMessage(inboxId: string, messageId: string): Promise<EmailMessage>;
  getAttachment(input: { inboxId: string; messageId: string; attachmentId: string }): Promise<AttachmentDownload>;
}
