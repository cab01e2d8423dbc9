import type { EmailMessage } from './email-provider.js';
import { htmlToText } from './html-to-text.js';
import { sameAddress } from './email-address.js';

/**
 * SPEC `conversationThread`: plain text, one block per message, oldest first, each block
 * exactly three lines:
 *
 *   From: <name> <<address>>
 *   Timestamp: <ISO 8601>
 *   Message: <text folded onto one line>
 *
 * blocks separated by a blank line, `---`, a blank line. The text is the reply without quoted
 * history where the provider extracted it (from the text part, or from the HTML part for an
 * HTML-only reply: see agentmail-message-mapper.ts), else the plain text, else the HTML
 * converted to text.
 *
 * Folding (docs/api.md, "The transcript"): paragraphs (lines separated by one or more blank lines) are
 * joined by ` ¶ `, the lines of a paragraph by ` / `; each line is trimmed. Read back: ` ¶ ` is a
 * blank line, ` / ` a line break. Every kind of line break a reader may split on (CR, LF, VT,
 * FF, FS/GS/RS, NEL, U+2028, U+2029) is folded, and the other control characters become spaces,
 * so no text, however crafted, can start a line of its own: a counterparty cannot forge a
 * `---`, `From:`, `Timestamp:` or `Message:` line, add a block or alter one.
 *
 * Names: our messages (the provider labels them `sent`) carry the sender persona's name with
 * the inbox address; a counterparty message its display name, else the case's
 * `counterparty.name` when it comes from the counterparty's address, else the bare address.
 */

export const BLOCK_SEPARATOR = '\n\n---\n\n';
export const PARAGRAPH_JOINER = ' ¶ ';
export const LINE_JOINER = ' / ';

/** What the case knows about the two sides, to name the messages. */
export interface TranscriptParties {
  senderPersonaName: string;
  counterparty: { address: string; name: string };
}

export function formatConversationThread(messages: readonly EmailMessage[], parties: TranscriptParties): string {
  return [...messages]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((m) => formatBlock(m, parties))
    .join(BLOCK_SEPARATOR);
}

/**
 * Ours only when the provider labels it sent. A From header naming our inbox proves nothing
 * (anyone can write it), and text taken for ours would leave the untrusted-mail delimiters.
 */
export function isOurMessage(m: Pick<EmailMessage, 'labels'>): boolean {
  return m.labels.includes('sent');
}

function formatBlock(m: EmailMessage, parties: TranscriptParties): string {
  const address = oneLine(m.from.address);
  return [
    `From: ${senderName(m, address, parties)} <${address}>`,
    `Timestamp: ${new Date(m.timestamp).toISOString()}`,
    `Message: ${foldText(messageText(m))}`,
  ].join('\n');
}

function senderName(m: EmailMessage, address: string, parties: TranscriptParties): string {
  if (isOurMessage(m)) return oneLine(parties.senderPersonaName) || address;
  const display = oneLine(m.from.name ?? '');
  if (display) return display;
  if (sameAddress(address, parties.counterparty.address)) {
    return oneLine(parties.counterparty.name) || address;
  }
  return address;
}

/** The readable text of one message, without quoted history when the provider gives it. */
export function messageText(m: Pick<EmailMessage, 'extractedText' | 'text' | 'html'>): string {
  const raw = nonEmpty(m.extractedText) ?? nonEmpty(m.text) ?? (m.html ? htmlToText(m.html) : undefined) ?? '';
  return raw.replace(/\r\n?/g, '\n').replace(/\s+$/u, '');
}

/**
 * Line breaks a reader may split on: JavaScript's and Unicode's (LF, CR, U+2028, U+2029) and
 * Python's `splitlines` (also VT, FF, FS, GS, RS, NEL).
 */
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g;
/** Control characters that are not line breaks (tab excepted): shown as a space. */
const OTHER_CONTROL = /[\x00-\x08\x0e-\x1b\x1f\x7f-\x84\x86-\x9f]/g;

/** Folds a text onto one line (see the module comment). Linear in the text's length. */
export function foldText(text: string): string {
  const paragraphs: string[][] = [[]];
  for (const raw of text.replace(OTHER_CONTROL, ' ').split(LINE_BREAK)) {
    const line = raw.trim();
    const current = paragraphs[paragraphs.length - 1]!;
    if (line !== '') current.push(line);
    else if (current.length > 0) paragraphs.push([]);
  }
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) => p.join(LINE_JOINER))
    .join(PARAGRAPH_JOINER);
}

/** Header values must stay on one line or they would break the block structure. */
const oneLine = (s: string) => s.replace(OTHER_CONTROL, ' ').replace(LINE_BREAK, ' ').replace(/\s+/gu, ' ').trim();
const nonEmpty = (s: string | undefined) => (s !== undefined && s.trim() !== '' ? s : undefined);
