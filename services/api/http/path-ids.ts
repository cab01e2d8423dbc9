import { invalidRequest } from '../../../shared/errors.js';

/**
 * Path ids (case id, attachment id) are plain strings: trimmed and required (400 when missing,
 * SPEC). Any other string may be looked up: one that cannot name a stored case or attachment is
 * simply not found (404), whatever its length.
 */

/** Case ids are UUIDs (36 characters); nothing longer than this can name a stored case. */
export const MAX_CASE_ID_LENGTH = 128;
/** How much of an unknown id an error message repeats. */
const SHOWN_ID_LENGTH = 128;

/** The trimmed id, or 400 INVALID_REQUEST naming the parameter when it is empty. */
export function requiredPathId(raw: unknown, name: string): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (id === '') throw invalidRequest(`${name} is required.`);
  return id;
}

/**
 * Whether `id` can name a stored case: not too long, and a valid Firestore document id ('a/b'
 * would address a sub-collection; '.', '..', '__x__' are reserved), so never stored.
 */
export function canNameStoredCase(id: string): boolean {
  return id.length <= MAX_CASE_ID_LENGTH && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** An id as an error message repeats it: quoted, and cut short when long. */
export function shownId(id: string): string {
  return id.length > SHOWN_ID_LENGTH ? `${JSON.stringify(id.slice(0, SHOWN_ID_LENGTH))}…` : JSON.stringify(id);
}
