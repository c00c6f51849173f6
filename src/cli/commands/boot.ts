// `rulesweep boot`: the session-start ritual on a terminal (text or --json), or, with
// `--hook claude`, as a Claude Code SessionStart hook answer that never fails the session.
import { bootProject, messageOf, type BootReport } from '../../boot/boot.js';
import { bootJson, formatBoot } from '../../boot/format.js';
import { failOpenContext, hookAnswer, hookContext, type HookPayload } from '../../boot/hook.js';
import { loadBothScopes, type LoadedStores } from '../../boot/load-learnings.js';
import { DEFAULT_RECENT } from '../../boot/recent-learnings.js';
import { formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { UsageError, type ExitCode } from '../../diagnostics/errors.js';
import { displayPath, resolveProject, type ProjectPaths } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { recordBootSession } from '../../scorecard/session.js';
import { colorEnabled, type CliIo } from '../io.js';
import { hookProject, readSessionPayload } from '../session-hook.js';
import { VERSION } from '../version.js';

export interface BootCommandOptions {
  root?: string;
  rules?: string;
  json?: boolean;
  hook?: 'claude';
  record?: boolean;
  session?: string;
  learnings?: number;
  strict?: boolean;
  concurrency?: number;
  timeout?: number;
  quiet?: boolean;
}

export async function runBootCommand(options: BootCommandOptions, io: CliIo): Promise<ExitCode> {
  if (options.learnings !== undefined && options.learnings < 0) {
    throw new UsageError(`--learnings ${options.learnings} is below 0`, { hint: 'pass how many recent learnings to load, 0 for none' });
  }
  if (options.hook) return runHook(options, io);
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const { report, problems } = await boot(paths, options, io);
  if (!options.quiet) {
    for (const diagnostic of [...(report.sweep?.diagnostics ?? []), ...problems]) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  }
  const output = options.json
    ? bootJson(report, VERSION)
    : formatBoot(report, { color: palette(colorEnabled(io.stdout, io.env)), version: VERSION });
  io.stdout.write(output);
  if (options.record) await record(paths, report, options, io, undefined);
  if (report.problem && report.problem.kind !== 'no-rules') return 2;
  const failing = (report.sweep?.summary.failed ?? 0) + (report.sweep?.summary.errors ?? 0) > 0 || (report.sweep?.diagnostics ?? []).some((d) => d.severity === 'error');
  return options.strict && failing ? 1 : 0;
}

async function boot(paths: ProjectPaths, options: BootCommandOptions, io: CliIo): Promise<{ report: BootReport; problems: Diagnostic[] }> {
  let stores: LoadedStores | undefined;
  const report = await bootProject(paths, {
    env: io.env,
    now: io.now(),
    recent: options.learnings ?? DEFAULT_RECENT,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    loadLearnings: async () => (stores = await loadBothScopes(paths)),
  });
  return { report, problems: stores?.problems ?? [] };
}

async function record(
  paths: ProjectPaths,
  report: BootReport,
  options: BootCommandOptions,
  io: CliIo,
  payload: HookPayload | undefined,
): Promise<void> {
  const outcome = await recordBootSession(paths, report, {
    flag: options.session,
    env: io.env,
    hookSessionId: payload?.session_id,
    now: io.now(),
  });
  if (outcome === undefined) {
    io.stderr.write('rulesweep: session not recorded: the sweep did not run\n');
    return;
  }
  if (!options.hook) {
    const verb = outcome.action === 'added' ? 'Recorded' : 'Updated';
    io.stderr.write(`${verb} session #${outcome.record.session_number} (${outcome.record.session_id}) in ${displayPath(paths.root, paths.sessions)}\n`);
  }
}

/**
 * The SessionStart hook: reads the payload, boots the project it names, answers with the
 * context. Whatever goes wrong, it answers with a one-line note and exits 0.
 */
async function runHook(options: BootCommandOptions, io: CliIo): Promise<ExitCode> {
  let context: string;
  try {
    const payload = await readSessionPayload(io);
    const paths = hookProject(options, io, payload);
    const { report } = await boot(paths, options, io);
    context = hookContext(report);
    if (options.record) {
      await record(paths, report, options, io, payload).catch((error: unknown) => {
        io.stderr.write(`rulesweep: session not recorded: ${messageOf(error)}\n`);
      });
    }
  } catch (error) {
    context = failOpenContext(`could not run (${messageOf(error)}).`);
  }
  io.stdout.write(hookAnswer(context));
  return 0;
}

