// What every formatter is given besides the report, where a report's paths lie for tools
// (GitHub annotations, code scanning) that name files from the repository root, and which
// matching lines of a FAIL the machine formats (SARIF, JUnit, annotations) carry.
import path from 'node:path';
import type { CheckResult, Sample, SweepReport } from '../sweep/result.js';
import type { Palette } from './color.js';

export interface FormatContext {
  color: Palette;
  /** The tool's version, for machine formats that record it. */
  version: string;
  /**
   * Absolute path of the git repository holding the project, when it is not the project root
   * itself (`--root` pointing into a monorepo). Paths in GitHub annotations and SARIF are made
   * relative to it; without it they stay relative to the project root.
   */
  repositoryRoot?: string | undefined;
}

export type Located = { relative: string } | { absolute: string };

/**
 * A report path (relative to the project root, or absolute) as the repository names it:
 * relative with forward slashes when it lies inside, else absolute.
 */
export function locate(report: SweepReport, ctx: FormatContext, file: string): Located {
  const base = ctx.repositoryRoot ?? report.root;
  const absolute = path.resolve(report.root, file);
  const relative = path.relative(base, absolute);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { absolute };
  }
  return { relative: relative.split(path.sep).join('/') };
}

/** A located path as one string, for tools that take either form. */
export function locationText(located: Located): string {
  return 'relative' in located ? located.relative : located.absolute;
}

/**
 * The offending lines of a FAIL that SARIF, JUnit and annotations carry: every match the sweep
 * listed (up to 5 per file and 100 per rule, the engine's caps), else its samples.
 */
export function matchesOf(result: CheckResult): Sample[] {
  return result.matches && result.matches.length > 0 ? result.matches : result.samples;
}

/** `; 100 listed`, when a FAIL found more matching lines than the report lists; else nothing. */
export function shownText(result: Pick<CheckResult, 'count'>, matches: readonly Sample[]): string {
  return matches.length > 0 && (result.count ?? 0) > matches.length ? `; ${matches.length} listed` : '';
}
