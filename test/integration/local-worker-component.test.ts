import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { workerComponent } from '../../dev/push-worker.js';
import { freePort } from '../../dev/free-port.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * `npm start`'s worker component runs services/worker/main.ts itself, the composition root Cloud
 * Run runs, as a child process: it must answer on its port, and stopping the component must leave
 * no process behind.
 */

const emu = emulatorEnv('localworker');
const pubsub = emu.pubsub();
afterAll(() => pubsub.close());

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function envFor(port: number) {
  const topic = `case-events-${port}`;
  await pubsub.topic(topic).get({ autoCreate: true });
  return {
    ...(process.env as Record<string, string>),
    ...emu.env({
      WORKER_PORT: String(port),
      CASE_EVENTS_TOPIC: topic,
      AGENTMAIL_API_KEY: 'am_local',
      AGENTMAIL_BASE_URL: 'http://127.0.0.1:9',
      SWEEP_THRESHOLD_MS: '600000',
    }),
  };
}

describe('npm start worker component', () => {
  it('runs services/worker/main.ts as a child on the port, and stops it', async () => {
    const port = await freePort();
    const running = await workerComponent().start(await envFor(port));
    expect(running.env).toEqual({ WORKER_URL: `http://127.0.0.1:${port}` });
    expect(running.summary).toContain('services/worker/main.ts');
    // The banner says follow-ups are not held locally, and what production does instead.
    expect(running.summary).toContain(
      'automated follow-ups: at any hour (FOLLOW_UP_WINDOW_DEFAULT=always; production: MON-FRI 09:00-17:00',
    );
    const pid = Number(/pid (\d+)/.exec(running.summary ?? '')?.[1]);
    expect(alive(pid)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    await running.stop();
    expect(alive(pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('fails to start, saying why, when the worker cannot listen', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      await expect(workerComponent().start(await envFor(port))).rejects.toThrow(/exited before it was ready/);
    } finally {
      blocker.close();
    }
  });

  it("does not take a stranger answering 200 on its port for the worker (the probe wants this run's token)", async () => {
    const port = await freePort();
    const stranger = createHttpServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    );
    await new Promise<void>((r) => stranger.listen(port, '127.0.0.1', () => r()));
    try {
      await expect(workerComponent().start(await envFor(port))).rejects.toThrow(
        /the worker exited before it was ready/,
      );
    } finally {
      stranger.close();
    }
  });
});
