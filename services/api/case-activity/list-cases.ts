import { createHash } from 'node:crypto';
import { FieldPath, type Firestore, type Query } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CASES, caseConverter } from '../../../shared/case-firestore-converter.js';
import { CASE_STATUSES, type CaseStatus } from '../../../shared/case-record.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { caseRef } from '../cases/case-store.js';
import { toCaseView } from '../cases/case-view.js';
import { canNameStoredCase } from '../http/path-ids.js';
import { unmatchedPathHandler } from '../http/unmatched-path.js';
import {
  cursorMismatch,
  cursorParam,
  decodeCursor,
  encodeCursor,
  limitParam,
  parseQuery,
  unixMsParam,
} from './activity-query.js';

/**
 * GET /cases: the caller's own cases, newest first (createdAt, then id, descending), with the
 * filters `status` (comma-separated, any of them), `clientReferenceId`, `createdAfter` /
 * `createdBefore` (Unix ms, exclusive), `limit` and `cursor`. One Firestore query, always on
 * `ownerId ==`: each combination of equality filters has its composite index in
 * firestore.indexes.json (`caseListIndexShapes`, checked by test/infra/firestore.test.ts).
 * Each case is shown exactly as GET /cases/{id} shows it, without the transcript.
 *
 * The cursor names the last case of the page, the caller and the filters; on use it must be the
 * same caller and filters, and the case it names must be the caller's with that creation time
 * (one document read), else 400: a cursor cannot be forged into another user's data.
 */

const statusList = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()))
  .pipe(
    z
      .array(z.enum(CASE_STATUSES, { error: `Must be one or more of ${CASE_STATUSES.join(', ')}, comma-separated` }))
      .min(1)
      .max(CASE_STATUSES.length),
  )
  .transform((list) => [...new Set(list)].sort() as CaseStatus[]);

export const listCasesQuery = z
  .strictObject({
    status: statusList
      .optional()
      .meta({ description: `One or more of ${CASE_STATUSES.join(', ')}, comma-separated: cases in any of them` }),
    clientReferenceId: z
      .string()
      .trim()
      .min(1, 'Must not be empty')
      .max(200)
      .optional()
      .meta({ description: 'Only cases created with this clientReferenceId' }),
    createdAfter: unixMsParam
      .optional()
      .meta({ description: 'Only cases created after this Unix ms time (exclusive)' }),
    createdBefore: unixMsParam
      .optional()
      .meta({ description: 'Only cases created before this Unix ms time (exclusive)' }),
    limit: limitParam.meta({ description: 'Cases per page, 1 to 100 (default 20)' }),
    cursor: cursorParam.meta({ description: 'nextCursor of the previous page, with the same filters' }),
  })
  .refine((q) => q.createdAfter === undefined || q.createdBefore === undefined || q.createdAfter < q.createdBefore, {
    path: ['createdAfter'],
    message: 'Must be less than createdBefore',
  });
export type ListCasesQuery = z.infer<typeof listCasesQuery>;

const listCursor = z.strictObject({ u: z.string(), f: z.string(), c: z.number().int(), i: z.string().min(1).max(128) });

/** The equality fields a query uses, besides `ownerId`: what its composite index must hold. */
export function equalityFieldsOf(q: Pick<ListCasesQuery, 'status' | 'clientReferenceId'>): string[] {
  return [
    'ownerId',
    ...(q.status ? ['status'] : []),
    ...(q.clientReferenceId !== undefined ? ['clientReferenceId'] : []),
  ];
}

/** Every index shape the list can need: each set of equality fields, then createdAt descending. */
export const caseListIndexShapes = [
  { status: undefined, clientReferenceId: undefined },
  { status: ['RUNNING' as CaseStatus], clientReferenceId: undefined },
  { status: undefined, clientReferenceId: 'x' },
  { status: ['RUNNING' as CaseStatus], clientReferenceId: 'x' },
].map((q) => ({
  collection: CASES,
  equals: equalityFieldsOf(q),
  orderBy: 'createdAt',
  direction: 'DESCENDING' as const,
}));

export function buildCaseListQuery(
  db: Firestore,
  userId: string,
  q: ListCasesQuery,
  after?: { c: number; i: string },
): Query {
  let query: Query = db.collection(CASES).where('ownerId', '==', userId);
  if (q.status)
    query = q.status.length === 1 ? query.where('status', '==', q.status[0]) : query.where('status', 'in', q.status);
  if (q.clientReferenceId !== undefined) query = query.where('clientReferenceId', '==', q.clientReferenceId);
  if (q.createdAfter !== undefined) query = query.where('createdAt', '>', q.createdAfter);
  if (q.createdBefore !== undefined) query = query.where('createdAt', '<', q.createdBefore);
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (after) query = query.startAfter(after.c, after.i);
  return query.limit(q.limit + 1);
}

const tag = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 16);
const filterTag = (q: ListCasesQuery) =>
  tag(JSON.stringify([q.status ?? null, q.clientReferenceId ?? null, q.createdAfter ?? null, q.createdBefore ?? null]));

export function listCasesHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    // Express matches `/cases/` here too; that path is the SPEC's "missing case id".
    if (req.path !== '/cases') return unmatchedPathHandler(req, res);
    const { userId } = principalOf(res);
    const q = parseQuery(listCasesQuery, req.query);
    let after: { c: number; i: string } | undefined;
    if (q.cursor !== undefined) {
      const cur = decodeCursor(listCursor, q.cursor);
      if (cur.u !== tag(userId) || cur.f !== filterTag(q)) throw cursorMismatch();
      if (!canNameStoredCase(cur.i)) throw cursorMismatch();
      const named = (await caseRef(deps.db, cur.i).get()).data();
      if (!named || named.ownerId !== userId || named.createdAt !== cur.c) throw cursorMismatch();
      after = cur;
    }
    const snap = await buildCaseListQuery(deps.db, userId, q, after).withConverter(caseConverter).get();
    const records = snap.docs.map((d) => d.data());
    const page = records.slice(0, q.limit);
    const last = page[page.length - 1];
    const nextCursor =
      records.length > q.limit && last
        ? encodeCursor({ u: tag(userId), f: filterTag(q), c: last.createdAt, i: last.caseId })
        : null;
    res.status(200).json({ ok: true, data: { cases: page.map((c) => toCaseView(c)), nextCursor } });
  };
}
