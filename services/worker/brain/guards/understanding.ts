import type { TranscriptEntry } from '../brain.js';
import { regionsOf } from '../regions/reply-regions.js';
import { replySignal } from '../reply-signals.js';

/**
 * Ask well, stop asking: whether we already answered an earlier reply of the counterparty (a
 * clarification, or the reply with the client's input). A reply that is still not understood
 * after that goes to the client instead of a second identical request.
 *
 * An earlier counterparty message counts when it had new text and was not an automatic reply,
 * and one of our messages followed it.
 */
export function alreadyAnsweredAReply(transcript: readonly TranscriptEntry[], latest: TranscriptEntry): boolean {
  const sorted = [...transcript].filter((e) => e !== latest && e.at <= latest.at).sort((a, b) => a.at - b.at);
  let pending = false;
  for (const e of sorted) {
    if (e.role === 'counterparty') {
      if (e.at === latest.at && e.text === latest.text) continue;
      const text = regionsOf(e.text).newText;
      if (text !== '' && replySignal(text, e.subject).kind !== 'auto_reply') pending = true;
    } else if (pending) return true;
  }
  return false;
}
