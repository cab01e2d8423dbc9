import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBanner, runNpm, taggedProcesses, waitFor, type StackProcess } from '../support/local-stack-process.js';

/**
 * `npm start` and `npm test` as a person runs them, as real process trees: the stack takes free
 * ports when the usual ones are taken and still works end to end (a client webhook reaches a
 * loopback receiver), a component that dies after start stops the stack with its name, and
 * nothing (emulator JVMs, watchdogs, the worker) outlives a SIGKILL of the stack or of a test
 * run, or a terminal's double Ctrl-C.
 */

const START_TIMEOUT_MS = 150_000;
const GONE_TIMEOUT_MS = 20_000;

let running: StackProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.cleanup()));
  running = [];
});

function start(args: string[]): StackProcess {
  const s = runNpm(args);
  running.push(s);
  return s;
}

const bannerOf = (s: StackProcess) =>
  waitFor(
    () => parseBanner(s.output()),
    START_TIMEOUT_MS,
    () => `no banner; output:\n${s.output()}`,
  );

/** Until no process of the tree is left; the error lists the survivors. */
const nothingLeft = (s: StackProcess) =>
  waitFor(
    () => (taggedProcesses(s.tag).length === 0 ? true : undefined),
    GONE_TIMEOUT_MS,
    () => `still running: ${JSON.stringify(taggedProcesses(s.tag), null, 1)}\noutput:\n${s.output().slice(-3000)}`,
  );

/** Holds 127.0.0.1:port (or finds it already held by someone else, which is as good). */
async function hold(port: number): Promise<TcpServer | undefined> {
  const srv = createTcpServer();
  return new Promise((resolve) => {
    srv.once('error', () => resolve(undefined));
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}

async function receiver(): Promise<{ url: string; bodies: Record<string, unknown>[]; server: Server }> {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies, server };
}

describe('npm start', () => {
  it('takes free ports when 8080 and 8081 are taken, works end to end, and stops naming a worker killed after start', async () => {
    const blockers = await Promise.all([hold(8080), hold(8081)]);
    const hook = await receiver();
    try {
      const stack = start(['start']);
      const banner = await bannerOf(stack);
      expect(new URL(banner.apiUrl).port).not.toBe('8080');
      expect(new URL(banner.workerUrl).port).not.toBe('8081');
      expect(stack.output()).toContain('port 8080 is taken by another program');
      expect(stack.output()).toContain('LOCAL_LOOPBACK_WEBHOOKS=false npm start');

      // A whole case: created with a loopback webhook URL, answered by the counterparty in the sandbox.
      const address = `dana-${Date.now()}@supplier.example.com`;
      const created = await fetch(`${banner.apiUrl}/cases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': banner.apiKey },
        body: JSON.stringify({
          channel: 'EMAIL',
          goal: { objective: 'Confirm the delivery date of order 1042' },
          counterparty: { address, name: 'Dana' },
          senderPersona: { name: 'Sam', role: 'Buyer', company: 'Example Corp' },
          resultSchema: {
            type: 'object',
            properties: { deliveryDate: { type: 'string' } },
            required: ['deliveryDate'],
          },
          clientWebhookUrl: hook.url,
        }),
      });
      expect(created.status).toBe(201);
      const caseId = ((await created.json()) as { data: { caseId: string } }).data.caseId;
      const first = await waitFor(
        async () => {
          const r = (await (
            await fetch(`${banner.sandboxUrl}/_sandbox/messages?to=${encodeURIComponent(address)}`)
          ).json()) as {
            messages: { message_id: string }[];
          };
          return r.messages[0];
        },
        60_000,
        () => 'no email to the counterparty in the sandbox',
      );
      const reply = await fetch(`${banner.sandboxUrl}/_sandbox/reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: first.message_id, text: 'deliveryDate: 2026-12-01' }),
      });
      expect(reply.status).toBe(200);
      const completed = await waitFor(
        () => hook.bodies.find((b) => b.caseId === caseId),
        60_000,
        () => JSON.stringify(hook.bodies),
      );
      expect(completed).toMatchObject({
        event: 'case.completed',
        status: 'COMPLETED',
        result: { deliveryDate: '2026-12-01' },
      });

      process.kill(banner.workerPid, 'SIGKILL');
      const exit = await waitFor(
        () => stack.exited,
        60_000,
        () => stack.output(),
      );
      expect(exit.code).toBe(1);
      expect(stack.output()).toMatch(/worker died \(killed by SIGKILL\)\. The local stack cannot work without it/);
      await nothingLeft(stack);
    } finally {
      for (const b of blockers) b?.close();
      hook.server.close();
    }
  }, 300_000);

  it('leaves no process behind when its whole process group is killed with SIGKILL', async () => {
    const stack = start(['start']);
    await bannerOf(stack);
    expect(taggedProcesses(stack.tag).filter((p) => p.cmd.startsWith('java')).length).toBeGreaterThanOrEqual(2);
    process.kill(-stack.child.pid!, 'SIGKILL'); // npm, sh, tsx and the stack at once, as an IDE's stop button
    await nothingLeft(stack);
  }, 240_000);

  it('finishes stopping (Firestore data exported) when Ctrl-C sends SIGINT twice', async () => {
    const stack = start(['start']);
    await bannerOf(stack);
    process.kill(-stack.child.pid!, 'SIGINT'); // the terminal signals the whole foreground group
    await new Promise((r) => setTimeout(r, 300));
    process.kill(-stack.child.pid!, 'SIGINT');
    await waitFor(
      () => stack.exited,
      60_000,
      () => stack.output(),
    );
    expect(stack.output()).toContain('stopped firestore-emulator');
    expect(stack.output()).not.toMatch(/stopping firestore-emulator failed/);
    await nothingLeft(stack);
  }, 240_000);
});

describe('npm test, npm run eval and the benchmarks', () => {
  it.each([
    ['npm test', ['test', '--', '--config', 'test/fixtures/hold-open.config.ts']],
    ['npm run eval', ['run', 'eval']],
    ['npm run bench:lifecycle', ['run', 'bench:lifecycle']],
  ])(
    '%s leaves no emulator behind when killed with SIGKILL',
    async (_name, args) => {
      const run = start(args);
      await waitFor(
        () => (taggedProcesses(run.tag).filter((p) => p.cmd.startsWith('java')).length >= 2 ? true : undefined),
        START_TIMEOUT_MS,
        () => `emulators not started; output:\n${run.output()}`,
      );
      process.kill(run.child.pid!, 'SIGKILL'); // npm alone: its children are left to notice
      await nothingLeft(run);
    },
    240_000,
  );
});
