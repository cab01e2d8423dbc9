import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/**
 * Preloaded (`node --import`) into a service that `npm start` runs as a child process: every
 * HTTP response of this process carries `x-local-stack-token: $LOCAL_STACK_TOKEN`, the random
 * token of this run. The stack's readiness probe requires it, so another program answering on
 * the port is never taken for our worker. Dev-only: the services never import it.
 */
export const STACK_TOKEN_HEADER = 'x-local-stack-token';

const token = process.env.LOCAL_STACK_TOKEN;
if (token) {
  subscribe('http.server.request.start', (message) => {
    (message as { response: ServerResponse }).response.setHeader(STACK_TOKEN_HEADER, token);
  });
}
