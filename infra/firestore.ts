import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';
import { compositeIndexName, type FieldOverride, type FirestoreIndexFile } from './firestore-index-file.js';

/**
 * The (default) database in native mode, the composite indexes of the checked-in index file,
 * and TTL policies that expire idempotency markers. The database holds every case: it is
 * delete-protected and abandoned (not deleted) by `pulumi destroy`.
 */

/**
 * Markers with an `expireAt` timestamp, expired by TTL: the worker's processed-event markers
 * (`cases/{id}/events/{eventId}`, EVENTS in services/worker/pipeline/case-store.ts) and the api's
 * provider-webhook markers (PROVIDER_EVENTS in services/api/provider-events/provider-events-route.ts),
 * and provider events kept because no case could take them yet or ever (PARKED_EVENTS in
 * shared/parked-events.ts: 30 days for inspection). Merged with any override of the same field in
 * the index file.
 */
export const markerTtlCollections = ['events', 'providerEvents', 'parkedEvents'] as const;
const markerTtls: FieldOverride[] = markerTtlCollections.map((collectionGroup) => ({
  collectionGroup,
  fieldPath: 'expireAt',
  ttl: true,
  indexes: [],
}));

export function createFirestore(s: InfraSettings, file: FirestoreIndexFile, opts: pulumi.CustomResourceOptions) {
  const database = new gcp.firestore.Database(
    'firestore',
    {
      project: s.project,
      name: '(default)',
      locationId: s.firestoreLocation ?? s.region,
      type: 'FIRESTORE_NATIVE',
      concurrencyMode: 'PESSIMISTIC',
      pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
      deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
      deletionPolicy: 'ABANDON',
    },
    opts,
  );
  const onDb: pulumi.CustomResourceOptions = { ...opts, dependsOn: [database] };

  const indexes = file.indexes.map(
    (index) =>
      new gcp.firestore.Index(
        compositeIndexName(index),
        {
          project: s.project,
          database: database.name,
          collection: index.collectionGroup,
          queryScope: index.queryScope,
          fields: index.fields.map((f) =>
            'order' in f
              ? { fieldPath: f.fieldPath, order: f.order }
              : { fieldPath: f.fieldPath, arrayConfig: f.arrayConfig },
          ),
        },
        onDb,
      ),
  );

  const fields = mergeFieldOverrides(file.fieldOverrides).map(
    (o) =>
      new gcp.firestore.Field(
        `field-${o.collectionGroup}-${o.fieldPath}`.replace(/[^A-Za-z0-9_.-]/g, '_'),
        {
          project: s.project,
          database: database.name,
          collection: o.collectionGroup,
          field: o.fieldPath,
          ...(o.ttl ? { ttlConfig: {} } : {}),
          // An empty index list exempts the field from single-field indexing (cheaper writes
          // for a field nobody queries, as Google recommends for TTL fields).
          indexConfig: { indexes: o.indexes.map((i) => ({ ...i })) },
        },
        onDb,
      ),
  );
  return { database, indexes, fields };
}

/** One Field resource per field: two resources on one field would fight over its config. */
export function mergeFieldOverrides(overrides: FieldOverride[]): FieldOverride[] {
  const byField = new Map<string, FieldOverride>();
  for (const o of [...overrides, ...markerTtls]) {
    const key = `${o.collectionGroup}/${o.fieldPath}`;
    const seen = byField.get(key);
    byField.set(key, seen ? { ...seen, ttl: seen.ttl || o.ttl, indexes: [...seen.indexes, ...o.indexes] } : o);
  }
  return [...byField.values()];
}
