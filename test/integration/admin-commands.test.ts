import type { CollectionReference, Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminError,
  createUser,
  deactivateKey,
  deactivateUser,
  issueKey,
  runAdminCommand,
  setPlan,
  setReview,
  showUsage,
  showUser,
  unsuppress,
  type AdminDeps,
} from '../../services/admin/admin-commands.js';
import { API_KEYS, USERS, hashApiKey } from '../../shared/api-keys.js';
import { SUPPRESSIONS, addSuppression, readSuppression } from '../../shared/suppressions.js';
import { USAGE, usageDocId } from '../../shared/usage.js';
import { emulatorEnv } from '../support/emulator-env.js';

/** The admin commands against the Firestore emulator, through the real client library. */

const env = emulatorEnv('admin');
let db: Firestore;
let deps: AdminDeps;
// 2026-03-15T12:00:00Z: a fixed clock, so "this month" is known.
const NOW = Date.UTC(2026, 2, 15, 12);
let seq = 0;
const uid = (p = 'u') => `${p}-${++seq}`;

beforeAll(() => {
  db = env.firestore();
  deps = { db, now: () => NOW };
});
afterAll(async () => {
  await db.terminate();
});

/** Every field value of every document in the project, recursively, as one JSON text. */
async function dumpEverything(): Promise<string> {
  const parts: string[] = [];
  const walk = async (cols: CollectionReference[]) => {
    for (const col of cols) {
      const docs = await col.listDocuments();
      for (const ref of docs) {
        const snap = await ref.get();
        parts.push(ref.path, JSON.stringify(snap.data() ?? null));
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return parts.join('\n');
}

describe('create-user', () => {
  it('creates an active user with the plan, email and creation time', async () => {
    const id = uid();
    const user = await createUser(deps, { plan: 'PAYG', userId: id, email: 'ops@example.com' });
    expect(user).toEqual({ userId: id, plan: 'PAYG', active: true, createdAt: NOW, email: 'ops@example.com' });
    const stored = (await db.collection(USERS).doc(id).get()).data();
    expect(stored).toEqual(user);
  });

  it('generates an id when none is given', async () => {
    const a = await createUser(deps, { plan: 'SANDBOX' });
    const b = await createUser(deps, { plan: 'SANDBOX' });
    expect(a.userId).toMatch(/^usr_[0-9a-f-]{36}$/);
    expect(a.userId).not.toBe(b.userId);
    expect((await db.collection(USERS).doc(a.userId).get()).exists).toBe(true);
    expect(a.email).toBeUndefined();
  });

  it('refuses an id that exists and leaves the first user untouched', async () => {
    const id = uid();
    await createUser(deps, { plan: 'BASE_PRO', userId: id });
    await expect(createUser(deps, { plan: 'SANDBOX', userId: id })).rejects.toThrow(AdminError);
    expect((await db.collection(USERS).doc(id).get()).data()?.plan).toBe('BASE_PRO');
  });
});

describe('issue-key', () => {
  it('returns the key once and stores only its sha256 hash', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    const issued = await issueKey(deps, { userId: id, label: 'ci' });
    expect(issued.apiKey).toMatch(/^ecs_[A-Za-z0-9_-]{43}$/);
    expect(issued.keyHash).toBe(hashApiKey(issued.apiKey));
    const stored = await db.collection(API_KEYS).doc(issued.keyHash).get();
    expect(stored.data()).toEqual({ userId: id, active: true, createdAt: NOW, label: 'ci' });

    // No plaintext anywhere in the store: not the key, not its random part.
    const everything = await dumpEverything();
    expect(everything).toContain(issued.keyHash); // the dump does see the apiKeys docs
    expect(everything).not.toContain(issued.apiKey);
    expect(everything).not.toContain(issued.apiKey.slice(4));
  });

  it('gives different keys on each issue', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    const a = await issueKey(deps, { userId: id, label: 'a' });
    const b = await issueKey(deps, { userId: id, label: 'b' });
    expect(a.apiKey).not.toBe(b.apiKey);
    expect((await showUser(deps, { userId: id })).keys.map((k) => k.label).sort()).toEqual(['a', 'b']);
  });

  it('refuses an unknown user and writes nothing', async () => {
    await expect(issueKey(deps, { userId: 'nobody', label: 'x' })).rejects.toThrow(/No user with id "nobody"/);
    const keys = await db.collection(API_KEYS).where('userId', '==', 'nobody').get();
    expect(keys.size).toBe(0);
  });

  it('refuses a deactivated user', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    await deactivateUser(deps, { userId: id });
    await expect(issueKey(deps, { userId: id, label: 'x' })).rejects.toThrow(/deactivated/);
  });
});

