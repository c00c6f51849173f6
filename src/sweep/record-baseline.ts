// `rulesweep baseline`: sweep, then write today's violations to the baseline file, tightening an
// existing baseline (counts only go down) unless --force accepts new violations too.
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { baselineOf, baselineSize, readBaseline, tighten, writeBaseline } from './baseline.js';
import type { SweepReport } from './result.js';
import { sweepProject, type ProjectSweepOptions } from './sweep-project.js';

export interface BaselineRecord {
  file: string;
  /** Violations the written baseline records, and those it recorded before (undefined: no file). */
  recorded: number;
  before: number | undefined;
  /** Violations found today that were not added (they are new; --force adds them). */
  leftOut: number;
  /** Checks that could not be checked: never baselined. */
  errors: number;
  report: SweepReport;
}

export async function recordBaseline(
  paths: ProjectPaths,
  options: ProjectSweepOptions & { file?: string | undefined; force?: boolean | undefined },
): Promise<BaselineRecord> {
  const file = options.file ?? paths.baseline;
  const shown = displayPath(paths.root, file);
  const previous = await readBaseline(file, shown);
  const { report } = await sweepProject(paths, { ...options, changed: undefined, baseline: undefined, fileCounts: true });
  const { baseline, leftOut } = tighten(previous, baselineOf(report), options.force === true);
  await writeBaseline(file, baseline);
  return {
    file: shown,
    recorded: baselineSize(baseline),
    before: previous === undefined ? undefined : baselineSize(previous),
    leftOut,
    errors: report.summary.errors,
    report,
  };
}
