import type { RequestHandler } from 'express';

/**
 * `GET /healthz` of both services, for Cloud Run's startup and liveness probes: no key, no
 * Firestore or provider call, so a probe measures this process, never a dependency (a Firestore
 * outage must not get every instance restarted). It answers 200 only between `markReady` (the
 * server calls it once the app is composed and listening) and `markDraining` (shutdown began).
 */

export interface Readiness {
  ready(): boolean;
}

export function createReadiness(): Readiness & { markReady(): void; markDraining(): void } {
  let state: 'starting' | 'ready' | 'draining' = 'starting';
  return {
    ready: () => state === 'ready',
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    markDraining: () => {
      state = 'draining';
    },
  };
}

/** Without a readiness (an app built by a test), the app counts as ready once it serves. */
export function healthzHandler(readiness: Readiness | undefined): RequestHandler {
  return (_req, res) => {
    if (readiness && !readiness.ready()) {
      res.status(503).json({ ok: false });
      return;
    }
    res.status(200).json({ ok: true });
  };
}
