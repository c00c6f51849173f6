// Drives rulesweep two ways: in-process through main() with captured streams, and through the
// built bin as a real child process (no shell), both with NO_COLOR set.
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
  env?: Record<string, string | undefined>;
  stdin?: string;
  /** Pretend stdout (and stdin) are terminals. */
  tty?: boolean;
  now?: Date;
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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...argv], {
      cwd: options.cwd,
      env: baseEnv(options.env) as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}
