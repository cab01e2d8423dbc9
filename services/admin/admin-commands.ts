import { randomUUID } from 'node:crypto';
import type { Firestore } from '@google-cloud/firestore';
import { status as grpcStatus } from '@grpc/grpc-js';
import { isAlreadyExists } from '../../shared/already-exists.js';
import { API_KEYS, USERS, generateApiKey, hashApiKey, type ApiKeyDoc, type UserDoc } from '../../shared/api-keys.js';
import { listSuppressions, normaliseAddress, removeSuppression, type Suppression } from '../../shared/suppressions.js';
import { PARKED_EVENT_TTL_MS, parkedBefore, type ParkedEvent, type ParkedState } from '../../shared/parked-events.js';
import type { ReviewMode } from '../../shared/review.js';
import { PLAN_CAPS, monthKey, readUsage, type Plan } from '../../shared/usage.js';
import { WebhookSecretRefused, issueWebhookSecret, type IssuedWebhookSecret } from './webhook-secret-command.js';

/**
 * What the admin CLI does, as functions of a Firestore handle: main.ts only parses argv and
 * prints. Keys are generated here, returned once to the caller, and stored only as their
 * SHA-256 hash (`apiKeys/{hash}`); nothing here writes or logs a plaintext key.
 */

/** A refusal the operator can fix (unknown user, duplicate id, unknown key): exit 1, no stack. */
export class AdminError extends Error {
  override name = 'AdminError';
}

export interface AdminDeps {
  db: Firestore;
  now: () => number;
  newUserId?: () => string;
  newApiKey?: () => string;
}

// The gRPC status the Firestore client reports when update() finds no document.
const grpcCode = (e: unknown) => (e as { code?: unknown }).code;

export type AdminCommand =
  | { name: 'create-user'; plan: Plan; userId?: string | undefined; email?: string | undefined }
  | { name: 'issue-key'; userId: string; label: string }
  | { name: 'deactivate-key'; key?: string | undefined; hash?: string | undefined }
  | { name: 'deactivate-user'; userId: string }
  | { name: 'set-plan'; userId: string; plan: Plan }
  | { name: 'set-review'; userId: string; review: ReviewMode }
  | { name: 'usage'; userId: string; month?: string | undefined }
  | { name: 'show-user'; userId: string }
  | { name: 'suppressions'; userId: string }
  | { name: 'unsuppress'; userId: string; address: string }
  | { name: 'webhook-secret'; userId: string }
  | { name: 'unrouted-events'; state: ParkedState; limit: number };

export interface IssuedKey {
  userId: string;
  label: string;
  /** The plaintext key: returned to be shown once, never stored. */
  apiKey: string;
  keyHash: string;
  createdAt: number;
}

export interface UsageReport {
  userId: string;
  plan: Plan;
  month: string;
  created: number;
  billable: number;
  cap: number;
  /** Cases that may still be created this month: the cap applies to both counters (SPEC Limits 1). */
  remaining: number;
}

export interface KeySummary {
  keyHash: string;
  label: string;
  active: boolean;
  createdAt: number;
}

const users = (db: Firestore) => db.collection(USERS);
const apiKeys = (db: Firestore) => db.collection(API_KEYS);

async function getUser(db: Firestore, userId: string): Promise<UserDoc> {
  const snap = await users(db).doc(userId).get();
  if (!snap.exists) throw new AdminError(`No user with id ${JSON.stringify(userId)}.`);
  return snap.data() as UserDoc;
}

export async function createUser(
  deps: AdminDeps,
  input: { plan: Plan; userId?: string | undefined; email?: string | undefined },
): Promise<UserDoc> {
  const userId = input.userId ?? (deps.newUserId ?? (() => `usr_${randomUUID()}`))();
  const doc: UserDoc = {
    userId,
    plan: input.plan,
    active: true,
    createdAt: deps.now(),
    ...(input.email !== undefined ? { email: input.email } : {}),
  };
  try {
    // create() fails if the id exists: an operator never overwrites a user by accident.
    await users(deps.db).doc(userId).create(doc);
  } catch (e) {
    if (isAlreadyExists(e)) throw new AdminError(`User ${JSON.stringify(userId)} already exists.`);
    throw e;
  }
  return doc;
}

