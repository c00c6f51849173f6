// The learnings archive (issue 13 item 5): learnings moved out of a store, never deleted. Each
// store has its archive beside it (`learnings.jsonl` → `learnings-archive.jsonl`, see
// learningsArchiveOf in src/memory/paths.ts), in the same event format. Moving a learning copies
// its events (the learning and its corrections, as written) to the archive first, then replaces
// the store without them, leaving an `archived` line with its id so that no id is ever reused;
// restoring does the reverse. Both run under the store's lock and then the archive's (always in
// that order), and every file is replaced atomically, so a crash between the two steps leaves a
// learning in both files (the next run finishes the move), never in neither.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { InputError, UsageError } from '../diagnostics/errors.js';
import { readTextIfExists, withLock, writeAtomic, type LockOptions } from '../memory/atomic.js';
import { displayPath, learningsArchiveOf, type ProjectPaths } from '../memory/paths.js';
import { selectedStores, storeLocation, type StoreLocation, type StoreSelection } from './load-stores.js';
import type { Learning, LearningArchived, LearningEvent, LearningScope } from './model.js';
import { foldLearnings, formatRef, parseEvent, parseRef, sortMostRecentFirst, type LoadResult } from './store.js';

export interface MoveOptions {
  lock?: LockOptions;
}

interface Line {
  raw: string;
  event?: LearningEvent;
}

function linesOf(text: string | undefined): Line[] {
  if (text === undefined) return [];
  return text.split('\n').filter((raw) => raw.trim() !== '').map((raw) => {
    const event = parseEvent(raw);
    return typeof event === 'string' ? { raw } : { raw, event };
  });
}

function textOf(lines: readonly Line[]): string {
  return lines.length === 0 ? '' : `${lines.map((line) => line.raw).join('\n')}\n`;
}

/** The archived learnings of an archive file, folded like a store (a missing file is empty). */
export async function loadArchive(archive: string, scope: LearningScope, label: string): Promise<LoadResult> {
  const text = await readTextIfExists(archive, `the learnings archive ${label}`);
  return text === undefined ? { learnings: [], problems: [] } : foldLearnings(text, label, scope);
}

/**
 * Moves learnings from `store` (of `scope`) to `archive`; returns the ids moved. `choose` picks
 * them from the store's learnings as they are inside the lock, so a learning corrected (or joined
 * by a new one) since the caller last read the store is judged on that, never archived on a stale
 * reading. `time` is written on each `archived` line.
 */
export async function moveToArchive(
  store: string,
  archive: string,
  scope: LearningScope,
  choose: (current: readonly Learning[]) => readonly number[],
  time: string,
  options: MoveOptions = {},
): Promise<number[]> {
  return withLock(store, async () => {
    const text = await readTextIfExists(store, 'the learnings store');
    const wanted = new Set(choose(text === undefined ? [] : foldLearnings(text, store, scope).learnings));
    if (wanted.size === 0) return [];
    const lines = linesOf(text);
    const moving = lines.filter((line) => line.event && line.event.type !== 'archived' && wanted.has(line.event.id));
    const moved = [...new Set(moving.flatMap((line) => (line.event?.type === 'learning' ? [line.event.id] : [])))];
    if (moved.length === 0) return [];
    const movedIds = new Set(moved);
    await withLock(archive, async () => {
      const kept = linesOf(await readTextIfExists(archive, 'the learnings archive'));
      const present = new Set(kept.map((line) => line.raw));
      const added = moving.filter((line) => movedIds.has(line.event!.id) && !present.has(line.raw));
      if (added.length > 0) await writeAtomic(archive, textOf([...kept, ...added]));
    }, options.lock);
    // The store: each moved learning's line becomes its `archived` line; its corrections go.
    const next: Line[] = [];
    for (const line of lines) {
      const event = line.event;
      if (!event || event.type === 'archived' || !movedIds.has(event.id)) {
        next.push(line);
        continue;
      }
      if (event.type !== 'learning') continue;
      const marker: LearningArchived = { type: 'archived', v: 1, id: event.id, time, ...(event.origin ? { origin: event.origin } : {}) };
      next.push({ raw: JSON.stringify(marker), event: marker });
    }
    await writeAtomic(store, textOf(next));
    return moved;
  }, options.lock);
}

