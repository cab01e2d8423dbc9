import { FieldValue, type Firestore } from '@google-cloud/firestore';
import express, { type Request } from 'express';
import { isAlreadyExists } from '../shared/already-exists.js';
import { API_KEYS, USERS, hashApiKey, type ApiKeyDoc, type UserDoc } from '../shared/api-keys.js';
import { CASES, caseConverter } from '../shared/case-firestore-converter.js';
import { caseCreatedEventId, type CaseEventPublisher } from '../shared/case-events.js';
import { suppressionRef } from '../shared/suppressions.js';
import { TIMELINE, caseCreatedEntry, timelineDocOf } from '../shared/timeline.js';
import { PLAN_CAPS, USAGE, usageDocId } from '../shared/usage.js';
import { newCaseRecord } from '../shared/new-case-record.js';
import type { CreateCaseBody } from '../services/api/cases/create-case-body.js';

/**
 * The baseline of the API benchmark: bare Express routes doing the same Firestore and Pub/Sub
 * work as the API's POST /cases and GET /cases/{id}, and nothing else (no validation, throttle,
 * request log, error envelope or view projection). Same documents: the key and user reads, the
 * usage and do-not-contact reads (one getAll), one batch (usage slot + case + its case.created
 * timeline entry + counter), the publish; the case read.
 * Benchmark code only: it trusts its input.
 */

export function createBareApp(deps: {
  db: Firestore;
  publisher: CaseEventPublisher;
  now: () => number;
  newId: () => string;
}): express.Express {
  const { db } = deps;
  const app = express();
  // The API's settings (services/api/app.ts): no ETag (Express would hash every body for it) and
  // no X-Powered-By, so neither side does per-response work the other skips.
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(express.json({ limit: '256kb' }));

  const principal = async (req: Request) => {
    const key = await db
      .collection(API_KEYS)
      .doc(hashApiKey(req.get('x-api-key') ?? ''))
      .get();
    const k = key.data() as ApiKeyDoc | undefined;
    if (!k?.active) return undefined;
    const user = (await db.collection(USERS).doc(k.userId).get()).data() as UserDoc | undefined;
    return user?.active ? user : undefined;
  };

  app.post('/cases', async (req, res) => {
    const user = await principal(req);
    if (!user) return void res.status(401).end();
    const record = newCaseRecord(req.body as CreateCaseBody, deps.newId(), user.userId, deps.now());
    const usageRef = db.collection(USAGE).doc(usageDocId(user.userId, record.createdMonth));
    for (let attempt = 0; ; attempt++) {
      // The do-not-contact read rides with the first usage read, as in the API.
      const [usageSnap, suppression] =
        attempt === 0
          ? await db.getAll(usageRef, suppressionRef(db, user.userId, record.counterparty.address))
          : [await usageRef.get()];
      if (suppression?.exists) return void res.status(422).end();
      const usage = usageSnap!.data() ?? {};
      const created = Number(usage.created ?? 0);
      const slot = Number(usage.nextSlot ?? created);
      if (created >= PLAN_CAPS[user.plan] || Number(usage.billable ?? 0) >= PLAN_CAPS[user.plan]) {
        return void res.status(429).end();
      }
      const batch = db.batch();
      batch.create(usageRef.collection('createdSlots').doc(String(slot)), {
        caseId: record.caseId,
        takenAt: record.createdAt,
      });
      batch.create(db.collection(CASES).withConverter(caseConverter).doc(record.caseId), record);
      const createdEntry = caseCreatedEntry(record);
      batch.create(
        db.collection(CASES).doc(record.caseId).collection(TIMELINE).doc(createdEntry.id),
        timelineDocOf(createdEntry),
      );
      batch.set(
        usageRef,
        { userId: user.userId, month: record.createdMonth, created: FieldValue.increment(1), nextSlot: slot + 1 },
        { merge: true },
      );
      try {
        await batch.commit();
        break;
      } catch (e) {
        if (!isAlreadyExists(e)) throw e;
      }
    }
    await deps.publisher.publish({
      type: 'CASE_CREATED',
      eventId: caseCreatedEventId(record.caseId),
      caseId: record.caseId,
      occurredAt: record.createdAt,
    });
    res.status(201).json({ ok: true, data: { caseId: record.caseId } });
  });

  app.get('/cases/:id', async (req, res) => {
    const user = await principal(req);
    if (!user) return void res.status(401).end();
    const record = (await db.collection(CASES).withConverter(caseConverter).doc(req.params.id).get()).data();
    if (!record) return void res.status(404).end();
    if (record.ownerId !== user.userId) return void res.status(403).end();
    res.status(200).json({ ok: true, data: record });
  });

  return app;
}
