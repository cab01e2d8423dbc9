import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../services/admin/admin-commands.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The typed client as a user gets it: `npm pack` in clients/typescript (its prepack build),
 * the tarball installed into an empty project outside the repository (with typescript and
 * @types/node, nothing of the repo), a program type-checked against the installed .d.ts (and
 * a wrong one refused: `limit` is a number), then run against the whole service: create, input
 * needed, answer, completed (signed webhooks verified by the package), list and timeline
 * through the iteration helpers, a webhook resent, a second case cancelled, a case group
 * (create, read, CSV, list, cancel), a reviewed draft approved, typed errors.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE_DIR = join(REPO, 'clients/typescript');
const PROGRAM = join(REPO, 'test/fixtures/client-package/lifecycle.ts');

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      cmd,
      args,
      { cwd, env: { ...process.env, ...env }, timeout: 240_000, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let work: string;
let s: Stack | undefined;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ecs-client-package-'));
});
afterAll(async () => {
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the client package, packed and installed outside the repository', () => {
  it('packs with built JS and .d.ts, installs alone, type-checks a program and drives a whole case', async () => {
    expect(relative(REPO, work).startsWith('..')).toBe(true);

    const packed = await run('npm', ['pack', '--json', '--pack-destination', work], PACKAGE_DIR);
    expect(packed.code, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = info!.files.map((f) => f.path);
    for (const f of [
      'dist/client.js',
      'dist/client.d.ts',
      'dist/webhooks.js',
      'dist/webhooks.d.ts',
      'dist/wait-for.d.ts',
    ]) {
      expect(files).toContain(f);
    }
    const tarball = join(work, info!.filename);

    const project = join(work, 'project');
    rmSync(project, { recursive: true, force: true });
    mkdirSync(join(project, 'src'), { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'a-user-project', private: true, type: 'module' }),
    );
    const installed = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, 'typescript@5.9.3', '@types/node@22.20.5'],
      project,
    );
    expect(installed.code, installed.stderr).toBe(0);
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/@email-case-service/client/package.json'), 'utf8'),
    ) as { version: string };
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(existsSync(join(project, 'node_modules/@email-case-service/client/dist/client.js'))).toBe(true);

    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          types: ['node'],
          outDir: 'out',
          rootDir: 'src',
        },
        include: ['src'],
      }),
    );
    const tsc = join(project, 'node_modules/typescript/bin/tsc');

    // A page size as a string is a type error: numbers are numbers.
    writeFileSync(
      join(project, 'src/wrong.ts'),
      "import { createCaseServiceClient } from '@email-case-service/client';\n" +
        "await createCaseServiceClient({ baseUrl: 'http://x', apiKey: 'k' }).listCases({ limit: '2' });\n",
    );
    const refused = await run(process.execPath, [tsc, '-p', '.', '--noEmit'], project);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/src\/wrong\.ts.*Type 'string' is not assignable to type 'number'/);
    rmSync(join(project, 'src/wrong.ts'));

    copyFileSync(PROGRAM, join(project, 'src/lifecycle.ts'));
    const compiled = await run(process.execPath, [tsc, '-p', '.'], project);
    expect(compiled.code, compiled.stdout + compiled.stderr).toBe(0);

    s = await startStack();
    const { userId, apiKey } = await s.createUser();
    const issued = await runAdminCommand({ db: s.db, now: Date.now }, { name: 'webhook-secret', userId });
    if (issued.command !== 'webhook-secret') throw new Error('unexpected admin result');
    const ran = await run(process.execPath, [resolve(project, 'out/lifecycle.js')], project, {
      API_URL: s.apiServer.url,
      API_KEY: apiKey,
      SANDBOX_URL: s.mail.url,
      WEBHOOK_SECRET: issued.secret,
    });
    expect(ran.code, ran.stderr).toBe(0);
    const r = JSON.parse(ran.stdout.trim().split('\n').at(-1)!);
    expect(r.inputNeeded).toEqual({
      status: 'INPUT_NEEDED',
      webhookInputRequestId: r.inputNeeded.inputRequestId,
      inputRequestId: expect.stringMatching(/.+/),
    });
    expect(r.accepted).toEqual({ caseId: r.caseId, inputRequestId: r.inputNeeded.inputRequestId, accepted: true });
    expect(r.done).toEqual({ status: 'COMPLETED', result: { deliveryDate: '2027-03-14' }, hasTranscript: true });
    expect(r.completedWebhook).toEqual({ event: 'case.completed', caseId: r.caseId });
    expect(r.listed).toEqual([r.caseId]);
    expect(r.timeline.length).toBeGreaterThan(2);
    expect(r.timeline[0]).toBe('case.created');
    expect(r.timeline).toEqual(
      expect.arrayContaining(['email.sent', 'email.received', 'input.requested', 'case.completed']),
    );
    expect(r.resent).toMatchObject({ caseId: r.caseId, accepted: true });
    expect(r.completedDeliveries).toHaveLength(2);
    expect(new Set(r.completedDeliveries).size).toBe(1);
    expect(r.cancel).toMatchObject({ accepted: true });
    expect(r.cancelled).toEqual({ status: 'FAILED', resultStatus: 'cancelled' });
    expect(r.review).toEqual({
      kind: 'initial',
      approved: { caseId: expect.any(String), draftId: expect.any(String), accepted: true },
      status: expect.stringMatching(/^(APPROVED|SENT)$/),
    });
    expect(r.group).toMatchObject({
      size: 1,
      members: r.group.caseIds,
      listed: true,
      cancel: { accepted: true },
      missing: { status: 404, code: 'GROUP_NOT_FOUND' },
    });
    expect(r.group.csvHeader).toMatch(/^index,caseId,clientReferenceId,.*deliveryDate$/);
    expect(r.notFound).toEqual({ status: 404, code: 'CASE_NOT_FOUND' });
    expect(r.timedOut).toEqual({ name: 'WaitTimeoutError', lastStatus: 'COMPLETED' });
  }, 300_000);
});
