import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.js';

/**
 * The logger writes lines of plain fields without JSON.stringify's replacer (a cheaper
 * stringify); an Error, wherever it is in the fields or the child's base, is still written as
 * its name, message, code and stack only.
 */
describe('logger lines', () => {
  const capture = (base: Record<string, unknown> = { service: 'api' }) => {
    const lines: string[] = [];
    return { lines, log: createLogger({ level: 'info', base, write: (l) => lines.push(l) }) };
  };

  it('writes plain fields as they are, in order: severity, message, time, base, fields', () => {
    const { lines, log } = capture();
    log.child({ 'logging.googleapis.com/trace': 'projects/p/traces/t' }).info('request', {
      method: 'GET',
      status: 200,
      latencyMs: 1.5,
      cached: false,
      none: null,
      skipped: undefined,
    });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const time = (JSON.parse(line) as { time: string }).time;
    expect(line).toBe(
      `{"severity":"INFO","message":"request","time":"${time}","service":"api",` +
        `"logging.googleapis.com/trace":"projects/p/traces/t","method":"GET","status":200,"latencyMs":1.5,` +
        `"cached":false,"none":null}`,
    );
  });

  it('writes an Error by name, message, code and stack, at the top level, nested, and in the base', () => {
    const err = Object.assign(new Error('boom'), { code: 14, secret: 'never logged' });
    const { lines, log } = capture();
    log.error('request failed', { err, path: '/cases' });
    log.warn('publish failed', { detail: { publishError: err } });
    log.child({ cause: err }).info('with a base error');
    const shown = { name: 'Error', message: 'boom', code: 14, stack: err.stack };
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed[0]).toMatchObject({ severity: 'ERROR', err: shown, path: '/cases' });
    expect(parsed[1]).toMatchObject({ severity: 'WARNING', detail: { publishError: shown } });
    expect(parsed[2]).toMatchObject({ severity: 'INFO', cause: shown });
    for (const line of lines) expect(line).not.toContain('never logged');
  });
});
