// Typed errors for failures rulesweep knows about. Each carries an exit code and a hint
// the CLI prints, and may carry the warnings that explain it (printed first); anything else that
// escapes is a bug and is reported with its stack.
import type { Diagnostic } from './diagnostic.js';

/** 130: interrupted by the person (Ctrl-C), as shells report a command SIGINT ended. */
export type ExitCode = 0 | 1 | 2 | 130;

export class RulesweepError extends Error {
  override readonly name: string = 'RulesweepError';
  readonly exitCode: ExitCode;
  readonly hint: string | undefined;
  /** Warnings about the inputs that explain the failure. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(message: string, options: { hint?: string; cause?: unknown; exitCode?: ExitCode; diagnostics?: readonly Diagnostic[] } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 2;
    this.diagnostics = options.diagnostics ?? [];
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

/** What an error says, for a one-line note: its message, or the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
