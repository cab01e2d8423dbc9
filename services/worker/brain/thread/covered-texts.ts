import type { TranscriptEntry } from '../brain.js';
import { regionsOf } from '../regions/reply-regions.js';

/**
 * What the client has covered: the case's own texts (`caseTexts`: goal, knowledge, constraints),
 * everything we wrote (the client's answers are in our replies), and the counterparty's earlier
 * messages that we already answered (their new text).
 */
export function coveredTexts(
  caseTexts: readonly string[],
  transcript: readonly TranscriptEntry[],
  latest: TranscriptEntry,
): string[] {
  const out = [...caseTexts];
  const sorted = [...transcript].filter((e) => e !== latest).sort((a, b) => a.at - b.at);
  sorted.forEach((e, i) => {
    if (e.role === 'us') out.push(e.text);
    else if (sorted.slice(i + 1).some((x) => x.role === 'us')) out.push(regionsOf(e.text).newText);
  });
  return out;
}