export type RestoreResult =
  | { restored: Learning }
  | { missing: true; inStore: boolean };

/**
 * Moves learning `id` back from `archive` into `store`, in place of its `archived` line (at the end
 * when there is none).
 * `missing` when the archive does not hold it, saying whether the store does.
 */
export async function restoreFromArchive(store: string, archive: string, id: number, scope: LearningScope, time: string, options: MoveOptions = {}): Promise<RestoreResult> {
  return withLock(store, async () => {
    const lines = linesOf(await readTextIfExists(store, 'the learnings store'));
    const inStore = lines.some((line) => line.event?.type === 'learning' && line.event.id === id);
    return withLock(archive, async () => {
      const archived = linesOf(await readTextIfExists(archive, 'the learnings archive'));
      const events = archived.filter((line) => line.event && line.event.type !== 'archived' && line.event.id === id);
      if (!events.some((line) => line.event!.type === 'learning')) return { missing: true as const, inStore };
      // A crash after the store was written last time: the store has it already.
      if (!inStore) {
        // The learning line says when it came back, so the next `learn archive` counts it as seen then.
        const back = events.map((line) => (line.event!.type === 'learning' ? { raw: JSON.stringify({ ...line.event, restored: time }) } : line));
        // Back where its `archived` line kept its place: the store stays in id order, and the next
        // id is still read from its tail (see readTail in store.ts).
        const marker = lines.findIndex((line) => line.event?.type === 'archived' && line.event.id === id);
        const next = marker === -1 ? [...lines, ...back] : [...lines.slice(0, marker), ...back, ...lines.slice(marker + 1)];
        await writeAtomic(store, textOf(next));
      }
      await writeAtomic(archive, textOf(archived.filter((line) => !events.includes(line))));
      const folded = foldLearnings(textOf(events), 'archive', scope).learnings[0]!;
      return { restored: folded };
    }, options.lock);
  }, options.lock);
}

// ---------------------------------------------------------------------------------------------
// Use-cases: `learn list --archived`, `learn restore ID`

export interface ArchivedList {
  /** The archive files read, one per store selected. */
  stores: StoreLocation[];
  /** Most recently touched first. */
  learnings: Learning[];
  problems: Diagnostic[];
}

export async function listArchivedLearnings(input: { paths: ProjectPaths; selection: StoreSelection; limit?: number | undefined }): Promise<ArchivedList> {
  const stores = selectedStores(input.paths, input.selection).map((store) => {
    const file = learningsArchiveOf(store.file);
    return { scope: store.scope, file, label: displayPath(input.paths.root, file) };
  });
  const loaded = await Promise.all(stores.map((store) => loadArchive(store.file, store.scope, store.label)));
  const learnings = sortMostRecentFirst(loaded.flatMap((result) => result.learnings));
  return {
    stores,
    learnings: input.limit === undefined ? learnings : learnings.slice(0, input.limit),
    problems: loaded.flatMap((result) => result.problems),
  };
}

export interface RestoreOutcome {
  ref: string;
  store: StoreLocation;
  archive: string;
  learning: Learning;
}

export async function restoreLearning(input: { paths: ProjectPaths; id: string; scope?: LearningScope | undefined; now: Date }): Promise<RestoreOutcome> {
  const ref = parseRef(input.id);
  if (!ref) throw new UsageError(`"${input.id}" is not a learning id`, { hint: 'use the id `learn list --archived` shows: 8 or #8 (project), g8 or #g8 (global)' });
  const store = storeLocation(input.paths, ref.scope ?? input.scope ?? 'project');
  const archive = learningsArchiveOf(store.file);
  const shown = formatRef(store.scope, ref.id);
  const result = await restoreFromArchive(store.file, archive, ref.id, store.scope, input.now.toISOString());
  if ('missing' in result) {
    throw new InputError(result.inStore ? `learning ${shown} is not archived: it is in ${store.label}` : `no archived learning ${shown} in ${displayPath(input.paths.root, archive)}`, {
      hint: `see the archived ids with rulesweep learn list --archived${store.scope === 'global' ? ' --global' : ''}`,
    });
  }
  return { ref: shown, store, archive: displayPath(input.paths.root, archive), learning: result.restored };
}
