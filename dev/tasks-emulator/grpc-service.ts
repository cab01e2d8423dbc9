import { randomBytes } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { Logger } from '../../shared/logger.js';
import type { Dispatcher } from './dispatcher.js';
import type { QueueRegistry } from './queue-registry.js';
import { isActive, type StoredTask, type TaskStore } from './task-store.js';

/**
 * Handlers of the Cloud Tasks v2 methods the scheduler adapter uses (CreateTask, GetTask,
 * DeleteTask) plus a few that make the emulator pleasant to poke at (ListTasks, RunTask,
 * GetQueue, CreateQueue). Everything else answers UNIMPLEMENTED (grpc-js's default). Messages
 * arrive as proto-loader objects: camelCase, int64 as strings, bytes as Buffer.
 */

type Timestamp = { seconds?: string | number; nanos?: number } | null | undefined;
type Callback = grpc.sendUnaryData<unknown>;
type Call = grpc.ServerUnaryCall<Record<string, unknown>, unknown>;

interface TaskMessage {
  name?: string;
  httpRequest?: {
    url?: string;
    httpMethod?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    oidcToken?: { serviceAccountEmail?: string; audience?: string };
  };
  appEngineHttpRequest?: unknown;
  scheduleTime?: Timestamp;
  dispatchDeadline?: Timestamp;
}

// Cloud Tasks refuses a scheduleTime more than 30 days ahead; so does the emulator, so code
// that schedules far ahead fails here first.
const MAX_SCHEDULE_AHEAD_MS = 30 * 24 * 3_600_000;
const TASK_ID = /^[A-Za-z0-9_-]{1,500}$/;

export const toMs = (t: Timestamp): number | undefined =>
  t ? Number(t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6) : undefined;
const toTimestamp = (ms: number) => ({ seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1e6 });

const fail = (cb: Callback, code: grpc.status, details: string) =>
  cb({ code, details, name: 'Error', message: details });

function toTaskMessage(task: StoredTask, view: unknown) {
  return {
    name: task.name,
    httpRequest: {
      url: task.url,
      httpMethod: task.method,
      headers: task.headers,
      body: task.body,
      ...(task.oidc ? { oidcToken: task.oidc } : {}),
    },
    scheduleTime: toTimestamp(task.scheduleTime),
    createTime: toTimestamp(task.createTime),
    dispatchDeadline: { seconds: String(Math.floor(task.dispatchDeadlineMs / 1000)), nanos: 0 },
    dispatchCount: task.dispatchCount,
    responseCount: task.responseCount,
    view: view === 'FULL' ? 'FULL' : 'BASIC',
  };
}

