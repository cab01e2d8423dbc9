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
import { tasksEmulatorComponent } from './tasks-emulator/tasks-emulator-component.js';
import { workerComponent } from './push-worker.js';
import { watchLaunchers } from './parent-watch.js';
import { adminInvocation } from '../services/admin/admin-invocation.js';
import { loadConfig } from '../shared/config.js';
import { MissingPrerequisite, emulatorPath, requireJava17 } from './prerequisites.js';
import { lockCheckout, stackInfoFile, writeStackInfo } from './stack-lock.js';

/**
 * `npm start`: the whole service on this machine. Components start in the order listed, each
 * able to add variables for the next; Ctrl-C (or SIGTERM) stops them in reverse order, after
 * the Firestore emulator has exported its data to .local/firestore-data for the next run.
 * It cannot lie: every port is yours or free, readiness probes know their process, a component
 * that dies after start stops the whole stack with its name, and nothing outlives the stack
 * (each emulator runs under dev/watchdog.ts, the worker under dev/exit-with-parent.ts).
 */

// LOCAL_STACK_DIR: where the stack keeps its state (tests point it at a temporary directory).
const LOCAL_DIR = process.env.LOCAL_STACK_DIR
  ? `${process.env.LOCAL_STACK_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../.local/', import.meta.url));
const FIRESTORE_DATA = `${LOCAL_DIR}firestore-data`;
const DEMO_KEY_FILE = `${LOCAL_DIR}demo-key`;
const STACK_DIR = LOCAL_DIR.replace(/\/$/, '');

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
  // A result is held 30 s before the case completes (production: 120 s): not scaled like the
  // hour, since a person playing the counterparty types a correction at human speed.
  COMPLETION_GRACE_SECONDS: '30',
  // A clarification on a reply is held 30 s (production: 180 s) for the rest of the answer.
  REPLY_WAIT_SECONDS: '30',
};

// Client webhooks to loopback receivers (`clientWebhookUrl: http://127.0.0.1:...`) are allowed
// locally, unless LOCAL_LOOPBACK_WEBHOOKS=false; production's SSRF guard refuses them (its
// WEBHOOK_ALLOWED_HOSTS is empty). A WEBHOOK_ALLOWED_HOSTS of your own wins over both.
const LOOPBACK_HOSTS = '127.0.0.1,localhost,::1';
const loopbackWebhooks = !/^(false|0|no)$/i.test(process.env.LOCAL_LOOPBACK_WEBHOOKS ?? '');
if (loopbackWebhooks) defaults.WEBHOOK_ALLOWED_HOSTS = LOOPBACK_HOSTS;

let demo: DemoAccount | undefined;
const mail = mailSandboxComponents(`${LOCAL_DIR}mail-sandbox.json`, () => demo?.apiKey);

const components: Component[] = [
  firestoreEmulatorComponent(FIRESTORE_DATA),
  pubsubEmulatorComponent(),
  caseEventsTopicComponent(),
  tasksEmulatorComponent(),
  // The mail sandbox sets AGENTMAIL_* for the api; its webhooks are pointed at the api after it.
  mail.sandbox,
  demoAccountComponent(DEMO_KEY_FILE, (a) => (demo = a)),
  // The api's extra options go in this hook (it builds the provider-events receiver itself):
  apiComponent((config, logger) => ({ emailProvider: emailProviderFromConfig(config.agentmail, logger) })),
  mail.webhookTarget,
  // The worker in-process on 127.0.0.1:WORKER_PORT, fed by a push subscription of case-events.
  workerComponent(),
];

const say = (line: string) => process.stdout.write(`[start] ${line}\n`);
const log = { info: say, error: (line: string) => process.stderr.write(`[start] ${line}\n`) };

