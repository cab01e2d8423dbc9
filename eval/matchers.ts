import { isDeepStrictEqual } from 'node:util';
import type { Condition, Matcher, TextRule } from './scenario-schema.js';

/**
 * The comparisons of the scorer, pure: a result value against a matcher, an email against a
 * text rule, an email or a question against a step's condition. Every miss says why in words a
 * person reads in the report's one-line reason.
 */

export type MatchResult = { ok: true } | { ok: false; why: string };

type Classified =
  | { kind: 'equals'; value: unknown }
  | { kind: 'oneOf'; values: unknown[] }
  | { kind: 'number'; number: number; tolerance: number }
  | { kind: 'isoDate'; date: string }
  | { kind: 'sameItems'; items: unknown[] }
  | { kind: 'pattern'; pattern: string; flags: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A matcher object has exactly the keys of one matcher kind; any other value is a literal. */
function classify(matcher: Matcher): Classified {
  if (!isPlainObject(matcher)) return { kind: 'equals', value: matcher };
  const m: Record<string, unknown> = matcher;
  const keys = Object.keys(m).sort().join(',');
  if (keys === 'equals') return { kind: 'equals', value: m.equals };
  if (keys === 'oneOf' && Array.isArray(m.oneOf)) return { kind: 'oneOf', values: m.oneOf };
  if ((keys === 'number' || keys === 'number,tolerance') && typeof m.number === 'number') {
    return { kind: 'number', number: m.number, tolerance: typeof m.tolerance === 'number' ? m.tolerance : 0 };
  }
  if (keys === 'isoDate' && typeof m.isoDate === 'string') return { kind: 'isoDate', date: m.isoDate };
  if (keys === 'sameItems' && Array.isArray(m.sameItems)) return { kind: 'sameItems', items: m.sameItems };
  if ((keys === 'pattern' || keys === 'flags,pattern') && typeof m.pattern === 'string') {
    return { kind: 'pattern', pattern: m.pattern, flags: typeof m.flags === 'string' ? m.flags : '' };
  }
  return { kind: 'equals', value: matcher };
}

export const show = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
};

export function describeMatcher(m: Matcher): string {
  const c = classify(m);
  switch (c.kind) {
    case 'equals':
      return show(c.value);
    case 'oneOf':
      return `one of ${c.values.map(show).join(', ')}`;
    case 'number':
      return c.tolerance > 0 ? `${c.number} ± ${c.tolerance}` : `the number ${c.number}`;
    case 'isoDate':
      return `the date ${c.date}`;
    case 'sameItems':
      return `${show(c.items)} in any order`;
    case 'pattern':
      return `text matching /${c.pattern}/${c.flags}`;
  }
}

export function matchValue(m: Matcher, got: unknown): MatchResult {
  const c = classify(m);
  const miss = (detail?: string): MatchResult => ({
    ok: false,
    why: `expected ${describeMatcher(m)}, got ${show(got)}${detail ? ` (${detail})` : ''}`,
  });
  switch (c.kind) {
    case 'equals':
      return isDeepStrictEqual(c.value, got) ? { ok: true } : miss();
    case 'oneOf':
      return c.values.some((v) => isDeepStrictEqual(v, got)) ? { ok: true } : miss();
    case 'number':
      if (typeof got !== 'number' || !Number.isFinite(got))
        return miss(`a ${got === null ? 'null' : typeof got}, not a number`);
      // A small epsilon so 0.1 + 0.2 is within 0.3 ± 0.
      return Math.abs(got - c.number) <= c.tolerance + 1e-9 ? { ok: true } : miss();
    case 'isoDate': {
      if (typeof got !== 'string') return miss('not a string');
      const expected = isoInstant(c.date);
      const actual = isoInstant(got);
      if (actual === undefined) return miss('not an ISO 8601 date');
      if (c.date.length === 10) return actual.date === expected!.date ? { ok: true } : miss();
      return actual.ms === expected!.ms ? { ok: true } : miss();
    }
    case 'sameItems': {
      if (!Array.isArray(got)) return miss('not an array');
      const rest = [...got];
      for (const item of c.items) {
        const i = rest.findIndex((g) => itemMatches(item, g));
        if (i < 0) return miss(`missing ${show(item)}`);
        rest.splice(i, 1);
      }
      return rest.length === 0 ? { ok: true } : miss(`extra ${show(rest[0])}`);
    }
    case 'pattern':
      if (typeof got !== 'string') return miss('not a string');
      return safeRegExp(c.pattern, c.flags).test(got) ? { ok: true } : miss();
  }
}

/**
 * An expected item of `sameItems` against a delivered one: a matcher matches as a matcher; an
 * object of fields matches an object with the same keys whose values match field by field
 * (`{"role": {"pattern": "operative"}, "rate": 24.8}`); anything else must be equal.
 */
function itemMatches(item: unknown, got: unknown): boolean {
  if (isPlainObject(item) && classify(item as Matcher).kind !== 'equals') return matchValue(item as Matcher, got).ok;
  if (isPlainObject(item) && isPlainObject(got)) {
    const keys = Object.keys(item);
    return keys.length === Object.keys(got).length && keys.every((k) => k in got && itemMatches(item[k], got[k]));
  }
  return isDeepStrictEqual(item, got);
}

/**
 * An ISO 8601 calendar date (`2027-03-14`) or date-time; anything else is undefined. Only the
 * strict form counts: "March 14th" is not a date a client's code can read.
 */
function isoInstant(s: string): { date: string; ms: number } | undefined {
  const m = s.match(/^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/);
  if (!m) return undefined;
  const ms = Date.parse(m[4] ? s : `${s}T00:00:00Z`);
  if (Number.isNaN(ms)) return undefined;
  // The calendar date as written (a date-time's own date, not shifted to UTC).
  return { date: `${m[1]}-${m[2]}-${m[3]}`, ms };
}

function safeRegExp(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    // An invalid pattern matches nothing; validation reports it (see validatePatterns).
    return /(?!)/;
  }
}

/** Patterns of a scenario that do not compile, as `path: message` (the loader reports them). */
export function invalidPattern(pattern: string, flags = ''): string | undefined {
  try {
    new RegExp(pattern, flags);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

export function describeTextRule(rule: TextRule): string {
  return typeof rule === 'string' ? JSON.stringify(rule) : `/${rule.pattern}/${rule.flags ?? ''}`;
}

/** Where the rule occurs in the text (an excerpt around it), or undefined. */
export function findTextRule(rule: TextRule, text: string): string | undefined {
  let index: number;
  let length: number;
  if (typeof rule === 'string') {
    index = text.toLowerCase().indexOf(rule.toLowerCase());
    length = rule.length;
  } else {
    const m = safeRegExp(rule.pattern, rule.flags ?? '').exec(text);
    index = m ? m.index : -1;
    length = m ? m[0].length : 0;
  }
  if (index < 0) return undefined;
  const start = Math.max(0, index - 30);
  const excerpt = text
    .slice(start, index + length + 30)
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > 0 ? '...' : ''}${excerpt}${index + length + 30 < text.length ? '...' : ''}`;
}

/** A step's (or a client answer's) condition against the email (or the question) it answers. */
export function conditionHolds(cond: Condition | undefined, text: string): boolean {
  if (!cond) return true;
  const lower = text.toLowerCase();
  if (cond.mentions && !cond.mentions.some((w) => lower.includes(w.toLowerCase()))) return false;
  if (cond.doesNotMention && cond.doesNotMention.some((w) => lower.includes(w.toLowerCase()))) return false;
  return true;
}
