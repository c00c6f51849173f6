// One sweep of a project's rules file with its settings: what `sweep`, `boot` and `scorecard` share.
import { readRulesFile } from '../rules/parse.js';
import type { RulesDocument } from '../rules/model.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, sweepRules } from './engine.js';
import type { SweepReport } from './result.js';
import { findRipgrep } from './ripgrep.js';

export interface ProjectSweepOptions {
  env: Record<string, string | undefined>;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
}

export interface ProjectSweep {
  document: RulesDocument;
  report: SweepReport;
}

/** Reads the project's rules file (an InputError if it is missing) and sweeps it. */
export async function sweepProject(paths: ProjectPaths, options: ProjectSweepOptions): Promise<ProjectSweep> {
  const document = await readRulesFile(paths.rulesFile, displayPath(paths.root, paths.rulesFile));
  return { document, report: await sweepDocument(paths, document, options) };
}

/** Sweeps a rules document already read, with the project's settings. */
export async function sweepDocument(paths: ProjectPaths, document: RulesDocument, options: ProjectSweepOptions): Promise<SweepReport> {
  return sweepRules(document, {
    root: paths.root,
    rg: findRipgrep(options.env),
    exclude: [paths.rulesFile, paths.evolutionLog],
    concurrency: options.concurrency ?? paths.config.sweep?.concurrency ?? DEFAULT_CONCURRENCY,
    timeoutMs: options.timeoutMs ?? paths.config.sweep?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    rulesFileLabel: displayPath(paths.root, paths.rulesFile),
  });
}
