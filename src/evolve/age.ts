// Age (issue 13 item 5): `rulesweep learn archive` moves the learnings not seen again within a
// window (default 90 days; `--days`, or `learn.archiveAfterDays` in .rulesweep.json) to the
// archive beside their store (src/learnings/archive.ts). A learning is seen again when it is
// corrected or restored, or when any learning evolve reads as the same lesson (./group.ts) is
// recorded or corrected: a lesson that keeps coming back keeps all of its learnings.
import { UsageError } from '../diagnostics/errors.js';
import { moveToArchive } from '../learnings/archive.js';
import { loadStores, requireReadable, type StoreLocation, type StoreSelection } from '../learnings/load-stores.js';
import type { Learning } from '../learnings/model.js';
import { loadThesaurus } from '../learnings/thesaurus.js';
import { displayPath, learningsArchiveOf, type ProjectPaths } from '../memory/paths.js';
import { thesaurusCanonical } from './gather.js';
import { groupLearnings } from './group.js';

export const DEFAULT_ARCHIVE_AFTER_DAYS = 90;
const DAY_MS = 86_400_000;

export interface ArchiveInput {
  paths: ProjectPaths;
  selection: StoreSelection;
  now: Date;
  /** The window in days; else the config's `learn.archiveAfterDays`, else 90. */
  afterDays?: number | undefined;
  /** Say what would be archived; move nothing. */
  dryRun?: boolean | undefined;
}

export interface ArchivedFromStore {
  store: StoreLocation;
  /** The archive file, as people read it. */
  archive: string;
  /** Oldest first, with the time each was last seen (its own or its lesson's latest event). */
  learnings: Array<{ learning: Learning; lastSeen: string }>;
}

export interface ArchiveReport {
  afterDays: number;
  /** Learnings last seen before this time are archived. */
  cutoff: string;
  dryRun: boolean;
  stores: ArchivedFromStore[];
}

export async function archiveStaleLearnings(input: ArchiveInput): Promise<ArchiveReport> {
  const afterDays = input.afterDays ?? input.paths.config.learn?.archiveAfterDays ?? DEFAULT_ARCHIVE_AFTER_DAYS;
  if (!Number.isInteger(afterDays) || afterDays < 1) throw new UsageError(`--days must be a whole number of days above 0, not ${afterDays}`, { hint: 'rulesweep learn archive --days 90' });
  const cutoff = new Date(input.now.getTime() - afterDays * DAY_MS).toISOString();
  const [loaded, { thesaurus }] = await Promise.all([loadStores(input.paths, input.selection).then(requireReadable), loadThesaurus([input.paths.thesaurus])]);
  const canonical = thesaurusCanonical(thesaurus);
  const staleAmong = (learnings: readonly Learning[], scope: Learning['scope']) => {
    const lastSeen = lastSeenByRef(learnings, input.now, canonical);
    return learnings
      .filter((learning) => learning.scope === scope && Date.parse(lastSeen.get(learning.ref)!) < Date.parse(cutoff))
      .sort((a, b) => a.id - b.id)
      .map((learning) => ({ learning, lastSeen: lastSeen.get(learning.ref)! }));
  };
  const stores: ArchivedFromStore[] = [];
  for (const store of loaded.stores) {
    const archive = learningsArchiveOf(store.file);
    let stale = staleAmong(loaded.learnings, store.scope);
    if (stale.length > 0 && !input.dryRun) {
      // Judged again inside the store's lock, on the store as it is then: a learning corrected,
      // or a lesson recorded again, while this ran is seen, not archived.
      const others = loaded.learnings.filter((learning) => learning.scope !== store.scope);
      const moved = new Set(await moveToArchive(store.file, archive, store.scope, (current) => {
        stale = staleAmong([...others, ...current], store.scope);
        return stale.map((each) => each.learning.id);
      }, input.now.toISOString()));
      stale = stale.filter((each) => moved.has(each.learning.id));
    }
    stores.push({ store, archive: displayPath(input.paths.root, archive), learnings: stale });
  }
  return { afterDays, cutoff, dryRun: Boolean(input.dryRun), stores };
}

/** Each learning's last sighting: its own latest event, or its lesson's, whichever is later. */
function lastSeenByRef(learnings: readonly Learning[], now: Date, canonical: (word: string) => string): Map<string, string> {
  const latest = (learning: Learning) => [learning.updated || learning.time, learning.restored ?? ''].reduce((a, b) => (b !== '' && Date.parse(b) > Date.parse(a) ? b : a));
  const seen = new Map(learnings.map((learning) => [learning.ref, latest(learning)]));
  for (const group of groupLearnings(learnings, { now, canonical, minOccurrences: 1 })) {
    for (const member of group.members) {
      const own = seen.get(member.learning.ref)!;
      if (Date.parse(group.lastSeen) > Date.parse(own)) seen.set(member.learning.ref, group.lastSeen);
    }
  }
  return seen;
}
