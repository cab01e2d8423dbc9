import { randomUUID } from 'node:crypto';
import type { Firestore } from '@google-cloud/firestore';
import { createUser, issueKey } from '../services/admin/admin-commands.js';
import { newCaseRecord } from '../shared/new-case-record.js';
import type { CreateCaseBody } from '../services/api/cases/create-case-body.js';
import { CASES, caseConverter } from '../shared/case-firestore-converter.js';

/** Bench data: users with keys (through the admin commands) and stored cases (BulkWriter). */

/** The body every benchmark POST sends: a realistic, valid case with the defaults spelled out. */
export const BENCH_CASE_BODY = {
  channel: 'EMAIL',
  goal: { objective: 'Confirm the delivery date and price of order 1042', knowledge: 'Order placed on 3 March.' },
  counterparty: {
    address: 'alex@example.com',
    name: 'Alex Rivera',
    company: 'Acme Supplies',
    timezone: 'Europe/Berlin',
  },
  senderPersona: { name: 'Sam', role: 'Buyer', company: 'Example Corp', tone: 'friendly' },
  clientReferenceId: 'bench-1042',
  constraints: ['Be brief.'],
  maxAttempts: 3,
  followUpDelayHours: 72,
  resultSchema: {
    type: 'object',
    properties: { deliveryDate: { type: 'string' }, price: { type: 'number' } },
    required: ['deliveryDate'],
  },
  metadata: { source: 'bench' },
} satisfies CreateCaseBody;

/** `count` active BASE_PRO users, one key each; returns the keys in order. */
export async function seedUsers(db: Firestore, prefix: string, count: number): Promise<string[]> {
  const deps = { db, now: Date.now };
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const userId = `${prefix}-${i}`;
      await createUser(deps, { userId, plan: 'BASE_PRO' });
      return (await issueKey(deps, { userId, label: 'bench' })).apiKey;
    }),
  );
}

/** Stores `count` CREATED cases owned by `ownerId`, with BulkWriter unthrottled; returns their ids. */
export async function seedCases(db: Firestore, ownerId: string, count: number): Promise<string[]> {
  const writer = db.bulkWriter({ throttling: false });
  const cases = db.collection(CASES).withConverter(caseConverter);
  const ids: string[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const record = newCaseRecord(BENCH_CASE_BODY, randomUUID(), ownerId, now - i);
    ids.push(record.caseId);
    void writer.create(cases.doc(record.caseId), record);
  }
  await writer.close();
  return ids;
}
