// The injectable entry point: parses argv with commander, runs one command, and returns the
// exit code. It never calls process.exit and never writes outside the streams it is given.
// `learn hook` and `guard` run on every agent tool call, so they skip commander and the command
// tree (~45 ms of module loading here): both are imported only after that check.
import type { ExitCode } from '../diagnostics/errors.js';
import type { CliIo } from './io.js';

/**
 * What the bin passes: the CliIo, plus the descriptors behind the standard streams, which the
 * hooks read and write directly (creating a stream for a pipe costs them milliseconds).
 */
export interface ProcessIo extends CliIo {
  stdinFd?: number;
  stdoutFd?: number;
  stderrFd?: number;
}

const BUG_REPORT_HINT = 'this is a bug in rulesweep; please report it with the command you ran and the output above';

export async function main(io: ProcessIo): Promise<ExitCode> {
  const hook = await import('./commands/learn-hook.js');
  if (hook.isLearnHookInvocation(io.argv)) return hook.runLearnHook(hook.parseLearnHookArgs(io.argv.slice(2)), io);
  if (io.argv[0] === 'guard') {
    const guard = await import('./commands/guard.js');
    if (guard.isGuardInvocation(io.argv)) return guard.runGuard(guard.parseGuardArgs(io.argv.slice(1)), io, () => import('../guard/compile.js'));
  }
  const { buildProgram } = await import('./program.js');
  let exitCode: ExitCode = 0;
  const program = buildProgram({
    io,
    setExitCode: (code) => {
      exitCode = code;
    },
  });
  // Bare `rulesweep` asks what it can do: the help is the answer, on stdout, and not an error.
  if (io.argv.length === 0) {
    io.stdout.write(program.helpInformation());
    return 0;
  }
  // A command says why it waits for a lock or took one over; a hook (`--hook`) stays quiet.
  const { onLockNote } = await import('../memory/lock.js');
  const stopNotes = io.argv.includes('--hook') ? undefined : onLockNote((text) => io.stderr.write(`rulesweep: ${text}\n`));
  try {
    await program.parseAsync(io.argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    const [{ CommanderError }, errors, { formatDiagnostic }] = await Promise.all([
      import('commander'),
      import('../diagnostics/errors.js'),
      import('../diagnostics/diagnostic.js'),
    ]);
    return reportFailure(error, io, CommanderError, errors, formatDiagnostic);
  } finally {
    stopNotes?.();
  }
}

function reportFailure(
  error: unknown,
  io: CliIo,
  CommanderError: typeof import('commander').CommanderError,
  errors: typeof import('../diagnostics/errors.js'),
  formatDiagnostic: typeof import('../diagnostics/diagnostic.js').formatDiagnostic,
): ExitCode {
  if (error instanceof CommanderError) {
    // Commander has already printed help, the version or its own usage message.
    const quiet = ['commander.helpDisplayed', 'commander.version', 'commander.help'];
    return quiet.includes(error.code) || error.exitCode === 0 ? 0 : 2;
  }
  if (errors.isRulesweepError(error)) {
    for (const diagnostic of error.diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
    io.stderr.write(`rulesweep: ${error.message}\n`);
    if (error.hint) io.stderr.write(`hint: ${error.hint}\n`);
    return error.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr.write(`rulesweep: internal error: ${detail}\nhint: ${BUG_REPORT_HINT}\n`);
  return 2;
}