export async function issueKey(deps: AdminDeps, input: { userId: string; label: string }): Promise<IssuedKey> {
  const user = await getUser(deps.db, input.userId);
  if (!user.active) throw new AdminError(`User ${JSON.stringify(input.userId)} is deactivated; no key issued.`);
  const apiKey = (deps.newApiKey ?? generateApiKey)();
  const keyHash = hashApiKey(apiKey);
  const doc: ApiKeyDoc = { userId: input.userId, active: true, createdAt: deps.now(), label: input.label };
  // create(): a (practically impossible) hash collision fails instead of rebinding a key.
  await apiKeys(deps.db).doc(keyHash).create(doc);
  return { userId: input.userId, label: input.label, apiKey, keyHash, createdAt: doc.createdAt };
}

export async function deactivateKey(
  deps: AdminDeps,
  input: { key?: string | undefined; hash?: string | undefined },
): Promise<{ keyHash: string; userId: string; wasActive: boolean }> {
  const keyHash = input.hash ?? (input.key !== undefined ? hashApiKey(input.key) : undefined);
  if (keyHash === undefined) throw new AdminError('Give the key or its hash.');
  const ref = apiKeys(deps.db).doc(keyHash);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AdminError(`No API key with hash ${keyHash}.`);
    const doc = snap.data() as ApiKeyDoc;
    if (doc.active) tx.update(ref, { active: false });
    return { keyHash, userId: doc.userId, wasActive: doc.active };
  });
}

/**
 * Deactivates the user and every key of theirs: the API refuses an inactive user, and turning
 * the keys off too means no key of this user works even where only the key is checked.
 */
export async function deactivateUser(
  deps: AdminDeps,
  input: { userId: string },
): Promise<{ userId: string; wasActive: boolean; keysDeactivated: number }> {
  const user = await getUser(deps.db, input.userId);
  // One equality filter: served by the automatic single-field index, no composite index needed.
  const keys = await apiKeys(deps.db).where('userId', '==', input.userId).get();
  const active = keys.docs.filter((k) => (k.data() as ApiKeyDoc).active);
  const batch = deps.db.batch();
  batch.update(users(deps.db).doc(input.userId), { active: false });
  for (const k of active) batch.update(k.ref, { active: false });
  await batch.commit();
  return { userId: input.userId, wasActive: user.active, keysDeactivated: active.length };
}

export async function setPlan(
  deps: AdminDeps,
  input: { userId: string; plan: Plan },
): Promise<{ userId: string; previousPlan: Plan; plan: Plan }> {
  const ref = users(deps.db).doc(input.userId);
  try {
    return await deps.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new AdminError(`No user with id ${JSON.stringify(input.userId)}.`);
      const previousPlan = (snap.data() as UserDoc).plan;
      tx.update(ref, { plan: input.plan });
      return { userId: input.userId, previousPlan, plan: input.plan };
    });
  } catch (e) {
    if (grpcCode(e) === grpcStatus.NOT_FOUND) throw new AdminError(`No user with id ${JSON.stringify(input.userId)}.`);
    throw e;
  }
}

/** The review mode of the user's new cases that do not give one (`none` removes the default). */
export async function setReview(
  deps: AdminDeps,
  input: { userId: string; review: ReviewMode },
): Promise<{ userId: string; previousReview: ReviewMode; review: ReviewMode }> {
  const ref = users(deps.db).doc(input.userId);
  try {
    return await deps.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new AdminError(`No user with id ${JSON.stringify(input.userId)}.`);
      const previousReview = (snap.data() as UserDoc).defaultReview ?? 'none';
      tx.update(ref, { defaultReview: input.review });
      return { userId: input.userId, previousReview, review: input.review };
    });
  } catch (e) {
    if (grpcCode(e) === grpcStatus.NOT_FOUND) throw new AdminError(`No user with id ${JSON.stringify(input.userId)}.`);
    throw e;
  }
}

export async function showUsage(
  deps: AdminDeps,
  input: { userId: string; month?: string | undefined },
): Promise<UsageReport> {
  const user = await getUser(deps.db, input.userId);
  const month = input.month ?? monthKey(deps.now());
  const { created, billable } = await readUsage(deps.db, input.userId, month);
  const cap = PLAN_CAPS[user.plan];
  const remaining = Math.max(0, cap - Math.max(created, billable));
  return { userId: input.userId, plan: user.plan, month, created, billable, cap, remaining };
}

