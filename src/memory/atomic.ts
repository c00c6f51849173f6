// Writing files the way a database would: whole-file replacement through a temp file in the
// same folder (fsync, rename), appends and read-modify-writes under a lock shared by every
// rulesweep process, so concurrent sessions neither tear a file nor lose a line. Reading them
// back the same way everywhere: a file not written yet is absent, any other failure is an
// InputError that names the file.
import { mkdir, appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../diagnostics/errors.js';

export interface LockOptions {
  /** How long to keep trying before giving up, in milliseconds. */
  waitMs?: number;
}

/** Replaces `file` with `content` atomically: readers see the old file or the new one, never half. */
export async function writeAtomic(file: string, content: string): Promise<void> {
  const { default: writeFileAtomic } = await import('write-file-atomic');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, content, { encoding: 'utf8', fsync: true });
}

/**
 * Runs `fn` holding an exclusive lock on `file` (a `file.lock` folder, as proper-lockfile does,
 * which works across processes and on network file systems). Stale locks of crashed
 * processes are taken over after 10 seconds.
 */
export async function withLock<T>(file: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { default: lockfile } = await import('proper-lockfile');
  await mkdir(path.dirname(file), { recursive: true });
  const waitMs = options.waitMs ?? 15_000;
  const release = await lockfile.lock(file, {
    realpath: false,
    stale: 10_000,
    update: 2_000,
    retries: { retries: Math.ceil(waitMs / 50), minTimeout: 10, maxTimeout: 100, factor: 1.2 },
  });
  try {
    return await fn();
  } finally {
    await release();
  }
}

/** Appends `text` to `file` under its lock, creating the folder and file when needed. */
export async function appendLocked(file: string, text: string, options: LockOptions = {}): Promise<void> {
  await withLock(file, () => appendFile(file, text, 'utf8'), options);
}

/**
 * The text of `file`, or undefined when it does not exist yet. Any other failure (a folder, no
 * permission) is an InputError naming `description`, e.g. "the evolution log .claude/…".
 */
export async function readTextIfExists(
  file: string,
  description: string,
  hint = 'check that the path is a file (not a folder) that you can read',
): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read ${description}: ${(error as Error).message}`, { hint, cause: error });
  }
}
