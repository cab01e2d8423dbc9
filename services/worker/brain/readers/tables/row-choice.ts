import { findNumbers } from '../amounts.js';
import { detectReadLanguage } from '../language.js';
import { namedRow, namingWords } from './named-row.js';
import { tierColumn } from './tiers.js';

/**
 * Which row of a table (a CSV file, a text or HTML table) the case is about: the row whose
 * quantity tier holds the client's quantity (tiers.ts: "25–99" for 60 seats, "ab 5.000 Stk." for
 * 5,000 boxes), and among the rows left the one the client's words name (named-row.ts: the
 * article, its pack, its quality; "Business" beside "Enterprise"). A quantity that falls in no
 * tier, or in two, and rows that fit alike, choose nothing: the brain asks rather than guess a
 * tier or an article.
 */

export interface RowAsk {
  /** Folded words naming what the client asks about (named-row.ts). */
  wanted: ReadonlySet<string>;
  /** The counts the client's texts write ("60 seats", "5.000 Faltkartons"). */
  quantities: readonly number[];
}

/** What the client asks, from its texts and the fields' names and descriptions. */
export function rowAsk(texts: readonly string[]): RowAsk {
  const text = texts.join('\n');
  const lang = detectReadLanguage(text);
  return {
    wanted: new Set(namingWords(text)),
    quantities: texts.flatMap((t) =>
      findNumbers(t, lang)
        .filter((n) => !n.currency && !n.percent && Number.isInteger(n.value) && n.value > 0)
        .map((n) => n.value),
    ),
  };
}

/** The index of the row the case is about, or undefined when no row is sure. */
export function chooseRow(
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  ask: RowAsk,
): number | undefined {
  if (rows.length === 0) return undefined;
  const width = header?.length ?? rows[0]!.length;
  let candidates = rows.map((_, i) => i);
  for (let c = 0; c < width; c++) {
    const tiers = tierColumn(
      header?.[c],
      rows.map((r) => r[c] ?? ''),
    );
    if (!tiers) continue;
    // The client's quantity picks the tier; no quantity, or one in no tier: no row is sure.
    candidates = candidates.filter((i) => ask.quantities.some((q) => q >= tiers[i]!.lo && q <= tiers[i]!.hi));
    if (candidates.length === 0) return undefined;
    if (candidates.length === 1) return candidates[0];
    break;
  }
  const named = namedRow(
    candidates.map((i) => rows[i]!),
    ask.wanted,
  );
  return named === undefined ? undefined : candidates[named];
}
