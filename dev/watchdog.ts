/**
 * Runs one command for the local stack and makes sure it cannot outlive the stack, even when
 * the stack is killed with SIGKILL (an IDE's stop button, `kill -9`, a crashed terminal). A JVM
 * emulator cannot watch its parent itself; this small process does it for it.
 *
 *   node --experimental-strip-types dev/watchdog.ts -- COMMAND ARGS...   (spawned with an IPC channel)
 *
 * - The command runs in a process group of its own; this process reports its pid over IPC.
 * - The stack gone (IPC disconnected, or the parent pid changed or no longer exists): the
 *   command's whole group gets SIGTERM, then SIGKILL after GRACE_MS, and this process exits.
 * - SIGTERM from the stack: the same, on purpose (a normal stop).
 * - SIGINT and SIGHUP are ignored: a terminal's Ctrl-C is for the stack, which decides how to
 *   stop (the Firestore emulator must export its data first). The stack spawns this process in
 *   a session of its own, so they do not reach it anyway.
 * - The command exiting on its own: what is left of its group is killed, and this process exits
 *   with the command's code (128 + signal number when it was killed by a signal).
 *
 * Plain Node with type stripping and no imports from the project: it starts in ~50 ms and
 * needs nothing but Node.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const GRACE_MS = 5000;
const POLL_MS = 500;

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0 || !process.send) {
  process.stderr.write('usage: node dev/watchdog.ts -- COMMAND [ARGS...] (with an IPC channel)\n');
  process.exit(2);
}

const parent = process.ppid;
const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'inherit', 'inherit'], detached: true });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(sig: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, sig);
  } catch {
    // the group is already gone
  }
}

let stopping = false;
function stopChild(): void {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  setTimeout(() => {
    signalGroup('SIGKILL');
    process.exit(137);
  }, GRACE_MS);
}

child.on('error', (e) => {
  process.stderr.write(`cannot run ${command[0]}: ${e.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  signalGroup('SIGKILL'); // whatever the command left behind in its group (a script's java)
  const signo = signal ? ((constants.signals as Record<string, number>)[signal] ?? 1) : 0;
  process.exit(code ?? 128 + signo);
});
if (child.pid) process.send({ pid: child.pid });

process.on('SIGTERM', stopChild);
process.on('SIGINT', () => undefined);
process.on('SIGHUP', () => undefined);
process.on('disconnect', stopChild);
setInterval(() => {
  if (process.ppid !== parent || !alive(parent)) stopChild();
}, POLL_MS);
