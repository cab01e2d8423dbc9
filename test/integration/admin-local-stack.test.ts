import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deactivateUser } from '../../services/admin/admin-commands.js';
import { API_KEYS, USERS, hashApiKey } from '../../shared/api-keys.js';
import { DEMO_USER_ID, ensureDemoAccount } from '../../dev/demo-user.js';
import { definedEnv, startStack, type Component } from '../../dev/local-stack.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * The pieces of `npm start` that can be checked without starting it: the demo account (on the
 * Firestore emulator) and the component runner's ordering, env precedence and clean-up.
 */

const dir = mkdtempSync(join(tmpdir(), 'demo-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureDemoAccount', () => {
  it('creates the user and a key once, keeps the key stable across runs, and stores only its hash', async () => {
    const env = emulatorEnv('demo');
    const db = env.firestore();
    const keyFile = join(dir, 'a', 'demo-key');
    try {
      const first = await ensureDemoAccount(db, { keyFile, now: () => 1000 });
      expect(first).toMatchObject({ userId: DEMO_USER_ID, active: true, createdUser: true, createdKey: true });
      expect(readFileSync(keyFile, 'utf8').trim()).toBe(first.apiKey);
      expect(statSync(keyFile).mode & 0o077).toBe(0); // not readable by others

      const second = await ensureDemoAccount(db, { keyFile, now: () => 2000 });
      expect(second).toMatchObject({ apiKey: first.apiKey, createdUser: false, createdKey: false, active: true });

      const user = (await db.collection(USERS).doc(DEMO_USER_ID).get()).data();
      expect(user).toMatchObject({ plan: 'SANDBOX', active: true, createdAt: 1000 });
      const keys = await db.collection(API_KEYS).get();
      expect(keys.docs.map((d) => d.id)).toEqual([hashApiKey(first.apiKey)]);
      expect(JSON.stringify(keys.docs.map((d) => d.data()))).not.toContain(first.apiKey);
    } finally {
      await db.terminate();
    }
  });

  it('re-stores the hash when the database was wiped but the key file kept, and replaces a garbled file', async () => {
    const env = emulatorEnv('demo');
    const db = env.firestore();
    const keyFile = join(dir, 'b', 'demo-key');
    try {
      const first = await ensureDemoAccount(db, { keyFile, now: () => 1 });
      const other = emulatorEnv('demo').firestore(); // a fresh, empty project
      try {
        const again = await ensureDemoAccount(other, { keyFile, now: () => 2 });
        expect(again).toMatchObject({ apiKey: first.apiKey, createdUser: true, createdKey: true });
      } finally {
        await other.terminate();
      }
      writeFileSync(keyFile, 'not a key\n');
      const fresh = await ensureDemoAccount(db, { keyFile, now: () => 3 });
      expect(fresh.apiKey).not.toBe(first.apiKey);
      expect(fresh.apiKey).toMatch(/^ecs_/);
      expect(readFileSync(keyFile, 'utf8').trim()).toBe(fresh.apiKey);
    } finally {
      await db.terminate();
    }
  });

  it('does not reactivate a demo user someone deactivated, and says so', async () => {
    const env = emulatorEnv('demo');
    const db = env.firestore();
    const keyFile = join(dir, 'c', 'demo-key');
    try {
      await ensureDemoAccount(db, { keyFile, now: () => 1 });
      await deactivateUser({ db, now: () => 2 }, { userId: DEMO_USER_ID });
      const after = await ensureDemoAccount(db, { keyFile, now: () => 3 });
      expect(after.active).toBe(false);
      expect((await db.collection(USERS).doc(DEMO_USER_ID).get()).data()?.active).toBe(false);
    } finally {
      await db.terminate();
    }
  });
});

describe('startStack', () => {
  const quiet = { info: () => {}, error: () => {} };

  /** A component that records what it saw and when it stopped. */
  const recorder = (name: string, trace: string[], adds: Record<string, string> = {}, fail = false): Component => ({
    name,
    async start(env) {
      trace.push(`start ${name} A=${env.A ?? '-'} B=${env.B ?? '-'}`);
      if (fail) throw new Error(`${name} broke`);
      return { env: adds, summary: `${name} up`, stop: async () => void trace.push(`stop ${name}`) };
    },
  });

  it('starts in order, passes each one what the earlier ones added, and lets the user env win', async () => {
    const trace: string[] = [];
    const stack = await startStack([recorder('one', trace, { A: 'computed', B: 'computed' }), recorder('two', trace)], {
      defaults: { A: 'default' },
      userEnv: definedEnv({ B: 'user', EMPTY: '', UNSET: undefined }),
      log: quiet,
    });
    expect(trace).toEqual(['start one A=default B=user', 'start two A=computed B=user']);
    expect(stack.env).toMatchObject({ A: 'computed', B: 'user' });
    expect(stack.env).not.toHaveProperty('EMPTY');
    expect(stack.summaries).toEqual(['one up', 'two up']);
    await stack.stop();
    expect(trace.slice(2)).toEqual(['stop two', 'stop one']);
  });

  it('stops what already started, last first, when a component fails to start', async () => {
    const trace: string[] = [];
    await expect(
      startStack(
        [recorder('one', trace), recorder('two', trace), recorder('three', trace, {}, true), recorder('four', trace)],
        {
          defaults: {},
          userEnv: {},
          log: quiet,
        },
      ),
    ).rejects.toThrow('three broke');
    expect(trace.filter((t) => t.startsWith('stop'))).toEqual(['stop two', 'stop one']);
    expect(trace.some((t) => t.includes('four'))).toBe(false);
  });
});
