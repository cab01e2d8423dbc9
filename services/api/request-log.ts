import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../shared/logger.js';
import { traceFields } from '../../shared/logger.js';

/**
 * One JSON line per request when its response is finished: method, route pattern (not the raw
 * path, which carries ids), status, latency, caseId and userId when known, and the trace fields
 * from `X-Cloud-Trace-Context`. Never bodies, query values or headers such as the API key.
 */
export function requestLog(logger: Logger, projectId: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
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
        ...traceFields(projectId, {
          cloudTrace: req.get('x-cloud-trace-context'),
          traceparent: req.get('traceparent'),
        }),
      };
      if (res.statusCode >= 500) logger.error('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}
