/**
 * The emulator's memory: every task ever created, by full name. Finished and deleted tasks stay
 * as tombstones because Cloud Tasks keeps a used name reserved (CreateTask with it answers
 * ALREADY_EXISTS) long after the task ran: that reservation is what makes named tasks a
 * deduplication key, so the emulator must not forget it.
 */

export type TaskState = 'pending' | 'dispatching' | 'retrying' | 'succeeded' | 'failed' | 'deleted';

/** Retry policy of one queue (Cloud Tasks' RetryConfig, in milliseconds). */
export interface QueuePolicy {
  maxAttempts: number;
  minBackoffMs: number;
  maxBackoffMs: number;
}

export interface StoredTask {
  name: string;
  queuePath: string;
  queueId: string;
  taskId: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
  oidc: { serviceAccountEmail: string; audience: string } | undefined;
  scheduleTime: number;
  createTime: number;
  dispatchDeadlineMs: number;
  state: TaskState;
  /** Attempts started (Cloud Tasks' dispatch_count). */
  dispatchCount: number;
  /** Attempts that got an HTTP answer (response_count). */
  responseCount: number;
  lastStatus: number | undefined;
  lastError: string | undefined;
}

/** What `tasks()` and the control API show: the body as text, times in Unix ms. */
export interface TaskInfo {
  name: string;
  queue: string;
  taskId: string;
  url: string;
  body: string;
  scheduleTime: number;
  createTime: number;
  state: TaskState;
  dispatchCount: number;
  responseCount: number;
  lastStatus: number | undefined;
}

export interface TaskFilter {
  /** Full task name or its last segment. */
  name?: string | undefined;
  /** Short queue id (`case-timers`) or full queue path. */
  queue?: string | undefined;
  /** Tasks whose JSON body has this `caseId`. */
  caseId?: string | undefined;
  /** Tasks whose body text contains this substring. */
  bodyContains?: string | undefined;
  state?: TaskState | undefined;
}

export interface QueueCounters {
  created: number;
  /** Attempts started. */
  dispatched: number;
  /** HTTP requests sent (more than attempts under chaos). */
  deliveries: number;
  succeeded: number;
  failed: number;
}

const ACTIVE: ReadonlySet<TaskState> = new Set(['pending', 'dispatching', 'retrying']);

export function isActive(task: StoredTask): boolean {
  return ACTIVE.has(task.state);
}

export function toTaskInfo(task: StoredTask): TaskInfo {
  return {
    name: task.name,
    queue: task.queueId,
    taskId: task.taskId,
    url: task.url,
    body: task.body.toString('utf8'),
    scheduleTime: task.scheduleTime,
    createTime: task.createTime,
    state: task.state,
    dispatchCount: task.dispatchCount,
    responseCount: task.responseCount,
    lastStatus: task.lastStatus,
  };
}

export function matchesFilter(task: StoredTask, filter: TaskFilter): boolean {
  if (filter.name !== undefined && task.name !== filter.name && task.taskId !== filter.name) return false;
  if (filter.queue !== undefined && task.queueId !== filter.queue && task.queuePath !== filter.queue) return false;
  if (filter.state !== undefined && task.state !== filter.state) return false;
  const text = task.body.toString('utf8');
  if (filter.bodyContains !== undefined && !text.includes(filter.bodyContains)) return false;
  if (filter.caseId !== undefined && bodyCaseId(text) !== filter.caseId) return false;
  return true;
}

function bodyCaseId(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'caseId' in parsed) {
      const id = (parsed as { caseId: unknown }).caseId;
      return typeof id === 'string' ? id : undefined;
    }
  } catch {
    // not JSON: no case id
  }
  return undefined;
}

export function createTaskStore() {
  const tasks = new Map<string, StoredTask>();
  const counters = new Map<string, QueueCounters>();

  const countersOf = (queueId: string): QueueCounters => {
    let c = counters.get(queueId);
    if (!c) {
      c = { created: 0, dispatched: 0, deliveries: 0, succeeded: 0, failed: 0 };
      counters.set(queueId, c);
    }
    return c;
  };

  return {
    get: (name: string) => tasks.get(name),
    /** False when the name is taken, by a live task or a tombstone. */
    insert(task: StoredTask): boolean {
      if (tasks.has(task.name)) return false;
      tasks.set(task.name, task);
      countersOf(task.queueId).created += 1;
      return true;
    },
    list: (filter: TaskFilter = {}) => [...tasks.values()].filter((t) => matchesFilter(t, filter)),
    count: (queueId: string, field: keyof QueueCounters, by = 1) => {
      countersOf(queueId)[field] += by;
    },
    counters() {
      const perQueue = Object.fromEntries([...counters].map(([q, c]) => [q, { ...c }]));
      const total: QueueCounters = { created: 0, dispatched: 0, deliveries: 0, succeeded: 0, failed: 0 };
      for (const c of counters.values()) {
        for (const k of Object.keys(total) as (keyof QueueCounters)[]) total[k] += c[k];
      }
      return { ...total, perQueue };
    },
  };
}

export type TaskStore = ReturnType<typeof createTaskStore>;
