// Drives rulesweep in-process through main() with captured streams, or as a real child process:
// the built bin (no shell), or a shell command line such as a hook. All with NO_COLOR set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/bin/rulesweep.cjs');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  /** Over PATH, HOME and NO_COLOR=1, the only variables passed on; an undefined value is left out. */
  env?: Record<string, string | undefined>;
  stdin?: string;
  /** Pretend stdout (and stdin) are terminals. */
  tty?: boolean;
  now?: Date;
  /** Child processes only: never close stdin, as an agent that forgets to would. */
  leaveStdinOpen?: boolean;
  /** Child processes only: kill the child after this long (a guard for tests of hangs). */
  killAfterMs?: number;
}

function baseEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...extra };
}

/** Runs main() in this process. */
export async function runCli(argv: string[], options: CliOptions): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const stdin = Readable.from(options.stdin === undefined ? [] : [options.stdin]) as unknown as NodeJS.ReadableStream & { isTTY?: boolean };
  if (options.tty) stdin.isTTY = true;
  const code = await main({
    argv,
    cwd: options.cwd,
    env: baseEnv(options.env),
    stdout: { write: (chunk: string) => (stdout += chunk), isTTY: Boolean(options.tty) },
    stderr: { write: (chunk: string) => (stderr += chunk), isTTY: false },
    stdin,
    now: () => options.now ?? new Date(),
  });
  return { code, stdout, stderr };
}

/** Runs the built bin as a child process. */
export function runBin(argv: string[], options: CliOptions): Promise<CliResult> {
  return runProcess(process.execPath, [BIN, ...argv], options);
}

/** Runs `script` with /bin/sh, the way agents and CI run the commands rulesweep writes for them. */
export function runShell(script: string, options: CliOptions): Promise<CliResult> {
  return runProcess('/bin/sh', ['-c', script], options);
}

/** Runs any program as a child process, with the same environment and stdin handling. */
export function runProcess(file: string, args: string[], options: CliOptions): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: baseEnv(options.env) as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const killer = options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
    // A child that exits without reading its stdin closes the pipe early; that is its business.
    child.stdin.on('error', () => {});
    if (options.leaveStdinOpen) child.stdin.write(options.stdin ?? '');
    else child.stdin.end(options.stdin ?? '');
  });
}
