import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, SETTING_NAMES, loadConfig } from '../../shared/config.js';

describe('loadConfig', () => {
  it('gives local defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.api.port).toBe(8080);
    expect(c.caseEventsTopic).toBe('case-events');
    expect(c.brain.kind).toBe('offline');
    expect(c.webhooks.allowedHosts).toEqual([]);
  });

  it('parses numbers, lists and booleans', () => {
    const c = loadConfig({
      PORT: '9000',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, localhost',
      GOOGLE_GENAI_USE_VERTEXAI: 'true',
      BRAIN: 'gemini',
    });
    expect(c.api.port).toBe(9000);
    expect(c.webhooks.allowedHosts).toEqual(['127.0.0.1', 'localhost']);
    expect(c.brain.useVertexAi).toBe(true);
  });

  it('names every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'abc', BRAIN: 'gpt' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', BRAIN: 'gpt' });
    } catch (e) {
      expect(String((e as Error).message)).toMatch(/PORT/);
      expect(String((e as Error).message)).toMatch(/BRAIN/);
    }
  });

  it('requires a Gemini key for the gemini brain outside Vertex AI', () => {
    expect(() => loadConfig({ BRAIN: 'gemini' })).toThrow(/GEMINI_API_KEY/);
  });
});

describe('FOLLOW_UP_WINDOW_DEFAULT', () => {
  it('is `always` unless set (local and tests); a window is parsed; a bad one stops the start, named', () => {
    expect(loadConfig({}).worker.followUpWindow).toBe('always');
    expect(loadConfig({ FOLLOW_UP_WINDOW_DEFAULT: 'MON-FRI 09:00-17:00' }).worker.followUpWindow).toEqual({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      start: '09:00',
      end: '17:00',
    });
    expect(() => loadConfig({ FOLLOW_UP_WINDOW_DEFAULT: 'weekdays' })).toThrow(
      /FOLLOW_UP_WINDOW_DEFAULT: expected "always" or "DAYS HH:MM-HH:MM"/,
    );
    expect(() => loadConfig({ FOLLOW_UP_WINDOW_DEFAULT: 'MON-FRI 17:00-09:00' })).toThrow(
      /FOLLOW_UP_WINDOW_DEFAULT: start must be before end/,
    );
  });
});

describe('.env.example', () => {
  it('lists every setting of shared/config.ts, and names no setting that does not exist', () => {
    const listed = readFileSync('.env.example', 'utf8')
      .split('\n')
      .map((l) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(l)?.[1])
      .filter((n): n is string => n !== undefined);
    expect(SETTING_NAMES.filter((n) => !listed.includes(n))).toEqual([]);
    // The rest are the local stack's own (dev/), read there and not by the services.
    expect(listed.filter((n) => !SETTING_NAMES.includes(n)).sort()).toEqual([
      'CLOUDSDK_ROOT',
      'FIRESTORE_PORT',
      'LOCAL_LOOPBACK_WEBHOOKS',
      'LOCAL_STACK_DIR',
      'MAIL_SANDBOX_PORT',
      'MAIL_SANDBOX_RETRY_SCALE',
      'PUBSUB_PORT',
      'TASKS_EMULATOR_CONTROL_PORT',
      'TASKS_EMULATOR_PORT',
    ]);
  });
});
