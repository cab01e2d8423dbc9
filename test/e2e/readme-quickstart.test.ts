import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBanner, runNpm, waitFor, type StackProcess } from '../support/local-stack-process.js';

/**
 * The README's quickstart, pasted as written: a real `npm start`, then each ```sh block of the
 * "Quickstart" section in one shell (the webhook receiver block in a shell of its own, as the
 * README says: a third terminal), in a folder that is the checkout as a user has it (the repo's
 * files linked, a .local of its own). Nothing is filled in by hand: the ids are captured by the
 * blocks themselves and the addresses read from .local/stack.json.
 *
 * The one setting changed from a person's `npm start`: the completion grace and the reply wait
 * are 2 s, not 30 s (both are env settings `npm start` honours), so the closing `until ... COMPLETED`
 * loop does not sit out half a minute. What the grace does (a result held, a correction in the
 * window replacing it) is proven by test/e2e/completion-grace.test.ts and the decide tables.
 */
const SHORT_WAITS = { COMPLETION_GRACE_SECONDS: '2', REPLY_WAIT_SECONDS: '2' };

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The ```sh blocks of the README's "## Quickstart" section. */
export function quickstartBlocks(readme: string): string[] {
  const start = readme.indexOf('\n## Quickstart');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || /^(VITEST|NODE_ENV$|FIRESTORE_EMULATOR_HOST$|PUBSUB_EMULATOR_HOST$|PORT$)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

let stack: StackProcess | undefined;
let receiver: ReturnType<typeof spawn> | undefined;
let checkout: string | undefined;
afterAll(async () => {
  if (receiver?.pid) process.kill(-receiver.pid, 'SIGKILL');
  await stack?.cleanup();
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

describe("the README's quickstart", () => {
  it('runs as pasted against npm start: case created, question, answer, COMPLETED with the result', async () => {
    const blocks = quickstartBlocks(readFileSync(join(REPO, 'README.md'), 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const serverBlocks = blocks.filter((b) => b.includes('.listen('));
    expect(serverBlocks).toHaveLength(1);

    // The checkout as the user has it: the repository's files, and a .local of its own.
    checkout = mkdtempSync(join(tmpdir(), 'ecs-quickstart-'));
    for (const entry of readdirSync(REPO)) {
      if (entry === '.local' || entry === '.git') continue;
      symlinkSync(join(REPO, entry), join(checkout, entry));
    }
    const local = join(checkout, '.local');
    mkdirSync(local);
    stack = runNpm(['start'], { LOCAL_STACK_DIR: local, ...SHORT_WAITS });
    await waitFor(
      () => parseBanner(stack!.output()),
      150_000,
      () => `no banner; output:\n${stack!.output()}`,
    );

    let received = '';
    receiver = spawn('bash', ['-c', serverBlocks[0]!], { cwd: checkout, env: cleanEnv({}), detached: true });
    receiver.stdout!.on('data', (b: Buffer) => (received += b.toString()));
    receiver.stderr!.on('data', (b: Buffer) => (received += b.toString()));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received).toBe(''); // listening (not EADDRINUSE)

    const script = ['set -eu', ...blocks.filter((b) => !serverBlocks.includes(b))].join('\n');
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        'bash',
        ['-c', script],
        { cwd: checkout, env: cleanEnv({}), timeout: 180_000, maxBuffer: 16 << 20 },
        (err, stdout, stderr) => done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.code, `${run.stdout}\n${run.stderr}\n${stack.output().slice(-3000)}`).toBe(0);
    expect(run.stdout).toMatch(/whsec_[A-Za-z0-9+/=]{20,}/);
    expect(run.stdout).toMatch(/"status":"CREATED"|"status":"RUNNING"/);
    // curl prints no newline after a body: the last read is the text from the last envelope on.
    const last = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf('{"ok":true')).trim()) as {
      ok: boolean;
      data: { status: string; result: unknown; conversationThread: string; clientReferenceId: string };
    };
    expect(last.data).toMatchObject({
      status: 'COMPLETED',
      result: { deliveryDate: '2027-03-14' },
      clientReferenceId: 'order-1042',
    });
    expect(last.data.conversationThread).toContain('Ship to the Munich warehouse, dock 3.');
    await waitFor(
      () => (received.includes('case.completed') ? true : undefined),
      20_000,
      () => `the receiver got: ${received}`,
    );
    expect(received).toContain('case.input_needed');
    expect(received).toContain('webhook-signature');
  }, 420_000);
});
