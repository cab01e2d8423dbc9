import { CASE_STATUSES, type CaseStatus } from '../case-record.js';
import type { CompareBy } from './case-group-record.js';

/**
 * The side-by-side view of a group's answers (pure: GET /case-groups/{id}, group.completed).
 * Members that COMPLETED with a comparable value of `compareBy.field` are ranked (min: smallest
 * first, max: largest first; equal values share a rank, the first rank is marked best); numbers
 * compare as numbers, ISO dates (YYYY-MM-DD...) as instants, and a field holding both kinds, or
 * anything else, is not comparable. Every other member is listed with why it has no ranked result.
 * Without `compareBy`, completed members are listed in counterparty order and nothing is best.
 */

export interface MemberSummary {
  index: number;
  caseId: string;
  clientReferenceId?: string;
  counterparty: { name: string; address: string; company?: string };
  status: CaseStatus;
  resultStatus: string | null;
  result?: unknown;
}

export interface RankedMember {
  rank: number;
  best: boolean;
  index: number;
  caseId: string;
  clientReferenceId?: string;
  counterpartyName: string;
  value: number | string | null;
  result: unknown;
}

export interface UnrankedMember {
  index: number;
  caseId: string;
  clientReferenceId?: string;
  counterpartyName: string;
  status: CaseStatus;
  resultStatus: string | null;
  reason: string;
}

export interface Comparison {
  compareBy: CompareBy | null;
  ranked: RankedMember[];
  /** caseIds of the members marked best (several when tied); empty when none. */
  best: string[];
  withoutResult: UnrankedMember[];
}

export type StatusCounts = Record<CaseStatus, number> & { total: number };

export function countByStatus(members: readonly Pick<MemberSummary, 'status'>[]): StatusCounts {
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const m of members) counts[m.status]++;
  counts.total = members.length;
  return counts;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A value as something to sort by: a number, an ISO date's instant, or null when neither. */
export function sortKeyOf(value: unknown): { kind: 'number' | 'date'; key: number } | null {
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', key: value };
  if (typeof value === 'string' && value.length <= 40 && ISO_DATE.test(value.trim())) {
    const t = Date.parse(value.trim());
    return Number.isFinite(t) ? { kind: 'date', key: t } : null;
  }
  return null;
}

const fieldOf = (result: unknown, field: string): unknown =>
  result !== null && typeof result === 'object' && !Array.isArray(result) && Object.hasOwn(result, field)
    ? (result as Record<string, unknown>)[field]
    : undefined;

export function whyNoResult(m: Pick<MemberSummary, 'status' | 'resultStatus'>): string {
  switch (m.status) {
    case 'CREATED':
      return 'Not started yet: waiting for a free place (maxConcurrent) or for its first email to go out.';
    case 'RUNNING':
      return 'No answer yet.';
    case 'INPUT_NEEDED':
      return 'Waiting for your input (POST /cases/{id}/input).';
    case 'COMPLETED':
      return 'Completed without a structured result.';
    case 'FAILED':
      return failureReasonText(m.resultStatus);
  }
}

function failureReasonText(resultStatus: string | null): string {
  switch (resultStatus) {
    case 'cancelled':
      return 'Cancelled (by you, the group cancel, or the group deadline).';
    case 'max_retries':
      return 'No answer after every follow-up.';
    case 'failed_rejected':
      return 'The counterparty declined.';
    case 'BOUNCED':
      return 'The email bounced.';
    case 'COMPLAINED':
      return 'The counterparty marked the email as spam.';
    case 'REJECTED':
      return 'Not sent: the address is on the do-not-contact list or the provider refused it.';
    default:
      return `Failed (${resultStatus ?? 'no resultStatus'}).`;
  }
}

export function compareMembers(members: readonly MemberSummary[], compareBy: CompareBy | null): Comparison {
  const ordered = [...members].sort((a, b) => a.index - b.index);
  const withoutResult: UnrankedMember[] = [];
  const candidates: { m: MemberSummary; value: unknown; key: { kind: 'number' | 'date'; key: number } | null }[] = [];
  const unranked = (m: MemberSummary, reason: string) =>
    withoutResult.push({
      index: m.index,
      caseId: m.caseId,
      ...(m.clientReferenceId !== undefined ? { clientReferenceId: m.clientReferenceId } : {}),
      counterpartyName: m.counterparty.name,
      status: m.status,
      resultStatus: m.resultStatus,
      reason,
    });
  for (const m of ordered) {
    if (m.status !== 'COMPLETED' || m.result === undefined || m.result === null) {
      unranked(m, whyNoResult(m));
      continue;
    }
    if (!compareBy) {
      candidates.push({ m, value: null, key: null });
      continue;
    }
    const value = fieldOf(m.result, compareBy.field);
    const key = sortKeyOf(value);
    if (value === undefined || value === null) unranked(m, `Completed, but the result has no ${compareBy.field}.`);
    else if (!key) unranked(m, `Completed, but ${compareBy.field} is not a number or an ISO date.`);
    else candidates.push({ m, value, key });
  }
  if (compareBy) {
    // One kind per comparison: the kind most members gave; the others cannot be ranked against it.
    const numbers = candidates.filter((c) => c.key?.kind === 'number').length;
    const kind = numbers >= candidates.length - numbers ? 'number' : 'date';
    for (const c of candidates.filter((x) => x.key?.kind !== kind))
      unranked(
        c.m,
        `Completed, but ${compareBy.field} is not comparable with the others' (${kind === 'number' ? 'a date among numbers' : 'a number among dates'}).`,
      );
    const kept = candidates.filter((x) => x.key?.kind === kind);
    const sign = compareBy.order === 'min' ? 1 : -1;
    kept.sort((a, b) => sign * (a.key!.key - b.key!.key) || a.m.index - b.m.index);
    candidates.length = 0;
    candidates.push(...kept);
    withoutResult.sort((a, b) => a.index - b.index);
  }
  const ranked: RankedMember[] = [];
  let rank = 0;
  let previous: number | undefined;
  candidates.forEach((c, i) => {
    if (!compareBy) rank = i + 1;
    else if (previous === undefined || c.key!.key !== previous) rank = i + 1;
    previous = c.key?.key;
    ranked.push({
      rank,
      best: compareBy !== null && rank === 1,
      index: c.m.index,
      caseId: c.m.caseId,
      ...(c.m.clientReferenceId !== undefined ? { clientReferenceId: c.m.clientReferenceId } : {}),
      counterpartyName: c.m.counterparty.name,
      value: compareBy ? (c.value as number | string) : null,
      result: c.m.result,
    });
  });
  return { compareBy, ranked, best: ranked.filter((r) => r.best).map((r) => r.caseId), withoutResult };
}
