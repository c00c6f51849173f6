// Reads an agent's hook payload (Claude Code; Codex, which sends the same fields; the OpenCode
// plugin, which writes them) and decides what, if anything, becomes a learning:
//   PostToolUseFailure  a failed shell call (Bash, PowerShell): `tool_input.command` and the
//                       top-level `error` ("Exit code N" then the output). Claude Code sends
//                       failed calls only here.
//   PostToolUse         a shell call whose `tool_response` reports a non-zero exit (the OpenCode
//                       plugin, Codex's unified exec text "Process exited with code N"); or, when
//                       the response is output text alone (Codex's Bash), an error the output
//                       itself shows in the words of the program that failed. A success, or
//                       output that may hide one, is never recorded.
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
import type { FailureClass } from './failure-class.js';
import { isTestCommand } from './test-commands.js';
import { isShellTool } from '../agents/shell-tools.js';

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
  if (foundNothing(shell.command!, { ...(exitCode === undefined ? {} : { exitCode }), output })) return skip('a search that found nothing is not a failure');
  const notTests = await testRunProblem(shell.command!, output);
  if (notTests) return skip(notTests);
  return record({ ...common, ...shell, kind: 'failure', exitCode, error: output });
}

async function fromToolResult(payload: Record<string, unknown>, common: Partial<LearningDraft>): Promise<HookDecision> {
  const shell = shellCall(payload);
  if (typeof shell === 'string') return skip(shell);
  const reported = failureIn(payload.tool_response);
  if (reported === 'success') return skip('the call succeeded');
  // Undefined only for output text without an exit code.
  const failure = reported ?? await failureShownIn(shell.command!, payload.tool_response as string);
  if (typeof failure === 'string') return skip(failure);
  if (foundNothing(shell.command!, failure)) return skip('a search that found nothing is not a failure');
  const notTests = await testRunProblem(shell.command!, failure.output);
  if (notTests) return skip(notTests);
  return record({ ...common, ...shell, kind: 'failure', exitCode: failure.exitCode, error: failure.output });
}

