// `rulesweep boot`: the session-start ritual on a terminal (text or --json), or, with
// `--hook claude|codex|opencode`, as that agent's session-start hook answer, which never fails
// the session.
// The work is bootSession (src/boot/boot.ts); this module reads options and the payload and
// picks the output.
import { bootExitCode, bootSession, type BootOutcome } from '../../boot/boot.js';
import { bootJson, formatBoot } from '../../boot/format.js';
import { failOpenContext, hookAnswer, hookContext, HOOK_ANSWER_LIMIT, type SessionHookAgent } from '../../boot/hook.js';
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import { messageOf, UsageError, type ExitCode } from '../../diagnostics/errors.js';
import { resolveHookProject, resolveProject } from '../../memory/paths.js';
import { palette } from '../../report/color.js';
import { recordedLine } from '../../scorecard/format.js';
import { colorEnabled, type CliIo } from '../io.js';
import { readSessionPayload } from '../session-hook.js';
import { VERSION } from '../version.js';

export interface BootCommandOptions {
  root?: string;
  rules?: string;
  json?: boolean;
  hook?: SessionHookAgent;
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
  if (options.hook) return runHook(options, options.hook, io);
  const outcome = await bootSession({
    paths: resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules }),
    env: io.env,
    now: io.now(),
    recent: options.learnings,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    record: options.record ? { session: options.session } : undefined,
  });
  if (!options.quiet) for (const diagnostic of outcome.diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  io.stdout.write(options.json
    ? bootJson(outcome.report, VERSION)
    : formatBoot(outcome.report, { color: palette(colorEnabled(io.stdout, io.env)), version: VERSION }));
  if (outcome.recorded) io.stderr.write(`${recordingNote(outcome.recorded)}\n`);
  return bootExitCode(outcome, options);
}

function recordingNote(recorded: NonNullable<BootOutcome['recorded']>): string {
  return recorded.status === 'recorded' ? recordedLine(recorded) : `rulesweep: session not recorded: ${recorded.reason}`;
}

/**
 * The SessionStart hook: reads the payload, boots the project it belongs to, answers with the
 * context. Whatever goes wrong, it answers with a one-line note and exits 0.
 */
async function runHook(options: BootCommandOptions, agent: SessionHookAgent, io: CliIo): Promise<ExitCode> {
  let context: string;
  try {
    const payload = await readSessionPayload(io);
    const outcome = await bootSession({
      paths: resolveHookProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules, payloadCwd: payload?.cwd }),
      env: io.env,
      now: io.now(),
      recent: options.learnings,
      concurrency: options.concurrency,
      timeoutMs: options.timeout,
      record: options.record ? { session: options.session, hookSessionId: payload?.session_id } : undefined,
    });
    context = hookContext(outcome.report, HOOK_ANSWER_LIMIT, agent);
    if (outcome.recorded?.status === 'not-recorded') io.stderr.write(`${recordingNote(outcome.recorded)}\n`);
  } catch (error) {
    context = failOpenContext(`could not run (${messageOf(error)}).`);
  }
  io.stdout.write(hookAnswer(context, agent));
  return 0;
}
