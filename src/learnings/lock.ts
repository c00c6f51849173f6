// The learnings store's writer lock: the same `<file>.lock` folder protocol as proper-lockfile
// (which src/memory/atomic.ts uses), written out by hand because importing proper-lockfile and
// graceful-fs costs ~35 ms on start-up, a third of the hook's whole time budget
// (measured in bench/learnings.mjs). Holders of either implementation exclude each other:
// the lock is the folder; a folder whose mtime is older than `staleMs` belongs to a dead process.
import { mkdir, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

export interface AppendLockOptions {
  /** Give up after this long, in milliseconds (default 15 s). */
  waitMs?: number;
  /** A lock untouched for this long is taken over (default 10 s, as proper-lockfile). */
  staleMs?: number;
}

export class LockTimeoutError extends Error {
  override readonly name = 'LockTimeoutError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function lockPathFor(file: string): string {
  return `${file}.lock`;
}

/** Runs `fn` holding the lock on `file`; creates the file's folder if needed. */
export async function withAppendLock<T>(file: string, fn: () => Promise<T>, options: AppendLockOptions = {}): Promise<T> {
  const lockDir = lockPathFor(file);
  const waitMs = options.waitMs ?? 15_000;
  const staleMs = options.staleMs ?? 10_000;
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  let delay = 2;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await takeOverIfStale(lockDir, staleMs)) continue;
    if (Date.now() >= deadline) {
      throw new LockTimeoutError(`${file} is locked by another rulesweep process (waited ${waitMs} ms)`);
    }
    await sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  // Long holders (a big import) keep the folder fresh so nobody mistakes them for dead.
  const keepFresh = setInterval(() => {
    const now = new Date();
    utimes(lockDir, now, now).catch(() => undefined);
  }, Math.max(500, Math.floor(staleMs / 4)));
  keepFresh.unref();
  try {
    return await fn();
  } finally {
    clearInterval(keepFresh);
    await rmdir(lockDir).catch(() => undefined);
  }
}

async function takeOverIfStale(lockDir: string, staleMs: number): Promise<boolean> {
  try {
    const { mtimeMs } = await stat(lockDir);
    if (Date.now() - mtimeMs <= staleMs) return false;
    await rmdir(lockDir);
    return true;
  } catch (error) {
    // Released between our mkdir and stat: try again at once.
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}
