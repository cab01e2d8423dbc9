import { readFileSync } from 'node:fs';

/**
 * Calls `onGone` once any of this process's launchers exits. `npm start` runs
 * npm → sh → tsx → node(dev/start.ts); a SIGTERM to npm (a service manager, `timeout`, an IDE's
 * stop button) kills npm and sh only, which would leave the stack and its emulators running
 * unowned. Watching the first few ancestors catches that; pid 1 is never watched.
 */
export function watchLaunchers(onGone: (pid: number) => void, depth = 3, intervalMs = 1000): () => void {
  const launchers: number[] = [];
  let pid = process.ppid;
  while (launchers.length < depth && pid > 1) {
    launchers.push(pid);
    const parent = parentOf(pid);
    if (parent === undefined) break;
    pid = parent;
  }
  const timer = setInterval(() => {
    const gone = launchers.find((p) => !alive(p));
    if (gone !== undefined) {
      clearInterval(timer);
      onGone(gone);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Parent pid from /proc (Linux); undefined elsewhere, where only the direct parent is watched. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state, ppid, ...
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(after[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process exists (EPERM: it does, but is not ours to signal). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
