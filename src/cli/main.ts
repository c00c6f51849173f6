// The injectable entry point: parses argv with commander, runs one command, and returns the
// exit code. It never calls process.exit and never writes outside the streams it is given.
import { CommanderError } from 'commander';
import { isRulesweepError, type ExitCode } from '../diagnostics/errors.js';
import type { CliIo } from './io.js';
import { buildProgram } from './program.js';

const BUG_REPORT_HINT = 'this is a bug in rulesweep; please report it with the command you ran and the output above';

export async function main(io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = 0;
  const program = buildProgram({
    io,
    setExitCode: (code) => {
      exitCode = code;
    },
  });
  try {
    await program.parseAsync(io.argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return reportFailure(error, io);
  }
}

function reportFailure(error: unknown, io: CliIo): ExitCode {
  if (error instanceof CommanderError) {
    // Commander has already printed help, the version or its own usage message.
    const quiet = ['commander.helpDisplayed', 'commander.version', 'commander.help'];
    return quiet.includes(error.code) || error.exitCode === 0 ? 0 : 2;
  }
  if (isRulesweepError(error)) {
    if (error.name !== 'ExitError') {
      io.stderr.write(`rulesweep: ${error.message}\n`);
      if (error.hint) io.stderr.write(`hint: ${error.hint}\n`);
    }
    return error.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr.write(`rulesweep: internal error: ${detail}\nhint: ${BUG_REPORT_HINT}\n`);
  return 2;
}
