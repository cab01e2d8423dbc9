import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../shared/config.js';

describe('loadConfig', () => {
  it('gives local defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.api.port).toBe(8080);
    expect(c.caseEventsTopic).toBe('case-events');
    expect(c.brain.kind).toBe('offline');
    expect(c.webhooks.allowedHosts).toEqual([]);
  });

  it('parses numbers, lists and booleans', () => {
    const c = loadConfig({ PORT: '9000', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, localhost', GOOGLE_GENAI_USE_VERTEXAI: 'true', BRAIN: 'gemini' });
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
