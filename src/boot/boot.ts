// The session-start ritual as data: today's date from the clock, the rules loaded, the sweep,
// and the recent learnings of both scopes. Nothing here prints; a missing or broken rules file,
// or a sweep that cannot run, becomes a `problem` of the report rather than an exception.
import { isRulesweepError, type RulesweepError } from '../diagnostics/errors.js';
import type { Learning } from '../learnings/model.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { RulesDocument } from '../rules/model.js';
import { readRulesFile } from '../rules/parse.js';
import { localDate, weekday } from '../scorecard/calendar.js';
import type { SweepReport } from '../sweep/result.js';
import { sweepDocument } from '../sweep/sweep-project.js';
import { recentLearnings } from './recent-learnings.js';

/** Learnings of both scopes as loaded, with a note for each store that could not be read. */
export interface LoadedLearnings {
  learnings: Learning[];
  notes: string[];
}

export type BootProblemKind = 'no-rules' | 'rules-unreadable' | 'sweep-failed';

export interface BootProblem {
  kind: BootProblemKind;
  message: string;
  hint?: string;
}

export interface RulesLoaded {
  rules: number;
  verifyLines: number;
  withoutVerify: number;
}

export interface BootReport {
  /** Local `YYYY-MM-DD` of the clock at boot. */
  date: string;
  weekday: string;
  /** ISO time of boot. */
  time: string;
  root: string;
  /** The rules file as people read it (relative to the root when inside it). */
  rulesFile: string;
  rules?: RulesLoaded;
  sweep?: SweepReport;
  problem?: BootProblem;
  learnings: {
    /** Learnings of both scopes. */
    all: Learning[];
    recent: Learning[];
    notes: string[];
  };
}

export interface BootOptions {
  env: Record<string, string | undefined>;
  now: Date;
  /** How many recent learnings to load. */
  recent: number;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
  /** Reads the learnings stores; runs alongside the sweep. */
  loadLearnings: () => Promise<LoadedLearnings>;
}

export async function bootProject(paths: ProjectPaths, options: BootOptions): Promise<BootReport> {
  const rulesFile = displayPath(paths.root, paths.rulesFile);
  const [swept, loaded] = await Promise.all([
    sweepOrProblem(paths, options, rulesFile),
    options.loadLearnings().catch((error: unknown): LoadedLearnings => ({
      learnings: [],
      notes: [`learnings could not be read: ${messageOf(error)}`],
    })),
  ]);
  return {
    date: localDate(options.now),
    weekday: weekday(options.now),
    time: options.now.toISOString(),
    root: paths.root,
    rulesFile,
    ...swept,
    learnings: { all: loaded.learnings, recent: recentLearnings(loaded.learnings, options.recent), notes: loaded.notes },
  };
}

async function sweepOrProblem(
  paths: ProjectPaths,
  options: BootOptions,
  rulesFile: string,
): Promise<Pick<BootReport, 'rules' | 'sweep' | 'problem'>> {
  const problem = (kind: NonNullable<BootReport['problem']>['kind'], error: RulesweepError) => ({
    kind,
    message: error.message,
    ...(error.hint ? { hint: error.hint } : {}),
  });
  let document: RulesDocument;
  try {
    document = await readRulesFile(paths.rulesFile, rulesFile);
  } catch (error) {
    if (!isRulesweepError(error)) throw error;
    const missing = (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
    return { problem: problem(missing ? 'no-rules' : 'rules-unreadable', error) };
  }
  const rules = rulesLoaded(document.rules);
  try {
    const sweep = await sweepDocument(paths, document, { env: options.env, concurrency: options.concurrency, timeoutMs: options.timeoutMs });
    return { rules, sweep };
  } catch (error) {
    // The sweep could not run (no ripgrep, say): the rules were still loaded.
    if (!isRulesweepError(error)) throw error;
    return { rules, problem: problem('sweep-failed', error) };
  }
}

function rulesLoaded(rules: ReadonlyArray<{ verify: readonly unknown[] }>): RulesLoaded {
  return {
    rules: rules.length,
    verifyLines: rules.reduce((sum, rule) => sum + rule.verify.length, 0),
    withoutVerify: rules.filter((rule) => rule.verify.length === 0).length,
  };
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
