// `rulesweep boot`: the session-start ritual on a terminal (text or --json), or, with
// `--hook claude`, as a Claude Code SessionStart hook answer that never fails the session.
import { statSync } from 'node:fs';
import path from 'node:path';
import { bootProject, messageOf, type BootReport } from '../../boot/boot.js';
import { bootJson, formatBoot } from '../../boot/format.js';
import { failOpenContext, hookAnswer, hookContext, parseHookPayload, type HookPayload } from '../../boot/hook.js';
import { loadBothScopes, type LoadedStores } from '../../boot/load-learnings.js';
import { DEFAULT_RECENT } from '../../boot/recent-learnings.js';
import { formatDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { UsageError, type ExitCode } from '../../diagnostics/errors.js';
import { displayPath, findGitRoot, resolveProject, type ProjectPaths } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { recordBootSession } from '../../scorecard/session.js';
import { readCapped } from '../hook-input.js';
import { colorEnabled, type CliIo } from '../io.js';
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

/** How long a hook waits for its stdin payload before going on without it. */
const PAYLOAD_WAIT_MS = 1000;
const PAYLOAD_LIMIT = 1 << 20;

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
  const failing = (report.sweep?.summary.failed ?? 0) + (report.sweep?.summary.errors ?? 0) > 0;
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
    // A payload that is missing, late, too big or broken is no payload: boot goes on without it.
    const input = io.stdin.isTTY ? undefined : await readCapped(io.stdin, PAYLOAD_LIMIT, PAYLOAD_WAIT_MS);
    const payload = parseHookPayload(input?.text ?? '');
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

/**
 * The project a hook works on, whatever folder Claude Code started it in: `--root`, else
 * `CLAUDE_PROJECT_DIR`, else the git top level of the payload's `cwd`, else of our own cwd.
 * A relative `--rules` is read from that project's root.
 */
function hookProject(options: BootCommandOptions, io: CliIo, payload: HookPayload | undefined): ProjectPaths {
  const projectDir = io.env.CLAUDE_PROJECT_DIR;
  const payloadCwd = payload?.cwd && path.isAbsolute(payload.cwd) && isDirectory(payload.cwd) ? payload.cwd : undefined;
  const root = options.root !== undefined
    ? path.resolve(io.cwd, options.root)
    : projectDir && path.isAbsolute(projectDir) && isDirectory(projectDir)
      ? projectDir
      : findGitRoot(payloadCwd ?? io.cwd) ?? payloadCwd ?? io.cwd;
  return resolveProject({ cwd: root, env: io.env, root, rules: options.rules });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
