// `rulesweep sweep`: sweep the rules file and print the report in the chosen format; with
// `--format github` inside GitHub Actions, also append the markdown report to the step summary.
import { appendLocked, writeAtomic } from '../../memory/atomic.js';
import { findGitRoot, resolveProject } from '../../memory/paths.js';
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { palette } from '../../report/color.js';
import type { FormatContext } from '../../report/context.js';
import { loadFormatter, type FormatName } from '../../report/formats.js';
import type { SweepReport } from '../../sweep/result.js';
import { sweepProject } from '../../sweep/sweep-project.js';
import { colorEnabled, type CliIo } from '../io.js';
import { VERSION } from '../version.js';
import path from 'node:path';

export interface SweepCommandOptions {
  root?: string;
  rules?: string;
  format: FormatName;
  json?: boolean;
  output?: string;
  strict?: boolean;
  concurrency?: number;
  timeout?: number;
  quiet?: boolean;
}

export async function runSweepCommand(options: SweepCommandOptions, io: CliIo): Promise<ExitCode> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const { report } = await sweepProject(paths, { env: io.env, concurrency: options.concurrency, timeoutMs: options.timeout });
  if (!options.quiet) {
    for (const diagnostic of report.diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  }
  const format: FormatName = options.json ? 'json' : options.format;
  const formatter = await loadFormatter(format);
  const toFile = options.output !== undefined;
  const ctx: FormatContext = {
    color: palette(!toFile && format === 'text' && colorEnabled(io.stdout, io.env)),
    version: VERSION,
    repositoryRoot: findGitRoot(paths.root),
  };
  const output = formatter(report, ctx);
  if (toFile) await writeAtomic(path.resolve(io.cwd, options.output!), output);
  else io.stdout.write(output);
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (format === 'github' && stepSummary) await appendStepSummary(stepSummary, report, ctx, io);
  const failing = report.summary.failed + report.summary.errors > 0;
  return options.strict && failing ? 1 : 0;
}

/**
 * The Actions step summary is advisory like the sweep itself: if the file cannot be written the
 * annotations are still out, so say why on stderr and keep the exit code the sweep earned.
 */
async function appendStepSummary(file: string, report: SweepReport, ctx: FormatContext, io: CliIo): Promise<void> {
  const markdown = (await loadFormatter('markdown'))(report, ctx);
  try {
    await appendLocked(file, `${markdown}\n`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr.write(`rulesweep: could not write the step summary to ${file}: ${reason}\n`);
  }
}
