import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 at the time of asking, for a server that binds it a moment later.
 *
 * Taken below the OS's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range, usually
 * 32768-60999): a port the OS hands out for `listen(0)` or for an outgoing connection's local
 * end is never one of these, so when test files run side by side, another file's server or
 * client socket cannot take it between this check and the bind (it did, once: EADDRINUSE). Two
 * callers drawing the same port at the same moment is the remaining chance, about 1 in 20,000.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  for (let i = 0; i < 50; i++) {
    const port = randomInt(LOWEST, below);
    if (await portIsFree(port)) return port;
  }
  return osPort();
}

const LOWEST = 10_000;

function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(first) && first > LOWEST + 1_000) return first;
  } catch {
    // not Linux: the IANA dynamic range starts at 49152
  }
  return 32_768;
}

/** A port the OS picks (`listen(0)`), released at once. */
function osPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be bound on 127.0.0.1 right now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
