/**
 * Calls the service's public API from the console. The API key lives in this tab's
 * sessionStorage only (typed once in the "API key" field); it is sent as the x-api-key header
 * and never put in a URL.
 */

const KEY = 'ecs-console-api-key';

export const apiKey = {
  get: () => sessionStorage.getItem(KEY),
  set: (k) => sessionStorage.setItem(KEY, k),
  clear: () => sessionStorage.removeItem(KEY),
};

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** One API call; resolves with `data`, rejects with ApiError (code and message from the envelope). */
export async function call(method, path, body) {
  const key = apiKey.get();
  if (!key) throw new ApiError(401, 'UNAUTHORIZED', 'No API key');
  const headers = { 'x-api-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let json = null;
  try {
    json = await res.json();
  } catch {
    // not JSON
  }
  if (!res.ok || !json || json.ok !== true) {
    const err = json?.error ?? {};
    throw new ApiError(res.status, err.code ?? 'HTTP_ERROR', err.message ?? `HTTP ${res.status}`);
  }
  return json.data;
}

export const enc = encodeURIComponent;
