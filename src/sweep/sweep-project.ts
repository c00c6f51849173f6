// The sweep as a use-case: read the project's rules file and sweep it (all rules, or some ids)
// with the project's settings, never counting a file rulesweep writes. `sweep`, `boot`, the
// scorecard and the MCP server all come through here. Plain data in and out: the caller injects
// the environment; known failures are typed errors (InputError: no rules file; UsageError: an
// unknown rule id), or, through trySweepProject, a `problem` of the result.
import { messageOf, isRulesweepError, UsageError } from '../diagnostics/errors.js';
import { sweepSettings } from '../memory/config.js';
import { displayPath, ruleTestsCacheFile, rulesweepFiles, sweepCacheFile, type ProjectPaths } from '../memory/paths.js';
import type { RulesDocument } from '../rules/model.js';
import { readRulesFile } from '../rules/parse.js';
import { compareWithBaseline, readBaseline } from './baseline.js';
import { changedFiles } from './changed.js';
import { sweepRules } from './engine.js';
import type { SweepReport } from './result.js';
import { findRipgrep } from './ripgrep.js';
import { sweepTestsOnly } from './tests-only.js';

export interface ProjectSweepOptions {
  env: Record<string, string | undefined>;
  concurrency?: number | undefined;
  timeoutMs?: number | undefined;
  /** Sweep only these rules (ids as the report and `--json` give them); all when absent. */
  ruleIds?: readonly string[] | undefined;
  /** Files this run writes besides rulesweep's own (a report's `--output`), never counted. */
  alsoWritten?: readonly string[] | undefined;
  /** Use the sweep cache (default true; `--no-cache` turns it off). */
  cache?: boolean | undefined;
  /** `--changed [REF]`: `true` compares with the merge base of the default branch. */
  changed?: string | true | undefined;
  /** `--baseline FILE` (absolute): report which violations it knows and which are new. */
  baseline?: string | undefined;
  /** Each FAIL that finds too many gets its count per file (what a baseline records). */
  fileCounts?: boolean | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** `--tests-only`: run the rules' test lines alone; the tree is not searched. */
  testsOnly?: boolean | undefined;
}

export interface ProjectSweep {
  document: RulesDocument;
  report: SweepReport;
}

/** Reads the project's rules file (an InputError if it is missing or unreadable) and sweeps it. */
export async function sweepProject(paths: ProjectPaths, options: ProjectSweepOptions): Promise<ProjectSweep> {
  const document = await readRulesFile(paths.rulesFile, displayPath(paths.root, paths.rulesFile));
  return { document, report: await sweepDocument(paths, document, options) };
}

/** Sweeps a rules document already read, with the project's settings. */
export async function sweepDocument(paths: ProjectPaths, document: RulesDocument, options: ProjectSweepOptions): Promise<SweepReport> {
  const settings = sweepSettings(paths.config, options);
  const label = displayPath(paths.root, paths.rulesFile);
  const testsCacheFile = options.cache === false ? undefined : ruleTestsCacheFile(options.env, paths.root);
  if (options.testsOnly) {
    if (options.changed !== undefined || options.baseline !== undefined) {
      throw new UsageError(`--tests-only cannot be combined with ${options.changed !== undefined ? '--changed' : '--baseline'}`, {
        hint: '--tests-only searches no file: run the tests alone, or sweep without --tests-only',
      });
    }
    return sweepTestsOnly(selectRules(document, options.ruleIds, label), {
      root: paths.root,
      rg: findRipgrep(options.env),
      timeoutMs: settings.timeoutMs,
      concurrency: settings.concurrency,
      rulesFileLabel: label,
      cacheFile: testsCacheFile,
    });
  }
  const changed = options.changed === undefined
    ? undefined
    : await changedFiles(paths.root, options.changed === true ? undefined : options.changed);
  const baselineShown = options.baseline === undefined ? undefined : displayPath(paths.root, options.baseline);
  const baseline = options.baseline === undefined ? undefined : await readBaseline(options.baseline, baselineShown!);
  const report = await sweepRules(selectRules(document, options.ruleIds, label), {
    root: paths.root,
    rg: findRipgrep(options.env),
    exclude: rulesweepFiles(paths, options.env, [...(options.alsoWritten ?? []), ...(options.baseline !== undefined ? [options.baseline] : [])]),
    concurrency: settings.concurrency,
    timeoutMs: settings.timeoutMs,
    rulesFileLabel: label,
    cacheFile: options.cache === false ? undefined : sweepCacheFile(options.env, paths.root),
    testsCacheFile,
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

function selectRules(document: RulesDocument, ruleIds: readonly string[] | undefined, label: string): RulesDocument {
  if (ruleIds === undefined) return document;
  const known = new Set(document.rules.map((rule) => rule.id));
  const unknown = ruleIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new UsageError(`no rule with id ${unknown.join(', ')} in ${label}`, {
      hint: 'each rule\'s id is in `rulesweep sweep --json` (results[].ruleId)',
    });
  }
  const wanted = new Set(ruleIds);
  return { ...document, rules: document.rules.filter((rule) => wanted.has(rule.id)) };
}

/** Why a session report has no sweep: no rules file yet, a rules file that cannot be read, or a sweep that could not run. */
export interface SweepProblem {
  kind: 'no-rules' | 'rules-unreadable' | 'sweep-failed';
  message: string;
  hint?: string;
}

export interface SweepAttempt {
  /** The rules file, when it could be read. */
  document?: RulesDocument;
  report?: SweepReport;
  problem?: SweepProblem;
}

/**
 * The sweep for a session report (boot, the scorecard): a known failure becomes the result's
 * `problem` instead of an exception, so the report still shows everything else. Bugs still throw.
 */
export async function trySweepProject(paths: ProjectPaths, options: ProjectSweepOptions): Promise<SweepAttempt> {
  const problem = (kind: SweepProblem['kind'], error: unknown): SweepProblem => {
    const hint = isRulesweepError(error) ? error.hint : undefined;
    return { kind, message: messageOf(error), ...(hint ? { hint } : {}) };
  };
  let document: RulesDocument;
  try {
    document = await readRulesFile(paths.rulesFile, displayPath(paths.root, paths.rulesFile));
  } catch (error) {
    if (!isRulesweepError(error)) throw error;
    const missing = (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
    return { problem: problem(missing ? 'no-rules' : 'rules-unreadable', error) };
  }
  try {
    return { document, report: await sweepDocument(paths, document, options) };
  } catch (error) {
    // The sweep could not run (no ripgrep, say): the rules were still read.
    if (!isRulesweepError(error)) throw error;
    return { document, problem: problem('sweep-failed', error) };
  }
}
