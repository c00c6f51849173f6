// Reads the project's and the user's learnings stores for boot and the scorecard. A store that
// cannot be read becomes a note (boot and the scorecard still report); malformed lines come
// back as the store's own diagnostics.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Learning, LearningScope } from '../learnings/model.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { LoadedLearnings } from './boot.js';
import { messageOf } from './boot.js';

export interface LoadedStores extends LoadedLearnings {
  problems: Diagnostic[];
}

export async function loadBothScopes(paths: ProjectPaths): Promise<LoadedStores> {
  const { loadLearnings } = await import('../learnings/store.js');
  const stores: Array<[string, LearningScope]> = [[paths.learnings, 'project'], [paths.globalLearnings, 'global']];
  const learnings: Learning[] = [];
  const notes: string[] = [];
  const problems: Diagnostic[] = [];
  const loaded = await Promise.all(stores.map(async ([file, scope]) => {
    try {
      return { scope, file, result: await loadLearnings(file, scope) };
    } catch (error) {
      return { scope, file, error };
    }
  }));
  for (const store of loaded) {
    if ('error' in store) {
      notes.push(`the ${store.scope} learnings store ${displayPath(paths.root, store.file)} could not be read: ${messageOf(store.error)}`);
      continue;
    }
    learnings.push(...store.result!.learnings);
    problems.push(...store.result!.problems);
  }
  return { learnings, notes, problems };
}