export function createCloudTasksHandlers(deps: {
  store: TaskStore;
  dispatcher: Dispatcher;
  queues: QueueRegistry;
  defaultDispatchDeadlineMs: number;
  logger: Logger;
  now?: () => number;
}): grpc.UntypedServiceImplementation {
  const now = deps.now ?? Date.now;
  const liveTask = (name: unknown): StoredTask | undefined => {
    const t = typeof name === 'string' ? deps.store.get(name) : undefined;
    return t && isActive(t) ? t : undefined;
  };

  return {
    CreateTask(call: Call, cb: Callback) {
      const parent = String(call.request.parent ?? '');
      const queue = deps.queues.ensure(parent);
      if (!queue) return fail(cb, grpc.status.INVALID_ARGUMENT, `Invalid parent: ${parent}`);
      const msg = (call.request.task ?? {}) as TaskMessage;
      const http = msg.httpRequest;
      if (!http || msg.appEngineHttpRequest) {
        return fail(cb, grpc.status.INVALID_ARGUMENT, 'Only HTTP tasks (http_request) are emulated');
      }
      let url: URL;
      try {
        url = new URL(http.url ?? '');
      } catch {
        return fail(cb, grpc.status.INVALID_ARGUMENT, 'http_request.url must be an absolute URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return fail(cb, grpc.status.INVALID_ARGUMENT, 'http_request.url must be http or https');
      }
      let taskId: string;
      if (msg.name) {
        const prefix = `${parent}/tasks/`;
        taskId = msg.name.startsWith(prefix) ? msg.name.slice(prefix.length) : '';
        if (!TASK_ID.test(taskId)) return fail(cb, grpc.status.INVALID_ARGUMENT, `Invalid task name: ${msg.name}`);
      } else {
        taskId = randomBytes(16).toString('hex');
      }
      const created = now();
      const scheduleTime = toMs(msg.scheduleTime) ?? created;
      if (scheduleTime > created + MAX_SCHEDULE_AHEAD_MS) {
        return fail(cb, grpc.status.INVALID_ARGUMENT, 'schedule_time must be less than 30 days in the future');
      }
      const task: StoredTask = {
        name: `${parent}/tasks/${taskId}`,
        queuePath: parent,
        queueId: queue.id,
        taskId,
        url: url.toString(),
        method: http.httpMethod ?? 'POST',
        headers: { ...http.headers },
        body: http.body ? Buffer.from(http.body) : Buffer.alloc(0),
        oidc: http.oidcToken?.serviceAccountEmail
          ? {
              serviceAccountEmail: http.oidcToken.serviceAccountEmail,
              audience: http.oidcToken.audience || url.toString(),
            }
          : undefined,
        scheduleTime,
        createTime: created,
        dispatchDeadlineMs: toMs(msg.dispatchDeadline) || deps.defaultDispatchDeadlineMs,
        state: 'pending',
        dispatchCount: 0,
        responseCount: 0,
        lastStatus: undefined,
        lastError: undefined,
      };
      // A used name stays reserved after the task ran or was deleted, as in Cloud Tasks.
      if (!deps.store.insert(task)) return fail(cb, grpc.status.ALREADY_EXISTS, 'Requested entity already exists');
      deps.logger.debug('tasks-emulator: task created', { task: taskId, queue: queue.id, scheduleTime });
      deps.dispatcher.schedule(task);
      cb(null, toTaskMessage(task, call.request.responseView));
    },

    GetTask(call: Call, cb: Callback) {
      const task = liveTask(call.request.name);
      if (!task) return fail(cb, grpc.status.NOT_FOUND, 'Requested entity was not found.');
      cb(null, toTaskMessage(task, call.request.responseView));
    },

    DeleteTask(call: Call, cb: Callback) {
      const task = liveTask(call.request.name);
      if (!task) return fail(cb, grpc.status.NOT_FOUND, 'Requested entity was not found.');
      task.state = 'deleted';
      deps.dispatcher.cancel(task);
      cb(null, {});
    },

    ListTasks(call: Call, cb: Callback) {
      const parent = String(call.request.parent ?? '');
      const tasks = deps.store
        .list({ queue: parent })
        .filter(isActive)
        .map((t) => toTaskMessage(t, call.request.responseView));
      cb(null, { tasks, nextPageToken: '' });
    },

    RunTask(call: Call, cb: Callback) {
      const task = liveTask(call.request.name);
      if (!task) return fail(cb, grpc.status.NOT_FOUND, 'Requested entity was not found.');
      void deps.dispatcher.fireNow({ name: task.name });
      cb(null, toTaskMessage(task, call.request.responseView));
    },

    GetQueue(call: Call, cb: Callback) {
      const name = String(call.request.name ?? '');
      const q = deps.queues.ensure(name);
      if (!q) return fail(cb, grpc.status.INVALID_ARGUMENT, `Invalid queue name: ${name}`);
      cb(null, queueMessage(q.path, deps.queues.policyFor(q.id), deps.dispatcher.isPaused()));
    },

    CreateQueue(call: Call, cb: Callback) {
      const parent = String(call.request.parent ?? '');
      const msg = (call.request.queue ?? {}) as {
        name?: string;
        retryConfig?: { maxAttempts?: number; minBackoff?: Timestamp; maxBackoff?: Timestamp };
      };
      const name = msg.name ?? '';
      if (!name.startsWith(`${parent}/queues/`))
        return fail(cb, grpc.status.INVALID_ARGUMENT, 'queue.name must be under parent');
      if (deps.queues.get(name)) return fail(cb, grpc.status.ALREADY_EXISTS, 'Queue already exists');
      const q = deps.queues.ensure(name);
      if (!q) return fail(cb, grpc.status.INVALID_ARGUMENT, `Invalid queue name: ${name}`);
      const rc = msg.retryConfig;
      if (rc) {
        deps.queues.setPolicy(q.id, {
          ...(rc.maxAttempts ? { maxAttempts: rc.maxAttempts } : {}),
          ...(toMs(rc.minBackoff) ? { minBackoffMs: toMs(rc.minBackoff)! } : {}),
          ...(toMs(rc.maxBackoff) ? { maxBackoffMs: toMs(rc.maxBackoff)! } : {}),
        });
      }
      cb(null, queueMessage(q.path, deps.queues.policyFor(q.id), deps.dispatcher.isPaused()));
    },
  };
}

function queueMessage(
  path: string,
  policy: { maxAttempts: number; minBackoffMs: number; maxBackoffMs: number },
  paused: boolean,
) {
  const dur = (ms: number) => ({ seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1e6 });
  return {
    name: path,
    state: paused ? 'PAUSED' : 'RUNNING',
    retryConfig: {
      maxAttempts: policy.maxAttempts,
      minBackoff: dur(policy.minBackoffMs),
      maxBackoff: dur(policy.maxBackoffMs),
    },
  };
}