export async function showUser(
  deps: AdminDeps,
  input: { userId: string },
): Promise<{ user: UserDoc; keys: KeySummary[] }> {
  const user = await getUser(deps.db, input.userId);
  const snap = await apiKeys(deps.db).where('userId', '==', input.userId).get();
  const keys = snap.docs
    .map((d) => {
      const k = d.data() as ApiKeyDoc;
      return { keyHash: d.id, label: k.label, active: k.active, createdAt: k.createdAt };
    })
    .sort((a, b) => a.createdAt - b.createdAt || a.label.localeCompare(b.label));
  return { user, keys };
}

/** Takes an address off the user's do-not-contact list, so the next case to it runs. */
export async function unsuppress(deps: AdminDeps, input: { userId: string; address: string }): Promise<Suppression> {
  await getUser(deps.db, input.userId);
  const removed = await removeSuppression(deps.db, input.userId, input.address);
  if (!removed) {
    throw new AdminError(
      `${JSON.stringify(normaliseAddress(input.address))} is not on the do-not-contact list of user ${JSON.stringify(input.userId)}.`,
    );
  }
  return removed;
}

export type AdminResult =
  | { command: 'create-user'; user: UserDoc }
  | ({ command: 'issue-key' } & IssuedKey)
  | { command: 'deactivate-key'; keyHash: string; userId: string; wasActive: boolean }
  | { command: 'deactivate-user'; userId: string; wasActive: boolean; keysDeactivated: number }
  | { command: 'set-plan'; userId: string; previousPlan: Plan; plan: Plan }
  | { command: 'set-review'; userId: string; previousReview: ReviewMode; review: ReviewMode }
  | ({ command: 'usage' } & UsageReport)
  | { command: 'show-user'; user: UserDoc; keys: KeySummary[] }
  | { command: 'suppressions'; userId: string; suppressions: Suppression[] }
  | { command: 'unsuppress'; userId: string; removed: Suppression }
  | ({ command: 'webhook-secret' } & IssuedWebhookSecret)
  | { command: 'unrouted-events'; state: ParkedState; events: ListedParkedEvent[] };

/** One kept provider event as the admin command lists it (ids and times; never mail content). */
export type ListedParkedEvent = ParkedEvent & { id: string; expiresAt: number };

export async function runAdminCommand(deps: AdminDeps, cmd: AdminCommand): Promise<AdminResult> {
  switch (cmd.name) {
    case 'create-user':
      return { command: cmd.name, user: await createUser(deps, cmd) };
    case 'issue-key':
      return { command: cmd.name, ...(await issueKey(deps, cmd)) };
    case 'deactivate-key':
      return { command: cmd.name, ...(await deactivateKey(deps, cmd)) };
    case 'deactivate-user':
      return { command: cmd.name, ...(await deactivateUser(deps, cmd)) };
    case 'set-plan':
      return { command: cmd.name, ...(await setPlan(deps, cmd)) };
    case 'set-review':
      return { command: cmd.name, ...(await setReview(deps, cmd)) };
    case 'usage':
      return { command: cmd.name, ...(await showUsage(deps, cmd)) };
    case 'show-user':
      return { command: cmd.name, ...(await showUser(deps, cmd)) };
    case 'suppressions':
      await getUser(deps.db, cmd.userId);
      return { command: cmd.name, userId: cmd.userId, suppressions: await listSuppressions(deps.db, cmd.userId) };
    case 'unsuppress':
      return { command: cmd.name, userId: cmd.userId, removed: await unsuppress(deps, cmd) };
    case 'unrouted-events': {
      // Oldest first (the sweeper's index: state, parkedAt); the TTL keeps the list to 30 days.
      const found = await parkedBefore(deps.db, cmd.state, Number.MAX_SAFE_INTEGER, cmd.limit);
      const events = found.map((p) => ({ id: p.id, ...p.event, expiresAt: p.event.parkedAt + PARKED_EVENT_TTL_MS }));
      return { command: cmd.name, state: cmd.state, events };
    }
    case 'webhook-secret':
      return {
        command: cmd.name,
        ...(await issueWebhookSecret(deps, cmd).catch((e: unknown) => {
          throw e instanceof WebhookSecretRefused ? new AdminError(e.message) : e;
        })),
      };
  }
}
