import type { AgentMail } from 'agentmail';
import type { EmailAddress, EmailMessage, EmailThread } from './email-provider.js';
import { htmlToText } from './html-to-text.js';

/**
 * Pure mapping between AgentMail's wire model (as the SDK returns it, camelCase) and the port's
 * model. AgentMail writes addresses as `user@domain` or `Display Name <user@domain>` (the name
 * possibly quoted); timestamps arrive as Date (or ISO strings when the SDK skips validation).
 */

export function parseAddress(raw: string): EmailAddress {
  const m = raw.match(/^\s*(.*?)\s*<([^<>]+)>\s*$/s);
  if (!m) return { address: raw.trim() };
  const address = m[2]!.trim();
  let name = m[1]!.trim();
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) {
    name = name.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return name ? { address, name } : { address };
}

/** RFC 5322 display name: quoted (with escapes) whenever it holds a special character. */
export function formatAddress(a: EmailAddress): string {
  const name = a.name?.replace(/[\r\n]+/g, ' ').trim();
  if (!name) return a.address;
  const needsQuotes = /[()<>[\]:;@\\,."]/.test(name);
  const shown = needsQuotes ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${shown} <${a.address}>`;
}

export function toMillis(v: Date | string | number | undefined): number {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    if (!Number.isNaN(t)) return t;
  }
  return 0;
}

export function toIso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

export function fromAgentMailMessage(m: AgentMail.Message): EmailMessage {
  return {
    messageId: m.messageId,
    threadId: m.threadId,
    inboxId: m.inboxId,
    from: parseAddress(m.from),
    to: (m.to ?? []).map(parseAddress),
    timestamp: toMillis(m.timestamp as Date | string),
    ...(m.subject != null ? { subject: m.subject } : {}),
    ...(m.text != null ? { text: m.text } : {}),
    ...(m.html != null ? { html: m.html } : {}),
    ...newTextOf(m),
    labels: m.labels ?? [],
    attachments: (m.attachments ?? []).map((a) => ({
      attachmentId: a.attachmentId,
      filename: a.filename ?? 'attachment',
      size: a.size,
      contentType: a.contentType ?? 'application/octet-stream',
    })),
    ...(m.inReplyTo != null ? { inReplyTo: m.inReplyTo } : {}),
  };
}

/**
 * The reply's new text without quoted history. AgentMail extracts it from each body part it has:
 * an HTML-only reply comes with extractedHtml but no extractedText. The port has one "new text",
 * so the extracted HTML is converted exactly as a whole HTML body would be; without this, the
 * transcript and the brain would read the full HTML, quoted history included.
 */
function newTextOf(m: AgentMail.Message): Pick<EmailMessage, 'extractedText'> {
  if (m.extractedText != null && m.extractedText.trim() !== '') return { extractedText: m.extractedText };
  const fromHtml = m.extractedHtml != null ? htmlToText(m.extractedHtml) : '';
  if (fromHtml !== '') return { extractedText: fromHtml };
  return m.extractedText != null ? { extractedText: m.extractedText } : {};
}

/** Messages of all pages, oldest first (AgentMail lists a thread oldest first; sort to be sure). */
export function toEmailThread(inboxId: string, threadId: string, messages: AgentMail.Message[]): EmailThread {
  return {
    inboxId,
    threadId,
    messages: messages.map(fromAgentMailMessage).sort((a, b) => a.timestamp - b.timestamp),
  };
}
