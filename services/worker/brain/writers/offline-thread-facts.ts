import type { CaseContext, TranscriptEntry } from '../brain.js';
import { detectLanguage } from '../readers/language.js';
import { readOfflineResult } from '../offline-result.js';
import { regionsOf } from '../regions/reply-regions.js';
import { replySignal } from '../reply-signals.js';
import type { ResultSchemaValidator } from '../result-schema.js';
import type { ThreadFacts } from './thread-facts.js';

/**
 * The offline brain's facts for a follow-up or a reply with the client's input: whether the
 * counterparty has written, the language of their latest reply, and, read the offline brain's
 * way (offline-result.ts), the values understood so far and the fields still missing or invalid.
 * An out-of-office is no reply: a follow-up after one never thanks them for their reply, though it
 * is written in the autoresponder's language.
 */
export function offlineThreadFacts(
  ctx: CaseContext,
  transcript: readonly TranscriptEntry[],
  validator: ResultSchemaValidator,
): ThreadFacts {
  const newest = (entries: readonly TranscriptEntry[]) =>
    entries.reduce<TranscriptEntry | undefined>((a, e) => (a === undefined || e.at >= a.at ? e : a), undefined);
  const theirs = transcript.filter((e) => e.role === 'counterparty');
  const people = theirs.filter((e) => replySignal(regionsOf(e.text).newText, e.subject).kind !== 'auto_reply');
  const latest = newest(people);
  if (!latest) {
    const auto = newest(theirs);
    return auto
      ? { replied: false, autoReplied: true, lang: detectLanguage(regionsOf(auto.text).newText || auto.text) }
      : { replied: false };
  }
  const text = regionsOf(latest.text).newText || latest.text;
  const reading = readOfflineResult(ctx, latest, transcript, validator);
  const check = reading.check;
  const invalid = new Set(check && !check.ok ? check.invalid : []);
  // What was understood so far is acknowledged (not what failed the schema: that is asked for).
  const noted = Object.fromEntries(Object.entries(reading.values).filter(([k]) => !invalid.has(k)));
  return {
    replied: true,
    lang: detectLanguage(text),
    ...(Object.keys(noted).length > 0 ? { noted } : {}),
    // Everything read: nothing is asked again (our next email confirms instead).
    ...(check?.ok
      ? { missing: [] }
      : check && check.missing.length + check.invalid.length > 0
        ? { missing: [...new Set([...check.missing, ...check.invalid])] }
        : {}),
  };
}
