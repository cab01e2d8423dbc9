import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { invalidRequest } from '../../../shared/errors.js';

/**
 * Body parsing for the POST routes, after authentication: the body must be declared
 * `application/json` and be at most `maxBodyBytes`; errors of the parser (malformed JSON,
 * too large, unsupported charset) are turned into 400 INVALID_REQUEST by the error handler.
 */
export function jsonBody(maxBodyBytes: number): RequestHandler[] {
  const requireJson = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is('application/json')) throw invalidRequest('Content-Type must be application/json with a JSON body.');
    next();
  };
  // `type`: requireJson has just made the same check (type-is, application/json) or refused, so
  // the parser does not parse the Content-Type header a second time.
  return [requireJson, express.json({ limit: maxBodyBytes, strict: true, type: checkedByRequireJson })];
}

const checkedByRequireJson = () => true;