/** Searches and comparisons answer "no" with exit code 1 and nothing else: `grep -rn x src` found no x. */
const ANSWERS_WITH_ONE = /^\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*(?:grep|egrep|fgrep|rg|ag|ack|git\s+grep|diff|cmp|test|\[)\s/;

/** A lone search or comparison that exited 1 and printed nothing: its answer, not a failure. */
function foundNothing(command: string, failure: { exitCode?: number; output: string }): boolean {
  if (failure.exitCode !== 1 || !ANSWERS_WITH_ONE.test(command) || /[|;&]/.test(command)) return false;
  const output = failure.output.trim();
  return output === '' || /^(?:error:\s*)?exit(?:ed with)? (?:code|status):?\s*1$/i.test(output);
}

/** What a test run fails on when what it needs is not set up: the database, the daemon, a dependency, a port. */
const SETUP_CLASSES: ReadonlySet<FailureClass> = new Set(['network', 'daemon', 'module', 'resource']);

/**
 * A failing test run is the suite doing its job, not a mistake: skipped, unless the run itself
 * was wrong (`pytest: command not found`, `No rule to make target 'test'`, an unknown flag) or
 * what it needs was not set up ("tcp connect (localhost:5432): connection refused" before the
 * database was started).
 */
async function testRunProblem(command: string, output: string): Promise<string | undefined> {
  if (!isTestCommand(command)) return undefined;
  const { readFailure } = await import('./failure-class.js');
  const read = readFailure(command, output);
  return read.blamesCommand || SETUP_CLASSES.has(read.failureClass) ? undefined : 'test runs are not captured';
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

/** The prompt's draft tied to the failure it corrects; a request or reply that answers no recent failure is dropped. */
function relatedDraft(found: CorrectionCue, draft: LearningDraft, failure: { id: number } | undefined): LearningDraft | undefined {
  if (failure) return { ...draft, correcting: failure.id, tags: ['prompt'] };
  return found.level === 'request' || found.level === 'reply' ? undefined : draft;
}

/** The command and what it was for, or why this call is not one rulesweep records. */
function shellCall(payload: Record<string, unknown>): Pick<LearningDraft, 'command' | 'context' | 'tags'> | string {
  const tool = stringField(payload, 'tool_name') ?? '';
  if (!isShellTool(tool)) return tool === '' ? 'no tool_name' : `${tool} is not a shell tool`;
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
  const text = error.replaceAll('\r\n', '\n');
  const match = /^\s*(?:error:\s*)?exit(?:ed with)? (?:code|status):?\s*(-?\d+)[^\n]*\n?/i.exec(text);
  if (!match) return { output: text.trim() };
  const rest = text.slice(match[0].length).trim();
  return { exitCode: Number(match[1]), output: rest === '' ? text.trim() : rest };
}

/**
 * What a PostToolUse `tool_response` reports: a failure, a success (an exit code of 0, or an
 * object without a failure flag: Claude Code's shape, sent for successful calls only), or
 * undefined when it is output text with no exit code in it (Codex's Bash).
 */
function failureIn(response: unknown): { exitCode?: number; output: string } | 'success' | undefined {
  if (typeof response === 'string') {
    const match = /(?:^|\n)\s*(?:exit code|exit status|process exited with code)[: ]\s*(-?\d+)/i.exec(response);
    if (!match) return undefined;
    if (Number(match[1]) === 0) return 'success';
    // Codex's unified exec text: a header (chunk id, wall time, exit code), then "Output:" and the output.
    const body = /\nOutput:\r?\n([\s\S]*)$/.exec(response.slice(match.index))?.[1];
    return { exitCode: Number(match[1]), output: (body !== undefined && body.trim() !== '' ? body : response).trim() };
  }
  if (typeof response !== 'object' || response === null) return 'success';
  const fields = response as Record<string, unknown>;
  if (fields.interrupted === true) return 'success';
  const code = [fields.exit_code, fields.exitCode, fields.returncode, fields.return_code].find((value) => typeof value === 'number') as number | undefined;
  const flagged = fields.is_error === true || fields.isError === true || fields.success === false;
  if (!flagged && (code === undefined || code === 0)) return 'success';
  const output = [textOf(fields.stderr), textOf(fields.stdout), textOf(fields.output), textOf(fields.error)]
    .find((value) => value !== undefined && value.trim() !== '') ?? '';
  return { ...(code !== undefined && code !== 0 ? { exitCode: code } : {}), output: output.trim() };
}

/**
 * Failure classes an output can show beyond doubt, in the words of the program that failed: it
 * is not there, a flag, subcommand or target it does not know, a refusal, a file it cannot find
 * or may not touch. Trouble an output may merely mention (the network, a failing test, a lint
 * error) needs an exit code.
 */
const SHOWN_FAILURES = new Set<string>(['not-found', 'invalid-option', 'unknown-subcommand', 'no-such-target', 'usage', 'refused', 'platform', 'permission', 'missing-file']);
/** Those of them that blame the command itself: all a bare `error:` line of a lone program may show. */
const BLAMING = new Set<string>(['not-found', 'invalid-option', 'unknown-subcommand', 'no-such-target', 'usage', 'refused', 'platform']);
/** Programs that report for the command they run (`bash: line 1: foo: command not found`). */
const REPORTERS = new Set(['bash', 'sh', 'zsh', 'dash', 'ash', 'ksh', 'fish', 'pwsh', 'powershell', 'env', '(eval)']);
/** Programs whose output is text from elsewhere (a file, a page, a log), where an `error:` line proves nothing. */
const PRINTERS = new Set(['cat', 'less', 'more', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'awk', 'gawk', 'sed', 'jq', 'yq', 'echo', 'printf', 'bat', 'tee', 'sort', 'uniq', 'cut', 'tr', 'diff', 'column', 'nl', 'strings', 'xxd', 'od', 'hexdump', 'curl', 'wget', 'http', 'journalctl', 'docker', 'kubectl', 'git', 'gh']);

/**
 * The failure a shell call's output shows when no exit code says whether it failed (Codex hands
 * a Bash call's output over without one), or why none is recorded. Only a line in which the
 * program that failed (or the shell, for it) names the failure counts, and only a program whose
 * exit status is the call's: after `;`, `||` or `&` the status may be another part's, and of a
 * pipeline it is the last stage's, so the call may well have succeeded.
 */
async function failureShownIn(command: string, output: string): Promise<{ exitCode?: number; output: string } | string> {
  const stage = statusStage(command);
  if (stage === undefined) return 'no exit code, and the output of a command line with ;, || or & may show an error the call survived';
  const [{ readFailure }, { parseCommand }] = await Promise.all([import('./failure-class.js'), import('./commands.js')]);
  const invocations = parseCommand(stage.text);
  const programs = new Set(invocations.flatMap((invocation) => [invocation.program, ...invocation.wrappers]));
  const own = ownErrorLines(output, programs, stage.piped);
  const lone = invocations.length === 1 && !PRINTERS.has(invocations[0]!.program) ? bareErrorLines(output) : [];
  for (const [lines, classes] of [[own, SHOWN_FAILURES], [lone, BLAMING]] as const) {
    if (lines.length > 0 && classes.has(readFailure(stage.text, lines.join('\n')).failureClass)) return { output: output.trim() };
  }
  return `no exit code, and the output shows no failure of ${stage.piped ? 'the pipeline\'s last stage' : 'the command'}`;
}

/**
 * Lines in which a program of `programs` names its failure: `NAME: …` (also `/bin/NAME:`,
 * `NAME[12]:`, PowerShell's `NAME :`, npm's `npm error` and `npm ERR!`), or a shell's line about
 * it (`bash: line 1: NAME: …`, `zsh: command not found: NAME`; any program of the command unless
 * `onlyNamed`, as a pipeline's earlier stages do not decide its status). Warnings and notes are
 * not failures.
 */
function ownErrorLines(output: string, programs: ReadonlySet<string>, onlyNamed: boolean): string[] {
  return outputLines(output).filter((line) => {
    const head = /^(?:[^\s:]*\/)?([^\s/:[]+)(?:\[\d+\])?(?: ?:| ERR!| error\b)\s*(.*)$/.exec(line);
    if (!head || /^(?:warning|warn|note|hint|notice|info)\b/i.test(head[2]!)) return false;
    const name = head[1]!.toLowerCase();
    if (programs.has(name)) return true;
    if (!REPORTERS.has(name)) return false;
    if (!onlyNamed) return true;
    const subject = /^(?:line \d+: |\d+: )?(?:command not found: |permission denied: |no such file or directory: )?(?:[^\s:]*\/)?([^\s/:]+)/i.exec(head[2]!);
    return subject !== null && programs.has(subject[1]!.toLowerCase());
  });
}

/** Lines that open with a bare `error:` or `fatal:` (`ERROR:`, `E:`, `error[E0432]:`), warnings left out. */
function bareErrorLines(output: string): string[] {
  return outputLines(output).filter((line) => /^(?:error|fatal|E)(?:\[\w+\])?:\s*(?!warning|note)/i.test(line));
}

/** The output's lines; an indented line is quoted text (a log, a commit message), never a program's error. */
function outputLines(output: string): string[] {
  return output.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).filter((line) => line !== '' && !/^\s/.test(line));
}

/**
 * The part of a command line whose exit status is the call's, read outside quotes and `$(…)`:
 * the whole line, or the last stage of a pipeline; undefined when `;`, `||`, a background `&`
 * or a newline may let another part decide it (`&&` and `2>&1` do not).
 */
function statusStage(command: string): { text: string; piped: boolean } | undefined {
  let quote: string | undefined;
  let depth = 0;
  let lastPipe = -1;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"') i += 1;
      continue;
    }
    if (char === '\\') i += 1;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '$' && command[i + 1] === '(') {
      depth += 1;
      i += 1;
    } else if (char === ')' && depth > 0) depth -= 1;
    else if (depth > 0) continue;
    else if (char === ';' || char === '\n') return undefined;
    else if (char === '|') {
      if (command[i + 1] === '|') return undefined;
      lastPipe = i + (command[i + 1] === '&' ? 1 : 0);
      i = lastPipe;
    } else if (char === '&' && command[i + 1] !== '&' && command[i - 1] !== '&' && command[i - 1] !== '>' && command[i - 1] !== '<') return undefined;
    else if (char === '&' && command[i + 1] === '&') i += 1;
  }
  return lastPipe === -1 ? { text: command, piped: false } : { text: command.slice(lastPipe + 1).trim(), piped: true };
}

function guessAgent(transcriptPath: string | undefined): string | undefined {
  if (!transcriptPath) return undefined;
  const slashed = transcriptPath.replaceAll('\\', '/');
  if (slashed.includes('/.codex/')) return 'codex';
  if (slashed.includes('/.claude/')) return 'claude-code';
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
