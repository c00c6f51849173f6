// The one loader of the learnings stores (the project's and the user's global one) and the one
// policy for what goes wrong reading them: a missing store is empty; a malformed line is a
// warning naming the store as people read it and the line (the line stays in the file); a store
// that cannot be read at all comes back as `unreadable`, saying which store and why. Nothing
// here throws for a store: a command whose whole job is the store (`learn list`, `learn query`,
// `evolve`) calls `requireReadable` and stops with an InputError; a report (`boot`, `scorecard`)
// shows `unreadableNote` and goes on.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { InputError, messageOf } from '../diagnostics/errors.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { Learning, LearningScope } from './model.js';
import { loadLearnings, sortMostRecentFirst } from './store.js';

/** Which stores to read: one scope, or both together. */
export type StoreSelection = LearningScope | 'both';

export interface StoreLocation {
  scope: LearningScope;
  /** Absolute path. */
  file: string;
  /** The path as people read it (relative to the project root when inside it). */
  label: string;
}

export interface UnreadableStore extends StoreLocation {
  /** Why it could not be read. */
  reason: string;
}

export interface LoadedStores {
  /** The stores read, in the order asked. */
  stores: StoreLocation[];
  /** Learnings of every readable store, most recently touched first. */
  learnings: Learning[];
  /** Lines of the stores that are not learnings events (warnings, with their line). */
  problems: Diagnostic[];
  unreadable: UnreadableStore[];
}

/** Where a scope's store is. */
export function storeLocation(paths: ProjectPaths, scope: LearningScope): StoreLocation {
  const file = scope === 'global' ? paths.globalLearnings : paths.learnings;
  return { scope, file, label: displayPath(paths.root, file) };
}

/** The stores a selection reads. A config that points both scopes at one file reads it once, as the project's. */
export function selectedStores(paths: ProjectPaths, selection: StoreSelection): StoreLocation[] {
  if (selection !== 'both') return [storeLocation(paths, selection)];
  const project = storeLocation(paths, 'project');
  const global = storeLocation(paths, 'global');
  return project.file === global.file ? [project] : [project, global];
}

export async function loadStores(paths: ProjectPaths, selection: StoreSelection): Promise<LoadedStores> {
  const stores = selectedStores(paths, selection);
  const loaded = await Promise.all(stores.map(async (store) => {
    try {
      return { store, result: await loadLearnings(store.file, store.scope) };
    } catch (error) {
      return { store, reason: messageOf(error) };
    }
  }));
  const learnings: Learning[] = [];
  const problems: Diagnostic[] = [];
  const unreadable: UnreadableStore[] = [];
  for (const entry of loaded) {
    if (entry.result === undefined) {
      unreadable.push({ ...entry.store, reason: entry.reason! });
      continue;
    }
    learnings.push(...entry.result.learnings);
    problems.push(...entry.result.problems.map((problem) => ({ ...problem, file: entry.store.label })));
  }
  return { stores, learnings: stores.length > 1 ? sortMostRecentFirst(learnings) : learnings, problems, unreadable };
}

/** `the project learnings store .claude/memory/learnings.jsonl could not be read: EISDIR: …`, for reports that go on. */
export function unreadableNote(store: UnreadableStore): string {
  return `the ${store.scope} learnings store ${store.label} could not be read: ${store.reason}`;
}

/** The loaded stores, or an InputError naming the first store that could not be read. */
export function requireReadable(loaded: LoadedStores): LoadedStores {
  const store = loaded.unreadable[0];
  if (store === undefined) return loaded;
  throw new InputError(`cannot read the ${store.scope} learnings store ${store.label}: ${store.reason}`, {
    hint: store.scope === 'global'
      ? 'make it a readable file, or point XDG_DATA_HOME (or the globalLearnings key of .rulesweep.json) elsewhere'
      : 'make it a readable file, or point the learnings key of .rulesweep.json elsewhere',
  });
}
