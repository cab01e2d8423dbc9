import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * Which process listens on a port, from /proc (Linux): the readiness probe of a process that
 * cannot answer with our per-run token (a JVM emulator) checks that the listening socket is
 * held by the process group it started, so a stranger answering on the port is not taken for
 * ours. Elsewhere (macOS) the answer is "unknown" and the probe falls back to "our process is
 * alive and the port answers".
 */

/** Inodes of the TCP sockets listening on `port` (IPv4 and IPv6); undefined without /proc. */
function listeningInodes(port: number): Set<string> | undefined {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((f) => existsSync(f));
  if (tables.length === 0) return undefined;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of tables) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A: LISTEN
      if (cols[1]!.split(':')[1] === hexPort) inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** Pids of the processes in process group `pgid`. */
function groupMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // state ppid pgrp ...
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/**
 * Whether a process of group `pgid` holds the socket listening on `port`: true, false (a
 * stranger, or nobody), or undefined when this system has no /proc to tell.
 */
export function portHeldByGroup(pgid: number, port: number): boolean | undefined {
  const inodes = listeningInodes(port);
  if (inodes === undefined) return undefined;
  if (inodes.size === 0) return false;
  for (const pid of groupMembers(pgid)) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(target);
        if (m && inodes.has(m[1]!)) return true;
      } catch {
        // closed meanwhile
      }
    }
  }
  return false;
}
