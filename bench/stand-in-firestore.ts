import { FieldValue, type Firestore } from '@google-cloud/firestore';
import type { caseConverter } from '../shared/case-firestore-converter.js';

/**
 * `npm run bench:api-overhead` only: an in-memory stand-in for the few Firestore calls POST /cases
 * and GET /cases/{id} make (doc/collection paths, withConverter, get, getAll, a batch of create and
 * set-merge with `FieldValue.increment`, commit), so that what the serving process spends per
 * request is the app's own work. Each call answers after `delayMs` on a timer (0: next microtask),
 * so requests interleave as they do over a network. No transactions, queries or preconditions:
 * not a Firestore emulator, and nothing else may use it.
 */

type Converter = typeof caseConverter;
type Data = Record<string, unknown>;
interface Ref {
  path: string;
  converter?: Converter;
}

const INCREMENT_OF_ONE = FieldValue.increment(1);

export function standInFirestore(delayMs: number): Firestore {
  const store = new Map<string, Data>();
  const later = <T>(f: () => T): Promise<T> =>
    delayMs > 0 ? new Promise((r) => setTimeout(() => r(f()), delayMs)) : Promise.resolve().then(f);
  const snapshot = ({ path, converter }: Ref) => {
    const data = store.get(path);
    const raw = { exists: data !== undefined, id: path.split('/').pop(), data: () => data, updateTime: {} };
    const read = () => (data === undefined ? undefined : converter ? converter.fromFirestore(raw as never) : data);
    return { ...raw, data: read };
  };
  const doc = (path: string, converter?: Converter): unknown => ({
    path,
    converter,
    id: path.split('/').pop(),
    withConverter: (c: Converter) => doc(path, c),
    collection: (name: string) => collection(`${path}/${name}`),
    get: () => later(() => snapshot({ path, ...(converter ? { converter } : {}) })),
  });
  const collection = (path: string, converter?: Converter): unknown => ({
    doc: (id: string) => doc(`${path}/${id}`, converter),
    withConverter: (c: Converter) => collection(path, c),
  });
  const put = ({ path, converter }: Ref, value: unknown) =>
    store.set(path, converter ? (converter.toFirestore(value as never) as Data) : (value as Data));
  const merge = (path: string, value: Data) => {
    const old = store.get(path) ?? {};
    const next: Data = { ...old };
    for (const [k, v] of Object.entries(value)) {
      if (v instanceof FieldValue && !v.isEqual(INCREMENT_OF_ONE)) throw new Error('stand-in: only increment(1)');
      next[k] = v instanceof FieldValue ? Number(old[k] ?? 0) + 1 : v;
    }
    store.set(path, next);
  };
  const db = {
    collection: (name: string) => collection(name),
    getAll: (...refs: Ref[]) => later(() => refs.map(snapshot)),
    batch: () => {
      const ops: (() => void)[] = [];
      const batch = {
        create: (ref: Ref, value: unknown) => (ops.push(() => put(ref, value)), batch),
        set: (ref: Ref, value: Data) => (ops.push(() => merge(ref.path, value)), batch),
        commit: () =>
          later(() => {
            for (const op of ops) op();
            return [];
          }),
      };
      return batch;
    },
    terminate: async () => {},
  };
  return db as unknown as Firestore;
}
