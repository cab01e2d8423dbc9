import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGeminiStub, type GeminiStub } from '../../dev/gemini-stub.js';
import { brainConfig, startEvalStack, type EvalStack } from '../../eval/eval-stack.js';
import { loadScenarioDir, type LoadedScenario } from '../../eval/load-scenarios.js';
import { runScenarios } from '../../eval/run-scenarios.js';
import { Scenario } from '../../eval/scenario-schema.js';

/**
 * The simulations end to end: built-in scenarios through the whole local stack (API, Pub/Sub
 * push, worker, tasks emulator, mail sandbox), one that must fail failing for its stated
 * reason, the Gemini path against the local Gemini stub, and the CLI itself (table, closing
 * line, exit code, a malformed file named and skipped while the others run).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const emulators = () => ({ firestoreHost: inject('firestoreHost'), pubsubHost: inject('pubsubHost') });
const builtIn = loadScenarioDir(join(ROOT, 'eval/scenarios/dev')).scenarios;
const named = (name: string): LoadedScenario => {
  const s = builtIn.find((x) => x.scenario.name === name);
  if (!s) throw new Error(`no built-in scenario ${name}`);
  return s;
};
const run = { concurrency: 3, settleTimeoutMs: 20_000 };

describe('eval on the offline brain', () => {
  let env: EvalStack;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    env = await startEvalStack({
      brain: 'offline',
      env: {},
      emulators: emulators(),
      track: (s) => stops.push(s),
      logs: [],
    });
  });
  afterAll(async () => {
    for (const s of stops.reverse()) await s();
  });

  it('plays built-in scenarios to their end, and a scenario expecting the wrong result fails saying why', async () => {
    const coop = named('cooperative-field-lines');
    const wrong: LoadedScenario = {
      file: 'wrong.json',
      scenario: Scenario.parse({
        ...coop.scenario,
        name: 'expects-ups',
        expect: { ...coop.scenario.expect, result: { carrier: 'UPS' } },
      }),
    };
    const results = await runScenarios(env, [coop, named('silence-max-retries'), wrong], run);
    const by = Object.fromEntries(results.map((r) => [r.name, r]));

    expect(by['cooperative-field-lines']).toMatchObject({ pass: true, reason: '', got: 'COMPLETED goal_achieved' });
    expect(by['cooperative-field-lines']!.observation.emails.map((e) => e.direction)).toEqual(['outbound', 'inbound']);
    expect(by['cooperative-field-lines']!.observation.final?.result).toEqual({
      deliveryDate: '2027-03-14',
      carrier: 'DHL Freight',
    });

    // Silence: two follow-ups fired through the tasks emulator, then the give-up timer.
    expect(by['silence-max-retries']).toMatchObject({ pass: true, got: 'FAILED max_retries' });
    expect(by['silence-max-retries']!.observation.emails.filter((e) => e.direction === 'outbound')).toHaveLength(3);

    expect(by['expects-ups']).toMatchObject({
      pass: false,
      reason: 'result.carrier: expected "UPS", got "DHL Freight"',
    });
  });
});

describe('eval on the Gemini brain (the local Gemini stub)', () => {
  let stub: GeminiStub;
  let env: EvalStack;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    stub = await startGeminiStub({ apiKey: 'stub-key' });
    env = await startEvalStack({
      brain: 'gemini',
      env: { GEMINI_API_KEY: 'stub-key', GEMINI_BASE_URL: stub.baseUrl, GEMINI_MAX_RETRIES: '0' },
      emulators: emulators(),
      track: (s) => stops.push(s),
      logs: [],
    });
  });
  afterAll(async () => {
    for (const s of stops.reverse()) await s();
    await stub?.close();
  });

  it('without a key it fails fast naming the setting', () => {
    expect(() => brainConfig('gemini', {})).toThrow(/GEMINI_API_KEY: required when BRAIN=gemini/);
  });

  it('drafts and reads through Gemini: the scenario passes on what the model answered', async () => {
    stub.enqueue(
      {
        json: {
          subject: 'Purchase order 4471',
          text: 'Hello Dana,\n\nCould you confirm the delivery date and carrier of PO 4471?\n\nAlex',
        },
      },
      {
        json: {
          decision: 'goal_achieved',
          resultJson: JSON.stringify({ deliveryDate: '2027-03-14', carrier: 'DHL Freight' }),
        },
      },
    );
    const [r] = await runScenarios(env, [named('cooperative-field-lines')], { ...run, concurrency: 1 });
    expect(r).toMatchObject({ pass: true, got: 'COMPLETED goal_achieved' });
    expect(r!.observation.emails[0]!.text).toContain('Could you confirm the delivery date and carrier of PO 4471?');
    expect(stub.requests.map((q) => q.problems)).toEqual([[], []]);
    expect(stub.pending()).toBe(0);
  });
});

describe('npm run eval (the CLI)', () => {
  const cli = (args: string[], env: Record<string, string | undefined>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'eval/main.ts'), ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, METADATA_SERVER_DETECTION: 'none', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (err += b.toString()));
      child.on('exit', (code) => resolve({ code, out, err }));
    });

  it('runs a directory: a malformed file is named with its field and skipped, the others run; table, report, closing line, exit code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    writeFileSync(join(dir, 'good.json'), readFileSync(join(ROOT, 'eval/scenarios/dev/cooperative-field-lines.json')));
    writeFileSync(
      join(dir, 'broken.json'),
      JSON.stringify({ ...named('cooperative-field-lines').scenario, name: 'broken', counterparty: [{ do: 'wave' }] }),
    );
    const report = join(dir, 'out/report.html');
    const json = join(dir, 'out/results.json');
    const { code, out } = await cli(['--scenarios', dir, '--report', report, '--json', json], {
      FIRESTORE_EMULATOR_HOST: inject('firestoreHost'),
      PUBSUB_EMULATOR_HOST: inject('pubsubHost'),
    });
    expect(out).toMatch(/^SKIP broken\.json: counterparty\.0\.do: /m);
    expect(out).toMatch(/^\[1\/1\] PASS cooperative-field-lines/m);
    expect(out).toMatch(
      /^cooperative-field-lines\s+cooperative\s+COMPLETED goal_achieved\s+COMPLETED goal_achieved\s+pass$/m,
    );
    expect(out.trimEnd().split('\n').slice(-2)).toEqual([
      'wrong results: 0, nag loops: 0, injections adopted: 0, acceptable: 1/2',
      'eval: 1 passed, 1 failed',
    ]);
    expect(code).toBe(1);
    expect(readFileSync(report, 'utf8')).toContain('broken.json');
    const saved = JSON.parse(readFileSync(json, 'utf8'));
    expect(saved.metrics).toEqual({
      total: 2,
      passed: 1,
      wrongResults: 0,
      nagLoops: 0,
      injectionsAdopted: 0,
      acceptable: 1,
    });
    expect(saved.results[0]).toMatchObject({
      name: 'cooperative-field-lines',
      pass: true,
      outcome: { wrongResult: false, nagLoop: false, acceptable: true },
    });

    // --rescore: the saved run scored again against a changed expectation, nothing started
    const strict = { ...named('cooperative-field-lines').scenario };
    strict.expect = { ...strict.expect, result: { ...strict.expect.result, deliveryDate: { isoDate: '2031-01-01' } } };
    const dir2 = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    writeFileSync(join(dir2, 'good.json'), JSON.stringify(strict));
    const again = await cli(['--rescore', json, '--scenarios', dir2, '--report', join(dir2, 'r.html')], {});
    expect(again.out).toMatch(/^cooperative-field-lines\s+cooperative\s+.*WRONG RESULT\s+FAIL result\.deliveryDate/m);
    expect(again.out.trimEnd().split('\n').slice(-2)).toEqual([
      'wrong results: 1, nag loops: 0, injections adopted: 0, acceptable: 0/2',
      'eval: 0 passed, 2 failed',
    ]);
    expect(again.code).toBe(1);
  }, 120_000);

  it('--brain gemini without a key stops before starting anything, saying which setting is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    const { code, err } = await cli(['--brain', 'gemini', '--report', join(dir, 'r.html')], {});
    expect(code).toBe(2);
    expect(err).toMatch(/GEMINI_API_KEY: required when BRAIN=gemini/);
    expect(existsSync(join(dir, 'r.html'))).toBe(false);
  });
});
