// `rulesweep sweep`: sweep the rules file and print the report in the chosen format.
import { writeAtomic } from '../../memory/atomic.js';
import { resolveProject } from '../../memory/paths.js';
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { palette } from '../../report/color.js';
import { loadFormatter, type FormatName } from '../../report/formats.js';
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
  const output = formatter(report, {
    color: palette(!toFile && format === 'text' && colorEnabled(io.stdout, io.env)),
    version: VERSION,
  });
  if (toFile) await writeAtomic(path.resolve(io.cwd, options.output!), output);
  else io.stdout.write(output);
  const failing = report.summary.failed + report.summary.errors > 0;
  return options.strict && failing ? 1 : 0;
}
