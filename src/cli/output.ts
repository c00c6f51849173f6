// `--output FILE`: where a report goes instead of stdout. A bad target (a folder, a path through a
// file, a place that cannot be written) is a usage error with a hint, found before any work is
// done and again if the write itself fails; missing folders on the way are created, as for
// every file rulesweep writes.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../diagnostics/errors.js';
import { writeAtomic } from '../memory/atomic.js';

/** The absolute target, or a UsageError saying why it cannot be written. */
export function checkOutputTarget(cwd: string, output: string): string {
  const file = path.resolve(cwd, output);
  if (statOf(file)?.isDirectory()) throw badTarget(output, `${output} is a folder`, `name a file in it, e.g. --output ${path.join(output, 'rulesweep-report.txt')}`);
  let dir = path.dirname(file);
  while (statOf(dir) === undefined && path.dirname(dir) !== dir) dir = path.dirname(dir);
  if (!statOf(dir)?.isDirectory()) throw badTarget(output, `${path.relative(cwd, dir) || dir} is a file, not a folder`, 'choose a path whose folders are folders');
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw badTarget(output, `${dir} is not writable`, 'choose a folder you can write to');
  }
  return file;
}

/** Writes the report atomically; a failure is a usage error naming the target. */
export async function writeOutput(file: string, output: string, content: string): Promise<void> {
  try {
    await writeAtomic(file, content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EISDIR' ? `${output} is a folder`
      : code === 'ENOTDIR' || code === 'EEXIST' ? 'a folder on its path is a file'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'it is not writable'
          : code === 'ENOENT' ? 'a file cannot be created there'
            : code === 'ENOSPC' ? 'the disk is full' : (error as Error).message;
    throw badTarget(output, why, 'choose another --output path, or leave it out to print the report', error);
  }
}

function badTarget(output: string, why: string, hint: string, cause?: unknown): UsageError {
  return new UsageError(`cannot write the report to ${output}: ${why}`, { hint, ...(cause !== undefined ? { cause } : {}) });
}

function statOf(file: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
