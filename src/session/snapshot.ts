// This session's view of the project, as boot and the scorecard report it and as a session is
// recorded: the local date of the injected clock, the rules and their sweep (or why there is
// none), and the learnings of both scopes (with a note for each store that could not be read).
// Nothing here prints or throws for a known failure: each becomes part of the snapshot.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadStores, unreadableNote } from '../learnings/load-stores.js';
import type { Learning } from '../learnings/model.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { Rule } from '../rules/model.js';
import type { SweepReport } from '../sweep/result.js';
import { trySweepProject, type SweepProblem } from '../sweep/sweep-project.js';
import { localDate, weekday } from './calendar.js';

export interface RulesLoaded {
  rules: number;
  verifyLines: number;
  withoutVerify: number;
}

export interface SessionSnapshot {
  /** Local `YYYY-MM-DD` of the clock. */
  date: string;
  weekday: string;
  /** ISO time of the snapshot. */
  time: string;
  root: string;
  /** The rules file as people read it (relative to the root when inside it). */
  rulesFile: string;
  rules?: RulesLoaded;
  sweep?: SweepReport;
  problem?: SweepProblem;
  /** Learnings of both scopes, most recently touched first. */
  learnings: Learning[];
  /** One line for each learnings store that could not be read. */
  notes: string[];
  /** Lines of the stores that are not learnings events. */
  storeProblems: Diagnostic[];
}

export interface SnapshotOptions {
  env: Record<string, string | undefined>;
  now: Date;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
}

/** Sweeps the project and reads both learnings stores, at once. */
export async function takeSnapshot(paths: ProjectPaths, options: SnapshotOptions): Promise<SessionSnapshot> {
  const [swept, stores] = await Promise.all([
    trySweepProject(paths, { env: options.env, concurrency: options.concurrency, timeoutMs: options.timeoutMs }),
    loadStores(paths, 'both'),
  ]);
  return {
    date: localDate(options.now),
    weekday: weekday(options.now),
    time: options.now.toISOString(),
    root: paths.root,
    rulesFile: displayPath(paths.root, paths.rulesFile),
    ...(swept.document ? { rules: rulesLoaded(swept.document.rules) } : {}),
    ...(swept.report ? { sweep: swept.report } : {}),
    ...(swept.problem ? { problem: swept.problem } : {}),
    learnings: stores.learnings,
    notes: stores.unreadable.map(unreadableNote),
    storeProblems: stores.problems,
  };
}

function rulesLoaded(rules: readonly Rule[]): RulesLoaded {
  return {
    rules: rules.length,
    verifyLines: rules.reduce((sum, rule) => sum + rule.verify.length, 0),
    withoutVerify: rules.filter((rule) => rule.verify.length === 0).length,
  };
}
