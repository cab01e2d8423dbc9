/**
 * The last word of a kind written before a date in the date's own clause: the text up to `reach`
 * characters before `index`, cut after the last clause start (`clauseStart`, a global pattern).
 * "Your chairs go out on …" gives "go out" for the moves, "… and finishes on Friday 2 July" gives
 * "finishes" for a period's ends (dispatch-dates.ts, start-or-end-date.ts).
 */
export function lastWordInClause(
  folded: string,
  index: number,
  reach: number,
  clauseStart: RegExp,
  words: RegExp,
): string | undefined {
  let before = folded.slice(Math.max(0, index - reach), index);
  let cut = -1;
  for (const m of before.matchAll(clauseStart)) cut = m.index + m[0].length;
  if (cut >= 0) before = before.slice(cut);
  let last: string | undefined;
  for (const m of before.matchAll(words)) last = m[0];
  return last;
}
