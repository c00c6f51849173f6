// Finding and running ripgrep. Always an argument vector (never a shell), never the user's
// ripgrep config, output streamed record by record, stderr kept short, a time limit enforced.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RulesweepError } from '../diagnostics/errors.js';

/** Flags on every run: results must not depend on the user's ~/.ripgreprc or a terminal. */
export const BASE_FLAGS = ['--no-config', '--color=never', '--engine=auto'];

const STDERR_LIMIT = 4096;

/**
 * Patterns longer than this go to ripgrep in a pattern file (`--file`): one argument may hold at
 * most 128 KiB on Linux, a whole Windows command line 32 KiB.
 */
export const PATTERN_ARGUMENT_LIMIT = 4096;

/**
 * How patterns reach ripgrep: as `--regexp=…` (never a bare argument, so a pattern starting with
 * `-` cannot be read as a flag), or through a pattern file when it is too long for a command line.
 * The files live in a temporary folder removed by `dispose`.
 */
export class PatternArguments {
  private folder: Promise<string> | undefined;
  private written = new Map<string, Promise<string>>();

  async argsFor(pattern: string): Promise<string[]> {
    if (pattern.length <= PATTERN_ARGUMENT_LIMIT) return [`--regexp=${pattern}`];
    let file = this.written.get(pattern);
    if (!file) {
      this.folder ??= mkdtemp(path.join(os.tmpdir(), 'rulesweep-patterns-'));
      const folder = await this.folder;
      file = (async () => {
        const name = path.join(folder, `pattern-${this.written.size}`);
        await writeFile(name, pattern, 'utf8');
        return name;
      })();
      this.written.set(pattern, file);
    }
    return [`--file=${await file}`];
  }

  async dispose(): Promise<void> {
    if (this.folder) await rm(await this.folder, { recursive: true, force: true });
  }
}

export interface RipgrepRun {
  exitCode: number | null;
  stderr: string;
  timedOut: boolean;
  /** The spawn itself failed (binary missing, not executable). */
  spawnError?: Error;
}

export interface RunOptions {
  cwd: string;
  timeoutMs: number;
  /** Called with each NUL/newline-delimited record of stdout; return false to stop reading. */
  onRecord: (record: string) => boolean | void;
  /** Record separator: '\n' for line output. */
  separator?: string;
  /** Written to ripgrep's stdin (closed at once when absent). */
  stdin?: string;
}

/**
 * Locates ripgrep: `RULESWEEP_RG`, else the binary that `@vscode/ripgrep` ships for this
 * platform, else `rg` on PATH.
 */
export function findRipgrep(env: Record<string, string | undefined>): string {
  const override = env.RULESWEEP_RG;
  if (override) {
    if (!isExecutable(override)) {
      throw new RulesweepError(`RULESWEEP_RG points at ${override}, which is not an executable file`, {
        hint: 'set RULESWEEP_RG to a ripgrep binary, or unset it to use the bundled one',
      });
    }
    return override;
  }
  try {
    const require = createRequire(import.meta.url);
    const arch = process.arch;
    const binary = process.platform === 'win32' ? 'rg.exe' : 'rg';
    return require.resolve(`@vscode/ripgrep-${process.platform}-${arch}/bin/${binary}`);
  } catch {
    const onPath = (env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, process.platform === 'win32' ? 'rg.exe' : 'rg'))
      .find(isExecutable);
    if (onPath) return onPath;
    throw new RulesweepError(`no ripgrep binary for ${process.platform}-${process.arch}`, {
      hint: 'install ripgrep (https://github.com/BurntSushi/ripgrep#installation) or set RULESWEEP_RG to its path',
    });
  }
}

const verified = new Map<string, Promise<string>>();

/** What tells one ripgrep binary from another on disk: a replaced, upgraded or rebuilt binary differs in one of these. */
export function ripgrepStamp(rg: string): string | undefined {
  try {
    const stat = statSync(rg);
    return JSON.stringify([path.resolve(rg), stat.dev, stat.ino, stat.size, stat.mtimeMs, stat.ctimeMs]);
  } catch {
    return undefined;
  }
}

/**
 * Takes `version` as the verified version of `rg` without running it: the sweep cache recorded it
 * for the same binary (same stamp), which a sweep verified then.
 */
export function trustVerified(rg: string, version: string): void {
  if (!verified.has(rg)) verified.set(rg, Promise.resolve(version));
}

/**
 * Confirms once per binary that it really is ripgrep (a stand-in that exits 1 would otherwise
 * look like "no matches" and turn every `0 matches` rule into a false PASS); resolves with its
 * version line, which the sweep cache is keyed by.
 */
