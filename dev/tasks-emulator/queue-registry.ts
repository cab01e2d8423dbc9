import type { QueuePolicy } from './task-store.js';

/**
 * Queues by full path. Any queue a task names exists (created on first use): locally no infra
 * step creates them. Retry policies are kept by short queue id (`case-timers`), from the
 * emulator's options, the default, or a later CreateQueue with a RetryConfig.
 */

export interface QueueEntry {
  path: string;
  id: string;
}

export const QUEUE_PATH = /^projects\/[^/]+\/locations\/[^/]+\/queues\/([A-Za-z0-9-]{1,100})$/;

export function createQueueRegistry(opts: { configured: Record<string, Partial<QueuePolicy>>; defaults: QueuePolicy }) {
  const queues = new Map<string, QueueEntry>();
  const policies = new Map<string, QueuePolicy>(
    Object.entries(opts.configured).map(([id, p]) => [id, { ...opts.defaults, ...p }]),
  );
  const policyFor = (id: string): QueuePolicy => policies.get(id) ?? opts.defaults;
  const ensure = (path: string): QueueEntry | undefined => {
    const id = QUEUE_PATH.exec(path)?.[1];
    if (!id) return undefined;
    let q = queues.get(path);
    if (!q) {
      q = { path, id };
      queues.set(path, q);
    }
    return q;
  };
  return {
    /** The queue at this path, created if new; undefined when the path is malformed. */
    ensure,
    get: (path: string) => queues.get(path),
    policyFor,
    setPolicy(id: string, policy: Partial<QueuePolicy>) {
      policies.set(id, { ...policyFor(id), ...policy });
    },
  };
}

export type QueueRegistry = ReturnType<typeof createQueueRegistry>;
