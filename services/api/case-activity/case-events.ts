import { FieldPath, type Firestore, type Query } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { TIMELINE, timelineEntryDoc } from '../../../shared/timeline.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from '../cases/case-store.js';
import { requiredPathId } from '../http/path-ids.js';
import { cursorMismatch, cursorParam, decodeCursor, encodeCursor, limitParam, parseQuery } from './activity-query.js';

/**
 * GET /cases/{id}/events: the case's timeline (shared/timeline.ts), oldest first (`at`, then the
 * entry id), `limit` (1..100, default 20) and `cursor`. Each event is `{id, type, at, ...details}`.
 * Ownership as on the SPEC's case routes (404, then 403). One ordered query on the case's own
 * subcollection, served by Firestore's automatic single-field index on `at`
 * (`timelineQueryShape`, checked by test/infra/firestore.test.ts). The cursor names the case and
 * the last entry's position: another case's cursor is 400.
 */

export const caseEventsQuery = z.strictObject({
  limit: limitParam.meta({ description: 'Events per page, 1 to 100 (default 20)' }),
  cursor: cursorParam.meta({ description: 'nextCursor of the previous page' }),
});

const eventsCursor = z.strictObject({ k: z.string(), at: z.number(), id: z.string().min(1).max(200) });

/** The query's shape for the index check: no equality filter, ordered by `at` ascending. */
export const timelineQueryShape = {
  collection: TIMELINE,
  equals: [] as string[],
  orderBy: 'at',
  direction: 'ASCENDING' as const,
};

export function buildTimelineQuery(
  db: Firestore,
  caseId: string,
  limit: number,
  after?: { at: number; id: string },
): Query {
  let query: Query = db
    .collection(CASES)
    .doc(caseId)
    .collection(TIMELINE)
    .orderBy('at')
    .orderBy(FieldPath.documentId());
  if (after) query = query.startAfter(after.at, after.id);
  return query.limit(limit + 1);
}

export function caseEventsHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    res.locals.caseId = caseId;
    const q = parseQuery(caseEventsQuery, req.query);
    await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    let after: { at: number; id: string } | undefined;
    if (q.cursor !== undefined) {
      const cur = decodeCursor(eventsCursor, q.cursor);
      if (cur.k !== caseId || cur.id.includes('/')) throw cursorMismatch();
      after = cur;
    }
    const snap = await buildTimelineQuery(deps.db, caseId, q.limit, after).get();
    const docs = snap.docs.slice(0, q.limit);
    const events = docs.flatMap((d) => {
      const parsed = timelineEntryDoc.safeParse(d.data());
      return parsed.success ? [{ ...parsed.data.details, id: d.id, type: parsed.data.type, at: parsed.data.at }] : [];
    });
    const last = docs[docs.length - 1];
    const nextCursor =
      snap.docs.length > q.limit && last
        ? encodeCursor({ k: caseId, at: last.get('at') as number, id: last.id })
        : null;
    res.status(200).json({ ok: true, data: { events, nextCursor } });
  };
}
