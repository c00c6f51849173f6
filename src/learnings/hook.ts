// Reads an agent's hook payload (Claude Code, and Codex, which sends the same shape) and decides
// what, if anything, becomes a learning:
//   PostToolUseFailure  a failed shell call: `tool_input.command` and the top-level `error`
//                       ("Exit code N" then the output). Failed Bash calls only arrive here.
//   PostToolUse         a shell call whose `tool_response` reports a non-zero exit (Codex, and
//                       hosts that send failures here); successful calls are ignored.
//   UserPromptSubmit    a `prompt` that reads as a correction ("no, use X", "nope, uv", "we're on
//                       bun here", "en mac no existe timeout"), tied to the failed command of
//                       the same session it is about.
// No clock, and no file read but whether a few marker files exist in the payload's cwd (its
// language, a context of the learning, with the failing tool; see ./contexts.ts). The command
// decides where the draft goes, and hands `relate` the store's latest learnings and the time, so
// a correction can name the failure it follows.
import { inferredContexts } from './contexts.js';
import type { LearningRecorded } from './model.js';
import type { LearningDraft } from './store.js';
import type { CorrectionCue } from './prompt-corrections.js';
import { isTestCommand } from './test-commands.js';

export type HookDecision =
  | {
    record: true;
    draft: LearningDraft;
    /**
     * For a prompt: the draft as it should be written given the store's latest learnings
     * (tied to the failure it corrects), or undefined when, seen in context, it is not a
     * correction after all (a request that names nothing that failed).
     */
    relate?: (recent: readonly LearningRecorded[], now: Date) => LearningDraft | undefined;
  }
  | { record: false; reason: string };

export interface HookContext {
  /** Agent name for the learning (`--agent`); guessed from the transcript path otherwise. */
  agent?: string;
}

const SHELL_TOOLS = /^(?:bash|shell|local_shell|exec_command|run_shell_command|run_terminal_cmd)$/i;

/**
 * Decides from raw stdin text. Never throws: anything unexpected is a reason not to record.
 * Asynchronous because the correction reader and the failure classes are loaded only for the
 * payloads that need them: every failed tool call pays for the hook's start-up.
 */
export async function decideFromText(text: string, context: HookContext = {}): Promise<HookDecision> {
  if (text.trim() === '') return skip('empty input');
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return skip('input is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return skip('input is not a JSON object');
  return decide(payload as Record<string, unknown>, context);
}

export async function decide(payload: Record<string, unknown>, context: HookContext = {}): Promise<HookDecision> {
  const event = stringField(payload, 'hook_event_name') ?? stringField(payload, 'hookEventName');
  const cwd = stringField(payload, 'cwd');
  const languages = inferredContexts(cwd)?.languages;
  const common: Partial<LearningDraft> = {
    session: stringField(payload, 'session_id'),
    cwd,
    agent: context.agent ?? guessAgent(stringField(payload, 'transcript_path')),
    ...(languages ? { contexts: { languages } } : {}),
  };
  switch (event) {
    case 'PostToolUseFailure':
      return fromToolFailure(payload, common);
    case 'PostToolUse':
      return fromToolResult(payload, common);
    case 'UserPromptSubmit':
      return fromPrompt(payload, common);
    case undefined:
      return skip('no hook_event_name');
    default:
      return skip(`${event} is not an event rulesweep learns from`);
  }
}

async function fromToolFailure(payload: Record<string, unknown>, common: Partial<LearningDraft>): Promise<HookDecision> {
  const shell = shellCall(payload);
  if (typeof shell === 'string') return skip(shell);
  if (payload.is_interrupt === true) return skip('the user interrupted the call');
  const error = textOf(payload.error) ?? textOf(payload.error_message) ?? '';
  const { exitCode, output } = splitExitCode(error);
  const notTests = await testRunProblem(shell.command!, output);
  if (notTests) return skip(notTests);
  return record({ ...common, ...shell, kind: 'failure', exitCode, error: output });
}

async function fromToolResult(payload: Record<string, unknown>, common: Partial<LearningDraft>): Promise<HookDecision> {
  const shell = shellCall(payload);
  if (typeof shell === 'string') return skip(shell);
  const failure = failureIn(payload.tool_response);
  if (!failure) return skip('the call succeeded');
  const notTests = await testRunProblem(shell.command!, failure.output);
  if (notTests) return skip(notTests);
  return record({ ...common, ...shell, kind: 'failure', exitCode: failure.exitCode, error: failure.output });
}

/**
 * A failing test run is the suite doing its job, not a mistake: skipped, unless the run itself
 * was wrong (`pytest: command not found`, `No rule to make target 'test'`, an unknown flag).
 */
async function testRunProblem(command: string, output: string): Promise<string | undefined> {
  if (!isTestCommand(command)) return undefined;
  const { readFailure } = await import('./failure-class.js');
  return readFailure(command, output).blamesCommand ? undefined : 'test runs are not captured';
}

async function fromPrompt(payload: Record<string, unknown>, common: Partial<LearningDraft>): Promise<HookDecision> {
  const prompt = stringField(payload, 'prompt');
  if (prompt === undefined) return skip('no prompt');
  const { detectCorrection, failureCorrected } = await import('./prompt-corrections.js');
  const found = detectCorrection(prompt);
  if (!found) return skip('the prompt is not a correction');
  const draft: LearningDraft = { ...common, kind: 'correction', source: 'person', correction: prompt.trim(), tags: found.level === 'candidate' ? ['prompt', 'candidate'] : ['prompt'] };
  return { record: true, draft, relate: (recent, now) => relatedDraft(found, draft, failureCorrected(found, draft.session, recent, now)) };
}

/** The prompt's draft tied to the failure it corrects; a request that names no recent failure is dropped. */
function relatedDraft(found: CorrectionCue, draft: LearningDraft, failure: { id: number } | undefined): LearningDraft | undefined {
  if (failure) return { ...draft, correcting: failure.id, tags: ['prompt'] };
  return found.level === 'request' ? undefined : draft;
}

/** The command and what it was for, or why this call is not one rulesweep records. */
function shellCall(payload: Record<string, unknown>): Pick<LearningDraft, 'command' | 'context' | 'tags'> | string {
  const tool = stringField(payload, 'tool_name') ?? '';
  if (!SHELL_TOOLS.test(tool)) return tool === '' ? 'no tool_name' : `${tool} is not a shell tool`;
  const input = payload.tool_input;
  // Only text is a command: `true`, `123` or `{}` from a broken payload is not one.
  const command = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).command : input;
  if (command === undefined || command === null) return 'no command in tool_input';
  if (typeof command !== 'string') return `tool_input.command is ${Array.isArray(command) ? 'an array' : `a ${typeof command}`}, not text`;
  if (command.trim() === '') return 'no command in tool_input';
  const description = typeof input === 'object' && input !== null ? textOf((input as Record<string, unknown>).description) : undefined;
  return { command, ...(description ? { context: description } : {}), tags: [tool.toLowerCase()] };
}

