import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, µs) of every live process in a process group, read from /proc (Linux
 * only; elsewhere NaN). The benchmarks start each emulator as the leader of a group of its own
 * (dev/child-process.ts), so this is what an emulator, its JVM included, spent: read before and
 * after a load phase, it says how much emulator work that phase's requests cost, whatever else
 * loads the machine. Clock ticks are 10 ms, so a phase of a second or more is needed for a figure.
 */

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

export function processGroupCpuMicros(group: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return NaN;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      continue; // exited meanwhile
    }
    // The command name (field 2) is in parentheses and may hold spaces: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(3) ppid(4) pgrp(5) ... utime(14) stime(15), so index = field - 3.
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
