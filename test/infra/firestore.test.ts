import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compositeIndexName,
  loadFirestoreIndexFile,
  parseFirestoreIndexFile,
  type FirestoreIndexFile,
} from '../../infra/firestore-index-file.js';
import { markerTtlCollections } from '../../infra/firestore.js';
import { sweepQueries, type SweepQuery } from '../../services/worker/sweep/sweep-queries.js';
import { config, type MockRun, ofType, one, runProgram, settings } from './pulumi-harness.js';

/** The index file as engineer C writes it (Firebase CLI format). */
const indexFileText = JSON.stringify({
  indexes: [
    {
      collectionGroup: 'cases',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: 'cases',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'ownerId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    { collectionGroup: 'webhookDeliveries', fieldPath: 'payload', indexes: [] },
    { collectionGroup: 'events', fieldPath: 'expireAt', ttl: false, indexes: [] },
  ],
});

describe('Firestore under the program', () => {
  let run: MockRun;
  beforeAll(async () => {
    run = await runProgram(config(settings(), {}, parseFirestoreIndexFile(indexFileText)));
  });

  it('creates the (default) database in native mode, protected from deletion', () => {
    const db = one(run, 'gcp:firestore/database:Database', 'firestore').inputs;
    expect(db).toMatchObject({
      name: '(default)',
      type: 'FIRESTORE_NATIVE',
      deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
    });
  });

  it('deploys every composite index of the file, field for field', () => {
    const indexes = ofType(run, 'gcp:firestore/index:Index').map((r) => r.inputs);
    expect(indexes).toHaveLength(2);
    expect(indexes).toContainEqual(
      expect.objectContaining({
        database: '(default)',
        collection: 'cases',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'updatedAt', order: 'ASCENDING' },
        ],
      }),
    );
    expect(indexes).toContainEqual(
      expect.objectContaining({
        fields: [
          { fieldPath: 'ownerId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      }),
    );
  });

  it('expires idempotency markers by TTL on expireAt, even if the file overrides that field', () => {
    const fields = ofType(run, 'gcp:firestore/field:Field').map((r) => r.inputs);
    const ttl = fields.filter((f) => f.collection === 'events' && f.field === 'expireAt');
    expect(ttl).toHaveLength(1);
    expect(ttl[0]!.ttlConfig).toEqual({});
    const providerMarkers = fields.filter((f) => f.collection === 'providerEvents' && f.field === 'expireAt');
    expect(providerMarkers.map((f) => f.ttlConfig)).toEqual([{}]);
    const payload = fields.find((f) => f.collection === 'webhookDeliveries');
    expect(payload).toMatchObject({ field: 'payload', indexConfig: { indexes: [] } });
    expect(payload!.ttlConfig).toBeUndefined();
  });
});

describe('the TTL policies', () => {
  it('cover the marker collections the services actually write', async () => {
    const { EVENTS } = await import('../../services/worker/pipeline/case-store.js');
    const { PROVIDER_EVENTS } = await import('../../services/api/provider-events/provider-events-route.js');
    const { PARKED_EVENTS } = await import('../../shared/parked-events.js');
    expect([...markerTtlCollections].sort()).toEqual([EVENTS, PROVIDER_EVENTS, PARKED_EVENTS].sort());
  });
});

describe('the index file', () => {
  it('tolerates a missing or blank file, and the empty skeleton', () => {
    const dir = mkdtempSync(join(tmpdir(), 'indexes-'));
    expect(loadFirestoreIndexFile(join(dir, 'absent.json'))).toEqual({ indexes: [], fieldOverrides: [] });
    writeFileSync(join(dir, 'blank.json'), '  \n');
    expect(loadFirestoreIndexFile(join(dir, 'blank.json'))).toEqual({ indexes: [], fieldOverrides: [] });
    expect(parseFirestoreIndexFile('{"indexes":[],"fieldOverrides":[]}')).toEqual({ indexes: [], fieldOverrides: [] });
    expect(parseFirestoreIndexFile('{}')).toEqual({ indexes: [], fieldOverrides: [] });
  });

  it('refuses malformed content instead of silently deploying no indexes', () => {
    expect(() => parseFirestoreIndexFile('{"indexes": [')).toThrow(/not valid JSON/);
    expect(() =>
      parseFirestoreIndexFile(
        '{"indexes":[{"collectionGroup":"cases","fields":[{"fieldPath":"status","order":"UP"}]}]}',
      ),
    ).toThrow(/indexes\.0\.fields\.0/);
  });

  it('deploys the checked-in firestore.indexes.json (whatever it holds): every index, one Field per field', async () => {
    const file = loadFirestoreIndexFile('firestore.indexes.json');
    const run = await runProgram(config(settings(), {}, file));
    expect(ofType(run, 'gcp:firestore/index:Index')).toHaveLength(file.indexes.length);
    const fields = ofType(run, 'gcp:firestore/field:Field').map((r) => `${r.inputs.collection}.${r.inputs.field}`);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(expect.arrayContaining(['events.expireAt', 'providerEvents.expireAt']));
  });

  it('names indexes by content, so reordering the file replaces nothing', () => {
    const parsed = parseFirestoreIndexFile(indexFileText);
    const names = parsed.indexes.map(compositeIndexName);
    expect(names).toEqual(['index-cases-status-asc-updatedAt-asc', 'index-cases-ownerId-asc-createdAt-desc']);
    const reordered = parseFirestoreIndexFile(JSON.stringify({ indexes: [...parsed.indexes].reverse() }));
    expect(reordered.indexes.map(compositeIndexName)).toEqual([...names].reverse());
  });
});

/**
 * Why production would refuse `q` (FAILED_PRECONDITION), or null when it is served: with no
 * equality filter, by Firestore's automatic single-field index on the range field (unless a field
 * override removed it); otherwise by a composite index of the file holding exactly the equality
 * fields (in any order) and then the range field, ascending as the query orders it.
 */
function missingIndex(q: SweepQuery, file: FirestoreIndexFile): string | null {
  const equals = Object.keys(q.equals);
  if (equals.length === 0) {
    const override = file.fieldOverrides.find((o) => o.collectionGroup === q.collection && o.fieldPath === q.olderThan);
    const ascending =
      !override ||
      override.indexes.some((i) => 'order' in i && i.order === 'ASCENDING' && i.queryScope === 'COLLECTION');
    return ascending
      ? null
      : `${q.collection}.${q.olderThan}: a field override removes the ascending single-field index`;
  }
  const served = file.indexes.some((ix) => {
    if (ix.collectionGroup !== q.collection || ix.queryScope !== 'COLLECTION' || ix.fields.length !== equals.length + 1)
      return false;
    const last = ix.fields[ix.fields.length - 1]!;
    const prefix = ix.fields.slice(0, -1);
    return (
      last.fieldPath === q.olderThan &&
      'order' in last &&
      last.order === 'ASCENDING' &&
      prefix.every((f) => 'order' in f) &&
      [...prefix.map((f) => f.fieldPath)].sort().join() === [...equals].sort().join()
    );
  });
  return served ? null : `${q.collection}: no composite index (${[...equals, q.olderThan].join(', ')} ascending)`;
}

describe("the sweeper's queries against the checked-in firestore.indexes.json", () => {
  const file = loadFirestoreIndexFile('firestore.indexes.json');

  it.each(Object.entries(sweepQueries))('%s is served by an index production has', (_name, q) => {
    expect(missingIndex(q, file)).toBeNull();
  });

  it('the check itself refuses a missing, misordered or exempted index and accepts equality fields in any order', () => {
    const q: SweepQuery = { collection: 'c', equals: { a: 'x', b: 'y' }, olderThan: 't', select: [] };
    const index = (...fields: [string, 'ASCENDING' | 'DESCENDING'][]) => ({
      collectionGroup: 'c',
      queryScope: 'COLLECTION' as const,
      fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
    });
    const withIndexes = (...indexes: ReturnType<typeof index>[]): FirestoreIndexFile => ({
      indexes,
      fieldOverrides: [],
    });
    expect(missingIndex(q, withIndexes())).toMatch(/no composite index/);
    expect(missingIndex(q, withIndexes(index(['a', 'ASCENDING'], ['t', 'ASCENDING'])))).not.toBeNull();
    expect(
      missingIndex(q, withIndexes(index(['a', 'ASCENDING'], ['b', 'ASCENDING'], ['t', 'DESCENDING']))),
    ).not.toBeNull();
    expect(
      missingIndex(q, withIndexes(index(['t', 'ASCENDING'], ['a', 'ASCENDING'], ['b', 'ASCENDING']))),
    ).not.toBeNull();
    expect(
      missingIndex(
        { ...q, collection: 'other' },
        withIndexes(index(['a', 'ASCENDING'], ['b', 'ASCENDING'], ['t', 'ASCENDING'])),
      ),
    ).not.toBeNull();
    expect(missingIndex(q, withIndexes(index(['b', 'DESCENDING'], ['a', 'ASCENDING'], ['t', 'ASCENDING'])))).toBeNull();
    const single: SweepQuery = { ...q, equals: {} };
    expect(missingIndex(single, withIndexes())).toBeNull();
    const exempt = { collectionGroup: 'c', fieldPath: 't', ttl: false, indexes: [] };
    expect(missingIndex(single, { indexes: [], fieldOverrides: [exempt] })).toMatch(/field override/);
  });
});

/**
 * The case-activity queries (GET /cases, GET /cases/{id}/events): equality fields in any order,
 * then the ordered (and ranged) field in the query's direction; with no equality filter, the
 * automatic single-field index, unless a field override removed it.
 */
interface OrderedQuery {
  collection: string;
  equals: readonly string[];
  orderBy: string;
  direction: 'ASCENDING' | 'DESCENDING';
}
function missingOrderedIndex(q: OrderedQuery, file: FirestoreIndexFile): string | null {
  if (q.equals.length === 0) {
    const override = file.fieldOverrides.find((o) => o.collectionGroup === q.collection && o.fieldPath === q.orderBy);
    const served =
      !override ||
      override.indexes.some((i) => 'order' in i && i.order === q.direction && i.queryScope === 'COLLECTION');
    return served ? null : `${q.collection}.${q.orderBy}: a field override removes the single-field index`;
  }
  const served = file.indexes.some((ix) => {
    if (
      ix.collectionGroup !== q.collection ||
      ix.queryScope !== 'COLLECTION' ||
      ix.fields.length !== q.equals.length + 1
    )
      return false;
    const last = ix.fields[ix.fields.length - 1]!;
    const prefix = ix.fields.slice(0, -1);
    return (
      last.fieldPath === q.orderBy &&
      'order' in last &&
      last.order === q.direction &&
      prefix.every((f) => 'order' in f) &&
      [...prefix.map((f) => f.fieldPath)].sort().join() === [...q.equals].sort().join()
    );
  });
  return served
    ? null
    : `${q.collection}: no composite index (${[...q.equals, `${q.orderBy} ${q.direction}`].join(', ')})`;
}

describe('the case-activity queries against the checked-in firestore.indexes.json', () => {
  const file = loadFirestoreIndexFile('firestore.indexes.json');

  it('covers every filter combination of GET /cases, whatever the query asks', async () => {
    const { caseListIndexShapes, equalityFieldsOf } = await import('../../services/api/case-activity/list-cases.js');
    expect(caseListIndexShapes).toHaveLength(4);
    for (const shape of caseListIndexShapes) expect(missingOrderedIndex(shape, file)).toBeNull();
    // The shapes are the ones the handler uses: each filter set maps to one of them.
    const combos = [
      {},
      { status: ['RUNNING', 'FAILED'] },
      { clientReferenceId: 'r' },
      { status: ['CREATED'], clientReferenceId: 'r' },
    ] as const;
    for (const q of combos) {
      const equals = equalityFieldsOf(q as never);
      expect(caseListIndexShapes.some((sh) => sh.equals.join() === equals.join())).toBe(true);
    }
  });

  it('serves GET /case-groups (owner and listed states, newest first)', async () => {
    const { groupListIndexShape } = await import('../../services/api/case-groups/list-groups.js');
    expect(missingOrderedIndex(groupListIndexShape, file)).toBeNull();
  });

  it('serves the timeline query (ordered by at) from the single-field index', async () => {
    const { timelineQueryShape } = await import('../../services/api/case-activity/case-events.js');
    expect(missingOrderedIndex(timelineQueryShape, file)).toBeNull();
  });

  it('the check refuses a missing or wrongly ordered index', () => {
    const q: OrderedQuery = {
      collection: 'cases',
      equals: ['ownerId', 'status'],
      orderBy: 'createdAt',
      direction: 'DESCENDING',
    };
    const only = (order: 'ASCENDING' | 'DESCENDING'): FirestoreIndexFile => ({
      indexes: [
        {
          collectionGroup: 'cases',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'ownerId', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order },
          ],
        },
      ],
      fieldOverrides: [],
    });
    expect(missingOrderedIndex(q, only('DESCENDING'))).toBeNull();
    expect(missingOrderedIndex(q, only('ASCENDING'))).toMatch(/no composite index/);
    expect(missingOrderedIndex({ ...q, equals: ['ownerId'] }, only('DESCENDING'))).toMatch(/no composite index/);
    expect(
      missingOrderedIndex(
        { ...q, equals: [] },
        {
          indexes: [],
          fieldOverrides: [{ collectionGroup: 'cases', fieldPath: 'createdAt', ttl: false, indexes: [] }],
        },
      ),
    ).toMatch(/override/);
  });
});
