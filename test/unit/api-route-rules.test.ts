import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import { ApiError } from '../../shared/errors.js';
import { checkInputAcceptable } from '../../services/api/cases/input-resolution.js';
import { canNameStoredCase, requiredPathId, shownId } from '../../services/api/http/path-ids.js';
import { wantsTranscript } from '../../services/api/cases/read-case.js';
import { createFixedWindowLimiter } from '../../services/api/http/fixed-window-limiter.js';
import { missingIdOf } from '../../services/api/http/unmatched-path.js';

describe('wantsTranscript', () => {
  it('is on only for the literal true after trim and lowercase', () => {
    for (const v of ['true', 'TRUE', ' True ', '\ttrue\n']) expect(wantsTranscript(v), v).toBe(true);
    for (const v of ['1', 'yes', 'false', '', 'tru e', undefined, ['true'], { a: 'true' }])
      expect(wantsTranscript(v), String(v)).toBe(false);
  });
});

describe('path ids', () => {
  it('trims and requires; length is not a reason to refuse', () => {
    expect(requiredPathId('  abc ', 'case id')).toBe('abc');
    expect(() => requiredPathId('   ', 'case id')).toThrow(/case id is required/);
    expect(() => requiredPathId(undefined, 'case id')).toThrow(ApiError);
    expect(requiredPathId('x'.repeat(5000), 'case id')).toHaveLength(5000);
  });
  it('knows which strings can name a stored case', () => {
    expect(canNameStoredCase('0b4c1f6e-aaaa-4bbb-8ccc-123456789abc')).toBe(true);
    expect(canNameStoredCase('x'.repeat(128))).toBe(true);
    for (const id of ['a/b', '.', '..', '__x__', 'x'.repeat(129)]) expect(canNameStoredCase(id), id).toBe(false);
  });
  it('repeats a long unknown id only in part', () => {
    expect(shownId('abc')).toBe('"abc"');
    expect(shownId('y'.repeat(1000))).toBe(`"${'y'.repeat(128)}"…`);
  });
});

describe('missingIdOf (unmatched paths)', () => {
  it('names the missing id for known shapes with an empty segment', () => {
    expect(missingIdOf('GET', '/cases/')).toBe('case id');
    expect(missingIdOf('POST', '/cases//input')).toBe('case id');
    expect(missingIdOf('GET', '/cases//attachments/a')).toBe('case id');
    expect(missingIdOf('GET', '/cases/x/attachments')).toBe('attachment id');
    expect(missingIdOf('GET', '/cases/x/attachments/')).toBe('attachment id');
    expect(missingIdOf('GET', '/cases/x/attachments/%20')).toBe('attachment id');
  });
  it('is undefined for other paths (404 NOT_FOUND)', () => {
    for (const [m, p] of [
      ['GET', '/cases'],
      ['DELETE', '/cases/'],
      ['GET', '/cases/x/y'],
      ['PUT', '/cases//input'],
      ['GET', '/other/'],
      ['GET', '/cases/x/attachments/a/b'],
    ]) {
      expect(missingIdOf(m!, p!), `${m} ${p}`).toBeUndefined();
    }
  });
});

describe('checkInputAcceptable', () => {
  const paused = {
    status: 'INPUT_NEEDED',
    inputRequestId: 'ir-1',
    inputRequestStatus: 'PENDING',
    inputRequest: { id: 'ir-1', question: 'q', status: 'PENDING', requestedAt: 1 },
  } as CaseRecord;
  const code = (c: CaseRecord, id: string) => {
    try {
      checkInputAcceptable(c, id);
      return 'OK';
    } catch (e) {
      return (e as ApiError).code;
    }
  };
  it('passes a matching pending request', () => expect(code(paused, 'ir-1')).toBe('OK'));
  it('checks status first, then pending, then the id', () => {
    expect(code({ ...paused, status: 'RUNNING' }, 'other')).toBe('CASE_NOT_WAITING_FOR_INPUT');
    expect(
      code(
        { ...paused, inputRequestStatus: 'RESOLVED', inputRequest: { ...paused.inputRequest!, status: 'RESOLVED' } },
        'other',
      ),
    ).toBe('INPUT_REQUEST_NOT_PENDING');
    expect(code({ ...paused, inputRequestStatus: 'NONE', inputRequest: null }, 'ir-1')).toBe(
      'INPUT_REQUEST_NOT_PENDING',
    );
    expect(code(paused, 'ir-2')).toBe('INPUT_REQUEST_MISMATCH');
  });
});

describe('fixed-window limiter', () => {
  it('allows `limit` per window per key, then tells how long to wait; a new window resets', () => {
    let now = 1_000_000;
    const l = createFixedWindowLimiter({ windowMs: 1000, limit: 2, now: () => now });
    expect(l.take('a').allowed).toBe(true);
    expect(l.take('a').allowed).toBe(true);
    expect(l.take('a')).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(l.take('b').allowed).toBe(true);
    now += 400;
    expect(l.take('a')).toEqual({ allowed: false, retryAfterMs: 600 });
    now += 600;
    expect(l.take('a').allowed).toBe(true);
  });
  it('bounds its memory: expired windows are swept once many keys are tracked', () => {
    let now = 0;
    const l = createFixedWindowLimiter({ windowMs: 10, limit: 1, now: () => now });
    for (let i = 0; i < 10_000; i++) l.take(`k${i}`);
    expect(l.size()).toBe(10_000);
    now = 100;
    expect(l.take('fresh').allowed).toBe(true);
    expect(l.size()).toBe(1);
  });
});
