// `rulesweep guard`: the PreToolUse hook. Reads one hook payload on stdin and, when the shell
// command it names matches a rule's `guard:` line, prints the refusal (or the question to a
// person) the agent reads; otherwise it prints nothing and the command runs. It is fail-open:
// no rules file, a guard it cannot enforce, junk on stdin, a stdin that stays open, a timeout or
// a bug all let the command through, with at most one line on stderr, and it always exits 0.
// It runs before every shell command, so the bin routes it here before loading commander, and
// it is bundled as CommonJS with its imports (Node's own modules and a few small ones of ours).
import { writeSync } from 'node:fs';
import { readHookFlags } from '../hook-args.js';
import { readHookPayload } from '../hook-input.js';
import type { ProcessIo } from '../main.js';
import type { GuardCompiler } from '../../guard/load.js';

export interface GuardOptions {
  root?: string;
  rules?: string;
}

/** Bytes of stdin read at most. */
export const MAX_GUARD_INPUT = 1024 * 1024;
/** How long to wait for the payload: agents write it at once, and the command waits for us. */
export const GUARD_INPUT_TIMEOUT_MS = 3_000;

/** `rulesweep guard …` (but not its --help, which commander prints). */
export function isGuardInvocation(argv: readonly string[]): boolean {
  return argv[0] === 'guard' && !argv.includes('--help') && !argv.includes('-h');
}

/** The options after `guard`, without commander; unknown words are ignored (fail-open). */
export function parseGuardArgs(argv: readonly string[]): GuardOptions {
  const options: GuardOptions = {};
  readHookFlags(argv, (flag, value) => {
    if (flag === '--root') options.root = value();
    else if (flag === '--rules') options.rules = value();
  });
  return options;
}

/** Always resolves to 0. */
export async function runGuard(options: GuardOptions, io: ProcessIo, compiler: GuardCompiler): Promise<0> {
  const out = writer(io.stdoutFd, () => io.stdout);
  const err = writer(io.stderrFd, () => io.stderr);
  const note = (message: string) => err(`rulesweep guard: ${message.replace(/\s+/g, ' ')}; the command is let through.\n`);
  try {
    const input = await readHookPayload(io.stdinFd ?? io.stdin, { maxBytes: MAX_GUARD_INPUT, timeoutMs: GUARD_INPUT_TIMEOUT_MS });
    if (input.terminal) {
      err('rulesweep guard reads an agent\'s PreToolUse hook payload (JSON) on stdin; nothing to do.\n');
      return 0;
    }
    if (input.problem) {
      note(input.problem);
      return 0;
    }
    const { checkCommand } = await import('../../guard/check-command.js');
    const check = await checkCommand({ payloadText: input.text, cwd: io.cwd, env: io.env, root: options.root, rules: options.rules, compiler });
    if (check.unreadable) note(check.unreadable);
    if (check.answer) out(check.answer);
    if (check.unenforced) {
      const [first, ...others] = check.unenforced.guards;
      const more = others.length > 0 ? ` (and ${others.length} more)` : '';
      // Said whatever the decision: "let through" only when it was.
      err(`rulesweep guard: the guard at ${check.unenforced.rulesFile}:${first!.line} is not enforced: ${first!.problem.replace(/\s+/g, ' ')}${more}.\n`);
    }
  } catch (error) {
    note((error as Error)?.message ?? String(error));
  }
  return 0;
}

/**
 * Writes to the descriptor when the bin gave one, else to the injected stream. The stream is
 * asked for only then: the bin's streams are getters, and creating one costs the hook milliseconds.
 */
function writer(fd: number | undefined, stream: () => ProcessIo['stdout']): (text: string) => void {
  if (fd === undefined) return (text) => void stream().write(text);
  return (text) => {
    try {
      writeSync(fd, text);
    } catch {
      // A reader that went away: the hook's answer has nowhere to go, and the command runs.
    }
  };
}
