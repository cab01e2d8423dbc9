import { describe, expect, it } from 'vitest';
import { InfraConfigError, parseInfraSettings, settingKeys } from '../../infra/infra-config.js';
import { readFileSync } from 'node:fs';

describe('stack settings', () => {
  it('applies production defaults from project and region alone', () => {
    const s = parseInfraSettings({ project: 'p', region: 'us-central1' });
    expect(s.image).toBeUndefined();
    expect(s).toMatchObject({
      brain: 'offline',
      workerIngress: 'internal',
      pushMaxDeliveryAttempts: 10,
      apiConcurrency: 80,
    });
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      parseInfraSettings({ project: '', region: 'r', apiCpu: '3', pushMaxDeliveryAttempts: '2', useVertexAi: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InfraConfigError);
    for (const key of ['project', 'apiCpu', 'pushMaxDeliveryAttempts', 'useVertexAi']) {
      expect((error as Error).message).toContain(key);
    }
  });

  it('documents every setting in Pulumi.yaml, with the same defaults as the parser', () => {
    const projectFile = readFileSync('Pulumi.yaml', 'utf8');
    for (const key of [...settingKeys, 'agentmailApiKey', 'agentmailWebhookSecret', 'geminiApiKey']) {
      expect(projectFile, key).toMatch(new RegExp(`^(  ${key}:$|#   ${key} )`, 'm'));
    }
    // Each declared key: `  key:` then type, description and default lines (this file's layout).
    const declared = [...projectFile.matchAll(/^  (\w+):\n(?:    .*\n)*?    default: (.*)$/gm)];
    expect(declared.length).toBeGreaterThan(20);
    const defaults = parseInfraSettings({ project: 'p', region: 'r' }) as Record<string, unknown>;
    for (const [, key, value] of declared) {
      const declaredValue = value!.replace(/^"(.*)"$/, '$1');
      const parsed = parseInfraSettings({ project: 'p', region: 'r', [key!]: declaredValue }) as Record<
        string,
        unknown
      >;
      expect(parsed[key!], key).toEqual(defaults[key!]);
    }
  });
});
