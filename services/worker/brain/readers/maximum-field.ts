import type { FoundNumber } from './amounts.js';
import { countsOwnOrNothing, PEOPLE } from './count-field.js';
import { GROUP_FIELD, MAXIMUM_AFTER, MAXIMUM_BEFORE } from './lexicons/maximum-words.js';
import type { Segment } from './segments.js';

/**
 * A number field that asks for a maximum or ceiling (number-field.ts): which figures the text
 * names as a limit ("groups are limited to 8", "up to 12 guests"), and which of those limits
 * are the field's own.
 */

/** Whether the words before or after a figure name it a maximum ("up to 12", "12 at most"). */
export function namesMaximum(folded: string, n: FoundNumber): boolean {
  return (
    MAXIMUM_BEFORE.test(folded.slice(Math.max(0, n.index - 30), n.index)) ||
    MAXIMUM_AFTER.test(folded.slice(n.end, n.end + 30))
  );
}

/**
 * A maximum field: when the text names a figure as the limit ("groups are limited to 8"), the
 * other figures ("for your group of 6") are not its reading. Only limits of the field's own
 * thing or of nothing named count ("up to 3 absences per module" is no group limit); a text
 * whose limits all bound other things is asked (undefined), the figure beside them may be the
 * client's own ("for your 5 staff"). Candidates keep their order.
 */
export function ownLimits<T extends { seg: Segment; n: FoundNumber }>(
  cands: readonly T[],
  about: string,
  ownNames: readonly string[],
): T[] | undefined {
  const people = GROUP_FIELD.test(about) || (about.match(/\p{L}+/gu) ?? []).some((w) => PEOPLE.test(w));
  const ownLimit = (x: T) => namesMaximum(x.seg.folded, x.n) && countsOwnOrNothing(x.seg, x.n, ownNames, people);
  if (!cands.some(ownLimit)) return undefined;
  return cands.filter(ownLimit);
}
