import type { StoredTask } from './task-store.js';

/**
 * One HTTP delivery of a task, shaped like Cloud Tasks' own: the task's method, headers and
 * body, Cloud Tasks' X-CloudTasks-* headers, and, when the task carries an OIDC token config,
 * an `Authorization: Bearer` token. The token is JWT-shaped (header.payload.) with the claims a
 * receiver checks (aud, email, iss) but UNSIGNED: locally nothing can mint Google-signed tokens,
 * and a production verifier must reject it.
 */

export interface DeliveryOutcome {
  /** HTTP status, or undefined when no answer came (refused, reset, deadline). */
  status: number | undefined;
  error: string | undefined;
}

export function fakeOidcToken(oidc: { serviceAccountEmail: string; audience: string }, now: number): string {
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const iat = Math.floor(now / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
    iss: 'https://accounts.google.com',
    aud: oidc.audience,
    azp: oidc.serviceAccountEmail,
    email: oidc.serviceAccountEmail,
    email_verified: true,
    sub: oidc.serviceAccountEmail,
    iat,
    exp: iat + 3600,
  })}.`;
}

export function taskRequestHeaders(task: StoredTask, retryCount: number, now: number): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(task.headers)) headers[k.toLowerCase()] = v;
  if (task.body.length > 0 && headers['content-type'] === undefined)
    headers['content-type'] = 'application/octet-stream';
  headers['user-agent'] = 'Google-Cloud-Tasks';
  headers['x-cloudtasks-queuename'] = task.queueId;
  headers['x-cloudtasks-taskname'] = task.taskId;
  headers['x-cloudtasks-taskretrycount'] = String(retryCount);
  headers['x-cloudtasks-taskexecutioncount'] = String(task.responseCount);
  headers['x-cloudtasks-tasketa'] = (task.scheduleTime / 1000).toFixed(6);
  if (task.oidc) headers['authorization'] = `Bearer ${fakeOidcToken(task.oidc, now)}`;
  return headers;
}

export async function deliverTask(
  task: StoredTask,
  retryCount: number,
  now: number,
  stop: AbortSignal,
): Promise<DeliveryOutcome> {
  const method = task.method === 'HTTP_METHOD_UNSPECIFIED' ? 'POST' : task.method;
  const hasBody = task.body.length > 0 && method !== 'GET' && method !== 'HEAD';
  try {
    const res = await fetch(task.url, {
      method,
      headers: taskRequestHeaders(task, retryCount, now),
      ...(hasBody ? { body: new Uint8Array(task.body) } : {}),
      // Cloud Tasks does not follow redirects: a 3xx is the attempt's answer (and not a success).
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(task.dispatchDeadlineMs), stop]),
    });
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status, error: undefined };
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    return { status: undefined, error: e.cause?.code ?? e.name ?? 'ERROR' };
  }
}
