import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adversarialAnswer } from '../dev/gemini-adversary.js';
import { startGeminiStub } from '../dev/gemini-stub.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import { ConfigError } from '../shared/config.js';
import { brainConfig, startEvalStack, type BrainKind } from './eval-stack.js';
import { loadScenarioDirs, SCENARIO_SETS } from './load-scenarios.js';
import { renderHtmlReport } from './report-html.js';
import { countOutcomes } from './outcome.js';
import { categoryTable, closingLine, metricsSummaryLine, progressLine, resultsTable } from './report-text.js';
import { rescoreRun } from './rescore.js';
import { runScenarios, type ScenarioResult } from './run-scenarios.js';

/**
 * `npm run eval`: the simulations. Starts the local stack (emulators, tasks emulator, mail
 * sandbox, API, worker), plays every scenario against it, prints a line per scenario, the table
 * and the score per category, writes the HTML report (and the JSON results with --json), stops
 * everything, and ends with `eval: N passed, N failed`; exit code 0 only if every scenario
 * passed. Ctrl-C, SIGTERM or the death of the launching npm stop the stack too.
 *   npm run eval -- [--set dev|held-out|all | --scenarios DIR] [--brain offline|gemini|gemini-stub-adversarial] [--filter TEXT] [--concurrency N] [--json FILE]
 * `--rescore SAVED.json`: score a run saved with --json again (current scorer and metrics, the
 * scenarios of --set/--scenarios as they are now), starting nothing.
 * `gemini-stub-adversarial`: the Gemini brain against a local stub model that obeys the
 * counterparty's injections (dev/gemini-adversary.ts), to see what the brain's code checks hold.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE =
  'usage: npm run eval -- [--set dev|held-out|all | --scenarios DIR] [--brain offline|gemini|gemini-stub-adversarial] [--filter TEXT] [--concurrency N] [--json FILE] [--report FILE] [--rescore SAVED.json]';

// Google clients must not look for a GCE metadata server here (PLATFORM-NOTES).
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** Bound of the stopping after a signal; the emulators stop within seconds. */
const FORCED_EXIT_MS = 30_000;

const ADVERSARIAL = 'gemini-stub-adversarial';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string, code = 2): never => {
  process.stderr.write(`eval: ${line}\n`);
  process.exit(code);
};

