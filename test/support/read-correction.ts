import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * The readers on a correction: an older mail (`m1`, at AT) and a newer one a minute later (`m2`),
 * read together as the offline brain reads a thread (newest first), with no references from our
 * own mails. Returns the values read for `properties`.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');

const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });

export function readCorrection(
  properties: Record<string, unknown>,
  older: string,
  newer: string,
): Record<string, unknown> {
  return readFromSources(
    { type: 'object', properties },
    [
      { text: newer, at: AT + 60_000, messageId: 'm2' },
      { text: older, at: AT, messageId: 'm1' },
    ],
    noRefs(),
  ).values;
}
