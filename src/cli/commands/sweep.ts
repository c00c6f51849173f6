// `rulesweep sweep`: sweep the rules file (sweepProject) and print the report in the chosen format,
// or write it to --output; with `--format github` inside GitHub Actions, also append the markdown
// report to the step summary.
import path from 'node:path';
import { appendLocked } from '../../memory/atomic.js';
import { findGitRoot, resolveProject } from '../../memory/paths.js';
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { palette } from '../../report/color.js';
import type { FormatContext } from '../../report/context.js';
import { loadFormatter, type FormatName } from '../../report/formats.js';
import { progressLine } from '../../report/progress.js';
import { failsStrict, type SweepReport } from '../../sweep/result.js';
import { sweepProject } from '../../sweep/sweep-project.js';
import { colorEnabled, type CliIo } from '../io.js';
import { checkOutputTarget, writeOutput } from '../output.js';
import { VERSION } from '../version.js';

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
  cache?: boolean;
  changed?: string | true;
  baseline?: string;
  testsOnly?: boolean;
}

export async function runSweepCommand(options: SweepCommandOptions, io: CliIo): Promise<ExitCode> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const target = options.output !== undefined ? checkOutputTarget(io.cwd, options.output) : undefined;
  const format: FormatName = options.json ? 'json' : options.format;
  const progress = progressLine(io.stderr, io.env, format);
  const { report } = await sweepProject(paths, {
    env: io.env,
    concurrency: options.concurrency,
    timeoutMs: options.timeout,
    alsoWritten: target !== undefined ? [target] : [],
    cache: options.cache,
    changed: options.changed,
    baseline: options.baseline === undefined ? undefined : path.resolve(io.cwd, options.baseline),
    testsOnly: options.testsOnly,
    onProgress: progress?.update,
  }).finally(() => progress?.clear());
  if (!options.quiet) {
    for (const diagnostic of report.diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  }
  const formatter = await loadFormatter(format);
  const toFile = target !== undefined;
  const ctx: FormatContext = {
    color: palette(!toFile && format === 'text' && colorEnabled(io.stdout, io.env)),
    version: VERSION,
    repositoryRoot: findGitRoot(paths.root),
  };
  const output = formatter(report, ctx);
  if (target !== undefined) await writeOutput(target, options.output!, output);
  else io.stdout.write(output);
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (format === 'github' && stepSummary) await appendStepSummary(stepSummary, report, ctx, io);
  return options.strict && failsStrict(report) ? 1 : 0;
}

/** GitHub rejects a step summary over 1 MiB; keep a little room for what the step wrote before. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024 - 16 * 1024;

/**
 * The markdown report cut at a whole line so it fits the step summary, with a note saying how
 * to get the rest (table rows are lines, so the table stays a table).
 */
export function fitStepSummary(markdown: string, limit = STEP_SUMMARY_LIMIT): string {
  if (Buffer.byteLength(markdown) <= limit) return markdown;
  const note = '\n_The report is too long for a step summary and was cut here; run `rulesweep sweep --format markdown --output FILE` for all of it._\n';
  const lines = markdown.split('\n');
  let size = Buffer.byteLength(note);
  let kept = 0;
  while (kept < lines.length && size + Buffer.byteLength(lines[kept]!) + 1 <= limit) {
    size += Buffer.byteLength(lines[kept]!) + 1;
    kept += 1;
  }
  return `${lines.slice(0, kept).join('\n')}\n${note}`;
}

/**
 * The Actions step summary is advisory like the sweep itself: if the file cannot be written the
 * annotations are still out, so say why on stderr and keep the exit code the sweep earned.
 */
async function appendStepSummary(file: string, report: SweepReport, ctx: FormatContext, io: CliIo): Promise<void> {
  const markdown = fitStepSummary((await loadFormatter('markdown'))(report, ctx));
  try {
    await appendLocked(file, `${markdown}\n`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr.write(`rulesweep: could not write the step summary to ${file}: ${reason}\n`);
  }
}
