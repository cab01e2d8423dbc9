import type { Request, Response } from 'express';
import { readGroupMembers } from '../../../shared/case-groups/group-members-read.js';
import { toGroupView } from '../../../shared/case-groups/group-view.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { requiredPathId } from '../http/path-ids.js';
import { groupResultsCsv } from './group-csv.js';
import { loadOwnedGroup } from './group-store.js';

/**
 * GET /case-groups/{id}: the group, its counts by status, every member (status, resultStatus,
 * result) and the comparison. GET /case-groups/{id}/results.csv: one row per counterparty.
 * Both read the group and its members (one read each, at most 1,000).
 */

export function readGroupHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const groupId = requiredPathId(req.params.id, 'group id');
    res.locals.groupId = groupId;
    const { group } = await loadOwnedGroup(deps.db, groupId, principalOf(res).userId);
    const members = await readGroupMembers(deps.db, groupId, group.size);
    res.status(200).json({ ok: true, data: toGroupView(group, members) });
  };
}

export function groupCsvHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const groupId = requiredPathId(req.params.id, 'group id');
    res.locals.groupId = groupId;
    const { group } = await loadOwnedGroup(deps.db, groupId, principalOf(res).userId);
    const members = await readGroupMembers(deps.db, groupId, group.size);
    const schema = group.resultSchemaJson === null ? undefined : JSON.parse(group.resultSchemaJson);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('content-disposition', `attachment; filename="case-group-${groupId.replace(/[^A-Za-z0-9-]/g, '')}.csv"`)
      .set('x-content-type-options', 'nosniff')
      .send(groupResultsCsv(schema, members));
  };
}