const readArgs = () =>
  parseArgs({
    options: {
      scenarios: { type: 'string' },
      set: { type: 'string' },
      brain: { type: 'string', default: 'offline' },
      filter: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      json: { type: 'string' },
      rescore: { type: 'string' },
      report: { type: 'string', default: resolve(ROOT, '.local/eval/report.html') },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;

function parseCli() {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs();
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    say(USAGE);
    process.exit(0);
  }
  if (!['offline', 'gemini', ADVERSARIAL].includes(values.brain))
    return fail(`--brain must be offline, gemini or ${ADVERSARIAL}\n${USAGE}`);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32)
    return fail(`--concurrency must be an integer from 1 to 32\n${USAGE}`);
  return {
    ...values,
    brain: values.brain as BrainKind | typeof ADVERSARIAL,
    concurrency,
    sources: scenarioSources(values),
  };
}

/**
 * Where the scenarios come from: `--scenarios DIR`, or a set under eval/scenarios/ (`--set dev`,
 * the default; `held-out`; `all`, both, the held-out set only when it is there).
 */
function scenarioSources(values: { scenarios?: string | undefined; set?: string | undefined }) {
  if (values.scenarios !== undefined && values.set !== undefined)
    return fail(`give --set or --scenarios, not both\n${USAGE}`);
  if (values.scenarios !== undefined)
    return { shown: values.scenarios, dirs: [{ label: '', dir: resolve(values.scenarios) }] };
  const set = values.set ?? 'dev';
  if (set !== 'all' && !(SCENARIO_SETS as readonly string[]).includes(set))
    return fail(`--set must be ${SCENARIO_SETS.join(', ')} or all\n${USAGE}`);
  const dirOf = (s: string) => ({ label: s, dir: resolve(ROOT, 'eval/scenarios', s) });
  const dirs = set === 'all' ? SCENARIO_SETS.map(dirOf).filter((d) => existsSync(d.dir)) : [dirOf(set)];
  return { shown: `eval/scenarios/${set === 'all' ? `{${dirs.map((d) => d.label).join(',')}}` : set}`, dirs };
}

/** Emulators already running (both hosts in the environment) are used instead of new ones. */
function givenEmulators(): { emulators?: { firestoreHost: string; pubsubHost: string } } {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const pubsubHost = process.env.PUBSUB_EMULATOR_HOST;
  return firestoreHost && pubsubHost ? { emulators: { firestoreHost, pubsubHost } } : {};
}

/** The closing part of a run or a rescore: report, JSON, tables, metrics, closing line, exit code. */
function finish(
  args: ReturnType<typeof parseCli>,
  run: {
    brain: string;
    startedAt: Date;
    durationMs: number;
    results: ScenarioResult[];
    fileErrors: { file: string; message: string }[];
  },
  complete: boolean,
): never {
  const { results, fileErrors } = run;
  mkdirSync(dirname(args.report), { recursive: true });
  writeFileSync(args.report, renderHtmlReport({ title: 'Email Case Service simulations', ...run }));
  if (args.json) {
    mkdirSync(dirname(resolve(args.json)), { recursive: true });
    const metrics = countOutcomes(results, fileErrors.length);
    writeFileSync(
      args.json,
      JSON.stringify(
        {
          brain: run.brain,
          startedAt: run.startedAt.toISOString(),
          durationMs: run.durationMs,
          metrics,
          fileErrors,
          results,
        },
        null,
        2,
      ),
    );
  }
  say('');
  say(resultsTable(results));
  say('');
  say(categoryTable(results, fileErrors.length));
  say('');
  say(
    `report: ${args.report}${args.json ? `; results: ${args.json}` : ''}; took ${(run.durationMs / 1000).toFixed(1)} s`,
  );
  const allPassed = fileErrors.length === 0 && results.every((r) => r.pass) && complete;
  say(metricsSummaryLine(results, fileErrors.length));
  say(closingLine(results, fileErrors.length));
  process.exit(allPassed ? 0 : 1);
}

function rescore(args: ReturnType<typeof parseCli>, file: string): never {
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return fail(`cannot read ${file}: ${(e as Error).message}`);
  }
  let dir: ReturnType<typeof loadScenarioDirs>;
  try {
    dir = loadScenarioDirs(args.sources.dirs);
  } catch (e) {
    return fail(`cannot read scenarios from ${args.sources.shown}: ${(e as Error).message}`);
  }
  for (const e of dir.errors) say(`SKIP ${e.file}: ${e.message}`);
  let run: ReturnType<typeof rescoreRun>;
  try {
    run = rescoreRun(saved, dir.scenarios);
  } catch (e) {
    return fail(`${file}: ${(e as Error).message}`);
  }
  const needle = args.filter?.toLowerCase();
  const results = needle
    ? run.results.filter((r) => [r.name, r.category, r.file].some((t) => t.toLowerCase().includes(needle)))
    : run.results;
  say(
    `eval: rescoring ${results.length} result(s) of ${file} (brain ${run.brain}) with the scenarios of ${args.sources.shown}`,
  );
  if (run.missing.length)
    say(`eval: not in ${args.sources.shown}, kept as saved (no metrics): ${run.missing.join(', ')}`);
  finish(
    args,
    {
      brain: `${run.brain} (rescored)`,
      startedAt: run.startedAt ? new Date(run.startedAt) : new Date(),
      durationMs: run.durationMs ?? 0,
      results,
      fileErrors: run.fileErrors,
    },
    true,
  );
}

