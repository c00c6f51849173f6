// How boot reads on a terminal: the date, the rules loaded, the sweep in the seed's format, the
// recent learnings, and last the one summary line. Also the same report as JSON.
import type { FormatContext } from '../report/context.js';
import { formatText } from '../report/text.js';
import type { BootReport } from './boot.js';
import { learningLine } from '../learnings/recent.js';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * `Boot complete: 7 rules checked, 4 passed, 2 failed. 10 recent learnings loaded.`
 * Errors and verify lines rulesweep will not run (shell commands, prose) are named when there
 * are any (`, 1 error`, `, 2 unchecked`); manual checks stay implicit in the count, as in the seed.
 * Without a sweep, the reason replaces the counts: `0 rules checked (no rules file)`.
 */
export function bootSummaryLine(report: BootReport): string {
  const learned = `${plural(report.learnings.recent.length, 'recent learning')} loaded`;
  const unreadStore = report.learnings.notes.length > 0 ? ' (a learnings store could not be read)' : '';
  if (!report.sweep) {
    const why = report.problem?.kind === 'no-rules' ? 'no rules file'
      : report.problem?.kind === 'rules-unreadable' ? 'rules file unreadable' : 'sweep could not run';
    return `Boot complete: 0 rules checked (${why}). ${learned}${unreadStore}.`;
  }
  const { checked, passed, failed, errors, toRewrite } = report.sweep.summary;
  const parts = [`${plural(checked, 'rule')} checked`, `${passed} passed`, `${failed} failed`];
  if (errors > 0) parts.push(plural(errors, 'error'));
  if (toRewrite > 0) parts.push(`${toRewrite} unchecked`);
  return `Boot complete: ${parts.join(', ')}. ${learned}${unreadStore}.`;
}

export function formatBoot(report: BootReport, ctx: FormatContext): string {
  const { bold, dim } = ctx.color;
  const lines: string[] = [`${bold('Date:')} ${report.date} (${report.weekday})`];

  if (report.rules) {
    const { rules, verifyLines, withoutVerify } = report.rules;
    const debt = withoutVerify > 0 ? `; ${plural(withoutVerify, 'rule')} without one` : '';
    lines.push(`${bold('Rules loaded:')} ${plural(rules, 'rule')} from ${report.rulesFile} (${plural(verifyLines, 'verify line')}${debt})`);
  } else {
    lines.push(`${bold('Rules loaded:')} none`);
  }
  if (report.problem) {
    lines.push(`  ${report.problem.message}`);
    if (report.problem.hint) lines.push(`  ${dim(`hint: ${report.problem.hint}`)}`);
  }

  if (report.sweep) {
    lines.push('', '--- Verification Sweep ---', formatText(report.sweep, ctx).trimEnd());
  }

  if (report.guards && (report.guards.active.length > 0 || report.guards.unenforced > 0)) {
    lines.push('', '--- Guards (shell commands refused before they run) ---');
    for (const guard of report.guards.active) lines.push(`${guard.guard}  ${dim(`(${report.rulesFile}:${guard.line}: ${guard.ruleText})`)}`);
    if (report.guards.unenforced > 0) lines.push(dim(`${plural(report.guards.unenforced, 'guard line')} not enforced: \`rulesweep sweep\` says why`));
  }

  lines.push('', '--- Recent Learnings ---');
  for (const note of report.learnings.notes) lines.push(`  ${note}`);
  if (report.learnings.recent.length === 0) {
    lines.push(report.learnings.all.length === 0 ? 'No learnings yet.' : 'None.');
  }
  for (const learning of report.learnings.recent) lines.push(learningLine(learning));
  const hidden = report.learnings.all.length - report.learnings.recent.length;
  if (hidden > 0) lines.push(dim(`(${hidden} older: \`rulesweep learn list\` shows them)`));

  lines.push('', bold(bootSummaryLine(report)));
  return `${lines.join('\n')}\n`;
}

export function bootJson(report: BootReport, version: string): string {
  const { date, weekday, time, root, rulesFile, rules, sweep, problem, guards, learnings } = report;
  return `${JSON.stringify(
    {
      tool: 'rulesweep',
      version,
      date,
      weekday,
      time,
      root,
      rulesFile,
      rules: rules ?? null,
      problem: problem ?? null,
      sweep: sweep
        ? { summary: sweep.summary, results: sweep.results, diagnostics: sweep.diagnostics, durationMs: Math.round(sweep.durationMs) }
        : null,
      guards: guards ?? null,
      learnings: { total: learnings.all.length, recent: learnings.recent, notes: learnings.notes },
      summary: bootSummaryLine(report),
    },
    null,
    2,
  )}\n`;
}
