// The scorecard as use-cases: `scorecard` (the seed's session scorecard: learnings, the sweep,
// relevant past learnings, the trend over recorded sessions, and this session recorded when
// asked) and `ruleStreakRows` (each rule's pass streak joined with the rules file as it is now).
// Plain data in and out, nothing printed; the CLI and the MCP server choose how to show it.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ExitCode } from '../diagnostics/errors.js';
import type { Learning } from '../learnings/model.js';
import { queryLearnings } from '../learnings/query.js';
import { withCorrections } from '../learnings/recent.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { readRulesFile } from '../rules/parse.js';
import { takeSnapshot, type SnapshotOptions } from '../session/snapshot.js';
import type { SweepSummary } from '../sweep/result.js';
import type { SweepProblem } from '../sweep/sweep-project.js';
import { readSessions, ruleStreaks, type RuleStreak, type SessionHistory } from './history.js';
import { recordSnapshot, type SessionNaming, type SessionRecording } from './record-session.js';
import { DEFAULT_TREND_WINDOW, sessionTrend, type Trend } from './trend.js';

export interface ScorecardInput extends SnapshotOptions {
  paths: ProjectPaths;
  /** Recorded sessions the trend looks at (default DEFAULT_TREND_WINDOW). */
  last?: number | undefined;
  /** Record this session first, named so. */
  record?: SessionNaming | undefined;
}

export interface ScorecardReport {
  date: string;
  /** The project's name: its root folder's name; also the query for relevant learnings. */
  project: string;
  /** The rules file as people read it. */
  rulesFile: string;
  learnings: { total: number; withCorrections: number };
  sweep?: SweepSummary;
  problem?: SweepProblem;
  /** Past learnings matching the project's name, best first. */
  relevant: Learning[];
  trend: Trend;
  /** Why the history could not be read; the trend is then empty. */
  historyError?: string;
  /** Present when recording was asked for. */
  recorded?: SessionRecording;
  /** One line for each learnings store that could not be read. */
  notes: string[];
  /** Warnings about the inputs: the rules file, the stores, the history. */
  diagnostics: Diagnostic[];
}

export async function scorecard(input: ScorecardInput): Promise<ScorecardReport> {
  const { paths } = input;
  const snapshot = await takeSnapshot(paths, input);
  const recorded = input.record ? await recordSnapshot(paths, snapshot, { ...input.record, env: input.env, now: input.now }) : undefined;
  const project = path.basename(paths.root);
  const diagnostics: Diagnostic[] = [...(snapshot.sweep?.diagnostics ?? []), ...snapshot.storeProblems];
  let history: SessionHistory | undefined;
  let historyError: string | undefined;
  try {
    history = await readSessions(paths.sessions, displayPath(paths.root, paths.sessions));
    diagnostics.push(...history.problems);
  } catch (error) {
    historyError = (error as Error).message;
  }
  return {
    date: snapshot.date,
    project,
    rulesFile: snapshot.rulesFile,
    learnings: { total: snapshot.learnings.length, withCorrections: withCorrections(snapshot.learnings) },
    ...(snapshot.sweep ? { sweep: snapshot.sweep.summary } : {}),
    ...(snapshot.problem ? { problem: snapshot.problem } : {}),
    relevant: queryLearnings(snapshot.learnings, project, { now: input.now }).map((result) => result.learning),
    trend: sessionTrend(history?.records ?? [], input.last ?? DEFAULT_TREND_WINDOW),
    ...(historyError !== undefined ? { historyError } : {}),
    ...(recorded ? { recorded } : {}),
    notes: snapshot.notes,
    diagnostics,
  };
}

/** 2 when the sweep could not run (no rules file yet is fine), the history could not be read, or recording failed; else 0. */
export function scorecardExitCode(report: ScorecardReport): ExitCode {
  if (report.problem && report.problem.kind !== 'no-rules') return 2;
  if (report.historyError !== undefined || report.recorded?.status === 'not-recorded') return 2;
  return 0;
}

export interface StreakRow {
  ruleId: string;
  text: string;
  /** In the current rules file (every recorded rule counts as current when there is no rules file). */
  current: boolean;
  streak?: RuleStreak;
}

export interface RuleStreakRows {
  /** Recorded sessions read. */
  sessions: number;
  /** The rules file's rules in file order, then rules recorded earlier and since removed. */
  rows: StreakRow[];
  /** What the history held that could not be read. */
  diagnostics: Diagnostic[];
}

/** Each rule's history over the recorded sessions. An unreadable history is an InputError. */
export async function ruleStreakRows(input: { paths: ProjectPaths }): Promise<RuleStreakRows> {
  const { paths } = input;
  const history = await readSessions(paths.sessions, displayPath(paths.root, paths.sessions));
  const streaks = ruleStreaks(history.records);
  const current = await readRulesFile(paths.rulesFile, displayPath(paths.root, paths.rulesFile)).then((doc) => doc.rules, () => undefined);
  const rows: StreakRow[] = [];
  const listed = new Set<string>();
  for (const rule of current ?? []) {
    if (listed.has(rule.id)) continue;
    listed.add(rule.id);
    const streak = streaks.get(rule.id);
    rows.push({ ruleId: rule.id, text: rule.text, current: true, ...(streak ? { streak } : {}) });
  }
  for (const streak of streaks.values()) {
    if (listed.has(streak.ruleId)) continue;
    // Without a rules file we cannot tell what was removed: show every recorded rule as current.
    rows.push({ ruleId: streak.ruleId, text: streak.text ?? streak.ruleId, current: current === undefined, streak });
  }
  return { sessions: history.records.length, rows, diagnostics: history.problems };
}
