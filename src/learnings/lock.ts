// The learnings store's writer lock: the same `<file>.lock` folder protocol as proper-lockfile
// (which src/memory/atomic.ts uses), written out by hand because importing proper-lockfile and
// graceful-fs costs ~35 ms on start-up, more than the hook's whole budget (bench/learnings.mjs).
// Holders of either implementation exclude each other: the lock is the folder, and a folder
// whose mtime is older than `staleMs` belongs to a dead process and is taken over.
// The file system calls are synchronous: each is a single small syscall, and the promise API's
// thread-pool round trips cost more than the work on the hook's hot path.
import { mkdirSync, rmdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

export interface AppendLockOptions {
  /** Give up after this long, in milliseconds (default 15 s). */
  waitMs?: number;
  /** A lock untouched for this long is taken over (default 10 s, as proper-lockfile). */
  staleMs?: number;
  /** Refresh the lock while `fn` runs; for holds that may outlast `staleMs` (whole-store reads). */
  longHold?: boolean;
}

export class LockTimeoutError extends Error {
  override readonly name = 'LockTimeoutError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function lockPathFor(file: string): string {
  return `${file}.lock`;
}

/** Runs `fn` holding the lock on `file`; creates the file's folder if needed. */
export async function withAppendLock<T>(file: string, fn: () => Promise<T> | T, options: AppendLockOptions = {}): Promise<T> {
  const lockDir = lockPathFor(file);
  const waitMs = options.waitMs ?? 15_000;
  const staleMs = options.staleMs ?? 10_000;
  mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  let delay = 2;
  while (!tryLock(lockDir, staleMs)) {
    if (Date.now() >= deadline) {
      throw new LockTimeoutError(`${file} is locked by another rulesweep process (waited ${waitMs} ms)`);
    }
    await sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  // Long holders (a big import) keep the folder fresh so nobody mistakes them for dead.
  const keepFresh = options.longHold ? setInterval(() => refresh(lockDir), Math.max(500, Math.floor(staleMs / 4))) : undefined;
  keepFresh?.unref();
  try {
    return await fn();
  } finally {
    if (keepFresh) clearInterval(keepFresh);
    try {
      rmdirSync(lockDir);
    } catch {
      // Already gone (taken over as stale); nothing else to release.
    }
  }
}

function refresh(lockDir: string): void {
  try {
    const now = new Date();
    utimesSync(lockDir, now, now);
  } catch {
    // Released meanwhile; nothing to refresh.
  }
}

/** Takes the lock if it is free or stale; false when a live holder has it. */
function tryLock(lockDir: string, staleMs: number): boolean {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      mkdirSync(lockDir);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(lockDir).mtimeMs <= staleMs) return false;
      rmdirSync(lockDir);
    } catch (error) {
      // Released between our mkdir and stat, or taken over by someone else: try again at once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return false;
}
