// Writing files the way a database would: whole-file replacement through a temp file in the
// same folder (fsync, rename), appends (appendUnderLock: the one way a line is added to a shared
// file) and read-modify-writes under the lock every rulesweep process shares (src/memory/lock.ts),
// so concurrent sessions neither tear a file nor lose a line. Reading them back the same way
// everywhere: a file not written yet is absent, any other failure is an InputError that names
// the file.
import { mkdir, appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../diagnostics/errors.js';
import { withLock, type LockOptions } from './lock.js';

/** Replaces `file` with `content` atomically: readers see the old file or the new one, never half. */
export async function writeAtomic(file: string, content: string): Promise<void> {
  const { default: writeFileAtomic } = await import('write-file-atomic');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, content, { encoding: 'utf8', fsync: true });
}

/** The lock every read-modify-write and append of a shared file goes through (src/memory/lock.ts). */
export { withLock, type LockOptions } from './lock.js';

/** What `appendUnderLock` writes, decided from the file as it is inside the lock. */
export interface LockedAppend<T> {
  /** Appended on a line of its own (a newline goes first when the file does not end with one); nothing when absent or empty. */
  append?: string;
  /** Replaces the whole file atomically instead (an edit in place). */
  replace?: string;
  result: T;
}

/**
 * The append of every line-based file rulesweep shares (the evolution log, the drafts, the
 * session history): under the file's lock, reads it (undefined when it does not exist yet),
 * lets `decide` say what to add given that text, and appends it so that it starts on a line of
 * its own, creating the folder and file when needed. Deciding inside the lock is what keeps two
 * processes from numbering two records alike or writing one twice. `description` names the file
 * in a read error ("the drafts .claude/memory/evolve-drafts.jsonl").
 */
export async function appendUnderLock<T>(
  file: string,
  description: string,
  decide: (text: string | undefined) => LockedAppend<T> | Promise<LockedAppend<T>>,
  options: LockOptions = {},
): Promise<T> {
  return withLock(file, async () => {
    const text = await readTextIfExists(file, description);
    const { append, replace, result } = await decide(text);
    if (replace !== undefined) await writeAtomic(file, replace);
    else if (append) await appendFile(file, `${text && !text.endsWith('\n') ? '\n' : ''}${append}`, 'utf8');
    return result;
  }, options);
}

/** Appends `text` to `file` under its lock, on a line of its own, creating the folder and file when needed. */
export async function appendLocked(file: string, text: string, options: LockOptions = {}): Promise<void> {
  await appendUnderLock(file, file, () => ({ append: text, result: undefined }), options);
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