describe('deactivate-key', () => {
  it('turns a key off by the key itself, and is idempotent', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    const issued = await issueKey(deps, { userId: id, label: 'k' });
    expect(await deactivateKey(deps, { key: issued.apiKey })).toEqual({
      keyHash: issued.keyHash,
      userId: id,
      wasActive: true,
    });
    expect((await db.collection(API_KEYS).doc(issued.keyHash).get()).data()?.active).toBe(false);
    expect((await deactivateKey(deps, { key: issued.apiKey })).wasActive).toBe(false);
  });

  it("turns a key off by its hash and leaves the user's other keys on", async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    const one = await issueKey(deps, { userId: id, label: 'one' });
    const two = await issueKey(deps, { userId: id, label: 'two' });
    await deactivateKey(deps, { hash: one.keyHash });
    const keys = (await showUser(deps, { userId: id })).keys;
    expect(keys.find((k) => k.keyHash === one.keyHash)?.active).toBe(false);
    expect(keys.find((k) => k.keyHash === two.keyHash)?.active).toBe(true);
  });

  it('refuses an unknown key', async () => {
    await expect(deactivateKey(deps, { key: 'ecs_not-a-real-key' })).rejects.toThrow(AdminError);
    await expect(deactivateKey(deps, { hash: 'a'.repeat(64) })).rejects.toThrow(/No API key/);
    await expect(deactivateKey(deps, {})).rejects.toThrow(AdminError);
  });
});

describe('deactivate-user', () => {
  it("turns the user and all of their keys off, and nobody else's", async () => {
    const id = uid();
    const other = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    await createUser(deps, { plan: 'SANDBOX', userId: other });
    await issueKey(deps, { userId: id, label: 'a' });
    await issueKey(deps, { userId: id, label: 'b' });
    const othersKey = await issueKey(deps, { userId: other, label: 'c' });

    expect(await deactivateUser(deps, { userId: id })).toEqual({ userId: id, wasActive: true, keysDeactivated: 2 });
    const shown = await showUser(deps, { userId: id });
    expect(shown.user.active).toBe(false);
    expect(shown.keys.every((k) => !k.active)).toBe(true);
    expect((await db.collection(API_KEYS).doc(othersKey.keyHash).get()).data()?.active).toBe(true);
    expect((await db.collection(USERS).doc(other).get()).data()?.active).toBe(true);

    expect(await deactivateUser(deps, { userId: id })).toEqual({ userId: id, wasActive: false, keysDeactivated: 0 });
  });

  it('refuses an unknown user', async () => {
    await expect(deactivateUser(deps, { userId: 'ghost' })).rejects.toThrow(/No user with id "ghost"/);
    expect((await db.collection(USERS).doc('ghost').get()).exists).toBe(false);
  });
});

describe('set-plan', () => {
  it('changes the plan and reports the previous one', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    expect(await setPlan(deps, { userId: id, plan: 'BASE_PRO' })).toEqual({
      userId: id,
      previousPlan: 'SANDBOX',
      plan: 'BASE_PRO',
    });
    expect((await db.collection(USERS).doc(id).get()).data()?.plan).toBe('BASE_PRO');
  });

  it('refuses an unknown user without creating one', async () => {
    await expect(setPlan(deps, { userId: 'ghost2', plan: 'PAYG' })).rejects.toThrow(AdminError);
    expect((await db.collection(USERS).doc('ghost2').get()).exists).toBe(false);
  });
});

describe('set-review', () => {
  it("sets the user's default review mode of new cases and reports the previous one", async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    expect(await setReview(deps, { userId: id, review: 'risky' })).toEqual({
      userId: id,
      previousReview: 'none',
      review: 'risky',
    });
    expect(await runAdminCommand(deps, { name: 'set-review', userId: id, review: 'all' })).toEqual({
      command: 'set-review',
      userId: id,
      previousReview: 'risky',
      review: 'all',
    });
    expect((await db.collection(USERS).doc(id).get()).data()?.defaultReview).toBe('all');
  });

  it('refuses an unknown user without creating one', async () => {
    await expect(setReview(deps, { userId: 'ghost3', review: 'all' })).rejects.toThrow(AdminError);
    expect((await db.collection(USERS).doc('ghost3').get()).exists).toBe(false);
  });
});

