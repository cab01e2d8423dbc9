import type { z } from 'zod';

/** At most this many problems are listed; the rest are counted. */
const MAX_LISTED = 5;

/**
 * One readable message for a failed validation, naming each offending field by its path,
 * e.g. `counterparty.address: Invalid email address; goal: Unrecognized key: "x"`.
 */
export function describeZodError(error: z.ZodError, root = 'body'): string {
  const issues = error.issues.flatMap(unwrapUnion);
  const parts = issues.slice(0, MAX_LISTED).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? root : path}: ${issue.message}`;
  });
  const more = issues.length - MAX_LISTED;
  if (more > 0) parts.push(`and ${more} more problem${more === 1 ? '' : 's'}`);
  return parts.join('; ');
}

/**
 * A value that fails every branch of a union (`knowledge`: string or object) gets zod's bare
 * "Invalid input". When exactly one branch had the value's type, its own problems are the ones
 * that say what is wrong (e.g. a control character in the string), so they are reported instead.
 */
function unwrapUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors)) return [issue];
  const typed = issue.errors.filter(
    (branch) => branch.length > 0 && !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (typed.length !== 1) return [issue];
  return typed[0]!.map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
}
