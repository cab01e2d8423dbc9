import { createHash } from 'node:crypto';
import { FieldPath, type Firestore, type Query } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CASE_GROUPS, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { toGroupSummary } from '../../../shared/case-groups/group-view.js';
import type { ApiDeps } from '../api-deps.js';
import {
  cursorMismatch,
  cursorParam,
  decodeCursor,
  encodeCursor,
  limitParam,
  parseQuery,
} from '../case-activity/activity-query.js';
import { principalOf } from '../http/authenticate.js';
import { canNameStoredCase } from '../http/path-ids.js';

/**
 * GET /case-groups: the caller's groups, newest first (createdAt, then id, descending), `limit`
 * (1..100, default 20) and `cursor`. One query on `ownerId ==` and the listed states (groups
 * being written or withdrawn are not listed), served by its composite index
 * (firestore.indexes.json, `groupListIndexShape`). The cursor names the caller and the last group
 * of the page; on use the group it names must be the caller's with that creation time, else 400.
 * Each group as a summary: GET /case-groups/{id} has the counts, the members and the comparison.
 */

export const listGroupsQuery = z.strictObject({
  limit: limitParam.meta({ description: 'Groups per page, 1 to 100 (default 20)' }),
  cursor: cursorParam.meta({ description: 'nextCursor of the previous page' }),
});

const LISTED_STATES = ['running', 'finished'];

export const groupListIndexShape = {
  collection: CASE_GROUPS,
  equals: ['ownerId', 'state'],
  orderBy: 'createdAt',
  direction: 'DESCENDING' as const,
};

const listCursor = z.strictObject({ u: z.string(), c: z.number().int(), i: z.string().min(1).max(128) });
const tag = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 16);

function buildQuery(db: Firestore, userId: string, limit: number, after?: { c: number; i: string }): Query {
  let q: Query = db
    .collection(CASE_GROUPS)
    .where('ownerId', '==', userId)
    .where('state', 'in', LISTED_STATES)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (after) q = q.startAfter(after.c, after.i);
  return q.limit(limit + 1);
}

export function listGroupsHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const { userId } = principalOf(res);
    const q = parseQuery(listGroupsQuery, req.query);
    let after: { c: number; i: string } | undefined;
    if (q.cursor !== undefined) {
      const cur = decodeCursor(listCursor, q.cursor);
      if (cur.u !== tag(userId) || !canNameStoredCase(cur.i)) throw cursorMismatch();
      const named = (await deps.db.collection(CASE_GROUPS).doc(cur.i).get()).data() as GroupRecord | undefined;
      if (!named || named.ownerId !== userId || named.createdAt !== cur.c) throw cursorMismatch();
      after = cur;
    }
    const snap = await buildQuery(deps.db, userId, q.limit, after).get();
    const groups = snap.docs.map((d) => d.data() as GroupRecord);
    const page = groups.slice(0, q.limit);
    const last = page[page.length - 1];
    const nextCursor =
      groups.length > q.limit && last ? encodeCursor({ u: tag(userId), c: last.createdAt, i: last.groupId }) : null;
    res.status(200).json({ ok: true, data: { groups: page.map(toGroupSummary), nextCursor } });
  };
}
