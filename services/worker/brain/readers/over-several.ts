import type { FoundNumber } from './amounts.js';
import { unitClassesOf } from './amount-scope.js';
import { alternation, SUM_WORDS } from './lexicons/per-words.js';
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

/**
 * Whether a field is priced per a thing that is no period ("monatliche Leasingrate je Rad",
 * "price per desk per month", "prix par couvert"): the words after its "per" that name no period.
 */
export function perNonPeriod(about: string): boolean {
  return [...about.matchAll(PER_THING)].some((m) => {
    const words = (m[1] ?? '').split(/\s+/);
    const first = words[0] ?? '';
    return first.length >= 3 && ![...unitClassesOf(first)].some((u) => PERIODS.has(u)) && !NO_THING.test(first);
  });
}
const PERIODS = new Set(['year', 'month', 'week', 'day', 'night', 'hour']);
/** Words after "per" that are no thing ("per cent", "a month", "per the contract"). */
const NO_THING = /^(?:cent|the|la|le|les|el|il|un|une|una|our|your|this|month\w*|year\w*)$/;

/**
 * Whether an amount said per a period only is named a sum by its own clause ("für die 14 Räder
 * zahlen Sie zusammen 826 € im Monat", "altogether that's £1,240 a month", "en tout 480 € par
 * mois"): for a field priced per a thing and a period, it is the sum over the things, never the
 * price of one.
 */
export function summedPerPeriod(seg: Segment, n: FoundNumber, per: ReadonlySet<string>): boolean {
  if ([...per].some((u) => !PERIODS.has(u)) || per.size === 0) return false;
  const before = seg.folded.slice(Math.max(0, n.index - WINDOW), n.index);
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('. '), before.lastIndexOf(',')) + 1);
  return SUM_WORD.test(clause);
}
/** A word that calls an amount a sum (lexicons/per-words.ts). */
const SUM_WORD = new RegExp(String.raw`\b(?:${alternation(SUM_WORDS)})\b`);
