// `rulesweep scorecard`: the seed's session scorecard, the trend over recorded sessions,
// `--record` to add this session to the history, `--streaks` for each rule's history, and
// `--hook claude`: the SessionEnd hook, which records the session the payload names, quietly.
import path from 'node:path';
import { bootProject, messageOf, type BootReport } from '../../boot/boot.js';
import { loadBothScopes, type LoadedStores } from '../../boot/load-learnings.js';
import { withCorrections } from '../../boot/recent-learnings.js';
import { formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import type { Learning } from '../../learnings/model.js';
import { displayPath, resolveProject, type ProjectPaths } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { readRulesFile } from '../../rules/parse.js';
import { formatScorecardBlock, formatStreaks, formatTrend, type ScorecardBlock, type StreakRow } from '../../scorecard/format.js';
import { readSessions, ruleStreaks, type SessionHistory } from '../../scorecard/history.js';
import type { RecordOutcome } from '../../scorecard/record.js';
import { recordBootSession } from '../../scorecard/session.js';
import { DEFAULT_TREND_WINDOW, sessionTrend } from '../../scorecard/trend.js';
import { colorEnabled, type CliIo } from '../io.js';
import { hookProject, readSessionPayload } from '../session-hook.js';
import { VERSION } from '../version.js';

export interface ScorecardCommandOptions {
  root?: string;
  rules?: string;
  json?: boolean;
  record?: boolean;
  session?: string;
  last?: number;
  streaks?: boolean;
  hook?: 'claude';
  concurrency?: number;
  timeout?: number;
  quiet?: boolean;
}

export async function runScorecardCommand(options: ScorecardCommandOptions, io: CliIo): Promise<ExitCode> {
  if (options.hook) return runSessionEndHook(options, io);
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  if (options.streaks) return runStreaks(paths, options, io);

  const now = io.now();
  const { report, stores } = await scoreProject(paths, options, io, now);
  const project = path.basename(paths.root);
  const { queryLearnings } = await import('../../learnings/query.js');
  const relevant = queryLearnings(report.learnings.all, project, { now }).map((result) => result.learning);
  const diagnostics: Diagnostic[] = [...(report.sweep?.diagnostics ?? []), ...(stores?.problems ?? [])];
  let exitCode: ExitCode = report.problem && report.problem.kind !== 'no-rules' ? 2 : 0;

  let recorded: RecordOutcome | undefined;
  if (options.record) {
    try {
      recorded = await recordBootSession(paths, report, { flag: options.session, env: io.env, now });
      if (!recorded) {
        io.stderr.write('rulesweep: session not recorded: the sweep did not run\n');
        exitCode = 2;
      }
    } catch (error) {
      io.stderr.write(`rulesweep: session not recorded: ${(error as Error).message}\n`);
      exitCode = 2;
    }
  }

  let history: SessionHistory | undefined;
  let historyError: string | undefined;
  try {
    history = await readSessions(paths.sessions, displayPath(paths.root, paths.sessions));
    diagnostics.push(...history.problems);
  } catch (error) {
    historyError = (error as Error).message;
    exitCode = 2;
  }
  const trend = sessionTrend(history?.records ?? [], options.last ?? DEFAULT_TREND_WINDOW);
  const block = scorecardBlock(report, project, relevant);

  if (!options.quiet) for (const diagnostic of diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  if (options.json) {
    io.stdout.write(`${JSON.stringify({
      tool: 'rulesweep',
      version: VERSION,
      date: block.date,
      project,
      learnings: block.learnings,
      sweep: 'problem' in block.sweep ? null : block.sweep,
      problem: report.problem ?? null,
      relevant: { query: project, learnings: relevant },
      trend,
      historyError: historyError ?? null,
      recorded: recorded ? { action: recorded.action, record: recorded.record } : null,
    }, null, 2)}\n`);
    return exitCode;
  }
  const color = palette(colorEnabled(io.stdout, io.env));
  const parts = [formatScorecardBlock(block), '', historyError ? `--- Trend ---\nTrend unavailable: ${historyError}\n` : formatTrend(trend, color)];
  if (recorded) {
    const verb = recorded.action === 'added' ? 'Recorded' : 'Updated';
    parts.push(`${verb} session #${recorded.record.session_number} (${recorded.record.session_id}) in ${displayPath(paths.root, paths.sessions)}.\n`);
  }
  io.stdout.write(parts.join('\n').replace(/\n\n\n+/g, '\n\n'));
  return exitCode;
}

function scorecardBlock(report: BootReport, project: string, relevant: Learning[]): ScorecardBlock {
  const problem = report.problem;
  return {
    date: report.date,
    project,
    learnings: { total: report.learnings.all.length, withCorrections: withCorrections(report.learnings.all) },
    sweep: report.sweep
      ? report.sweep.summary
      : {
        problem: problem?.kind === 'no-rules'
          ? `No rules file at ${report.rulesFile}: create one with \`rulesweep init\`.`
          : `The sweep did not run: ${problem?.message ?? 'unknown reason'}.`,
      },
    relevant,
  };
}

async function runStreaks(paths: ProjectPaths, options: ScorecardCommandOptions, io: CliIo): Promise<ExitCode> {
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
  if (!options.quiet) for (const diagnostic of history.problems) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  if (options.json) {
    io.stdout.write(`${JSON.stringify({
      tool: 'rulesweep',
      version: VERSION,
      sessions: history.records.length,
      rules: rows.map(({ ruleId, text, current, streak }) => ({
        id: ruleId,
        text,
        inRulesFile: current,
        passStreak: streak?.passStreak ?? 0,
        lastStatus: streak?.lastStatus ?? null,
        lastSeen: streak?.lastSeen ?? null,
        lastFailed: streak?.lastFailed ?? null,
        sessionsSeen: streak?.sessionsSeen ?? 0,
        passes: streak?.passes ?? 0,
        failures: streak?.failures ?? 0,
        graduationCandidate: current && (streak?.graduationCandidate ?? false),
      })),
    }, null, 2)}\n`);
    return 0;
  }
  io.stdout.write(formatStreaks(rows, history.records.length, palette(colorEnabled(io.stdout, io.env))));
  return 0;
}

/**
 * The SessionEnd hook: records the session named by the payload's `session_id` (so one day's
 * sessions stay apart), prints nothing on stdout, and exits 0 whatever goes wrong.
 */
async function runSessionEndHook(options: ScorecardCommandOptions, io: CliIo): Promise<ExitCode> {
  try {
    const payload = await readSessionPayload(io);
    const paths = hookProject(options, io, payload);
    const now = io.now();
    const { report } = await scoreProject(paths, options, io, now);
    const outcome = await recordBootSession(paths, report, { flag: options.session, env: io.env, hookSessionId: payload?.session_id, now });
    if (!outcome) io.stderr.write('rulesweep scorecard: session not recorded: the sweep did not run\n');
  } catch (error) {
    io.stderr.write(`rulesweep scorecard: session not recorded: ${messageOf(error)}\n`);
  }
  return 0;
}

/** The sweep and both learnings stores, as the scorecard and its hook read them. */
async function scoreProject(paths: ProjectPaths, options: ScorecardCommandOptions, io: CliIo, now: Date) {
  let stores: LoadedStores | undefined;
  const report = await bootProject(paths, {
    env: io.env,
    now,
    recent: 0,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    loadLearnings: async () => (stores = await loadBothScopes(paths)),
  });
  return { report, stores };
}