async function main(): Promise<void> {
  const args = parseCli();
  if (args.rescore !== undefined) rescore(args, args.rescore);
  const started = new Date();
  const kind: BrainKind = args.brain === ADVERSARIAL ? 'gemini' : args.brain;
  const stubEnv = { GEMINI_API_KEY: 'stub-key', GEMINI_BASE_URL: 'http://127.0.0.1:1', GEMINI_MAX_RETRIES: '1' };
  try {
    brainConfig(kind, args.brain === ADVERSARIAL ? { ...process.env, ...stubEnv } : process.env);
  } catch (e) {
    if (e instanceof ConfigError) fail(`--brain ${args.brain} needs the worker's settings:\n${e.message}`);
    throw e;
  }

  let dir: ReturnType<typeof loadScenarioDirs>;
  try {
    dir = loadScenarioDirs(args.sources.dirs);
  } catch (e) {
    return fail(`cannot read scenarios from ${args.sources.shown}: ${(e as Error).message}`);
  }
  const needle = args.filter?.toLowerCase();
  const chosen = needle
    ? dir.scenarios.filter((s) =>
        [s.scenario.name, s.scenario.category, s.file].some((t) => t.toLowerCase().includes(needle)),
      )
    : dir.scenarios;
  for (const e of dir.errors) say(`SKIP ${e.file}: ${e.message}`);
  if (chosen.length === 0 && dir.errors.length === 0)
    fail(`no scenario in ${args.sources.shown}${needle ? ` matches "${args.filter}"` : ''}`);

  // Everything started is stopped, on every way out. A terminal's Ctrl-C reaches this process
  // twice (directly and relayed by tsx): a repeated signal must not cut the stopping short, or
  // the Pub/Sub emulator (its own process group) would outlive the run.
  const stops: (() => Promise<void>)[] = [];
  let stopping = false;
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  const interrupt = (why: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`eval: ${why}: stopping\n`);
    setTimeout(() => process.exit(130), FORCED_EXIT_MS).unref();
    const all = stops.splice(0);
    void Promise.allSettled(all.map((stop) => stop())).finally(() => process.exit(130));
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => interrupt(sig));
  watchLaunchers((pid) => interrupt(`launcher ${pid} exited`));

  const logs: string[] = [];
  say(
    `eval: ${chosen.length} scenario(s) from ${args.sources.shown}, brain ${args.brain}, concurrency ${args.concurrency}; starting the stack`,
  );
  let env: Awaited<ReturnType<typeof startEvalStack>>;
  try {
    let brainEnv: Record<string, string | undefined> = process.env;
    if (args.brain === ADVERSARIAL) {
      const stub = await startGeminiStub({ apiKey: stubEnv.GEMINI_API_KEY, respond: adversarialAnswer });
      stops.push(() => stub.close());
      brainEnv = { ...process.env, ...stubEnv, GEMINI_BASE_URL: stub.baseUrl };
    }
    env = await startEvalStack({ brain: kind, env: brainEnv, track: (s) => stops.push(s), logs, ...givenEmulators() });
  } catch (e) {
    await stopAll();
    return fail(`the stack did not start: ${(e as Error).message}`, 1);
  }
  say(`eval: stack ready after ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);

  const gemini = kind === 'gemini';
  let results: Awaited<ReturnType<typeof runScenarios>>;
  try {
    results = await runScenarios(env, chosen, {
      concurrency: args.concurrency,
      settleTimeoutMs: gemini ? 120_000 : 20_000,
      defaultTimeoutSeconds: gemini ? 600 : 90,
      onResult: (r, done, total) => say(progressLine(r, done, total)),
      stopped: () => stopping,
    });
  } finally {
    logs.push(...env.stack.logs);
    if (!stopping) await stopAll();
  }
  if (stopping) return;

  const durationMs = Date.now() - started.getTime();
  mkdirSync(dirname(args.report), { recursive: true });
  writeFileSync(resolve(dirname(args.report), 'service.log'), logs.join('\n') + '\n');
  finish(
    args,
    { brain: args.brain, startedAt: started, durationMs, results, fileErrors: dir.errors },
    results.length === chosen.length,
  );
}

await main();
