import { describe, expect, it } from 'vitest';
import { extract, logEntryFromStdout, matchesFilter, parseFilter } from '../support/cloud-logging-filter.js';

/** The small Cloud Logging evaluator the metric tests rely on: it must refuse as well as match. */

const revision = { type: 'cloud_run_revision', labels: { service_name: 'case-worker' } };
const line = JSON.stringify({
  severity: 'WARNING',
  message: 'webhook failed',
  time: '2026-11-23T04:00:00.000Z',
  'logging.googleapis.com/trace': 'projects/p/traces/abc',
  opsEvent: 'webhook_outcome',
  webhookOutcome: 'failed',
  httpStatus: 500,
  nested: { kind: 'x' },
});
const entry = logEntryFromStdout(line, revision);

describe('logEntryFromStdout (Cloud Run structured logging)', () => {
  it('moves severity, time and logging.googleapis.com/* out of jsonPayload, keeps the rest', () => {
    expect(entry.severity).toBe('WARNING');
    expect(entry.trace).toBe('projects/p/traces/abc');
    expect(entry.timestamp).toBe('2026-11-23T04:00:00.000Z');
    expect(entry.jsonPayload).toEqual({
      message: 'webhook failed',
      opsEvent: 'webhook_outcome',
      webhookOutcome: 'failed',
      httpStatus: 500,
      nested: { kind: 'x' },
    });
  });
});

describe('matchesFilter', () => {
  it('matches equal strings joined by AND, on the resource, top-level fields and the payload', () => {
    expect(matchesFilter('resource.type="cloud_run_revision" AND jsonPayload.opsEvent="webhook_outcome"', entry)).toBe(
      true,
    );
    expect(matchesFilter('severity="WARNING" AND jsonPayload.nested.kind="x"', entry)).toBe(true);
    expect(matchesFilter('jsonPayload.httpStatus="500"', entry)).toBe(true);
    expect(matchesFilter('resource.labels.service_name != "case-api"', entry)).toBe(true);
  });

  it('does not match another value, an absent field, or when one of the ANDed terms fails', () => {
    expect(matchesFilter('jsonPayload.opsEvent="case_created"', entry)).toBe(false);
    expect(matchesFilter('jsonPayload.missing="x"', entry)).toBe(false);
    expect(matchesFilter('jsonPayload.missing!="x"', entry)).toBe(false);
    expect(matchesFilter('resource.type="cloud_run_revision" AND jsonPayload.opsEvent="other"', entry)).toBe(false);
    expect(matchesFilter('jsonPayload.severity="WARNING"', entry)).toBe(false); // moved out of the payload
    expect(matchesFilter('jsonPayload.nested="x"', entry)).toBe(false); // an object is not a string
  });

  it('refuses syntax outside its subset instead of guessing', () => {
    for (const f of [
      'jsonPayload.opsEvent:"webhook"',
      'jsonPayload.a="x" OR jsonPayload.b="y"',
      'jsonPayload.a="x" jsonPayload.b="y"',
      '(jsonPayload.a="x")',
      'NOT jsonPayload.a="x"',
      'jsonPayload.n>=5',
      'jsonPayload.a=x',
      'jsonPayload.a="x" AND',
      '',
    ]) {
      expect(() => parseFilter(f), f).toThrow(/unsupported/);
    }
  });

  it('reads escaped quotes inside values', () => {
    const e = logEntryFromStdout(JSON.stringify({ a: 'say "hi"' }), revision);
    expect(matchesFilter('jsonPayload.a="say \\"hi\\""', e)).toBe(true);
  });
});

describe('extract', () => {
  it('gives a field as text, undefined when absent, and refuses other extractors', () => {
    expect(extract('EXTRACT(jsonPayload.webhookOutcome)', entry)).toBe('failed');
    expect(extract('EXTRACT(jsonPayload.httpStatus)', entry)).toBe('500');
    expect(extract('EXTRACT(jsonPayload.none)', entry)).toBeUndefined();
    expect(() => extract('REGEXP_EXTRACT(jsonPayload.a, "(x)")', entry)).toThrow(/unsupported/);
  });
});
