import { csvTables } from '../readers/tables/csv-tables.js';
import { type RowAsk, rowAsk } from '../readers/tables/row-choice.js';
import type { Table } from '../readers/tables/table.js';
import { textTables } from '../readers/tables/text-tables.js';
import { resolveTierHeaders, tierHeader } from '../readers/tables/tier-headers.js';
import { tierColumn } from '../readers/tables/tiers.js';

/**
 * A price that depends on a quantity the client never gave: the reply's price list has quantity
 * tiers ("Preis 1-99 Stk" beside "Preis ab 500 Stk", or a column of "1–24", "25–99", "100+"
 * rows) and the client's texts (goal, knowledge, constraints, our mail carrying their answers)
 * hold no sure quantity of what the tiers count. How many they need is the client's decision,
 * not the supplier's: the client is asked, with the tiers (the supplier is not asked to guess).
 */

export interface UnchosenTiers {
  /** The table's header line as written (quoted to the client). */
  line: string;
  /** The tiers, as their headers or cells write them. */
  tiers: string[];
}

/** The first tiered table of the reply (its text and CSV attachments) whose tier no sure client quantity picks. */
export function unchosenTiers(
  text: string,
  csvTexts: readonly string[],
  clientTexts: readonly string[],
): UnchosenTiers | undefined {
  const tables = [...csvTexts.flatMap((t) => csvTables(t.slice(0, 200_000))), ...textTables(text.slice(0, 20_000))];
  if (tables.length === 0) return undefined;
  const ask = rowAsk(clientTexts);
  for (const table of tables) {
    const found = headerTiers(table, ask) ?? rowTiers(table, ask);
    if (found) return found;
  }
  return undefined;
}

/** Tier headers ("Preis 1-99 Stk", "Preis ab 500 Stk") of which the client's quantity keeps none. */
function headerTiers(table: Table, ask: RowAsk): UnchosenTiers | undefined {
  const header = table.header ?? [];
  const tiered = header.filter((h) => tierHeader(h) !== undefined);
  if (tiered.length < 2) return undefined;
  const kept = new Set(
    resolveTierHeaders(
      header.map((h) => ({ header: h })),
      ask,
    ).map((p) => p.header),
  );
  if (tiered.some((h) => kept.has(h))) return undefined;
  return { line: table.lines[0] ?? header.join(' | '), tiers: tiered };
}

/** A tier column ("1–24", "25–99", "100+") when the client's texts write no count of a thing at all. */
function rowTiers(table: Table, ask: RowAsk): UnchosenTiers | undefined {
  const width = Math.max(0, ...table.rows.map((r) => r.length));
  for (let j = 0; j < width; j++) {
    const cells = table.rows.map((r) => r[j] ?? '');
    if (!tierColumn(table.header?.[j], cells)) continue;
    if (ask.quantities.some((q) => !q.factor && q.noun.length >= 3)) return undefined;
    return { line: table.lines[0] ?? '', tiers: cells };
  }
  return undefined;
}
