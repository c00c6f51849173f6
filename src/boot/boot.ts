// The session-start ritual as a use-case: today's date from the injected clock, the rules loaded,
// the sweep, the guards in force (the shell commands `rulesweep guard` refuses), the recent
// learnings of both scopes, and, when asked, this session recorded in the history. Plain data out, nothing printed: a missing or broken rules file, a sweep that cannot
// run or a store that cannot be read is part of the report, never an exception. The CLI (text,
// --json, the SessionStart hook) and the MCP server call bootSession.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ExitCode } from '../diagnostics/errors.js';
import { loadGuards } from '../guard/load.js';
import type { Learning } from '../learnings/model.js';
import { DEFAULT_RECENT, recentLearnings } from '../learnings/recent.js';
import type { ProjectPaths } from '../memory/paths.js';
import { recordSnapshot, type SessionNaming, type SessionRecording } from '../scorecard/record-session.js';
import { takeSnapshot, type SessionSnapshot } from '../session/snapshot.js';
import { failsStrict } from '../sweep/result.js';

/** The snapshot as boot shows it: the date, the rules and their sweep, and the learnings with the recent ones picked out. */
export interface BootReport extends Pick<SessionSnapshot, 'date' | 'weekday' | 'time' | 'root' | 'rulesFile' | 'rules' | 'sweep' | 'problem'> {
  /** The guards the PreToolUse hook enforces, and how many guard lines it cannot; absent without a rules file. */
  guards?: {
    active: Array<{ guard: string; action: 'deny' | 'ask'; ruleText: string; line: number }>;
    unenforced: number;
  };
  learnings: {
    /** Learnings of both scopes. */
    all: Learning[];
    recent: Learning[];
    /** One line for each store that could not be read. */
    notes: string[];
  };
}

export interface BootInput {
  paths: ProjectPaths;
  env: Record<string, string | undefined>;
  now: Date;
  /** How many recent learnings to list (default DEFAULT_RECENT; 0 for none). */
  recent?: number | undefined;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
  /** Record this session in the history too, named so. */
  record?: SessionNaming | undefined;
}

export interface BootOutcome {
  report: BootReport;
  /** Warnings about the inputs: the rules file's diagnostics, then the stores' unreadable lines. */
  diagnostics: Diagnostic[];
  /** Present when recording was asked for. */
  recorded?: SessionRecording;
}

export async function bootSession(input: BootInput): Promise<BootOutcome> {
  const snapshot = await takeSnapshot(input.paths, input);
  const report = bootReport(snapshot, input.recent ?? DEFAULT_RECENT);
  const guards = await guardsInForce(input);
  if (guards) report.guards = guards;
  const diagnostics = [...(snapshot.sweep?.diagnostics ?? []), ...snapshot.storeProblems];
  if (!input.record) return { report, diagnostics };
  return { report, diagnostics, recorded: await recordSnapshot(input.paths, snapshot, { ...input.record, env: input.env, now: input.now }) };
}

/**
 * Read through the guard hook's own loader, so what boot lists is what the hook enforces, and the
 * hook's first call of the session finds the guards already stored. A rules file that cannot be
 * read is the sweep's problem to report; here it only means no guards are listed.
 */
async function guardsInForce(input: BootInput): Promise<BootReport['guards']> {
  let loaded;
  try {
    loaded = await loadGuards(input.paths, input.env, () => import('../guard/compile.js'));
  } catch {
    return undefined;
  }
  if (!loaded) return undefined;
  const { guards, unenforced } = loaded.set;
  return {
    active: guards.map((guard) => ({ guard: guard.raw, action: guard.action, ruleText: guard.ruleText, line: guard.line })),
    unenforced: unenforced.length,
  };
}

function bootReport(snapshot: SessionSnapshot, recent: number): BootReport {
  const { date, weekday, time, root, rulesFile, rules, sweep, problem } = snapshot;
  return {
    date,
    weekday,
    time,
    root,
    rulesFile,
    ...(rules ? { rules } : {}),
    ...(sweep ? { sweep } : {}),
    ...(problem ? { problem } : {}),
    learnings: { all: snapshot.learnings, recent: recentLearnings(snapshot.learnings, recent), notes: snapshot.notes },
  };
}

/**
 * 2 when the rules file could not be read or the sweep could not run (no rules file yet is fine),
 * 2 when recording was asked for and failed, 1 with `strict` when the sweep fails
 * (see failsStrict), else 0.
 */
export function bootExitCode(outcome: BootOutcome, options: { strict?: boolean | undefined }): ExitCode {
  const { report, recorded } = outcome;
  if (report.problem && report.problem.kind !== 'no-rules') return 2;
  if (recorded?.status === 'not-recorded') return 2;
  return options.strict && report.sweep && failsStrict(report.sweep) ? 1 : 0;
}