export function verifyRipgrep(rg: string): Promise<string> {
  let check = verified.get(rg);
  if (!check) {
    check = (async () => {
      let firstLine = '';
      const run = await runRipgrep(rg, ['--version'], {
        cwd: process.cwd(),
        timeoutMs: 10_000,
        onRecord: (record) => {
          if (firstLine === '') firstLine = record;
        },
      });
      if (run.spawnError || run.exitCode !== 0 || !firstLine.startsWith('ripgrep ')) {
        throw new RulesweepError(`${rg} is not a working ripgrep (${run.spawnError?.message ?? (firstLine || run.stderr || `exit ${run.exitCode}`)})`, {
          hint: 'set RULESWEEP_RG to a ripgrep binary, or unset it to use the one rulesweep ships',
        });
      }
      return firstLine.trim();
    })();
    verified.set(rg, check);
  }
  return check;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Like RunOptions, for output read as bytes: each record is a line, without its line feed. */
export interface ByteRunOptions {
  cwd: string;
  timeoutMs: number;
  /** Called with each line of stdout (the buffer is only valid during the call); return false to stop reading. */
  onRecord: (record: Buffer) => boolean | void;
  stdin?: string;
}

/** Splits stdout into records; `accept` returns false once a record asked to stop. */
interface RecordReader {
  /** Chunks arrive as strings when set, as buffers otherwise. */
  encoding?: BufferEncoding;
  accept(chunk: string | Buffer): boolean;
  finish(): void;
}

/**
 * Runs ripgrep with `args` (no shell) and streams its stdout records to `onRecord`. A spawn that
 * fails, at once (an argument Node refuses) or later (E2BIG, ENOENT), is a `spawnError` of the
 * run, never an exception: one bad rule must not stop the sweep.
 */
export function runRipgrep(rg: string, args: string[], options: RunOptions): Promise<RipgrepRun> {
  const separator = options.separator ?? '\n';
  let pending = '';
  return run(rg, args, options, {
    encoding: 'utf8',
    accept(chunk) {
      pending += chunk as string;
      let start = 0;
      let index = pending.indexOf(separator);
      while (index !== -1) {
        if (options.onRecord(pending.slice(start, index)) === false) return false;
        start = index + separator.length;
        index = pending.indexOf(separator, start);
      }
      pending = pending.slice(start);
      return true;
    },
    finish() {
      if (pending !== '') options.onRecord(pending);
    },
  });
}

/** runRipgrep for output that must be kept byte for byte (lines of files that need not be UTF-8). */
export function runRipgrepBytes(rg: string, args: string[], options: ByteRunOptions): Promise<RipgrepRun> {
  // The start of a line that continues in a later chunk, kept in pieces (a minified line can span many).
  let pending: Buffer[] = [];
  return run(rg, args, options, {
    accept(data) {
      const chunk = data as Buffer;
      let start = 0;
      let index = chunk.indexOf(10);
      while (index !== -1) {
        const line = pending.length === 0 ? chunk.subarray(start, index) : Buffer.concat([...pending, chunk.subarray(start, index)]);
        pending = [];
        if (options.onRecord(line) === false) return false;
        start = index + 1;
        index = chunk.indexOf(10, start);
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
      return true;
    },
    finish() {
      if (pending.length > 0) options.onRecord(Buffer.concat(pending));
    },
  });
}

function run(rg: string, args: string[], options: { cwd: string; timeoutMs: number; stdin?: string | undefined }, reader: RecordReader): Promise<RipgrepRun> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.RIPGREP_CONFIG_PATH;
    let child: ChildProcessByStdio<Writable | null, Readable, Readable>;
    try {
      child = spawn(rg, [...BASE_FLAGS, ...args], {
        cwd: options.cwd,
        env,
        shell: false,
        stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        windowsHide: true,
      }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
    } catch (error) {
      resolve({ exitCode: null, stderr: '', timedOut: false, spawnError: error instanceof Error ? error : new Error(String(error)) });
      return;
    }
    if (child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(options.stdin);
    }
    let stderr = '';
    let stopped = false;
    let timedOut = false;
    let spawnError: Error | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);

    if (reader.encoding) child.stdout.setEncoding(reader.encoding);
    child.stdout.on('data', (chunk: string | Buffer) => {
      if (stopped) return;
      if (!reader.accept(chunk)) {
        stopped = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk.slice(0, STDERR_LIMIT - stderr.length);
    });
    child.on('error', (error) => {
      spawnError = error;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (!stopped) reader.finish();
      resolve({
        exitCode: stopped ? 0 : code,
        stderr: stderr.trim(),
        timedOut,
        ...(spawnError ? { spawnError } : {}),
      });
    });
  });
}
