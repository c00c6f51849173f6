// Everything a review reads, from the files other parts of rulesweep own: the learnings (both
// scopes, through ../learnings/load-stores.ts; a store that cannot be read stops evolve), the
// rules file, the evolution log, the drafts, each rule's pass streak over the session history
// (through scorecard's history) and the thesaurus.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadStores, requireReadable } from '../learnings/load-stores.js';
import type { Learning } from '../learnings/model.js';
import { stem } from '../learnings/terms.js';
import { compileThesaurus, loadThesaurus } from '../learnings/thesaurus.js';
import { readTextIfExists } from '../memory/atomic.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { RulesDocument } from '../rules/model.js';
import { parseRules } from '../rules/parse.js';
import { readSessions, ruleStreaks } from '../scorecard/history.js';
import { readDrafts, type Draft } from './drafts.js';
import { isKnownProgram } from './lesson.js';
import { readLog } from './log.js';
import type { LogEntry } from './model.js';
import type { RuleStreakView } from './propose.js';

export interface Gathered {
  learnings: Learning[];
  rules: { document: RulesDocument; source: string; label: string };
  log: LogEntry[];
  drafts: Draft[];
  streaks: ReadonlyMap<string, RuleStreakView>;
  canonical: (word: string) => string;
  problems: Diagnostic[];
}

export async function gather(paths: ProjectPaths): Promise<Gathered> {
  const label = displayPath(paths.root, paths.rulesFile);
  const [stores, rules, log, drafts, sessions, thesaurus] = await Promise.all([
    loadStores(paths, 'both').then(requireReadable),
    readTextIfExists(paths.rulesFile, `the rules file ${label}`),
    readLog(paths.evolutionLog, displayPath(paths.root, paths.evolutionLog)),
    readDrafts(paths.drafts, displayPath(paths.root, paths.drafts)),
    readSessions(paths.sessions, displayPath(paths.root, paths.sessions)),
    loadThesaurus([paths.thesaurus]),
  ]);
  const source = rules ?? '';
  return {
    learnings: stores.learnings,
    rules: { document: parseRules(source, paths.rulesFile, label), source, label },
    log: log.entries,
    drafts: drafts.drafts,
    streaks: ruleStreaks(sessions.records),
    canonical: thesaurusCanonical(thesaurus.thesaurus),
    problems: [...stores.problems, ...log.problems, ...drafts.problems, ...sessions.problems, ...thesaurus.problems],
  };
}

/**
 * Folds a word to its thesaurus group, so "mac" and "macos" compare equal. Program names are
 * left alone: the thesaurus puts npm and bun in one group, but "use bun" and "use npm" are
 * different lessons.
 */
export function thesaurusCanonical(thesaurus: Parameters<typeof compileThesaurus>[0]): (word: string) => string {
  const { index } = compileThesaurus(thesaurus);
  return (word) => {
    if (isKnownProgram(word)) return word;
    const groups = index.get(stem(word));
    return groups && groups.length > 0 ? `~${groups[0]}` : stem(word);
  };
}
