import type { Firestore } from '@google-cloud/firestore';
import { CASES, caseFromFirestore } from '../case-firestore-converter.js';
import { memberCaseId } from './case-group-record.js';
import type { MemberSummary } from './group-comparison.js';

/**
 * A group's members as the group read, the CSV and group.completed show them: read by their
 * derived ids (no query, no index), in parts. One read per member: a group is at most 1,000.
 */

const READS_PER_CALL = 300;

export async function readGroupMembers(db: Firestore, groupId: string, size: number): Promise<MemberSummary[]> {
  const out: MemberSummary[] = [];
  for (let start = 0; start < size; start += READS_PER_CALL) {
    const refs = [];
    for (let i = start; i < Math.min(size, start + READS_PER_CALL); i++)
      refs.push(db.collection(CASES).doc(memberCaseId(groupId, i)));
    const snaps = await db.getAll(...refs);
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const c = caseFromFirestore(snap.data()!);
      out.push({
        index: c.group?.index ?? out.length,
        caseId: c.caseId,
        ...(c.clientReferenceId !== undefined ? { clientReferenceId: c.clientReferenceId } : {}),
        counterparty: {
          name: c.counterparty.name,
          address: c.counterparty.address,
          ...(c.counterparty.company !== undefined ? { company: c.counterparty.company } : {}),
        },
        status: c.status,
        resultStatus: c.resultStatus,
        ...(c.result !== undefined && c.result !== null ? { result: c.result } : {}),
      });
    }
  }
  return out;
}
