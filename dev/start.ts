import { fileURLToPath } from 'node:url';
import type { DemoAccount } from './demo-user.js';
import {
  apiComponent,
  caseEventsTopicComponent,
  demoAccountComponent,
  firestoreEmulatorComponent,
  pubsubEmulatorComponent,
} from './local-components.js';
import { definedEnv, startStack, type Component, type StackEnv } from './local-stack.js';
import { mailSandboxComponents } from './mail-sandbox/mail-sandbox-component.js';
import { emailProviderFromConfig } from '../shared/agentmail-provider-from-config.js';
import { providerEventsRouterFromConfig } from '../services/api/provider-events-route.js';
import { tasksEmulatorComponent } from './tasks-emulator/tasks-emulator-component.js';
import { workerComponent } from './push-worker.js';
import { watchLaunchers } from './parent-watch.js';

/**
 * `npm start`: the whole service on this machine. Components start in the order listed, each
 * able to add variables for the next; Ctrl-C (or SIGTERM) stops them in reverse order, after
 * the Firestore emulator has exported its data to .local/firestore-data for the next run.
 */

const LOCAL_DIR = fileURLToPath(new URL('../.local/', import.meta.url));
const FIRESTORE_DATA = `${LOCAL_DIR}firestore-data`;
const DEMO_KEY_FILE = `${LOCAL_DIR}demo-key`;
const mail = mailSandboxComponents(`${LOCAL_DIR}mail-sandbox.json`);

// Google clients must not look for a GCE metadata server here (PLATFORM-NOTES).
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** Local defaults; anything set in your environment wins (e.g. `PORT=9000 npm start`). */
const defaults: StackEnv = {
  NODE_ENV: 'development',
  METADATA_SERVER_DETECTION: 'none',
  // A local "hour" of followUpDelayHours is a minute (fire a timer now through the tasks
  // emulator's control URL to skip even that); the sweeper runs every minute.
  HOUR_MS: '60000',
  SWEEP_THRESHOLD_MS: '60000',
  // Follow-ups go out whenever due, so a person playing the counterparty at night sees them
  // (production holds them to MON-FRI 09:00-17:00 in the counterparty's zone).
  FOLLOW_UP_WINDOW_DEFAULT: 'always',
};

let demo: DemoAccount | undefined;

const components: Component[] = [
  firestoreEmulatorComponent(FIRESTORE_DATA),
  pubsubEmulatorComponent(),
  caseEventsTopicComponent(),
  tasksEmulatorComponent(),
  // The mail sandbox sets AGENTMAIL_* for the api; its webhooks are pointed at the api after it.
  mail.sandbox,
  demoAccountComponent(DEMO_KEY_FILE, (a) => (demo = a)),
  // The api's extra options (email provider adapter, provider-events router) go in this hook:
  apiComponent((config, logger) => {
    const providerEvents = providerEventsRouterFromConfig(config, logger);
    return { emailProvider: emailProviderFromConfig(config.agentmail, logger), ...(providerEvents ? { providerEvents } : {}) };
  }),
  mail.webhookTarget,
  // The worker in-process on 127.0.0.1:WORKER_PORT, fed by a push subscription of case-events.
  workerComponent(),
];

const say = (line: string) => process.stdout.write(`[start] ${line}\n`);
const log = { info: say, error: (line: string) => process.stderr.write(`[start] ${line}\n`) };

function banner(env: StackEnv, summaries: string[]): string {
  const api = env.API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  const key = demo?.apiKey ?? '<API_KEY>';
  const body = JSON.stringify({
    channel: 'EMAIL',
    goal: { objective: 'Confirm the delivery date of order 1042' },
    counterparty: { address: 'alex@example.com', name: 'Alex Rivera', company: 'Acme Supplies' },
    senderPersona: { name: 'Sam', role: 'Buyer', company: 'Example Corp' },
    resultSchema: { type: 'object', properties: { deliveryDate: { type: 'string' } }, required: ['deliveryDate'] },
  });
  return [
    '',
    'Email Case Service is running locally.',
    ...summaries.map((s) => `  ${s}`),
    '',
    `API key of ${demo?.userId ?? 'the demo user'} (kept in .local/demo-key; the database has only its hash):`,
    `  ${key}`,
    ...(demo && !demo.active ? ['  WARNING: this user or key is deactivated: requests will get 403.'] : []),
    '',
    'Create a case:',
    `  curl -s -X POST ${api}/cases -H 'content-type: application/json' -H 'x-api-key: ${key}' \\`,
    `    -d '${body}'`,
    'Read it (caseId from the answer above):',
    `  curl -s ${api}/cases/CASE_ID -H 'x-api-key: ${key}'`,
    '',
    'Admin CLI on this stack (another terminal):',
    `  FIRESTORE_EMULATOR_HOST=${env.FIRESTORE_EMULATOR_HOST ?? ''} npm run admin -- usage --user ${demo?.userId ?? 'demo-user'}`,
    '',
    'Ctrl-C stops everything.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const stack = await startStack(components, { defaults, userEnv: definedEnv(process.env), log }).catch(
    (e: unknown) => {
      log.error(`start failed: ${(e as Error).message}`);
      process.exit(1);
    },
  );

  let stopping = false;
  const shutdown = (why: string, code: number) => {
    if (stopping) {
      log.error(`${why} again: exiting now (emulator data since start may not be saved)`);
      process.exit(130);
    }
    stopping = true;
    say(`${why}: stopping`);
    stack.stop().then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => shutdown(sig, 0));
  watchLaunchers((pid) => shutdown(`launcher ${pid} exited`, 0));
  process.on('uncaughtException', (e) => {
    log.error(`uncaught: ${e.stack ?? e.message}`);
    shutdown('error', 1);
  });
  process.on('unhandledRejection', (e) => {
    log.error(`unhandled rejection: ${(e as Error)?.stack ?? String(e)}`);
    shutdown('error', 1);
  });

  process.stdout.write(banner(stack.env, stack.summaries));
}

await main();
