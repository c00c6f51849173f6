// The guards in force for a project: read from the store when it was made from the rules file as
// it is now (its text), else parsed with the full parser (loaded on demand, see
// compile.ts) and stored for the next call. The guard hook and boot both come through here, so
// what boot lists is what the hook enforces.
import { readFileSync } from 'node:fs';
import { displayPath, guardCacheFile, type ProjectPaths } from '../memory/paths.js';
import type { GuardSet } from './guard-set.js';
import { readStoredGuardSet, storeGuardSet } from './store.js';

/**
 * Loads compile.ts. Injected: the guard hook is bundled as CommonJS, and the parser (remark) is
 * ES modules that the bundle must not carry; each entry point passes its own `import()`.
 */
export type GuardCompiler = () => Promise<Pick<typeof import('./compile.js'), 'compileGuardSet'>>;

export interface LoadedGuards {
  set: GuardSet;
  /** Where the set came from: the store, or a parse of the rules file just now. */
  from: 'store' | 'parse';
}

/** The project's guards; undefined when there is no rules file. Throws when the rules file cannot be read. */
export async function loadGuards(paths: ProjectPaths, env: Record<string, string | undefined>, compiler: GuardCompiler): Promise<LoadedGuards | undefined> {
  let text: string;
  try {
    text = readFileSync(paths.rulesFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const storeFile = guardCacheFile(env, paths.rulesFile);
  const stored = readStoredGuardSet(storeFile, paths.rulesFile, text);
  if (stored) return { set: stored, from: 'store' };
  const { compileGuardSet } = await compiler();
  const set = compileGuardSet(text, paths.rulesFile, displayPath(paths.root, paths.rulesFile));
  storeGuardSet(storeFile, paths.rulesFile, text, set);
  return { set, from: 'parse' };
}
