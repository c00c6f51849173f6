// What a command may touch of the outside world. `main()` receives it whole, so tests can
// run every command in-process with their own streams, environment, clock and terminal.

export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  /** Arguments after the program name. */
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  now: () => Date;
}

/** Colour only on a terminal, never with NO_COLOR (https://no-color.org) or TERM=dumb. */
export function colorEnabled(stream: OutputStream, env: CliIo['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

/** True when a person is at the keyboard: stdin and stdout are both terminals. */
export function isInteractive(io: CliIo): boolean {
  return Boolean(io.stdin.isTTY) && Boolean(io.stdout.isTTY);
}
