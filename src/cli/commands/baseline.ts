// `rulesweep baseline`: record today's violations so the sweep fails only on new ones.
import path from 'node:path';
import { formatDiagnostic } from '../../diagnostics/diagnostic.js';
import type { ExitCode } from '../../diagnostics/errors.js';
import { resolveProject } from '../../memory/paths.js';
import { recordBaseline } from '../../sweep/record-baseline.js';
import type { CliIo } from '../io.js';

export interface BaselineCommandOptions {
  root?: string;
  rules?: string;
  output?: string;
  force?: boolean;
  cache?: boolean;
  json?: boolean;
  quiet?: boolean;
}

export async function runBaselineCommand(options: BaselineCommandOptions, io: CliIo): Promise<ExitCode> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  const record = await recordBaseline(paths, {
    env: io.env,
    cache: options.cache,
    force: options.force,
    file: options.output === undefined ? undefined : path.resolve(io.cwd, options.output),
  });
  if (!options.quiet) {
    for (const diagnostic of record.report.diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  }
  const { file, recorded, before, leftOut, errors } = record;
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ tool: 'rulesweep', file, recorded, before: before ?? null, leftOut, errors }, null, 2)}\n`);
  } else {
    const was = before === undefined ? '' : ` (was ${before})`;
    io.stdout.write(`Baseline ${file}: ${recorded} known ${recorded === 1 ? 'violation' : 'violations'}${was}.\n`);
    if (leftOut > 0) io.stdout.write(`${leftOut} new ${leftOut === 1 ? 'violation was' : 'violations were'} not added: fix ${leftOut === 1 ? 'it' : 'them'}, or accept with \`rulesweep baseline --force\`.\n`);
    if (errors > 0) io.stdout.write(`${errors} ${errors === 1 ? 'check' : 'checks'} could not be checked and ${errors === 1 ? 'is' : 'are'} never baselined: \`rulesweep sweep\` says why.\n`);
  }
  return leftOut > 0 ? 1 : 0;
}
