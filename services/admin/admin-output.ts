import type { AdminResult } from './admin-commands.js';
import { shellQuote } from './admin-invocation.js';

/**
 * Human-readable text for each command's result. `--json` prints the result object itself
 * instead (stable field names, for scripts). Only issue-key's result carries a plaintext key:
 * it is printed here once, which is the only time anyone sees it.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** `admin`: how to run the CLI again in this environment (admin-invocation.ts), for the hints. */
export function formatAdminResult(r: AdminResult, admin = 'npm run admin --'): string {
  switch (r.command) {
    case 'create-user':
      return [
        `Created user ${r.user.userId}`,
        `  plan:    ${r.user.plan}`,
        ...(r.user.email !== undefined ? [`  email:   ${r.user.email}`] : []),
        `  created: ${iso(r.user.createdAt)}`,
        '',
        `Next: ${admin} issue-key --user ${shellQuote(r.user.userId)}`,
      ].join('\n');
    case 'issue-key':
      return [
        `API key for user ${r.userId} (label ${JSON.stringify(r.label)}):`,
        '',
        `  ${r.apiKey}`,
        '',
        'It is shown only now: the database keeps its SHA-256 hash, not the key.',
        `  hash: ${r.keyHash}`,
        `Send it as the x-api-key header.`,
      ].join('\n');
    case 'deactivate-key':
      return r.wasActive
        ? `Deactivated key ${r.keyHash} of user ${r.userId}.`
        : `Key ${r.keyHash} of user ${r.userId} was already inactive; nothing changed.`;
    case 'deactivate-user':
      return [
        r.wasActive ? `Deactivated user ${r.userId}.` : `User ${r.userId} was already inactive.`,
        `  keys deactivated now: ${r.keysDeactivated}`,
      ].join('\n');
    case 'set-plan':
      return r.previousPlan === r.plan
        ? `User ${r.userId} is already on ${r.plan}.`
        : `User ${r.userId}: plan ${r.previousPlan} -> ${r.plan}.`;
    case 'set-review':
      return r.previousReview === r.review
        ? `User ${r.userId}: review is already ${r.review}.`
        : `User ${r.userId}: review of new cases ${r.previousReview} -> ${r.review}.`;
    case 'usage':
      return [
        `Usage of ${r.userId} in ${r.month} (UTC), plan ${r.plan}:`,
        `  created:   ${r.created}`,
        `  billable:  ${r.billable}`,
        `  cap:       ${r.cap}`,
        `  remaining: ${r.remaining}`,
      ].join('\n');
    case 'show-user':
      return [
        `User ${r.user.userId}: ${r.user.active ? 'active' : 'INACTIVE'}, plan ${r.user.plan}` +
          (r.user.email !== undefined ? `, ${r.user.email}` : '') +
          `, created ${iso(r.user.createdAt)}`,
        r.keys.length === 0 ? '  no keys' : `  keys (${r.keys.length}):`,
        ...r.keys.map(
          (k) =>
            `    ${k.keyHash}  ${k.active ? 'active  ' : 'inactive'}  ${iso(k.createdAt)}  ${JSON.stringify(k.label)}`,
        ),
      ].join('\n');
    case 'suppressions':
      return [
        r.suppressions.length === 0
          ? `User ${r.userId} has no suppressed addresses.`
          : `Do-not-contact list of ${r.userId} (${r.suppressions.length}, newest first):`,
        ...r.suppressions.map((s) => `  ${s.address}  ${s.reason.padEnd(9)}  ${iso(s.suppressedAt)}  case ${s.caseId}`),
      ].join('\n');
    case 'unsuppress':
      return `Removed ${r.removed.address} (${r.removed.reason}, ${iso(r.removed.suppressedAt)}) from the do-not-contact list of ${r.userId}: the next case to it runs.`;
    case 'unrouted-events':
      return [
        r.events.length === 0
          ? `No ${r.state} provider events.`
          : `${r.events.length} ${r.state} provider event(s), oldest first (kept until "expires"):`,
        ...r.events.map((e) =>
          [
            `  ${e.kind.padEnd(10)} parked ${iso(e.parkedAt)}  expires ${iso(e.expiresAt)}`,
            `    thread ${e.threadId}  inbox ${e.inboxId}`,
            `    message ${e.messageId}  event ${e.providerEventId}`,
          ].join('\n'),
        ),
      ].join('\n');
    case 'webhook-secret':
      return [
        `Webhook signing secret for user ${r.userId}${r.rotated ? ' (replaces the previous one, now)' : ''}:`,
        '',
        `  ${r.secret}`,
        '',
        'It is shown only now. Webhooks to this user carry webhook-id, webhook-timestamp and',
        'webhook-signature (Standard Webhooks); verify them with this secret (docs/webhooks.md).',
      ].join('\n');
  }
}