/** "Exit code 127\n/bin/sh: foo: not found" → 127 and the output after the first line. */
export function splitExitCode(error: string): { exitCode?: number; output: string } {
  const text = error.replace(/\r\n/g, '\n');
  const match = /^\s*(?:error:\s*)?exit(?:ed with)? (?:code|status):?\s*(-?\d+)[^\n]*\n?/i.exec(text);
  if (!match) return { output: text.trim() };
  const rest = text.slice(match[0].length).trim();
  return { exitCode: Number(match[1]), output: rest === '' ? text.trim() : rest };
}

/** A failure reported in a PostToolUse `tool_response`, or undefined for success or no signal. */
function failureIn(response: unknown): { exitCode?: number; output: string } | undefined {
  if (typeof response === 'string') {
    const match = /(?:^|\n)\s*(?:exit code|exit status|process exited with code)[: ]\s*(-?\d+)/i.exec(response);
    if (!match || Number(match[1]) === 0) return undefined;
    return { exitCode: Number(match[1]), output: response.trim() };
  }
  if (typeof response !== 'object' || response === null) return undefined;
  const fields = response as Record<string, unknown>;
  if (fields.interrupted === true) return undefined;
  const code = [fields.exit_code, fields.exitCode, fields.returncode, fields.return_code].find((value) => typeof value === 'number') as number | undefined;
  const flagged = fields.is_error === true || fields.isError === true || fields.success === false;
  if (!flagged && (code === undefined || code === 0)) return undefined;
  const output = [textOf(fields.stderr), textOf(fields.stdout), textOf(fields.output), textOf(fields.error)]
    .find((value) => value !== undefined && value.trim() !== '') ?? '';
  return { ...(code !== undefined && code !== 0 ? { exitCode: code } : {}), output: output.trim() };
}

function guessAgent(transcriptPath: string | undefined): string | undefined {
  if (!transcriptPath) return undefined;
  if (/[\\/]\.codex[\\/]/.test(transcriptPath)) return 'codex';
  if (/[\\/]\.claude[\\/]/.test(transcriptPath)) return 'claude-code';
  return undefined;
}

function stringField(payload: Record<string, unknown>, key: string): string | undefined {
  const value = payload[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Strings as they are; other JSON values as JSON, so an odd payload still says something. */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/** A failure, with the tool that failed among its contexts. */
function record(draft: LearningDraft): HookDecision {
  const tools = inferredContexts(undefined, draft.command)?.tools;
  return { record: true, draft: { ...draft, source: 'failure', ...(tools ? { contexts: { ...draft.contexts, tools } } : {}) } };
}

function skip(reason: string): HookDecision {
  return { record: false, reason };
}
