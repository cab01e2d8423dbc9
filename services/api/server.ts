import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { Config } from '../../shared/config.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import { createFirestore, createPubSub } from '../../shared/google-clients.js';
import { createReadiness } from '../../shared/health.js';
import type { Logger } from '../../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { createApp } from './app.js';
import { providerEventsRouterFromConfig } from './provider-events/provider-events-route.js';
import { listenHttp } from '../../shared/http-listen.js';

export interface ApiServerOptions {
  /** Interface to bind: 0.0.0.0 on Cloud Run (main.ts), 127.0.0.1 locally and in tests. */
  host?: string;
  /** Defaults to config.api.port; 0 picks a free port. */
  port?: number;
  emailProvider?: EmailProvider | null;
  /**
   * The provider event receiver; by default built from config on this server's clients when
   * AGENTMAIL_WEBHOOK_SECRET is set (providerEventsRouterFromConfig), else not served.
   */
  providerEvents?: express.Router;
}

export interface RunningApiServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish, then closes the Google clients. */
  close(): Promise<void>;
}

/**
 * The API's composition root: builds every client from config, serves the app, and closes them
 * all on close(). Used by main.ts (Cloud Run) and by
 * dev/start.ts (in-process locally). The Pub/Sub topic is expected to exist (infra creates it;
 * the local stack creates it before starting the API).
 */
export async function startApiServer(
  config: Config,
  logger: Logger,
  opts: ApiServerOptions = {},
): Promise<RunningApiServer> {
  const db = createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost });
  const pubsub = createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost });
  const publisher = createPubSubCaseEventPublisher(pubsub, config.caseEventsTopic);
  const providerEvents = opts.providerEvents ?? providerEventsRouterFromConfig(config, logger, { db, publisher });
  const readiness = createReadiness();
  const app = createApp({
    config,
    logger,
    db,
    publisher,
    emailProvider: opts.emailProvider ?? null,
    now: Date.now,
    newId: randomUUID,
    readiness,
    ...(providerEvents ? { providerEvents } : {}),
  });
  const { url, port, close } = await listenHttp(app, opts.host ?? '127.0.0.1', opts.port ?? config.api.port);
  readiness.markReady();
  logger.info('api listening', { url, port });
  return {
    url,
    port,
    close: async () => {
      readiness.markDraining();
      await close();
      await Promise.allSettled([db.terminate(), pubsub.close()]);
    },
  };
}
