/**
 * JSON logs, one line each, in the shape Cloud Logging reads from Cloud Run's stdout:
 * `severity`, `message`, `time`, and `logging.googleapis.com/trace` when a trace is known.
 * Callers pass ids and states only: never email bodies, metadata, prompts or keys.
 * Ops lines (fields from `opsFields`, shared/ops-events.ts) are what the log-based metrics count:
 * the level never drops them, or raising LOG_LEVEL would silence metrics and fire alerts.
 */
import { OPS_EVENT_FIELD } from './ops-events.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const SEVERITY: Record<LogLevel, string> = {
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
};
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level?: LogLevel;
  base?: LogFields;
  /** Where lines go; stdout by default. Tests pass an array sink. */
  write?: (line: string) => void;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = RANK[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const make = (base: LogFields): Logger => {
    const baseIsFlat = isFlat(base);
    const log = (level: LogLevel, message: string, fields?: LogFields) => {
      if (RANK[level] < min && !(fields && OPS_EVENT_FIELD in fields)) return;
      const entry = { severity: SEVERITY[level], message, time: new Date().toISOString(), ...base, ...fields };
      // Only an object value can hold an Error: a line of ids and states (most lines, every
      // request line) is written without the replacer, the same text, a cheaper stringify.
      write(baseIsFlat && isFlat(fields) ? JSON.stringify(entry) : JSON.stringify(entry, errorReplacer));
    };
    return {
      debug: (m, f) => log('debug', m, f),
      info: (m, f) => log('info', m, f),
      warn: (m, f) => log('warn', m, f),
      error: (m, f) => log('error', m, f),
      child: (fields) => make({ ...base, ...fields }),
    };
  };
  return make(options.base ?? {});
}

/** Whether no value of `fields` is an object (so nothing in it is an Error). */
function isFlat(fields: LogFields | undefined): boolean {
  if (fields === undefined) return true;
  for (const key in fields) {
    const v = fields[key];
    if (typeof v === 'object' && v !== null) return false;
  }
  return true;
}

/** Errors are logged by name, message and code; stack only, never the objects they carry. */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return { name: value.name, message: value.message, ...(code !== undefined ? { code } : {}), stack: value.stack };
  }
  return value;
}

/**
 * Trace correlation from `X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=1` (or W3C `traceparent`),
 * as the log field Cloud Logging joins with the request log.
 */
export function traceFields(
  projectId: string,
  header: { cloudTrace?: string | undefined; traceparent?: string | undefined },
): LogFields {
  let traceId: string | undefined;
  let spanId: string | undefined;
  const ct = header.cloudTrace?.match(/^([0-9a-fA-F]{32})(?:\/(\d{1,20}))?/);
  if (ct) {
    traceId = ct[1];
    spanId = ct[2] === undefined ? undefined : hexSpanId(ct[2]);
  } else {
    const tp = header.traceparent?.match(/^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/);
    if (tp) {
      traceId = tp[1];
      spanId = tp[2];
    }
  }
  if (!traceId) return {};
  return {
    'logging.googleapis.com/trace': `projects/${projectId}/traces/${traceId}`,
    ...(spanId ? { 'logging.googleapis.com/spanId': spanId } : {}),
  };
}

/**
 * X-Cloud-Trace-Context carries the span id in decimal; Cloud Logging's spanId field is the
 * 16-hex-digit form the Trace API uses. Undefined for zero or anything beyond 64 bits.
 */
function hexSpanId(decimal: string): string | undefined {
  const n = BigInt(decimal);
  if (n === 0n || n >= 1n << 64n) return undefined;
  return n.toString(16).padStart(16, '0');
}
