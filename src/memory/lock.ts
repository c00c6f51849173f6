// The one lock every rulesweep writer takes before it changes a file other processes share (the
// learnings stores, the rules file, the evolution log, the drafts, the session history, the
// commit step): a folder `<file>.lock` holding one empty file, `holder.<machine>.<pid>.<nonce>`,
// that names the process holding it. It imports only Node's own modules, because `learn hook`
// takes it on every recorded failure; proper-lockfile alone would cost ~35 ms there.
//
// Every step that decides who holds the lock is one atomic rename, so two processes can never
// both believe they hold it:
// - take a free lock: build the folder with the holder file inside under a private name, then
//   rename it to `<file>.lock`; the rename fails while a lock with a holder is there.
// - take over a dead holder's lock: rename its holder file to ours inside the folder. Only one
//   of several processes racing for it can rename that one file; the others find it gone. The
//   rename also marks the folder as fresh, so nobody judges it stale again.
// - release: delete our holder file, then the folder (if it is still empty).
// A holder is dead when its process is gone (same machine and pid namespace) or when its folder
// has not been touched for `staleMs`; holders touch it every staleMs / 3 while they hold it.
// Anything else at the lock's path (a file, a folder with other things in it) is not taken
// over blindly: an empty file or a link left untouched for `staleMs` is removed, and a folder
// with unknown content stops the write at once with the exact path to remove.
//
// Waits of more than a second and take-overs are told to whoever listens (onLockNote: messages
// for people); commands print them, hooks do not listen. A plain listener list rather than
// node:diagnostics_channel, and node:os only where /proc cannot name the host: neither module is
// loaded on a hook's path.
import { type Stats, closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, renameSync, rmdirSync, unlinkSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { RulesweepError } from '../diagnostics/errors.js';

export interface LockOptions {
  /** Give up after this long, in milliseconds (default 15 s). */
  waitMs?: number;
  /** A lock untouched for this long is taken over (default 10 s). */
  staleMs?: number;
}

/** The lock stayed held by a live process for the whole wait. */
export class LockTimeoutError extends RulesweepError {
  override readonly name = 'LockTimeoutError';
}

/** Something that is not a rulesweep lock sits at the lock's path; waiting would not help. */
export class LockBlockedError extends RulesweepError {
  override readonly name = 'LockBlockedError';
}

/** Who hears about waits and take-overs; each note is one line for people. */
const listeners = new Set<(text: string) => void>();

/** Tells `listener` about every wait of more than a second and every take-over, until the returned function is called. */
export function onLockNote(listener: (text: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const note = (text: string) => {
  for (const listener of listeners) listener(text);
};

const HOLDER = 'holder.';
/** A wait this long earns a note saying who holds the lock. */
const NOTE_AFTER_MS = 1_000;

export function lockPathFor(file: string): string {
  return `${file}.lock`;
}

/** Runs `fn` holding the lock on `file`; creates the file's folder if needed. */
export async function withLock<T>(file: string, fn: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const staleMs = options.staleMs ?? 10_000;
  const lockDir = lockPathFor(file);
  const holder = await acquire(file, lockDir, options.waitMs ?? 15_000, staleMs);
  const holderFile = path.join(lockDir, holder);
  let pending: PromiseLike<T> | undefined;
  try {
    const result = fn();
    if (!isPromiseLike(result)) return result;
    pending = result;
  } finally {
    if (pending === undefined) release(lockDir, holderFile);
  }
  // Asynchronous holders keep the folder fresh, so that only a dead one's lock ever looks stale.
  // A synchronous one (the learn hook's append) needs no timer: none could fire while it runs, and
  // the hook saves Node's timer machinery, which costs it most of a millisecond to start.
  const keepFresh = setInterval(() => touch(lockDir, holderFile), Math.max(100, Math.floor(staleMs / 3)));
  keepFresh.unref();
  try {
    return await pending;
  } finally {
    clearInterval(keepFresh);
    release(lockDir, holderFile);
  }
}

function isPromiseLike<T>(value: PromiseLike<T> | T): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | undefined)?.then === 'function';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function acquire(file: string, lockDir: string, waitMs: number, staleMs: number): Promise<string> {
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true });
  const holder = `${HOLDER}${machineKey()}.${process.pid}.${Math.random().toString(36).slice(2, 10)}`;
  const staging = path.join(folder, `.${path.basename(lockDir)}.${holder}`);
  const started = Date.now();
  let noted = false;
  let pause = 2;
  let placed = false;
  mkdirSync(staging);
  try {
    closeSync(openSync(path.join(staging, holder), 'wx'));
    for (;;) {
      try {
        renameSync(staging, lockDir);
        placed = true;
        return holder;
      } catch (error) {
        if (!['ENOTEMPTY', 'EEXIST', 'ENOTDIR', 'EISDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      }
      const found = inspect(file, lockDir, holder, staleMs);
      if (found.state === 'claimed') return holder;
      if (found.state === 'free') continue;
      const waited = Date.now() - started;
      if (waited >= waitMs) {
        throw new LockTimeoutError(`${file} is locked by ${found.heldBy} (waited ${Math.round(waited / 1000)} s for ${lockDir})`, {
          hint: `try again when it is done; if no rulesweep is running, remove ${lockDir}`,
        });
      }
      if (!noted && waited >= NOTE_AFTER_MS) {
        noted = true;
        note(`waiting for ${lockDir}: ${found.heldBy} holds it (giving up after ${Math.round(waitMs / 1000)} s)`);
      }
      await sleep(pause + Math.random() * pause);
      pause = Math.min(pause * 2, 50);
    }
  } finally {
    // Once renamed into place the staging folder is the lock; otherwise it is litter.
    if (!placed) cleanUp(staging, holder);
  }
}

type Inspection = { state: 'free' } | { state: 'claimed' } | { state: 'held'; heldBy: string };

/** Looks at what holds the lock, taking it over or clearing it where its holder is dead. */
function inspect(file: string, lockDir: string, mine: string, staleMs: number): Inspection {
  const first = statIfAny(lockDir);
  if (first === undefined) return { state: 'free' };
  if (!first.isDirectory()) {
    const idleMs = Date.now() - first.mtimeMs;
    if (!first.isSymbolicLink() && first.size > 0) throw blocked(file, `${lockDir} is a file with content, not a rulesweep lock folder`, `rm ${quote(lockDir)}`);
    if (idleMs <= staleMs) return { state: 'held', heldBy: `an empty file (not a rulesweep lock; removed once ${Math.round(staleMs / 1000)} s old)` };
    // unlink never removes a folder, so this cannot remove a lock that has just replaced the file.
    removeEntry(() => unlinkSync(lockDir));
    note(`removed ${lockDir}: an empty file or link, not a rulesweep lock, untouched for ${Math.round(idleMs / 1000)} s`);
    return { state: 'free' };
  }
  let entries: string[];
  try {
    entries = readdirSync(lockDir);
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return { state: 'free' };
    throw error;
  }
  // The age is read after the entries: had the folder been replaced between the two, a new
  // holder's folder is fresh, so an old folder's age can never condemn a new holder.
  const stat = statIfAny(lockDir);
  if (stat === undefined || !stat.isDirectory()) return { state: 'free' };
  const idleMs = Date.now() - stat.mtimeMs;
  if (entries.length === 0) {
    // A holder between deleting its file and its folder, or a crashed older rulesweep's lock.
    if (idleMs <= staleMs) return { state: 'held', heldBy: 'an older rulesweep (an empty lock folder)' };
    // rmdir removes only an empty folder: never a lock that has a holder.
    removeEntry(() => rmdirSync(lockDir));
    note(`removed ${lockDir}: an empty lock folder untouched for ${Math.round(idleMs / 1000)} s`);
    return { state: 'free' };
  }
  const [only] = entries;
  if (entries.length > 1 || !only!.startsWith(HOLDER)) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, … (${entries.length} entries)` : '');
    throw blocked(file, `${lockDir} is not a rulesweep lock: it holds ${shown}`, `rm -r ${quote(lockDir)}`);
  }
  const holder = describeHolder(only!);
  const why = holder.gone ? `process ${holder.pid}, which held it, is gone` : idleMs > staleMs ? `${holder.text} has not touched it for ${Math.round(idleMs / 1000)} s` : undefined;
  if (why === undefined) return { state: 'held', heldBy: holder.text };
  try {
    // The take-over itself: one rename of that one holder file, which only one process can win.
    renameSync(path.join(lockDir, only!), path.join(lockDir, mine));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'free' };
    throw error;
  }
  note(`took over ${lockDir}: ${why}`);
  return { state: 'claimed' };
}

/** Who a holder file names, and whether that process is known to be gone. */
function describeHolder(name: string): { text: string; pid?: number; gone: boolean } {
  const [machine, pidText] = name.slice(HOLDER.length).split('.');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return { text: 'an unknown process', gone: false };
  if (machine !== machineKey()) return { text: `process ${pid} on another machine or container`, pid, gone: false };
  return { text: `process ${pid}`, pid, gone: !isAlive(pid) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** The host's name as os.hostname() gives it; Linux answers from /proc without loading node:os. */
function hostName(): string {
  try {
    return readFileSync('/proc/sys/kernel/hostname', 'utf8').trim();
  } catch {
    return process.getBuiltinModule('node:os').hostname();
  }
}

let machine: string | undefined;

/**
 * This host and, on Linux, this pid namespace, as 8 hex digits: a pid means the same process
 * only where both match (containers share hostnames and folders but not pids).
 */
function machineKey(): string {
  if (machine === undefined) {
    let namespace = '';
    try {
      namespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      // No /proc (macOS): the host name alone.
    }
    machine = fnv1a(`${hostName()}\u0000${namespace}`);
  }
  return machine;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function touch(lockDir: string, holderFile: string): void {
  try {
    lstatSync(holderFile);
    const now = new Date();
    utimesSync(lockDir, now, now);
  } catch {
    // Released, or taken over by another process: nothing of ours to keep fresh.
  }
}

function release(lockDir: string, holderFile: string): void {
  try {
    unlinkSync(holderFile);
  } catch {
    note(`${lockDir} was taken over by another process while this one held it`);
    return;
  }
  // Fails (and must) when another process has already put its own lock in place of the empty folder.
  removeEntry(() => rmdirSync(lockDir));
}

/** Runs a removal that another process may have done first, or made moot (a lock in its place). */
function removeEntry(remove: () => void): void {
  try {
    remove();
  } catch (error) {
    if (!['ENOENT', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR', 'EISDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

function statIfAny(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function cleanUp(staging: string, holder: string): void {
  removeEntry(() => unlinkSync(path.join(staging, holder)));
  removeEntry(() => rmdirSync(staging));
}

function blocked(file: string, message: string, command: string): LockBlockedError {
  return new LockBlockedError(`cannot lock ${file}: ${message}`, {
    hint: `rulesweep never makes such a thing; if you do not need it, remove it (${command}) and try again`,
  });
}

function quote(file: string): string {
  return `'${file.replace(/'/g, `'\\''`)}'`;
}