describe('usage', () => {
  it('reads this UTC month by default: zero when nothing was counted', async () => {
    const id = uid();
    await createUser(deps, { plan: 'SANDBOX', userId: id });
    expect(await showUsage(deps, { userId: id })).toEqual({
      userId: id,
      plan: 'SANDBOX',
      month: '2026-03',
      created: 0,
      billable: 0,
      cap: 100,
      remaining: 100,
    });
  });

  it('reports the counters of the month asked for; the larger counter bounds what remains', async () => {
    const id = uid();
    await createUser(deps, { plan: 'BASE_PRO', userId: id });
    await db
      .collection(USAGE)
      .doc(usageDocId(id, '2026-03'))
      .set({ userId: id, month: '2026-03', created: 40, billable: 7 });
    await db
      .collection(USAGE)
      .doc(usageDocId(id, '2026-02'))
      .set({ userId: id, month: '2026-02', created: 3, billable: 499 });

    const march = await showUsage(deps, { userId: id });
    expect(march).toMatchObject({ month: '2026-03', created: 40, billable: 7, cap: 500, remaining: 460 });
    const feb = await showUsage(deps, { userId: id, month: '2026-02' });
    expect(feb).toMatchObject({ month: '2026-02', created: 3, billable: 499, cap: 500, remaining: 1 });
  });

  it('follows a plan change and never reports a negative remainder', async () => {
    const id = uid();
    await createUser(deps, { plan: 'BASE_PRO', userId: id });
    await db.collection(USAGE).doc(usageDocId(id, '2026-03')).set({ created: 250, billable: 10 });
    expect((await showUsage(deps, { userId: id })).remaining).toBe(250);
    await setPlan(deps, { userId: id, plan: 'SANDBOX' });
    expect(await showUsage(deps, { userId: id })).toMatchObject({ plan: 'SANDBOX', cap: 100, remaining: 0 });
  });

  it('refuses an unknown user', async () => {
    await expect(showUsage(deps, { userId: 'ghost3' })).rejects.toThrow(AdminError);
  });
});

describe('runAdminCommand', () => {
  it('dispatches each command and tags its result', async () => {
    const created = await runAdminCommand(deps, { name: 'create-user', plan: 'PAYG', userId: uid() });
    expect(created.command).toBe('create-user');
    if (created.command !== 'create-user') throw new Error('unreachable');
    const issued = await runAdminCommand(deps, { name: 'issue-key', userId: created.user.userId, label: 'x' });
    expect(issued).toMatchObject({ command: 'issue-key', userId: created.user.userId, label: 'x' });
    const usage = await runAdminCommand(deps, { name: 'usage', userId: created.user.userId });
    expect(usage).toMatchObject({ command: 'usage', cap: 100 });
  });
});

describe('suppressions and unsuppress', () => {
  async function suppress(userId: string, address: string, reason: 'opt_out' | 'bounce' | 'complaint', at: number) {
    const batch = db.batch();
    addSuppression(db, batch, { userId, address, reason, caseId: `case-${address}`, suppressedAt: at });
    await batch.commit();
  }

  it("lists the user's do-not-contact list, newest first, and nobody else's", async () => {
    const { userId } = await createUser(deps, { plan: 'PAYG', userId: uid() });
    const other = await createUser(deps, { plan: 'PAYG', userId: uid() });
    expect(await runAdminCommand(deps, { name: 'suppressions', userId })).toEqual({
      command: 'suppressions',
      userId,
      suppressions: [],
    });
    await suppress(userId, 'old@x.example', 'bounce', NOW - 2000);
    await suppress(userId, ' New@X.example ', 'opt_out', NOW - 1000);
    await suppress(other.userId, 'theirs@x.example', 'complaint', NOW);
    const listed = await runAdminCommand(deps, { name: 'suppressions', userId });
    expect(listed).toEqual({
      command: 'suppressions',
      userId,
      suppressions: [
        {
          userId,
          address: 'new@x.example',
          reason: 'opt_out',
          caseId: 'case- New@X.example ',
          suppressedAt: NOW - 1000,
        },
        { userId, address: 'old@x.example', reason: 'bounce', caseId: 'case-old@x.example', suppressedAt: NOW - 2000 },
      ],
    });
  });

  it('unsuppress removes one address (matched lowercased and trimmed) and leaves the rest', async () => {
    const { userId } = await createUser(deps, { plan: 'PAYG', userId: uid() });
    await suppress(userId, 'a@x.example', 'bounce', NOW);
    await suppress(userId, 'b@x.example', 'complaint', NOW);
    const result = await runAdminCommand(deps, { name: 'unsuppress', userId, address: '  A@X.EXAMPLE ' });
    expect(result).toMatchObject({
      command: 'unsuppress',
      userId,
      removed: { address: 'a@x.example', reason: 'bounce' },
    });
    expect(await readSuppression(db, userId, 'a@x.example')).toBeNull();
    expect(await readSuppression(db, userId, 'b@x.example')).toMatchObject({ reason: 'complaint' });
  });

  it('refuses an address not on the list, and an unknown user, changing nothing', async () => {
    const { userId } = await createUser(deps, { plan: 'PAYG', userId: uid() });
    await suppress(userId, 'kept@x.example', 'opt_out', NOW);
    const before = (await db.collection(SUPPRESSIONS).get()).size;
    await expect(unsuppress(deps, { userId, address: 'never@x.example' })).rejects.toThrow(
      /"never@x.example" is not on the do-not-contact list/,
    );
    await expect(runAdminCommand(deps, { name: 'suppressions', userId: 'ghost-dnc' })).rejects.toThrow(AdminError);
    await expect(unsuppress(deps, { userId: 'ghost-dnc', address: 'kept@x.example' })).rejects.toThrow(AdminError);
    expect((await db.collection(SUPPRESSIONS).get()).size).toBe(before);
  });
});
