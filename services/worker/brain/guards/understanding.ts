import type { CaseContext, TranscriptEntry } from '../brain.js';
import { readOfflineResult, type OfflineReading } from '../offline-result.js';
import type { ResultSchemaValidator } from '../result-schema.js';
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

/**
 * The fields the latest reply gave that the counterparty's earlier replies had not given (or
 * gave otherwise: a correction): its progress. A reply that only repeats what we already had
 * after we asked once is not understood, however many of our figures it repeats.
 */
export function newlyRead(
  ctx: CaseContext,
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  validator: ResultSchemaValidator,
  reading: Pick<OfflineReading, 'fromLatest' | 'values'>,
): string[] {
  if (reading.fromLatest.length === 0) return [];
  const earlier = transcript.filter(
    (e) => e !== latest && e.at <= latest.at && !(e.at === latest.at && e.text === latest.text),
  );
  const previous = [...earlier]
    .filter((e) => e.role === 'counterparty')
    .reduce<TranscriptEntry | undefined>((a, e) => (a === undefined || e.at >= a.at ? e : a), undefined);
  if (!previous) return reading.fromLatest;
  const before = readOfflineResult(ctx, previous, earlier, validator).values;
  return reading.fromLatest.filter(
    (f) => !(f in before) || JSON.stringify(before[f]) !== JSON.stringify(reading.values[f]),
  );
}

/**
 * A promise (or a handoff) the counterparty made after our last message and before this reply:
 * they are answering in parts ("I'll come back to you on the catering", then the catering, then
 * the cloakroom). A reply that makes progress on it is not answered with a request for the rest:
 * the case waits, and the follow-up (then the client) comes if the rest never does.
 */
export function promiseStillOpen(
  transcript: readonly TranscriptEntry[],
  latest: TranscriptEntry,
  promised: (newText: string) => boolean,
): boolean {
  const sorted = [...transcript]
    .filter((e) => e !== latest && e.at <= latest.at && !(e.at === latest.at && e.text === latest.text))
    .sort((a, b) => a.at - b.at);
  let open = false;
  for (const e of sorted) {
    if (e.role === 'us') open = false;
    else if (promised(regionsOf(e.text).newText)) open = true;
  }
  return open;
}
