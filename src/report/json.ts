// The sweep as JSON: the whole report, stable key order, for scripts and other tools.
import type { SweepReport } from '../sweep/result.js';
import type { FormatContext } from './context.js';

export function formatJson(report: SweepReport, ctx: FormatContext): string {
  const { rulesFile, summary, results, diagnostics, durationMs, changed, baseline, testsOnly } = report;
  return `${JSON.stringify(
    {
      tool: 'rulesweep', version: ctx.version, rulesFile, summary, results, diagnostics, durationMs: Math.round(durationMs),
      ...(testsOnly ? { testsOnly } : {}),
      ...(changed ? { changed } : {}),
      ...(baseline ? { baseline } : {}),
    },
    null,
    2,
  )}\n`;
}
