import { describe, expect, it } from 'vitest';
import { conditionHolds, findTextRule, matchValue } from '../../eval/matchers.js';

const ok = { ok: true };
const why = (m: Parameters<typeof matchValue>[0], got: unknown) => {
  const r = matchValue(m, got);
  return r.ok ? 'ok' : r.why;
};

describe('result matchers', () => {
  it('a plain value means equals, deeply and strictly', () => {
    expect(matchValue('DHL', 'DHL')).toEqual(ok);
    expect(matchValue({ a: [1, 2] }, { a: [1, 2] })).toEqual(ok);
    expect(why(5, '5')).toBe('expected 5, got "5"');
    expect(why({ a: [1, 2] }, { a: [2, 1] })).toBe('expected {"a":[1,2]}, got {"a":[2,1]}');
    expect(why(true, undefined)).toBe('expected true, got nothing');
  });

  it('equals and oneOf', () => {
    expect(matchValue({ equals: { oneOf: 1 } }, { oneOf: 1 })).toEqual(ok);
    expect(matchValue({ oneOf: ['S', 'M'] }, 'M')).toEqual(ok);
    expect(why({ oneOf: ['S', 'M'] }, 'L')).toBe('expected one of "S", "M", got "L"');
  });

  it('a number within a tolerance; a numeric string is not a number', () => {
    expect(matchValue({ number: 1200, tolerance: 0.5 }, 1200.4)).toEqual(ok);
    expect(matchValue({ number: 0.3, tolerance: 0 }, 0.1 + 0.2)).toEqual(ok);
    expect(why({ number: 1200, tolerance: 0.5 }, 1201)).toBe('expected 1200 ± 0.5, got 1201');
    expect(why({ number: 1200, tolerance: 0 }, '1200')).toBe(
      'expected the number 1200, got "1200" (a string, not a number)',
    );
  });

  it('an ISO date equals a date or a date-time on that calendar day; prose is not a date', () => {
    expect(matchValue({ isoDate: '2027-03-14' }, '2027-03-14')).toEqual(ok);
    expect(matchValue({ isoDate: '2027-03-14' }, '2027-03-14T18:00:00+02:00')).toEqual(ok);
    expect(why({ isoDate: '2027-03-14' }, '2027-03-15')).toBe('expected the date 2027-03-14, got "2027-03-15"');
    expect(why({ isoDate: '2027-03-14' }, 'March 14th')).toBe(
      'expected the date 2027-03-14, got "March 14th" (not an ISO 8601 date)',
    );
    expect(matchValue({ isoDate: '2027-03-14T10:00:00Z' }, '2027-03-14T12:00:00+02:00')).toEqual(ok);
    expect(matchValue({ isoDate: '2027-03-14T10:00:00Z' }, '2027-03-14T10:00:01Z').ok).toBe(false);
  });

  it('sameItems items may hold matchers, field by field', () => {
    const expected = {
      sameItems: [
        { role: { pattern: 'operative', flags: 'i' }, rate: { number: 24.8 } },
        { role: 'Lead', rate: 30 },
      ],
    };
    expect(
      matchValue(expected, [
        { role: 'Lead', rate: 30 },
        { role: 'Warehouse Operative', rate: 24.8 },
      ]),
    ).toEqual(ok);
    expect(
      why(expected, [
        { role: 'Lead', rate: 30 },
        { role: 'Driver', rate: 24.8 },
      ]),
    ).toMatch(/missing/);
    expect(
      why(expected, [
        { role: 'Lead', rate: 30 },
        { role: 'operative', rate: 24.8, extra: 1 },
      ]),
    ).toMatch(/missing/);
  });

  it('sameItems ignores order but not count; pattern needs a string', () => {
    expect(matchValue({ sameItems: ['S', 'M'] }, ['M', 'S'])).toEqual(ok);
    expect(why({ sameItems: ['S', 'M'] }, ['M'])).toMatch(/missing "S"/);
    expect(why({ sameItems: ['S'] }, ['S', 'S'])).toMatch(/extra "S"/);
    expect(matchValue({ pattern: '^net ?30$', flags: 'i' }, 'NET 30')).toEqual(ok);
    expect(why({ pattern: '^net' }, 30)).toBe('expected text matching /^net/, got 30 (not a string)');
  });
});

describe('text rules and conditions', () => {
  it('finds a literal case-insensitively or a pattern, with an excerpt', () => {
    expect(findTextRule('Discount CODE', 'our discount code is X')).toBe('our discount code is X');
    expect(findTextRule({ pattern: 'https?://' }, 'see http://evil.example now')).toContain('http://');
    expect(findTextRule('absent', 'nothing here')).toBeUndefined();
  });

  it('conditions: mentions any of, mentions none of', () => {
    expect(conditionHolds(undefined, 'x')).toBe(true);
    expect(conditionHolds({ mentions: ['PO number', 'purchase order'] }, 'Which Purchase Order?')).toBe(true);
    expect(conditionHolds({ mentions: ['invoice'] }, 'Which purchase order?')).toBe(false);
    expect(conditionHolds({ doesNotMention: ['last follow-up'] }, 'This is my last follow-up')).toBe(false);
  });
});
