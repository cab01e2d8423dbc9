import type { Request, Response } from 'express';
import { ApiError, invalidRequest } from '../../../shared/errors.js';

/**
 * Requests that matched no route. Express gives a route parameter at least one character, so a
 * missing id (`GET /cases/`, `POST /cases//input`, `GET /cases/x/attachments/`) matches no
 * route: such a path, with the right method for its shape, is the client's 400 INVALID_REQUEST
 * ("case id is required"), as the SPEC says. Everything else is 404 NOT_FOUND.
 */
export function unmatchedPathHandler(req: Request, _res: Response): never {
  const missing = missingIdOf(req.method, req.path);
  if (missing) throw invalidRequest(`${missing} is required.`);
  throw new ApiError('NOT_FOUND', `No route for ${req.method} ${req.path}.`);
}

/** Which id a path of a known shape lacks, or undefined when it is not such a path. */
export function missingIdOf(method: string, path: string): 'case id' | 'attachment id' | undefined {
  const segments = path.split('/');
  if (segments[0] !== '' || segments[1]?.toLowerCase() !== 'cases') return undefined;
  const [id, sub, attachmentId, ...rest] = segments.slice(2).map((s) => safeDecode(s).trim());
  if (id === undefined || rest.length > 0) return undefined;
  if (method === 'GET' && sub === undefined) return id === '' ? 'case id' : undefined;
  if (method === 'POST' && sub?.toLowerCase() === 'input' && attachmentId === undefined) {
    return id === '' ? 'case id' : undefined;
  }
  // The case-activity routes: GET /cases/{id}/events, POST /cases/{id}/cancel.
  const activity = method === 'GET' ? 'events' : method === 'POST' ? 'cancel' : undefined;
  if (activity && sub?.toLowerCase() === activity && attachmentId === undefined) {
    return id === '' ? 'case id' : undefined;
  }
  if (method === 'GET' && sub?.toLowerCase() === 'attachments') {
    if (id === '') return 'case id';
    if (attachmentId === undefined || attachmentId === '') return 'attachment id';
  }
  return undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
