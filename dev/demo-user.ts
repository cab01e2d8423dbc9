import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Firestore } from '@google-cloud/firestore';
import { API_KEYS, USERS, generateApiKey, hashApiKey, type ApiKeyDoc, type UserDoc } from '../shared/api-keys.js';
import { createUser } from '../services/admin/admin-commands.js';

/**
 * The local demo account of `npm start`: user `demo-user` (SANDBOX) and one API key that stays
 * the same across runs. The key lives in a git-ignored file (`.local/demo-key`, mode 600) so it
 * can be printed on every start; Firestore holds only its hash, like any other key.
 */

export const DEMO_USER_ID = 'demo-user';
const KEY_SHAPE = /^ecs_[A-Za-z0-9_-]{43}$/;

export interface DemoAccount {
  userId: string;
  apiKey: string;
  /** False when someone deactivated the demo user or key (e.g. with the admin CLI): requests get 403. */
  active: boolean;
  createdUser: boolean;
  createdKey: boolean;
}

/** Reads the demo key from `keyFile`, or makes one and writes it there. */
export function demoKey(keyFile: string): string {
  if (existsSync(keyFile)) {
    const key = readFileSync(keyFile, 'utf8').trim();
    if (KEY_SHAPE.test(key)) return key;
  }
  const key = generateApiKey();
  mkdirSync(dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Makes sure the demo user and the hash of the demo key exist; never reactivates either. */
export async function ensureDemoAccount(
  db: Firestore,
  opts: { keyFile: string; now: () => number },
): Promise<DemoAccount> {
  const apiKey = demoKey(opts.keyFile);
  const userSnap = await db.collection(USERS).doc(DEMO_USER_ID).get();
  let user = userSnap.data() as UserDoc | undefined;
  const createdUser = user === undefined;
  if (!user) user = await createUser({ db, now: opts.now }, { userId: DEMO_USER_ID, plan: 'SANDBOX' });

  const keyRef = db.collection(API_KEYS).doc(hashApiKey(apiKey));
  let key = (await keyRef.get()).data() as ApiKeyDoc | undefined;
  const createdKey = key === undefined;
  if (!key) {
    key = { userId: DEMO_USER_ID, active: true, createdAt: opts.now(), label: 'demo key (npm start)' };
    await keyRef.create(key);
  }
  return {
    userId: DEMO_USER_ID,
    apiKey,
    active: user.active && key.active && key.userId === DEMO_USER_ID,
    createdUser,
    createdKey,
  };
}
