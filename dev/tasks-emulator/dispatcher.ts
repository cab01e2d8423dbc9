import type { Logger } from '../../shared/logger.js';
import { deliverTask, type DeliveryOutcome } from './http-dispatch.js';
import { isActive, type QueuePolicy, type StoredTask, type TaskFilter, type TaskStore } from './task-store.js';

/**
 * Runs tasks at their scheduleTime, one attempt at a time, with the queue's retry policy:
 * a non-2xx answer (3xx included: redirects are not followed), a refused connection or a
 * dispatch deadline is a failed attempt, retried with exponential backoff until maxAttempts.
 *
 * Chaos (`chaosDeliveries` > 1): every attempt is delivered that many times at once, each copy
 * after a random jitter, so copies of one task and of neighbouring tasks arrive concurrently and
 * out of order. That is Cloud Tasks' at-least-once delivery turned up to the worst case; an
 * attempt then counts as a success only if every copy got a 2xx (otherwise it is retried,
 * which delivers even more copies).
 */

// setTimeout's limit (about 24.8 days); longer delays are re-armed when the timer fires.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface DispatcherDeps {
  store: TaskStore;
  policyFor(queueId: string): QueuePolicy;
  chaosDeliveries: number;
  chaosJitterMs: number;
  logger: Logger;
  now?: () => number;
}

export function backoffMs(policy: QueuePolicy, attemptsSoFar: number): number {
  const exp = policy.minBackoffMs * 2 ** Math.max(0, attemptsSoFar - 1);
  return Math.min(policy.maxBackoffMs, exp);
}

const isSuccess = (o: DeliveryOutcome) => o.status !== undefined && o.status >= 200 && o.status < 300;

export function createDispatcher(deps: DispatcherDeps) {
  const now = deps.now ?? Date.now;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const stopController = new AbortController();
  let paused = false;

  const disarm = (name: string) => {
    const t = timers.get(name);
    if (t) clearTimeout(t);
    timers.delete(name);
  };

  const arm = (task: StoredTask) => {
    disarm(task.name);
    if (paused || stopController.signal.aborted) return;
    if (task.state !== 'pending' && task.state !== 'retrying') return;
    const delay = Math.max(0, task.scheduleTime - now());
    const timer = setTimeout(
      () => {
        timers.delete(task.name);
        if (task.scheduleTime > now()) arm(task);
        else void track(attempt(task));
      },
      Math.min(delay, MAX_TIMEOUT_MS),
    );
    timer.unref();
    timers.set(task.name, timer);
  };

  const track = (p: Promise<void>): Promise<void> => {
    running.add(p);
    return p.finally(() => running.delete(p));
  };

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function attempt(task: StoredTask): Promise<void> {
    if (stopController.signal.aborted) return;
    if (task.state !== 'pending' && task.state !== 'retrying') return;
    disarm(task.name);
    task.state = 'dispatching';
    const retryCount = task.dispatchCount;
    task.dispatchCount += 1;
    deps.store.count(task.queueId, 'dispatched');
    const copies = Math.max(1, deps.chaosDeliveries);
    const outcomes = await Promise.all(
      Array.from({ length: copies }, async () => {
        if (copies > 1) await sleep(Math.random() * deps.chaosJitterMs);
        deps.store.count(task.queueId, 'deliveries');
        return deliverTask(task, retryCount, now(), stopController.signal);
      }),
    );
    if (task.state !== 'dispatching') return; // deleted while in flight
    if (outcomes.some((o) => o.status !== undefined)) task.responseCount += 1;
    const ok = outcomes.every(isSuccess);
    const shown = outcomes.find((o) => !isSuccess(o)) ?? outcomes[0]!;
    task.lastStatus = shown.status;
    task.lastError = shown.error;
    const policy = deps.policyFor(task.queueId);
    const log = {
      task: task.taskId,
      queue: task.queueId,
      attempt: task.dispatchCount,
      status: shown.status,
      error: shown.error,
    };
    if (ok) {
      task.state = 'succeeded';
      deps.store.count(task.queueId, 'succeeded');
      deps.logger.debug('tasks-emulator: task succeeded', log);
      return;
    }
    // maxAttempts -1 means unlimited, as in Cloud Tasks' RetryConfig.
    if (policy.maxAttempts !== -1 && task.dispatchCount >= policy.maxAttempts) {
      task.state = 'failed';
      deps.store.count(task.queueId, 'failed');
      deps.logger.info('tasks-emulator: task failed, no attempts left', log);
      return;
    }
    task.state = 'retrying';
    task.scheduleTime = now() + backoffMs(policy, task.dispatchCount);
    deps.logger.debug('tasks-emulator: task attempt failed, retrying', log);
    arm(task);
  }

  return {
    /** Called for a new task: arms its timer (a scheduleTime in the past runs at once). */
    schedule: arm,
    cancel: (task: StoredTask) => disarm(task.name),
    /**
     * Runs the matching pending tasks now, ignoring their scheduleTime and a pause, and resolves
     * when each one's attempt has been answered: the number of tasks fired.
     */
    async fireNow(filter: TaskFilter): Promise<number> {
      const due = deps.store.list(filter).filter((t) => isActive(t) && t.state !== 'dispatching');
      await Promise.all(due.map((t) => track(attempt(t))));
      return due.length;
    },
    pause() {
      paused = true;
      for (const name of [...timers.keys()]) disarm(name);
    },
    resume() {
      paused = false;
      for (const t of deps.store.list()) arm(t);
    },
    isPaused: () => paused,
    async stop() {
      stopController.abort();
      for (const name of [...timers.keys()]) disarm(name);
      await Promise.allSettled([...running]);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
