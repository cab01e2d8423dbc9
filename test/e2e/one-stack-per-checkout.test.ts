import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBanner, runNpm, taggedProcesses, waitFor, type StackProcess } from '../support/local-stack-process.js';

/**
 * One stack per checkout, as a person meets it: a second `npm start` in the same folder (here:
 * the same LOCAL_STACK_DIR) stops at once naming the running stack's PID and API address and
 * leaves its files and data alone; after the first stack is killed with SIGKILL, its stale lock
 * is recognised and taken over. One Ctrl-C stops the stack without "again: still stopping", and
 * the lock and .local/stack.json go with it.
 */

const START_TIMEOUT_MS = 150_000;

let running: StackProcess[] = [];
let dir: string | undefined;
afterEach(async () => {
  await Promise.all(running.map((s) => s.cleanup()));
  running = [];
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function start(): StackProcess {
  const s = runNpm(['start'], { LOCAL_STACK_DIR: dir! });
  running.push(s);
  return s;
}
const bannerOf = (s: StackProcess) =>
  waitFor(
    () => parseBanner(s.output()),
    START_TIMEOUT_MS,
    () => `no banner; output:\n${s.output()}`,
  );
const killTree = async (s: StackProcess) => {
  for (const p of taggedProcesses(s.tag)) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  await waitFor(
    () => (taggedProcesses(s.tag).length === 0 ? true : undefined),
    20_000,
    () => JSON.stringify(taggedProcesses(s.tag)),
  );
};
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('one stack per checkout', () => {
  it('refuses a second npm start naming the first, takes over a stale lock, and stops on one Ctrl-C', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ecs-checkout-'));
    const first = start();
    const banner = await bannerOf(first);
    const info = readJson(join(dir, 'stack.json'));
    expect(info).toMatchObject({ apiUrl: banner.apiUrl, sandboxUrl: banner.sandboxUrl, workerUrl: banner.workerUrl });
    const pid = info.pid as number;
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('start.ts');
    expect(first.output()).toContain('webhook-secret --user demo-user');

    const created = await fetch(`${banner.apiUrl}/cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': banner.apiKey },
      body: JSON.stringify({
        channel: 'EMAIL',
        goal: { objective: 'Confirm the delivery date of order 1042' },
        counterparty: { address: 'alex@example.com', name: 'Alex Rivera' },
        senderPersona: { name: 'Sam' },
      }),
    });
    expect(created.status).toBe(201);
    const caseId = ((await created.json()) as { data: { caseId: string } }).data.caseId;
    const sent = () =>
      fetch(`${banner.sandboxUrl}/_sandbox/messages?to=alex@example.com`)
        .then((r) => r.json() as Promise<{ messages: unknown[] }>)
        .then((r) => r.messages.length);
    await waitFor(
      async () => ((await sent()) > 0 ? true : undefined),
      60_000,
      () => 'no first email in the sandbox',
    );
    const before = {
      lock: readFileSync(join(dir, 'stack.lock'), 'utf8'),
      info: readFileSync(join(dir, 'stack.json'), 'utf8'),
      key: readFileSync(join(dir, 'demo-key'), 'utf8'),
    };

    const second = start();
    const refused = await waitFor(
      () => second.exited,
      60_000,
      () => second.output(),
    );
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(
      `A local stack is already running from this checkout: PID ${pid}, API ${banner.apiUrl}`,
    );
    expect(second.output()).not.toContain('starting firestore-emulator');
    expect(taggedProcesses(second.tag)).toEqual([]);
    expect(readFileSync(join(dir, 'stack.lock'), 'utf8')).toBe(before.lock);
    expect(readFileSync(join(dir, 'stack.json'), 'utf8')).toBe(before.info);
    expect(readFileSync(join(dir, 'demo-key'), 'utf8')).toBe(before.key);
    const still = await fetch(`${banner.apiUrl}/cases/${caseId}`, { headers: { 'x-api-key': banner.apiKey } });
    expect(still.status).toBe(200);
    expect(await sent()).toBe(1);

    // Killed outright: the lock stays behind with a PID that is gone.
    await killTree(first);
    expect(readJson(join(dir, 'stack.lock')).pid).toBe(pid);

    const third = start();
    const again = await bannerOf(third);
    expect(third.output()).toContain(`took over the lock of an earlier stack (PID ${pid}) that is no longer running`);
    const now = readJson(join(dir, 'stack.json'));
    expect(now.pid).not.toBe(pid);
    expect(now.apiUrl).toBe(again.apiUrl);

    process.kill(-third.child.pid!, 'SIGINT'); // one Ctrl-C: the terminal signals the whole group
    const stopped = await waitFor(
      () => third.exited,
      60_000,
      () => third.output(),
    );
    expect(stopped.code === 0 || stopped.signal === 'SIGINT').toBe(true); // npm itself may die of the SIGINT
    expect(third.output()).toContain('stopped firestore-emulator');
    expect(third.output()).toContain('SIGINT: stopping');
    expect(third.output()).not.toContain('again: still stopping');
    expect(existsSync(join(dir, 'stack.lock'))).toBe(false);
    expect(existsSync(join(dir, 'stack.json'))).toBe(false);
  }, 420_000);
});
