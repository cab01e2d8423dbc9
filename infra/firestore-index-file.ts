import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The checked-in `firestore.indexes.json` (the Firebase CLI format, which `gcloud` and the
 * console also export). The emulator never enforces composite indexes, so this file is the only
 * record of what production queries need: infra deploys exactly what it lists. A missing or
 * empty file means "no composite indexes"; a malformed one stops the deployment, because
 * silently skipping indexes would only surface as FAILED_PRECONDITION errors in production.
 */

const indexField = z.union([
  z.object({ fieldPath: z.string().min(1), order: z.enum(['ASCENDING', 'DESCENDING']) }),
  z.object({ fieldPath: z.string().min(1), arrayConfig: z.literal('CONTAINS') }),
]);

const compositeIndex = z.object({
  collectionGroup: z.string().min(1),
  queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  fields: z.array(indexField).min(1),
});

const overrideIndex = z.union([
  z.object({
    order: z.enum(['ASCENDING', 'DESCENDING']),
    queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  }),
  z.object({
    arrayConfig: z.literal('CONTAINS'),
    queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  }),
]);

const fieldOverride = z.object({
  collectionGroup: z.string().min(1),
  fieldPath: z.string().min(1),
  ttl: z.boolean().default(false),
  indexes: z.array(overrideIndex).default([]),
});

const indexFileSchema = z.object({
  indexes: z.array(compositeIndex).default([]),
  fieldOverrides: z.array(fieldOverride).default([]),
});

export type FirestoreIndexFile = z.infer<typeof indexFileSchema>;
export type CompositeIndex = z.infer<typeof compositeIndex>;
export type FieldOverride = z.infer<typeof fieldOverride>;

export const emptyIndexFile: FirestoreIndexFile = { indexes: [], fieldOverrides: [] };

/** Parses the file's text; blank text counts as an empty file. */
export function parseFirestoreIndexFile(text: string, source = 'firestore.indexes.json'): FirestoreIndexFile {
  if (text.trim() === '') return emptyIndexFile;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${source}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = indexFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`${source}: not a Firestore index file:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads the file at program time; a missing file is an empty one. */
export function loadFirestoreIndexFile(path: string): FirestoreIndexFile {
  if (!existsSync(path)) return emptyIndexFile;
  return parseFirestoreIndexFile(readFileSync(path, 'utf8'), path);
}

/**
 * A stable Pulumi name for an index, derived from what it indexes: reordering the file must not
 * replace indexes (a rebuild on a large collection takes minutes to hours).
 */
export function compositeIndexName(index: CompositeIndex): string {
  const fields = index.fields.map((f) =>
    'order' in f ? `${f.fieldPath}-${f.order === 'ASCENDING' ? 'asc' : 'desc'}` : `${f.fieldPath}-contains`,
  );
  const scope = index.queryScope === 'COLLECTION_GROUP' ? '-group' : '';
  return `index-${index.collectionGroup}${scope}-${fields.join('-')}`.replace(/[^A-Za-z0-9_.-]/g, '_');
}
