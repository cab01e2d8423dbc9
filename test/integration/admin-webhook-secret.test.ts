import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from '../../services/admin/admin-args.js';
import { WEBHOOK_SECRETS } from '../../shared/webhook-secrets.js';
import { emulatorEnv } from '../support/emulator-env.js';

/** `npm run admin -- webhook-secret --user ID` as a real process against the Firestore emulator. */

describe('admin webhook-secret', () => {
  const env = emulatorEnv('admin-whsec');
  const run = (...argv: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'services/admin/main.ts', ...argv], {
        env: { ...process.env, ...env.env() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('parses', () => {
    expect(parseAdminArgs(['webhook-secret', '--user', 'acme'])).toMatchObject({
      command: { name: 'webhook-secret', userId: 'acme' },
    });
    expect(() => parseAdminArgs(['webhook-secret'])).toThrow(/--user is required/);
  });

  it('issues a secret printed once and stored so it can sign; rotates it; refuses an unknown user', async () => {
    expect((await run('create-user', '--plan', 'SANDBOX', '--id', 'whsec-user')).code).toBe(0);
    const first = await run('webhook-secret', '--user', 'whsec-user');
    expect(first.code).toBe(0);
    const secret = /^\s+(whsec_\S+)$/m.exec(first.stdout)?.[1];
    expect(secret, first.stdout).toBeDefined();
    expect(first.stdout).toMatch(/shown only now/);
    const db = env.firestore();
    try {
      expect((await db.collection(WEBHOOK_SECRETS).doc('whsec-user').get()).data()).toMatchObject({ secret });
      const again = await run('webhook-secret', '--user', 'whsec-user', '--json');
      expect(again.code).toBe(0);
      const rotated = JSON.parse(again.stdout) as { secret: string; rotated: boolean };
      expect(rotated.rotated).toBe(true);
      expect(rotated.secret).not.toBe(secret);
      expect((await db.collection(WEBHOOK_SECRETS).doc('whsec-user').get()).data()).toMatchObject({
        secret: rotated.secret,
      });
    } finally {
      await db.terminate();
    }
    const unknown = await run('webhook-secret', '--user', 'nobody-here');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No user with id "nobody-here"/);
  });
});
