import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../shared/config.js';

/** The AgentMail receiver's body limit is its own setting, not the client routes' MAX_BODY_BYTES. */
describe('PROVIDER_EVENTS_MAX_BODY_BYTES', () => {
  it('defaults to 4 MiB, far above the client limit, and does not follow MAX_BODY_BYTES', () => {
    const c = loadConfig({ MAX_BODY_BYTES: '1024' });
    expect(c.api.maxBodyBytes).toBe(1024);
    expect(c.api.providerEventsMaxBodyBytes).toBe(4 * 1024 * 1024);
  });

  it('is read as a positive integer up to Cloud Run’s 32 MiB request cap', () => {
    expect(loadConfig({ PROVIDER_EVENTS_MAX_BODY_BYTES: '8388608' }).api.providerEventsMaxBodyBytes).toBe(
      8 * 1024 * 1024,
    );
    for (const bad of ['0', '-1', '1.5', 'lots', String(32 * 1024 * 1024 + 1)]) {
      expect(() => loadConfig({ PROVIDER_EVENTS_MAX_BODY_BYTES: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ PROVIDER_EVENTS_MAX_BODY_BYTES: bad }), bad).toThrow(/PROVIDER_EVENTS_MAX_BODY_BYTES/);
    }
  });
});
