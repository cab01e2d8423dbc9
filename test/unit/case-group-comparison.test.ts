import { describe, expect, it } from 'vitest';
import {
  compareMembers,
  countByStatus,
  sortKeyOf,
  type MemberSummary,
} from '../../shared/case-groups/group-comparison.js';
import { memberCaseId } from '../../shared/case-groups/case-group-record.js';
import { csvCell, groupResultsCsv } from '../../services/api/case-groups/group-csv.js';
import { memberKnowledge } from '../../services/api/case-groups/group-members.js';

const m = (index: number, status: MemberSummary['status'], result?: unknown, resultStatus: string | null = null) =>
  ({
    index,
    caseId: `c${index}`,
    counterparty: { name: `N${index}`, address: `a${index}@x.example` },
    status,
    resultStatus,
    ...(result !== undefined ? { result } : {}),
  }) as MemberSummary;

describe('compareMembers', () => {
  it('ranks by min, ties share a rank and are all best, others say why', () => {
    const c = compareMembers(
      [
        m(0, 'COMPLETED', { price: 10 }),
        m(1, 'COMPLETED', { price: 7 }),
        m(2, 'COMPLETED', { price: 7 }),
        m(3, 'FAILED', undefined, 'cancelled'),
        m(4, 'COMPLETED', { price: 'cheap' }),
        m(5, 'INPUT_NEEDED'),
      ],
      { field: 'price', order: 'min' },
    );
    expect(c.ranked.map((r) => [r.caseId, r.rank, r.best])).toEqual([
      ['c1', 1, true],
      ['c2', 1, true],
      ['c0', 3, false],
    ]);
    expect(c.best).toEqual(['c1', 'c2']);
    expect(c.withoutResult.map((w) => [w.caseId, w.reason])).toEqual([
      ['c3', expect.stringContaining('Cancelled')],
      ['c4', 'Completed, but price is not a number or an ISO date.'],
      ['c5', expect.stringContaining('input')],
    ]);
  });

  it('ranks by max and compares ISO dates; a number among dates is not comparable', () => {
    const c = compareMembers(
      [
        m(0, 'COMPLETED', { d: '2027-03-01' }),
        m(1, 'COMPLETED', { d: '2027-05-01' }),
        m(2, 'COMPLETED', { d: '2027-04-01' }),
        m(3, 'COMPLETED', { d: 5 }),
      ],
      { field: 'd', order: 'max' },
    );
    expect(c.ranked.map((r) => r.caseId)).toEqual(['c1', 'c2', 'c0']);
    expect(c.withoutResult.map((w) => w.caseId)).toEqual(['c3']);
  });

  it('without compareBy lists completed members in order and marks none best', () => {
    const c = compareMembers([m(1, 'COMPLETED', { x: 1 }), m(0, 'COMPLETED', { x: 2 }), m(2, 'RUNNING')], null);
    expect(c.ranked.map((r) => [r.caseId, r.rank, r.best, r.value])).toEqual([
      ['c0', 1, false, null],
      ['c1', 2, false, null],
    ]);
    expect(c.best).toEqual([]);
  });

  it('sort keys: finite numbers and ISO dates only; counts by status', () => {
    expect(sortKeyOf(3.5)).toEqual({ kind: 'number', key: 3.5 });
    expect(sortKeyOf(Number.NaN)).toBeNull();
    expect(sortKeyOf('2027-01-02')?.kind).toBe('date');
    expect(sortKeyOf('next week')).toBeNull();
    expect(sortKeyOf({ valueOf: () => 1 })).toBeNull();
    expect(countByStatus([m(0, 'RUNNING'), m(1, 'RUNNING'), m(2, 'FAILED')])).toEqual({
      CREATED: 0,
      RUNNING: 2,
      INPUT_NEEDED: 0,
      COMPLETED: 0,
      FAILED: 1,
      total: 3,
    });
  });
});

describe('CSV', () => {
  it('neutralises every formula start and quotes per RFC 4180', () => {
    for (const hostile of ["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(hostile).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell({ a: '=x' })).toBe('"{""a"":""=x""}"');
    expect(csvCell(null)).toBe('');
  });

  it('one row per member in request order, columns from the schema', () => {
    const csv = groupResultsCsv({ properties: { price: {}, status: {} } }, [
      m(1, 'RUNNING'),
      m(0, 'COMPLETED', { price: 3, status: 'ok' }, 'goal_achieved'),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'index,caseId,clientReferenceId,counterpartyName,counterpartyAddress,status,resultStatus,price,result.status',
      '0,c0,,N0,a0@x.example,COMPLETED,goal_achieved,3,ok',
      '1,c1,,N1,a1@x.example,RUNNING,,,',
      '',
    ]);
  });
});

describe('member ids and knowledge', () => {
  it('member ids are UUID-shaped, stable and distinct', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => memberCaseId('g1', i));
    expect(new Set(ids).size).toBe(1000);
    expect(memberCaseId('g1', 7)).toBe(ids[7]);
    for (const id of ids.slice(0, 20))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(memberCaseId('g2', 7)).not.toBe(ids[7]);
  });

  it('knowledge: own only, shared only, objects merged, otherwise text joined', () => {
    expect(memberKnowledge(undefined, 'own')).toBe('own');
    expect(memberKnowledge('shared', undefined)).toBe('shared');
    expect(memberKnowledge({ a: 1, b: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
    expect(memberKnowledge('shared', { b: 2 })).toBe('shared\n\n{"b":2}');
  });
});
