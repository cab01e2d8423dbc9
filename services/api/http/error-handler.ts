import type { NextFunction, Request, Response } from 'express';
import { ApiError, type ErrorCode } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { requestLogger } from './request-log.js';

/**
 * The one place that writes the error envelope `{ ok: false, error: { code, message } }`.
 * ApiError → its status and code. Errors of the HTTP layer (body parser: malformed JSON, body
 * too large, bad charset; a path that is not valid percent-encoding) are the client's fault →
 * 400 INVALID_REQUEST. Anything else → 500 INTERNAL_ERROR with a generic message; the error is
 * logged (name, message, code, stack), never sent.
 */

export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).json({ ok: false, error: { code, message } });
}

const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body.',
  'entity.too.large': 'Request body is too large.',
  'entity.verify.failed': 'Request body could not be verified.',
  'encoding.unsupported': 'Unsupported content encoding.',
  'charset.unsupported': 'Unsupported charset; send UTF-8 JSON.',
  'request.aborted': 'Request body was aborted.',
  'request.size.invalid': 'Request body size did not match Content-Length.',
  'stream.encoding.set': 'Request body could not be read.',
};

export function createErrorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err);
    const log = requestLogger(res, logger);
    if (err instanceof ApiError) {
      if (err.status >= 500) log.error('request failed', { err: err.cause ?? err, code: err.code, path: req.path });
      return sendError(res, err.status, err.code, err.message);
    }
    const e = err as { type?: unknown; status?: unknown; statusCode?: unknown } | null;
    const status = Number(e?.status ?? e?.statusCode);
    if (typeof e?.type === 'string' && PARSER_MESSAGES[e.type] !== undefined) {
      return sendError(res, 400, 'INVALID_REQUEST', PARSER_MESSAGES[e.type]!);
    }
    if (status >= 400 && status < 500) {
      return sendError(res, 400, 'INVALID_REQUEST', 'The request could not be read.');
    }
    log.error('unexpected error', { err, path: req.path });
    sendError(res, 500, 'INTERNAL_ERROR', 'Internal error.');
  };
}
