import type { NextFunction, Request, Response } from 'express';
import { traceFields, type LogFields, type Logger } from '../../../shared/logger.js';

/**
 * One JSON line per request when its response is finished: method, route pattern (not the raw
 * path, which carries ids), status, latency, caseId and userId when known, and the trace fields
 * from `X-Cloud-Trace-Context`. Never bodies, query values or headers such as the API key.
 * Every other line written while handling the request goes through `requestLogger(res, logger)`,
 * which adds the same trace fields to the caller's own logger, so Cloud Logging groups them
 * under the request.
 */
export function requestLog(logger: Logger, projectId: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const trace = traceFields(projectId, {
      cloudTrace: req.get('x-cloud-trace-context'),
      traceparent: req.get('traceparent'),
    });
    // Most requests carry no trace header: no trace fields, so the logger itself, not a child per request.
    const traced = Object.keys(trace).length > 0;
    if (traced) res.locals.trace = trace;
    const log = traced ? logger.child(trace) : logger;
    res.on('finish', () => {
      const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      const fields = {
        method: req.method,
        route,
        status: res.statusCode,
        latencyMs: Math.round(latencyMs * 10) / 10,
        ...(typeof res.locals.caseId === 'string' ? { caseId: res.locals.caseId } : {}),
        ...(typeof res.locals.userId === 'string' ? { userId: res.locals.userId } : {}),
      };
      if (res.statusCode >= 500) log.error('request', fields);
      else log.info('request', fields);
    });
    next();
  };
}

/** `logger` (the caller's own) with the trace fields of the request being handled. */
export function requestLogger(res: Response, logger: Logger): Logger {
  const trace = res.locals.trace as LogFields | undefined;
  return trace ? logger.child(trace) : logger;
}
