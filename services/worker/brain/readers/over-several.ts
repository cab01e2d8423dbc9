import type { FoundNumber } from './amounts.js';
import { unitClassesOf } from './amount-scope.js';
import type { Segment } from './segments.js';

/**
 * Whether an amount is the sum over several of the things a per-thing price is per: the field
 * asks a price per user (per seat, per room, per person …) and the amount's own clause counts
 * several of them before it ("for your 18 users that's £810/month", "bei 25 Plätzen 350 € im
 * Monat", "pour 4 chambres, 480 € la nuit"), unless it is written per that thing (`per`: the
 * unit classes after it). Such an amount is a total, never the field's price
 * per one, even when it is written per a period the field also names. On folded text, in a
 * bounded window before the amount: linear in the counterparty's text.
 */
export function sumOverSeveral(about: string, seg: Segment, n: FoundNumber, per: ReadonlySet<string>): boolean {
  const things = perThings(about);
  // An amount written per the thing itself ("40 rooms at £140 per room") is the price of one.
  if (things.length === 0 || things.some((u) => per.has(u))) return false;
  const before = seg.folded.slice(Math.max(0, n.index - WINDOW), n.index);
  // Only the amount's own clause: back to the last sentence break or semicolon.
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('. ')) + 1);
  for (const m of clause.matchAll(COUNTED)) {
    const count = Number(m[1]);
    const counted = unitClassesOf(`${m[2] ?? ''} ${m[3] ?? ''}`);
    if (count > 1 && [...counted].some((u) => things.includes(u))) return true;
  }
  return false;
}

/**
 * The things a field's price is per: the words right after its "per" ("monthly fee per user",
 * "price per carton (6 tins)": a user; a carton, never the tins it holds).
 */
export function perThings(about: string): string[] {
  const out = new Set<string>();
  for (const m of about.matchAll(PER_THING)) for (const u of unitClassesOf(m[1] ?? '')) if (THINGS.has(u)) out.add(u);
  return [...out];
}

const PER_THING = /(?:\b(?:per|each|pro|je|par|por|a)\s+|\/\s*)((?:\p{L}+\s+)?\p{L}+)/gu;
const WINDOW = 60;
/** The unit classes that are things, not periods (amount-scope.ts). */
const THINGS = new Set(['person', 'room', 'seat', 'pallet', 'carton', 'tin', 'word']);
/** A whole count and the word after it, an adjective allowed between ("18 active users"). */
const COUNTED = /\b(\d{1,6})\s+(\p{L}+)(?:\s+(\p{L}+))?/gu;
