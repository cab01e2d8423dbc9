import type { ResultEvidence } from '../../../shared/case-record.js';
import type { Logger } from '../../../shared/logger.js';
import type { TranscriptEntry } from './brain.js';

/**
 * Code's check of the evidence the Gemini brain gives for a result: each entry must name a
 * top-level field of the result, a counterparty message of this thread (by id), optionally one
 * of that message's attachments that has text, and a quote that really occurs in that text
 * (compared with whitespace collapsed and case ignored; at most 300 characters). Anything else is
 * dropped and logged by field and reason, never with the quote (counterparty text stays out of
 * logs). The first valid entry per field wins. The model can be talked into anything; this
 * check cannot.
 */

export interface EvidenceClaim {
  field: string;
  messageId: string;
  attachmentId?: string;
  quote: string;
}

const MAX_QUOTE = 300;

export function checkedEvidence(
  claims: readonly EvidenceClaim[],
  result: Record<string, unknown>,
  messages: readonly TranscriptEntry[],
  log: Logger,
): Record<string, ResultEvidence> {
  const out: Record<string, ResultEvidence> = {};
  const byId = new Map(messages.filter((m) => m.role === 'counterparty' && m.messageId).map((m) => [m.messageId!, m]));
  for (const c of claims) {
    const why = problem(c, result, byId);
    if (why) {
      log.warn('gemini evidence dropped', { field: c.field.slice(0, 100), reason: why });
      continue;
    }
    if (c.field in out) continue;
    out[c.field] = {
      messageId: c.messageId,
      ...(c.attachmentId ? { attachmentId: c.attachmentId } : {}),
      quote: c.quote.trim(),
    };
  }
  return out;
}

function problem(
  c: EvidenceClaim,
  result: Record<string, unknown>,
  byId: Map<string, TranscriptEntry>,
): string | undefined {
  if (!Object.hasOwn(result, c.field)) return 'not a field of the result';
  const message = byId.get(c.messageId);
  if (!message) return 'not a counterparty message of this thread';
  const quote = normalize(c.quote);
  if (quote.length === 0 || c.quote.length > MAX_QUOTE) return 'empty or too long quote';
  let text = message.text;
  if (c.attachmentId) {
    const a = message.attachments?.find((x) => x.attachmentId === c.attachmentId);
    if (!a) return 'not an attachment of that message';
    if (!a.text) return 'attachment without readable text';
    text = a.text;
  }
  return normalize(text).includes(quote) ? undefined : 'quote does not occur in the cited text';
}

function normalize(s: string): string {
  return s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}
