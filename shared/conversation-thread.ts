import type { EmailMessage } from './email-provider.js';
import { htmlToText } from './html-to-text.js';

/**
 * SPEC `conversationThread`: plain text, one block per message, oldest first:
 *
 *   From: <name> <<address>>
 *   Timestamp: <ISO 8601>
 *   Message: <text>
 *
 * blocks separated by a blank line, `---`, a blank line. The text is the reply without quoted
 * history where the provider extracted it (from the text part, or from the HTML part for an
 * HTML-only reply: see agentmail-message-mapper.ts), else the plain text, else the HTML
 * converted to text.
 */

export const BLOCK_SEPARATOR = '\n\n---\n\n';

export function formatConversationThread(messages: readonly EmailMessage[]): string {
  return [...messages]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map(formatBlock)
    .join(BLOCK_SEPARATOR);
}

function formatBlock(m: EmailMessage): string {
  const address = oneLine(m.from.address);
  const name = oneLine(m.from.name ?? '') || address;
  return [
    `From: ${name} <${address}>`,
    `Timestamp: ${new Date(m.timestamp).toISOString()}`,
    `Message: ${messageText(m)}`,
  ].join('\n');
}

/** The readable text of one message, without quoted history when the provider gives it. */
export function messageText(m: Pick<EmailMessage, 'extractedText' | 'text' | 'html'>): string {
  const raw =
    nonEmpty(m.extractedText) ?? nonEmpty(m.text) ?? (m.html ? htmlToText(m.html) : undefined) ?? '';
  return raw.replace(/\r\n?/g, '\n').replace(/\s+$/u, '');
}

/** Header values must stay on one line or they would break the block structure. */
const oneLine = (s: string) => s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
const nonEmpty = (s: string | undefined) => (s !== undefined && s.trim() !== '' ? s : undefined);
