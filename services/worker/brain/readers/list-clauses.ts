import type { EnumMention } from './enums.js';

/**
 * The clauses of a list sentence (folded), for list-field.ts: a comma, a semicolon, a bracket or
 * "but" in the seven languages ends one. A clause that holds items only ("mondays and tuesdays",
 * "il lunedì") continues a series, so it shares the no of the series' clause: "we're closed
 * Sundays, Mondays and Tuesdays", "wir haben montags, dienstags und mittwochs geschlossen".
 */

const CLAUSE_STOP = /[,;()]|\s(?:but|aber|jedoch|mais|pero|ma|maar|mas)\s/g;

/** The clause of a sentence that holds `index`. */
export function clauseOf(folded: string, index: number): { from: number; to: number } {
  let from = 0;
  let to = folded.length;
  for (const m of folded.matchAll(CLAUSE_STOP)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= index) from = at + m[0].length;
    else if (at > index) {
      to = at;
      break;
    }
  }
  return { from, to };
}

/** The clauses of a sentence in order, each with the stop that ends it. */
function clausesOf(folded: string): Array<{ from: number; to: number; stop: string }> {
  const out: Array<{ from: number; to: number; stop: string }> = [];
  let from = 0;
  for (const m of folded.matchAll(CLAUSE_STOP)) {
    out.push({ from, to: m.index ?? 0, stop: m[0] });
    from = (m.index ?? 0) + m[0].length;
  }
  out.push({ from, to: folded.length, stop: '' });
  return out;
}

/** Words a clause of items may hold beside them: and, or, articles, "on". */
const BARE_WORD =
  /^(?:and|or|und|oder|sowie|et|ou|y|e|ed|o|en|of|the|a|an|le|la|les|l'|el|los|las|il|lo|gli|i|de|het|die|der|das|den|os|as|on|am|au|aux|al|ao|aos|op|nos|nas|alla|al)$/;

/** Where a mention's first word ends. */
const endOf = (folded: string, m: EnumMention & { end?: number }) =>
  m.end ?? m.index + (/^[\p{L}'-]+/u.exec(folded.slice(m.index))?.[0].length ?? 0);

/**
 * Whether a clause holds items and nothing else. `mentions` are the sentence's; each covers its
 * first word (`end`).
 */
function bare(folded: string, c: { from: number; to: number }, mentions: readonly (EnumMention & { end?: number })[]) {
  const inside = mentions.filter((m) => m.index >= c.from && m.index < c.to);
  if (inside.length === 0) return false;
  let text = folded.slice(c.from, c.to);
  for (const m of inside) {
    const end = endOf(folded, m);
    text = text.slice(0, m.index - c.from) + ' '.repeat(end - m.index) + text.slice(end - c.from);
  }
  return (text.match(/[\p{L}']+/gu) ?? []).every((w) => BARE_WORD.test(w));
}

/**
 * The no a clause of items only takes from its series: 'no' when the clause the series started
 * in says no ("closed Sundays, Mondays and Tuesdays"), or the clause it ends in says no after its
 * items ("il lunedì, il martedì e il mercoledì siamo chiusi"); 'unsure' when the series starts
 * in a clause that says yes and ends in one that says no after its items ("aperti dal giovedì
 * alla domenica, il lunedì, il martedì e il mercoledì siamo chiusi": whose it is is not told);
 * undefined for a clause that is not of items only, or a series said no to nowhere. Clauses join
 * a series only across a comma; "not Saturday" after the series is that item's own no.
 */
export function seriesNo(
  folded: string,
  m: EnumMention,
  mentions: readonly (EnumMention & { end?: number })[],
  saysNo: (text: string) => boolean,
): 'no' | 'unsure' | undefined {
  const clauses = clausesOf(folded);
  const at = clauses.findIndex((c) => m.index >= c.from && m.index < c.to);
  if (at < 0 || !bare(folded, clauses[at]!, mentions)) return undefined;
  const holds = (c: { from: number; to: number }) => mentions.some((o) => o.index >= c.from && o.index < c.to);
  let first = at;
  while (first > 0 && clauses[first - 1]!.stop === ',' && bare(folded, clauses[first - 1]!, mentions)) first--;
  let last = at;
  while (last + 1 < clauses.length && clauses[last]!.stop === ',' && bare(folded, clauses[last + 1]!, mentions)) last++;
  const before = first > 0 && clauses[first - 1]!.stop === ',' ? clauses[first - 1] : undefined;
  const after = clauses[last]!.stop === ',' ? clauses[last + 1] : undefined;
  const startNo = before !== undefined && holds(before) && saysNo(folded.slice(before.from, before.to));
  let endNo = false;
  if (after && holds(after)) {
    const lastItem = mentions
      .filter((o) => o.index >= after.from && o.index < after.to)
      .reduce((e, o) => Math.max(e, endOf(folded, o)), after.from);
    endNo = saysNo(folded.slice(lastItem, after.to));
  }
  if (endNo && !startNo && before !== undefined && holds(before)) return 'unsure';
  return startNo || endNo ? 'no' : undefined;
}
