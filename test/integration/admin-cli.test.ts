import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '../../dev/free-port.js';
import { describe, expect, it } from 'vitest';
import { UsageError, parseAdminArgs } from '../../services/admin/admin-args.js';
import { API_KEYS, hashApiKey } from '../../shared/api-keys.js';
import { addSuppression } from '../../shared/suppressions.js';
import { createUser } from '../../services/admin/admin-commands.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * The admin CLI's command line: argv parsing (pure), then main.ts run as a real process
 * against the Firestore emulator, checking its output and exit codes.
 */

describe('parseAdminArgs', () => {
  const cmd = (...argv: string[]) => {
    const p = parseAdminArgs(argv);
    if (p.help) throw new Error('unexpected help');
    return p;
  };
  const usageError = (...argv: string[]) => {
    try {
      parseAdminArgs(argv);
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error(`accepted: ${argv.join(' ')}`);
  };

  it('parses every command', () => {
    expect(cmd('create-user', '--plan', 'BASE_PRO', '--id', 'acme', '--email', 'a@b.co').command).toEqual({
      name: 'create-user',
      plan: 'BASE_PRO',
      userId: 'acme',
      email: 'a@b.co',
    });
    expect(cmd('issue-key', '--user', 'acme').command).toEqual({ name: 'issue-key', userId: 'acme', label: 'default' });
    expect(cmd('issue-key', '--user=acme', '--label', ' laptop ').command).toMatchObject({ label: 'laptop' });
    expect(cmd('deactivate-key', '--key', 'ecs_x').command).toEqual({
      name: 'deactivate-key',
      key: 'ecs_x',
      hash: undefined,
    });
    expect(cmd('deactivate-key', '--hash', 'AB'.repeat(32)).command).toMatchObject({ hash: 'ab'.repeat(32) });
    expect(cmd('deactivate-user', '--user', 'acme').command).toEqual({ name: 'deactivate-user', userId: 'acme' });
    expect(cmd('set-plan', '--user', 'acme', '--plan', 'PAYG').command).toEqual({
      name: 'set-plan',
      userId: 'acme',
      plan: 'PAYG',
    });
    expect(cmd('usage', '--user', 'acme', '--month', '2026-01').command).toEqual({
      name: 'usage',
      userId: 'acme',
      month: '2026-01',
    });
    expect(cmd('show-user', '--user', 'acme').command).toEqual({ name: 'show-user', userId: 'acme' });
    expect(cmd('set-review', '--user', 'acme', '--review', 'risky').command).toEqual({
      name: 'set-review',
      userId: 'acme',
      review: 'risky',
    });
    expect(() => cmd('set-review', '--user', 'acme', '--review', 'most')).toThrow(
      /--review must be one of none, risky, first, all/,
    );
    expect(() => cmd('set-review', '--user', 'acme')).toThrow(/--review is required/);
  });

  it('parses suppressions and unsuppress, and rejects their bad input', () => {
    expect(cmd('suppressions', '--user', 'acme').command).toEqual({ name: 'suppressions', userId: 'acme' });
    expect(cmd('unsuppress', '--user', 'acme', '--address', ' Dana@X.example ').command).toEqual({
      name: 'unsuppress',
      userId: 'acme',
      address: 'Dana@X.example',
    });
    expect(usageError('suppressions')).toMatch(/--user is required/);
    expect(usageError('unsuppress', '--user', 'acme')).toMatch(/--address is required/);
    expect(usageError('unsuppress', '--user', 'acme', '--address', '  ')).toMatch(/--address must not be empty/);
    expect(usageError('suppressions', '--user', 'acme', '--address', 'a@b.c')).toMatch(/Unknown option '--address'/);
  });

  it('reads --json and --help', () => {
    expect(cmd('usage', '--user', 'acme', '--json').json).toBe(true);
    expect(cmd('usage', '--user', 'acme').json).toBe(false);
    expect(parseAdminArgs(['--help'])).toEqual({ help: true });
    expect(parseAdminArgs(['usage', '--help'])).toEqual({ help: true });
  });

  it('rejects bad input with messages naming the problem', () => {
    expect(usageError()).toMatch(/No command/);
    expect(usageError('drop-tables')).toMatch(/Unknown command "drop-tables"/);
    expect(usageError('create-user', '--plan', 'GOLD')).toMatch(/--plan must be one of SANDBOX, PAYG, BASE_PRO/);
    expect(usageError('create-user')).toMatch(/--plan is required/);
    expect(usageError('create-user', '--plan', 'PAYG', '--email', 'nope')).toMatch(/--email must be an email/);
    expect(usageError('create-user', '--plan', 'PAYG', '--id', 'a/b')).toMatch(/--id must be/);
    expect(usageError('issue-key')).toMatch(/--user is required/);
    expect(usageError('issue-key', '--user', 'x', '--label', '   ')).toMatch(/--label must not be empty/);
    expect(usageError('usage', '--user', 'x', '--month', '2026-13')).toMatch(/--month must be YYYY-MM/);
    expect(usageError('usage', '--user', 'x', '--plan', 'PAYG')).toMatch(/Unknown option '--plan'/);
    expect(usageError('usage', '--user')).toMatch(/argument missing/);
    expect(usageError('usage', '--user', 'x', 'extra')).toMatch(/positional/);
    expect(usageError('deactivate-key')).toMatch(/exactly one of --key or --hash/);
    expect(usageError('deactivate-key', '--key', 'k', '--hash', 'a'.repeat(64))).toMatch(/exactly one/);
    expect(usageError('deactivate-key', '--hash', 'xyz')).toMatch(/--hash must be 64 hex/);
  });
});

describe('npm run admin (main.ts as a process)', () => {
  const env = emulatorEnv('admincli');

  const runWithInput = (input: string | undefined, ...argv: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      // The Node 22 running this test, with tsx's loader: what `npm run admin` does, minus npm.
      const child = spawn(process.execPath, ['--import', 'tsx', 'services/admin/main.ts', ...argv], {
        env: { ...process.env, ...env.env() },
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      });
      if (input !== undefined) child.stdin!.end(input);
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (b: Buffer) => (stdout += b.toString()));
      child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  const run = (...argv: string[]) => runWithInput(undefined, ...argv);

  it('creates a user, issues a key that only exists as a hash, and reports usage as JSON', async () => {
    const created = await run('create-user', '--plan', 'PAYG', '--id', 'cli-user');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created user cli-user/);

    const issued = await run('issue-key', '--user', 'cli-user', '--label', 'script', '--json');
    expect(issued.code).toBe(0);
    const body = JSON.parse(issued.stdout) as { apiKey: string; keyHash: string };
    expect(body.keyHash).toBe(hashApiKey(body.apiKey));
    const db = env.firestore();
    try {
      expect((await db.collection(API_KEYS).doc(body.keyHash).get()).data()).toMatchObject({
        userId: 'cli-user',
        active: true,
        label: 'script',
      });
    } finally {
      await db.terminate();
    }

    const usage = await run('usage', '--user', 'cli-user', '--json');
    expect(usage.code).toBe(0);
    expect(JSON.parse(usage.stdout)).toMatchObject({
      userId: 'cli-user',
      plan: 'PAYG',
      created: 0,
      cap: 100,
      remaining: 100,
    });
  });

  it('deactivate-key --key - reads the key from standard input, never from the command line', async () => {
    await run('create-user', '--plan', 'SANDBOX', '--id', 'cli-stdin');
    const issued = JSON.parse((await run('issue-key', '--user', 'cli-stdin', '--json')).stdout) as {
      apiKey: string;
      keyHash: string;
    };
    const off = await runWithInput(`${issued.apiKey}\n`, 'deactivate-key', '--key', '-', '--json');
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({
      command: 'deactivate-key',
      keyHash: issued.keyHash,
      wasActive: true,
    });
    const db = env.firestore();
    try {
      expect((await db.collection(API_KEYS).doc(issued.keyHash).get()).data()).toMatchObject({ active: false });
    } finally {
      await db.terminate();
    }
    const empty = await runWithInput('  \n', 'deactivate-key', '--key', '-');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/read no key from standard input/);
  });

  it('suppressions lists the do-not-contact list; unsuppress takes one address off, exit 1 when it is not there', async () => {
    const db = env.firestore();
    try {
      await createUser({ db, now: Date.now }, { plan: 'PAYG', userId: 'cli-dnc' });
      const batch = db.batch();
      addSuppression(db, batch, {
        userId: 'cli-dnc',
        address: 'dana@supplier.example',
        reason: 'opt_out',
        caseId: 'case-1',
        suppressedAt: Date.UTC(2026, 10, 20),
      });
      await batch.commit();
    } finally {
      await db.terminate();
    }
    const listed = await run('suppressions', '--user', 'cli-dnc');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('dana@supplier.example  opt_out    2026-11-20T00:00:00.000Z  case case-1');

    const removed = await run('unsuppress', '--user', 'cli-dnc', '--address', 'Dana@Supplier.example');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(
      /^Removed dana@supplier\.example \(opt_out, .*\) from the do-not-contact list of cli-dnc/,
    );
    const again = await run('unsuppress', '--user', 'cli-dnc', '--address', 'dana@supplier.example');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^error: "dana@supplier\.example" is not on the do-not-contact list of user "cli-dnc"\./,
    );
  }, 90_000); // three CLI processes, each starting tsx: slow on a loaded machine

  it('prints a Next: hint that works as printed where FIRESTORE_EMULATOR_HOST is not exported', async () => {
    const created = await run('create-user', '--plan', 'SANDBOX', '--id', 'cli-hint');
    expect(created.code).toBe(0);
    const hint = /^Next: (.+)$/m.exec(created.stdout)?.[1];
    expect(hint).toContain(`FIRESTORE_EMULATOR_HOST=${env.env().FIRESTORE_EMULATOR_HOST}`);
    // A shell of its own, without the emulator settings: the hint alone must say where to act.
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env))
      if (v !== undefined && !/^(FIRESTORE_EMULATOR_HOST|GOOGLE_CLOUD_PROJECT)$/.test(k)) clean[k] = v;
    const ran = spawnSync('sh', ['-c', `${hint} --label from-hint --json`], {
      env: clean,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(ran.status, ran.stderr).toBe(0);
    const issued = JSON.parse(ran.stdout.slice(ran.stdout.indexOf('{'))) as { keyHash: string };
    const db = env.firestore();
    try {
      expect((await db.collection(API_KEYS).doc(issued.keyHash).get()).data()).toMatchObject({
        userId: 'cli-hint',
        label: 'from-hint',
      });
    } finally {
      await db.terminate();
    }
  });

  it('fails with exit code 1 and a readable message, not minutes of retries, when Firestore is unreachable', async () => {
    const nobody = `127.0.0.1:${await freePort()}`;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'services/admin/main.ts', 'show-user', '--user', 'someone'],
      {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: nobody },
        encoding: 'utf8',
        timeout: 60_000, // a safety net only: the CLI's own deadline is what is tested
      },
    );
    expect(child.signal).toBeNull();
    expect(child.status).toBe(1);
    expect(child.stderr).toMatch(
      new RegExp(
        `^error: the Firestore emulator at ${nobody} did not answer within \\d+\\.\\d s; nothing was changed by this command\\.`,
      ),
    );
    expect(child.stderr).toContain(`Is the Firestore emulator running at ${nobody}?`);
  });

  it('exits 2 on a bad command line and 1 on an unknown user, with a readable message', async () => {
    const [bad, unknown] = await Promise.all([
      run('set-plan', '--user', 'cli-user', '--plan', 'GOLD'),
      run('usage', '--user', 'no-such-user'),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: set-plan: --plan must be one of/);
    expect(bad.stdout).toBe('');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: No user with id "no-such-user"\./);
  });
});
