import { z } from 'zod';
import { startApiServer, type ApiServerOptions } from '../services/api/server.js';
import { loadConfig, type Config } from '../shared/config.js';
import { createFirestore, createPubSub } from '../shared/google-clients.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { ensureDemoAccount, type DemoAccount } from './demo-user.js';
import { startFirestoreEmulator, startPubSubEmulator } from './emulators.js';
import { freePort, portIsFree } from './free-port.js';
import type { Component, StackEnv } from './local-stack.js';

/** The components of `npm start` that exist today; dev/start.ts lists them in order. */

const optionalPort = z.coerce.number().int().min(1).max(65535).optional();

function portFrom(env: Readonly<StackEnv>, name: string): number | undefined {
  const parsed = optionalPort.safeParse(env[name]);
  if (!parsed.success) throw new Error(`${name} must be a port number (1-65535), got ${JSON.stringify(env[name])}`);
  return parsed.data;
}

/**
 * Firestore emulator on FIRESTORE_PORT (or a free port), loading and saving `dataDir`. An
 * existing FIRESTORE_EMULATOR_HOST in the user's environment is used as is instead.
 */
export function firestoreEmulatorComponent(dataDir: string): Component {
  return {
    name: 'firestore-emulator',
    async start(env) {
      if (env.FIRESTORE_EMULATOR_HOST) {
        return {
          summary: `Firestore: ${env.FIRESTORE_EMULATOR_HOST} (yours, from FIRESTORE_EMULATOR_HOST)`,
          stop: async () => {},
        };
      }
      const { projectId } = loadConfig(env);
      const em = await startFirestoreEmulator({ port: portFrom(env, 'FIRESTORE_PORT'), dataDir, projectId });
      return {
        env: { FIRESTORE_EMULATOR_HOST: em.host },
        summary: `Firestore: ${em.host} emulator, project ${projectId}, data kept in ${dataDir}`,
        exited: em.exited,
        stop: em.stop,
      };
    },
  };
}

/** Pub/Sub emulator on PUBSUB_PORT (or a free port); its data lives only as long as the run. */
export function pubsubEmulatorComponent(): Component {
  return {
    name: 'pubsub-emulator',
    async start(env) {
      if (env.PUBSUB_EMULATOR_HOST) {
        return {
          summary: `Pub/Sub: ${env.PUBSUB_EMULATOR_HOST} (yours, from PUBSUB_EMULATOR_HOST)`,
          stop: async () => {},
        };
      }
      const em = await startPubSubEmulator({ port: portFrom(env, 'PUBSUB_PORT') });
      return {
        env: { PUBSUB_EMULATOR_HOST: em.host },
        summary: `Pub/Sub: ${em.host} emulator`,
        exited: em.exited,
        stop: em.stop,
      };
    },
  };
}

/** Creates the case-events topic if it is missing (the emulator forgets topics between runs). */
export function caseEventsTopicComponent(): Component {
  return {
    name: 'case-events-topic',
    async start(env) {
      const config = loadConfig(env);
      const pubsub = createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost });
      try {
        const [topic] = await pubsub.topic(config.caseEventsTopic).get({ autoCreate: true });
        return { summary: `Topic: ${topic.name}`, stop: async () => {} };
      } finally {
        await pubsub.close();
      }
    },
  };
}

/** The demo user and its stable key; `onReady` receives them for the banner. */
export function demoAccountComponent(keyFile: string, onReady: (a: DemoAccount) => void): Component {
  return {
    name: 'demo-account',
    async start(env) {
      const config = loadConfig(env);
      const db = createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost });
      try {
        const account = await ensureDemoAccount(db, { keyFile, now: Date.now });
        onReady(account);
        const made = [account.createdUser && 'user created', account.createdKey && 'key stored'].filter(Boolean);
        return {
          summary: `Demo user: ${account.userId} (SANDBOX)${made.length ? `, ${made.join(', ')}` : ''}`,
          stop: async () => {},
        };
      } finally {
        await db.terminate();
      }
    },
  };
}

/**
 * The API in this process (services/api/server.ts), on 127.0.0.1:PORT. In-process rather than a
 * child running services/api/main.ts: main.ts binds 0.0.0.0 for Cloud Run, and local servers
 * bind only the loopback; it also lets `options` hand in objects that are not env strings (the
 * email provider adapter, the provider-events router). Adds API_URL for what comes after.
 * The port: PORT when you set it (taken: the start fails, saying so), else 8080 when free, else
 * any free port (the summary says why).
 */
export function apiComponent(
  options?: (config: Config, logger: Logger) => ApiServerOptions | Promise<ApiServerOptions>,
): Component {
  return {
    name: 'api',
    async start(env) {
      const config = loadConfig(env);
      const logger = createLogger({ level: config.logLevel, base: { service: 'api' } });
      const extra = options ? await options(config, logger) : {};
      const chosen = env.PORT !== undefined;
      const port = chosen || (await portIsFree(config.api.port)) ? config.api.port : await freePort();
      const server = await startApiServer(config, logger, { ...extra, host: '127.0.0.1', port }).catch((e: unknown) => {
        const inUse = (e as NodeJS.ErrnoException).code === 'EADDRINUSE';
        throw inUse
          ? new Error(
              `the API's port ${port} is taken by another program: set PORT to a free port, or unset it to let npm start pick one`,
            )
          : e;
      });
      const note =
        port === config.api.port
          ? ''
          : ` (port ${config.api.port} is taken by another program, so a free one was picked; PORT=... chooses)`;
      return {
        env: { API_URL: server.url, PORT: String(server.port) },
        summary: `API: ${server.url}${note}`,
        stop: server.close,
      };
    },
  };
}
