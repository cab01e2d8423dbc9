/**
 * The local stack as an ordered list of components. Each starts with the environment built so
 * far and may add variables (hosts, URLs) for the ones after it; they stop in reverse order.
 * Precedence: the user's own environment wins over anything computed here, so
 * `PORT=9000 npm start` or an existing FIRESTORE_EMULATOR_HOST are respected.
 * A component that can die on its own (a child process) says so through `exited`: during start
 * that fails the start; afterwards `onDied` is told which one died and how.
 */

export type StackEnv = Record<string, string>;

export interface RunningComponent {
  /** Variables for the components after this one (and for the services' loadConfig). */
  env?: StackEnv;
  /** One line for the start-up banner, e.g. `Mail sandbox: http://127.0.0.1:4010`. */
  summary?: string;
  /** Resolves, saying how (`exited with code 1`), when the component stops without being asked. */
  exited?: Promise<string>;
  stop(): Promise<void>;
}

export interface Component {
  name: string;
  start(env: Readonly<StackEnv>): Promise<RunningComponent>;
}

export interface RunningStack {
  /** The final environment: defaults < component outputs < the user's environment. */
  env: StackEnv;
  summaries: string[];
  /** Stops every started component, last first; failures are reported, not thrown. */
  stop(): Promise<void>;
}

export interface StackLog {
  info(line: string): void;
  error(line: string): void;
}

/** Only defined, non-empty values: `FOO= npm start` does not override a computed FOO. */
export function definedEnv(source: Record<string, string | undefined>): StackEnv {
  const out: StackEnv = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export async function startStack(
  components: readonly Component[],
  opts: { defaults: StackEnv; userEnv: StackEnv; log: StackLog; onDied?: (name: string, how: string) => void },
): Promise<RunningStack> {
  let computed: StackEnv = { ...opts.defaults };
  const effective = () => ({ ...computed, ...opts.userEnv });
  const started: { name: string; running: RunningComponent }[] = [];
  const summaries: string[] = [];
  let ready = false;
  let stopping = false;
  const diedWhileStarting: string[] = [];

  const stop = async () => {
    stopping = true;
    for (const { name, running } of [...started].reverse()) {
      try {
        await running.stop();
        opts.log.info(`stopped ${name}`);
      } catch (e) {
        opts.log.error(`stopping ${name} failed: ${(e as Error).message}`);
      }
    }
    started.length = 0;
  };

  for (const c of components) {
    opts.log.info(`starting ${c.name}`);
    let running: RunningComponent;
    try {
      running = await c.start(effective());
    } catch (e) {
      opts.log.error(`${c.name} failed to start: ${(e as Error).message}`);
      await stop();
      throw e;
    }
    started.push({ name: c.name, running });
    void running.exited?.then((how) => {
      if (stopping) return;
      if (ready) opts.onDied?.(c.name, how);
      else diedWhileStarting.push(`${c.name} ${how}`);
    });
    if (diedWhileStarting.length > 0) {
      await stop();
      throw new Error(`${diedWhileStarting.join('; ')} while the stack was starting`);
    }
    computed = { ...computed, ...running.env };
    if (running.summary) summaries.push(running.summary);
  }
  ready = true;
  return { env: effective(), summaries, stop };
}
