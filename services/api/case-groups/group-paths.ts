import type { NextFunction, Request, Response } from 'express';
import { invalidRequest } from '../../../shared/errors.js';

/**
 * Paths under /case-groups that lack the group id (`GET /case-groups/`, `POST
 * /case-groups//cancel`, `GET /case-groups//results.csv`) are 400 "group id is required", as
 * the case routes answer a missing case id; `GET /case-groups` itself goes on to the list. Any
 * other unmatched path falls through to the app's 404.
 */
export function groupPathHandler(req: Request, _res: Response, next: NextFunction): void {
  const segments = req.originalUrl.split('?')[0]!.split('/').slice(2).map(decodeSafe);
  if (segments.length === 0) return next();
  const [id, sub, ...rest] = segments;
  const shaped =
    rest.length === 0 &&
    ((req.method === 'GET' && (sub === undefined || sub === 'results.csv')) ||
      (req.method === 'POST' && sub === 'cancel'));
  if (shaped && id!.trim() === '') throw invalidRequest('group id is required.');
  next();
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
