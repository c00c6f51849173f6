// `rulesweep scorecard`: the seed's session scorecard with the trend over recorded sessions,
// `--record` to add this session to the history, `--streaks` for each rule's history, and
// `--hook claude`: the SessionEnd hook, which records the session the payload names, quietly.
// The work is in src/scorecard (scorecard, ruleStreakRows, recordSession); this module reads
// options and the payload and picks the output.
import { formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { messageOf, type ExitCode } from '../../diagnostics/errors.js';
import { resolveHookProject, resolveProject } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { formatScorecard, formatStreaks, scorecardJson, streaksJson } from '../../scorecard/format.js';
import { recordSession } from '../../scorecard/record-session.js';
import { ruleStreakRows, scorecard, scorecardExitCode } from '../../scorecard/scorecard.js';
import { colorEnabled, type CliIo } from '../io.js';
import { readSessionPayload } from '../session-hook.js';
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
  const color = palette(colorEnabled(io.stdout, io.env));
  if (options.streaks) {
    const streaks = await ruleStreakRows({ paths });
    printDiagnostics(streaks.diagnostics, options, io);
    io.stdout.write(options.json ? streaksJson(streaks, VERSION) : formatStreaks(streaks, color));
    return 0;
  }
  const card = await scorecard({
    paths,
    env: io.env,
    now: io.now(),
    last: options.last,
    record: options.record ? { session: options.session } : undefined,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
  });
  if (card.recorded?.status === 'not-recorded') io.stderr.write(`rulesweep: session not recorded: ${card.recorded.reason}\n`);
  printDiagnostics(card.diagnostics, options, io);
  io.stdout.write(options.json ? scorecardJson(card, VERSION) : formatScorecard(card, color));
  return scorecardExitCode(card);
}

function printDiagnostics(diagnostics: readonly Diagnostic[], options: ScorecardCommandOptions, io: CliIo): void {
  if (!options.quiet) for (const diagnostic of diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
}

/**
 * The SessionEnd hook: records the session named by the payload's `session_id` (so one day's
 * sessions stay apart), prints nothing on stdout, and exits 0 whatever goes wrong.
 */
async function runSessionEndHook(options: ScorecardCommandOptions, io: CliIo): Promise<ExitCode> {
  try {
    const payload = await readSessionPayload(io);
    const recorded = await recordSession({
      paths: resolveHookProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules, payloadCwd: payload?.cwd }),
      env: io.env,
      now: io.now(),
      session: options.session,
      hookSessionId: payload?.session_id,
      concurrency: options.concurrency,
      timeoutMs: options.timeout,
    });
    if (recorded.status === 'not-recorded') io.stderr.write(`rulesweep scorecard: session not recorded: ${recorded.reason}\n`);
  } catch (error) {
    io.stderr.write(`rulesweep scorecard: session not recorded: ${messageOf(error)}\n`);
  }
  return 0;
}
