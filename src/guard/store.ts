// The guard lines of a rules file, stored where the guard hook finds them without parsing
// markdown (paths.ts: guardCacheFile): the parsed guards with the rules file's text they came
// from. The hook trusts a stored set only when its format, its rules file and that text all match
// the file as it reads it now; anything else (missing, corrupt, stale) means parsing again. The
// text itself is compared, not a hash of it: exact, and node:crypto would cost the hook more
// than reading a few kilobytes twice. Only Node's own modules: the guard runs before every
// shell command.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GuardSet } from './guard-set.js';

/** Bumped whenever what is stored, or what a pattern translates to, changes. */
export const GUARD_STORE_FORMAT = 2;

interface StoredGuardSet {
  format: number;
  /** Absolute path of the rules file. */
  source: string;
  /** The rules file's text the set was read from. */
  text: string;
  set: GuardSet;
}

/** The stored guards of `rulesFile` when they were read from exactly `text`; undefined otherwise. */
export function readStoredGuardSet(storeFile: string, rulesFile: string, text: string): GuardSet | undefined {
  let stored: StoredGuardSet;
  try {
    stored = JSON.parse(readFileSync(storeFile, 'utf8')) as StoredGuardSet;
  } catch {
    return undefined;
  }
  if (stored === null || typeof stored !== 'object' || stored.format !== GUARD_STORE_FORMAT || stored.source !== rulesFile || stored.text !== text) return undefined;
  const { set } = stored;
  if (set === null || typeof set !== 'object' || !Array.isArray(set.guards) || !Array.isArray(set.unenforced) || typeof set.rulesFile !== 'string') return undefined;
  return set;
}

/**
 * Stores the guards read from `text`. A temporary file renamed into place, so a
 * hook reading at the same moment sees the old set or the new one. Returns false when it cannot
 * be written (a read-only cache folder only costs the next call a parse).
 */
export function storeGuardSet(storeFile: string, rulesFile: string, text: string, set: GuardSet): boolean {
  const stored: StoredGuardSet = { format: GUARD_STORE_FORMAT, source: rulesFile, text, set };
  const temporary = `${storeFile}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(path.dirname(storeFile), { recursive: true });
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, storeFile);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // The folder itself is what failed: there is nothing to clean up.
    }
    return false;
  }
}
