// One sweep of a project's rules file with its settings: what `sweep`, `boot` and `scorecard` share.
import { readRulesFile } from '../rules/parse.js';
import type { RulesDocument } from '../rules/model.js';
import { displayPath, sweepCacheFile, type ProjectPaths } from '../memory/paths.js';
import { compareWithBaseline, readBaseline } from './baseline.js';
import { changedFiles } from './changed.js';
import { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, sweepRules } from './engine.js';
import type { SweepReport } from './result.js';
import { findRipgrep } from './ripgrep.js';

export interface ProjectSweepOptions {
  env: Record<string, string | undefined>;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
  /** Use the sweep cache (default true; `--no-cache` turns it off). */
  cache?: boolean | undefined;
  /** `--changed [REF]`: `true` compares with the merge base of the default branch. */
  changed?: string | true | undefined;
  /** `--baseline FILE` (absolute): report which violations it knows and which are new. */
  baseline?: string | undefined;
  /** Each FAIL that finds too many gets its count per file (what a baseline records). */
  fileCounts?: boolean | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
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
  const changed = options.changed === undefined
    ? undefined
    : await changedFiles(paths.root, options.changed === true ? undefined : options.changed);
  const baselineShown = options.baseline === undefined ? undefined : displayPath(paths.root, options.baseline);
  const baseline = options.baseline === undefined ? undefined : await readBaseline(options.baseline, baselineShown!);
  const report = await sweepRules(document, {
    root: paths.root,
    rg: findRipgrep(options.env),
    exclude: [paths.rulesFile, paths.evolutionLog, paths.baseline],
    concurrency: options.concurrency ?? paths.config.sweep?.concurrency ?? DEFAULT_CONCURRENCY,
    timeoutMs: options.timeoutMs ?? paths.config.sweep?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    rulesFileLabel: displayPath(paths.root, paths.rulesFile),
    cacheFile: options.cache === false ? undefined : sweepCacheFile(options.env, paths.root),
    changed,
    fileCounts: options.fileCounts || options.baseline !== undefined,
    onProgress: options.onProgress,
  });
  if (changed) report.changed = { ref: changed.ref, files: changed.files.size + changed.deleted.size };
  if (options.baseline !== undefined) {
    report.baseline = { file: baselineShown!, ...compareWithBaseline(report, baseline ?? { entries: [] }), found: baseline !== undefined };
  }
  return report;
}
