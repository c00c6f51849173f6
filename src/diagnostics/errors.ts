// Typed errors for failures rulesweep knows about. Each carries an exit code and a hint
// the CLI prints; anything else that escapes is a bug and is reported with its stack.

/** 130: interrupted by the person (Ctrl-C), as shells report a command SIGINT ended. */
export type ExitCode = 0 | 1 | 2 | 130;

export class RulesweepError extends Error {
  override readonly name: string = 'RulesweepError';
  readonly exitCode: ExitCode;
  readonly hint: string | undefined;

  constructor(message: string, options: { hint?: string; cause?: unknown; exitCode?: ExitCode } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 2;
  }
}

/** The command line was wrong: a bad flag, a missing argument, an unknown value. */
export class UsageError extends RulesweepError {
  override readonly name = 'UsageError';
}

/** An input file (rules, learnings, config) is missing or unreadable. */
export class InputError extends RulesweepError {
  override readonly name = 'InputError';
}

export function isRulesweepError(error: unknown): error is RulesweepError {
  return error instanceof RulesweepError;
}
