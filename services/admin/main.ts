import { ConfigError, loadConfigFromProcessEnv, type Config } from '../../shared/config.js';
import { createFirestore } from '../../shared/google-clients.js';
import { USAGE, UsageError, parseAdminArgs } from './admin-args.js';
import { AdminError, runAdminCommand } from './admin-commands.js';
import { adminInvocation } from './admin-invocation.js';
import { formatAdminResult } from './admin-output.js';

/**
 * `npm run admin -- <command>`: the composition root of the admin CLI. Parses argv, reads the
 * config, runs one command against Firestore (the emulator when FIRESTORE_EMULATOR_HOST is set,
 * otherwise real Firestore with application default credentials) and prints the result.
 * Exit codes: 0 done, 1 refused or failed, 2 bad command line or configuration.
 * Firestore must answer by COMMAND_DEADLINE_MS after the process started (the client would
 * otherwise retry an unreachable host for minutes), and gets at least MIN_FIRESTORE_MS: past
 * that the command fails with exit code 1, within 10 s in all unless start-up alone was slow.
 */

const COMMAND_DEADLINE_MS = 9000;
const MIN_FIRESTORE_MS = 3000;

class DeadlineExceeded extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const out = (s: string) => process.stdout.write(s + '\n');
const err = (s: string) => process.stderr.write(s + '\n');

async function main(argv: string[]): Promise<number> {
  const wantsJson = argv.includes('--json');
  const fail = (code: number, message: string, hint?: string) => {
    if (wantsJson) err(JSON.stringify({ ok: false, error: message }));
    else err(`error: ${message}${hint !== undefined ? `\n\n${hint}` : ''}`);
    return code;
  };

  let parsed: ReturnType<typeof parseAdminArgs>;
  try {
    parsed = parseAdminArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) return fail(2, e.message, e.showUsage ? USAGE : 'See: npm run admin -- --help');
    throw e;
  }
  if (parsed.help) {
    out(USAGE);
    return 0;
  }

  let config: Config;
  try {
    config = loadConfigFromProcessEnv();
  } catch (e) {
    if (e instanceof ConfigError) return fail(2, e.message);
    throw e;
  }

  const firestoreDeadlineMs = Math.max(MIN_FIRESTORE_MS, Math.round(COMMAND_DEADLINE_MS - performance.now()));
  const where = config.firestoreEmulatorHost
    ? `the Firestore emulator at ${config.firestoreEmulatorHost}`
    : `Firestore (project ${config.projectId})`;
  const firestoreFailed = (e: unknown) =>
    e instanceof DeadlineExceeded
      ? fail(
          1,
          `${where} did not answer within ${(firestoreDeadlineMs / 1000).toFixed(1)} s; nothing was changed by this command.`,
          hintFor(e, config.firestoreEmulatorHost),
        )
      : fail(1, `Firestore request failed: ${(e as Error).message}`, hintFor(e, config.firestoreEmulatorHost));
  // Without credentials the Firestore client also rejects promises nobody awaits (measured);
  // report the first such failure like any other instead of crashing with a stack.
  process.once('unhandledRejection', (e) => process.exit(firestoreFailed(e)));

  let command = parsed.command;
  if (command.name === 'deactivate-key' && command.key === '-') {
    const key = (await readStdin()).trim();
    if (key === '') return fail(2, 'deactivate-key: --key - read no key from standard input');
    command = { ...command, key };
  }

  const db = createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost });
  try {
    const result = await withDeadline(runAdminCommand({ db, now: Date.now }, command), firestoreDeadlineMs);
    out(parsed.json ? JSON.stringify(result, null, 2) : formatAdminResult(result, adminInvocation(config)));
    return 0;
  } catch (e) {
    if (e instanceof AdminError) return fail(1, e.message);
    return firestoreFailed(e);
  } finally {
    // An unreachable host can hold terminate() too; the exit below does not wait for it.
    await withDeadline(db.terminate(), 1000).catch(() => undefined);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function hintFor(e: unknown, emulatorHost: string | undefined): string | undefined {
  if (emulatorHost)
    return `Is the Firestore emulator running at ${emulatorHost}? (npm start prints the address of its own.)`;
  if (/default credentials/i.test((e as Error).message)) {
    return 'Log in with `gcloud auth application-default login` (and set GOOGLE_CLOUD_PROJECT), or set FIRESTORE_EMULATOR_HOST for a local emulator.';
  }
  return undefined;
}

process.exitCode = await main(process.argv.slice(2));
// The Firestore client can keep retrying in the background after a failure: do not wait for it.
setTimeout(() => process.exit(), 500).unref();
