import type { z } from 'zod';

/** At most this many problems are listed; the rest are counted. */
const MAX_LISTED = 5;

/**
 * One readable message for a failed validation, naming each offending field by its path,
 * e.g. `counterparty.address: Invalid email address; goal: Unrecognized key: "x"`.
 */
export function describeZodError(error: z.ZodError, root = 'body'): string {
  const parts = error.issues.slice(0, MAX_LISTED).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? root : path}: ${issue.message}`;
  });
  const more = error.issues.length - MAX_LISTED;
  if (more > 0) parts.push(`and ${more} more problem${more === 1 ? '' : 's'}`);
  return parts.join('; ');
}
