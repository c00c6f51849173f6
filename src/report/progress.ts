// Progress of a long sweep on a terminal: one line on stderr, `rulesweep: 12/50 rules checked`,
// redrawn in place with a carriage return (no escape codes, so NO_COLOR terminals read it too) and
// wiped at the end. Only after a second of work, only when stderr is a terminal, never in CI logs
// and never beside JSON.
import type { FormatName } from './formats.js';

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface ProgressLine {
  update: (done: number, total: number) => void;
  clear: () => void;
}

const DELAY_MS = 1000;
const EVERY_MS = 100;

/** A progress line for `stream`, or undefined where none belongs. */
export function progressLine(
  stream: ProgressStream,
  env: Record<string, string | undefined>,
  format: FormatName,
  now: () => number = () => performance.now(),
): ProgressLine | undefined {
  if (!stream.isTTY || env.TERM === 'dumb' || format === 'json') return undefined;
  if (env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI !== 'false') return undefined;
  const started = now();
  let drawn = 0;
  let last = 0;
  return {
    update(done, total) {
      const at = now();
      if (at - started < DELAY_MS || (at - last < EVERY_MS && done < total)) return;
      last = at;
      const text = `rulesweep: ${done}/${total} rules checked`;
      stream.write(`\r${text}${' '.repeat(Math.max(0, drawn - text.length))}`);
      drawn = text.length;
    },
    clear() {
      if (drawn > 0) stream.write(`\r${' '.repeat(drawn)}\r`);
      drawn = 0;
    },
  };
}
