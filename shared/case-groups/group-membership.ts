/**
 * A member's place in its group, stored on the case (internal but `groupId`). Apart from
 * case-group-record.ts, which imports case-record.ts: the case record imports only this.
 */
export interface GroupMembership {
  groupId: string;
  index: number;
  size: number;
  maxConcurrent: number;
}
