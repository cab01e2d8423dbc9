import { invalidRequest } from '../../shared/errors.js';

/**
 * Path ids (case id, attachment id) are plain strings: trimmed, required, bounded. Any string
 * may be looked up; one that cannot be a Firestore document id can never name a stored case.
 */

export const MAX_CASE_ID_LENGTH = 128;
export const MAX_ATTACHMENT_ID_LENGTH = 512;

/** The trimmed id, or 400 INVALID_REQUEST naming the parameter when it is empty or too long. */
export function requiredPathId(raw: unknown, name: string, maxLength: number): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (id === '') throw invalidRequest(`${name} is required.`);
  if (id.length > maxLength) throw invalidRequest(`${name}: must be at most ${maxLength} characters.`);
  return id;
}

/**
 * Whether `id` can be a Firestore document id. Others ('a/b' would address a sub-collection,
 * '.', '..', '__x__' are reserved) are never stored, so they are simply not found.
 */
export function isStorableDocId(id: string): boolean {
  return !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
