import { startFirestoreEmulator, startPubSubEmulator } from '../dev/emulators.js';
import { startServiceStack, type Stack } from '../dev/service-stack.js';
import { createBrain } from '../services/worker/brain/brain-factory.js';
import { loadConfig, type Config } from '../shared/config.js';
import { createLogger } from '../shared/logger.js';

/**
 * The stack the simulations run on, the same one the tests use (dev/service-stack.ts): the
 * Firestore and Pub/Sub emulators (started here on free ports unless given), the tasks emulator,
 * the mail sandbox, the API and the worker, with the brain the run asks for. Every part started
 * is handed to `track` as soon as it runs, so an interrupted start still stops it.
 */

export type BrainKind = 'offline' | 'gemini';

/**
 * The completion grace of the simulations (COMPLETION_GRACE_SECONDS, unless the environment sets
 * it): a counterparty's `after: "previous"` correction is sent as soon as the runner sees the
 * result held, and must be read inside the grace even on a loaded machine. It costs no time: a
 * silent counterparty fires the grace's timer at once, as it fires follow-ups.
 */
export const EVAL_COMPLETION_GRACE_SECONDS = 10;

/**
 * The reply wait of the simulations (REPLY_WAIT_SECONDS, unless the environment sets it): a
 * counterparty's `after: "previous"` second mail is sent while the clarification on their first
 * is held. Free like the grace: a silent counterparty fires its timer at once.
 */
export const EVAL_REPLY_WAIT_SECONDS = 10;

export interface EvalStack {
  stack: Stack;
  apiKey: string;
  brain: BrainKind;
  close(): Promise<void>;
}

/** The brain settings as the worker reads them (shared/config.ts), with BRAIN forced. */
export function brainConfig(kind: BrainKind, env: Record<string, string | undefined>): Config {
  return loadConfig({ ...env, BRAIN: kind, LOG_LEVEL: 'warn' });
}

export async function startEvalStack(opts: {
  brain: BrainKind;
  /** The environment the brain settings come from (GEMINI_API_KEY, GEMINI_BASE_URL, ...). */
  env: Record<string, string | undefined>;
  emulators?: { firestoreHost: string; pubsubHost: string };
  track: (stop: () => Promise<void>) => void;
  logs: string[];
}): Promise<EvalStack> {
  // First, so a missing Gemini key fails before anything starts.
  const config = brainConfig(opts.brain, opts.env);
  const logger = createLogger({ level: 'warn', write: (l) => opts.logs.push(l) });
  const brain = createBrain(config.brain, logger.child({ service: 'worker' }), { projectId: config.projectId });

  let emulators = opts.emulators;
  if (!emulators) {
    const [fs, ps] = await Promise.allSettled([startFirestoreEmulator(), startPubSubEmulator()]);
    for (const r of [fs, ps]) if (r.status === 'fulfilled') opts.track(r.value.stop);
    if (fs.status === 'rejected') throw fs.reason;
    if (ps.status === 'rejected') throw ps.reason;
    emulators = { firestoreHost: fs.value.host, pubsubHost: ps.value.host };
  }
  const stack = await startServiceStack({
    emulators,
    brain,
    logLevel: 'warn',
    env: {
      COMPLETION_GRACE_SECONDS: opts.env['COMPLETION_GRACE_SECONDS'] ?? String(EVAL_COMPLETION_GRACE_SECONDS),
      REPLY_WAIT_SECONDS: opts.env['REPLY_WAIT_SECONDS'] ?? String(EVAL_REPLY_WAIT_SECONDS),
    },
  });
  opts.track(() => stack.close());
  opts.logs.push(...stack.logs.splice(0));
  const { apiKey } = await stack.createUser('BASE_PRO');
  return { stack, apiKey, brain: opts.brain, close: () => stack.close() };
}