function webhookNote(env: StackEnv): string[] {
  if (env.WEBHOOK_ALLOWED_HOSTS !== LOOPBACK_HOSTS) {
    return [
      `Client webhooks: the SSRF guard refuses private and loopback receivers except WEBHOOK_ALLOWED_HOSTS=${env.WEBHOOK_ALLOWED_HOSTS ?? '(none)'}.`,
    ];
  }
  return [
    'Client webhooks to loopback receivers (127.0.0.1, localhost, ::1) are ALLOWED in this local stack',
    '  (production refuses them: its SSRF guard lets only public addresses through).',
    '  Turn it off: LOCAL_LOOPBACK_WEBHOOKS=false npm start',
  ];
}

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
    `API key of ${demo?.userId ?? 'the demo user'} (kept in ${DEMO_KEY_FILE}; the database has only its hash):`,
    `  ${key}`,
    ...(demo && !demo.active ? ['  WARNING: this user or key is deactivated: requests will get 403.'] : []),
    '',
    'Create a case:',
    `  curl -s -X POST ${api}/cases -H 'content-type: application/json' -H 'x-api-key: ${key}' \\`,
    `    -d '${body}'`,
    'Read it (caseId from the answer above):',
    `  curl -s ${api}/cases/CASE_ID -H 'x-api-key: ${key}'`,
    '',
    `The console (paste the key above into "API key"): ${api}/console`,
    '',
    ...webhookNote(env),
    '',
    'Admin CLI on this stack (another terminal):',
    `  ${adminInvocation(loadConfig(env))} usage --user ${demo?.userId ?? 'demo-user'}`,
    'Sign webhooks to the demo user (prints the whsec_ secret to verify them with):',
    `  ${adminInvocation(loadConfig(env))} webhook-secret --user ${demo?.userId ?? 'demo-user'}`,
    '',
    `Addresses for scripts: ${stackInfoFile(STACK_DIR)} (apiUrl, sandboxUrl, ...).`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n');
}

/** Names what is missing (and how to install it) before anything starts. */
function checkPrerequisites(): void {
  try {
    if (!process.env.FIRESTORE_EMULATOR_HOST) emulatorPath('firestore');
    if (!process.env.PUBSUB_EMULATOR_HOST) emulatorPath('pubsub');
    if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.PUBSUB_EMULATOR_HOST) requireJava17();
  } catch (e) {
    if (!(e instanceof MissingPrerequisite)) throw e;
    log.error(e.message);
    process.exit(1);
  }
}

function loudly(lines: string[]): void {
  const bar = '!'.repeat(72);
  log.error(['', bar, ...lines.map((l) => `!! ${l}`), bar, ''].join('\n'));
}

function recordStack(env: StackEnv): void {
  const config = loadConfig(env);
  writeStackInfo(STACK_DIR, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...(env.API_URL ? { apiUrl: env.API_URL } : {}),
    ...(env.AGENTMAIL_BASE_URL && !process.env.AGENTMAIL_BASE_URL ? { sandboxUrl: env.AGENTMAIL_BASE_URL } : {}),
    ...(env.WORKER_URL ? { workerUrl: env.WORKER_URL } : {}),
    demoKeyFile: DEMO_KEY_FILE,
    ...(env.FIRESTORE_EMULATOR_HOST ? { firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST } : {}),
    ...(env.PUBSUB_EMULATOR_HOST ? { pubsubEmulatorHost: env.PUBSUB_EMULATOR_HOST } : {}),
    adminEnv: adminInvocation(config).replace(/ npm run admin --$/, ''),
  });
}

async function main(): Promise<void> {
  lockCheckout(STACK_DIR, LOCAL_DIR); // usually taken already by the preload (package.json's start)
  checkPrerequisites();
  let shutdown: (why: string, code: number) => void = (_why, code) => process.exit(code);
  const onDied = (name: string, how: string) => {
    loudly([`${name} died (${how}). The local stack cannot work without it: stopping everything.`]);
    shutdown(`${name} died`, 1);
  };
  // Signals during start: stop what already started (startStack does) and exit.
  const early = (sig: NodeJS.Signals) => shutdown(sig, 130);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, early);
  watchLaunchers((pid) => shutdown(`launcher ${pid} exited`, 0));
  const stack = await startStack(components, { defaults, userEnv: definedEnv(process.env), log, onDied }).catch(
    (e: unknown) => {
      log.error(`start failed: ${(e as Error).message}`);
      process.exit(1);
    },
  );
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(sig, early);

  let stoppingSince: number | undefined;
  shutdown = (why: string, code: number) => {
    // A terminal's Ctrl-C signals the whole foreground group: npm and tsx pass it on too, so the
    // same Ctrl-C arrives two or three times within a moment; those copies are not news. A signal
    // later than that is a second Ctrl-C: stopping carries on (skipping it would leave emulators
    // behind; even a kill -9 leaves nothing, the watchdogs stop them), and says so.
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince > 1_500) log.info(`${why} again: still stopping, please wait`);
      return;
    }
    stoppingSince = Date.now();
    say(`${why}: stopping`);
    stack.stop().then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => shutdown(sig, 0));
  process.on('uncaughtException', (e) => {
    log.error(`uncaught: ${e.stack ?? e.message}`);
    shutdown('error', 1);
  });
  process.on('unhandledRejection', (e) => {
    log.error(`unhandled rejection: ${(e as Error)?.stack ?? String(e)}`);
    shutdown('error', 1);
  });

  recordStack(stack.env);
  process.stdout.write(banner(stack.env, stack.summaries));
}

await main();
