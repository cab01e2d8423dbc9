import { z } from 'zod';
import { invalidRequest } from '../../../shared/errors.js';
import { describeZodError } from '../validation/validation-message.js';

/**
 * Query-string pieces shared by the activity routes (GET /cases, GET /cases/{id}/events), and
 * their opaque cursors. A cursor is base64url JSON of the last item's position plus what binds it
 * (the caller, the case, the filters); the routes re-check those on use, so a cursor of another
 * user, another case or another query, or one that was edited, is 400 INVALID_REQUEST.
 */

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** `limit`: 1..100, default 20, digits only. */
export const limitParam = z
  .string()
  .regex(/^\d{1,4}$/, 'Must be an integer from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Must be an integer from 1 to 100').max(MAX_PAGE, 'Must be an integer from 1 to 100'))
  .optional()
  .transform((v) => v ?? DEFAULT_PAGE);

/** A Unix-ms instant written as digits. */
export const unixMsParam = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a Unix time in milliseconds (digits only)')
  .transform(Number)
  .pipe(z.number().int().nonnegative().max(8_640_000_000_000_000));

export const cursorParam = z.string().min(1).max(1024).optional();

/** Parses `req.query` with a strict schema; a repeated or unknown parameter is named in the 400. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw invalidRequest(describeZodError(parsed.error, 'query'));
  return parsed.data;
}

export function encodeCursor(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The cursor's JSON checked against `schema`, or 400 naming `cursor`. */
export function decodeCursor<T extends z.ZodType>(schema: T, cursor: string): z.infer<T> {
  const bad = () => invalidRequest('cursor: Not a cursor of this query; start again without a cursor.');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw bad();
  return parsed.data;
}

export const cursorMismatch = () => invalidRequest('cursor: Not a cursor of this query; start again without a cursor.');
