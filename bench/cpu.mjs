// CPU time of the processes a benchmark step runs, ripgrep's included: the user and system time
// of this process's children that have exited (Linux's /proc/self/stat, clock ticks of 10 ms).
// Elsewhere it is unknown, and the benchmark prints wall time only.
import { readFileSync } from 'node:fs';

const TICK_MS = 10;

/** Milliseconds of CPU used so far by this process's finished children (and theirs), or undefined. */
export function childrenCpuMs() {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the file (cutime, cstime) are at 13 and 14 after the name.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
}

/** Runs `step` and returns its wall and children's CPU milliseconds, with whatever it returned. */
export async function timed(step) {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const value = await step();
  const wallMs = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  return { wallMs, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, value };
}
