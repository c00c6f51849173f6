// The sweep as a GitHub-flavoured markdown report (pull-request comments, the Actions step
// summary): a hidden mark (so no sweep counts a saved report), a headline, the summary table,
// then one row per verify line in file order.
import { MARKDOWN_MARK } from '../sweep/own-output.js';
import type { CheckResult, Status, SweepReport } from '../sweep/result.js';
import type { FormatContext } from './context.js';
import { baselineLine, testsLine } from './text.js';

const BADGES: Record<Status, string> = {
  PASS: '✅ PASS',
  FAIL: '❌ FAIL',
  SKIP: '⏭️ SKIP',
  ERROR: '⚠️ ERROR',
  'NOT RUN': '⏸️ NOT RUN',
};

export function formatMarkdown(report: SweepReport, ctx: FormatContext): string {
  const { summary } = report;
  const lines = [
    MARKDOWN_MARK,
    `## rulesweep: ${headline(report)}`,
    '',
    `Rules file ${cell(report.rulesFile)} · rulesweep ${cell(ctx.version)}`,
    '',
    `| Checked | Passed | Failed | Skipped | Errors | Checks to rewrite | Rules without verify | Rules without tests |${summary.notRun ? ' Not run |' : ''}`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|${summary.notRun ? '---:|' : ''}`,
    `| ${summary.checked} | ${summary.passed} | ${summary.failed} | ${summary.skipped} | ${summary.errors} | ${summary.toRewrite} | ${summary.withoutVerify} | ${summary.withoutTests ?? 0} |${summary.notRun ? ` ${summary.notRun} |` : ''}`,
  ];
  const tests = testsLine(report);
  if (tests) lines.push('', cell(tests));
  if (report.changed) lines.push('', cell(`Only the ${report.changed.files} files changed against ${report.changed.ref} were swept; rules they do not touch were not run.`));
  if (report.baseline) lines.push('', cell(baselineLine(report.baseline)));
  if (report.results.length > 0) {
    lines.push('', '| Status | Rule | Found / expected | Reason | Samples |', '|---|---|---|---|---|');
    for (const result of report.results) lines.push(resultRow(result));
  }
  if (report.diagnostics.length > 0) {
    lines.push('', '### Notes on the rules file', '');
    for (const diagnostic of report.diagnostics) {
      const where = diagnostic.position ? `line ${diagnostic.position.line}: ` : '';
      const hint = diagnostic.hint ? ` (hint: ${diagnostic.hint})` : '';
      lines.push(`- ${cell(`${where}${diagnostic.severity}: ${diagnostic.message}${hint} [${diagnostic.code}]`)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function headline(report: SweepReport): string {
  const { checked, passed, failed, skipped, errors } = report.summary;
  if (checked === 0) return 'no verify lines to check';
  const unchecked = `${errors} could not be checked`;
  if (failed > 0) return `${failed} of ${checked} checks failed${errors > 0 ? `, ${unchecked}` : ''}`;
  if (errors > 0) return `${errors} of ${checked} checks could not be checked`;
  return `no failures (${passed} passed, ${skipped} skipped)`;
}

function resultRow(result: CheckResult): string {
  const rule = `${cell(result.ruleText)}<br>line ${result.line}`;
  const counted = result.count === undefined ? '' : `${result.count} / ${cell(result.expected ?? '')}`;
  const reason = result.status === 'FAIL' ? `verify: ${cell(result.verify)}` : cell(result.reason ?? '');
  const samples = result.samples.map((sample) => cell(`${sample.path}:${sample.line}: ${sample.text}`)).join('<br>');
  return `| ${BADGES[result.status]} | ${rule} | ${counted} | ${reason} | ${samples} |`;
}

/**
 * Text safe inside a table cell: every character GitHub markdown would read as syntax (emphasis,
 * code, links, HTML, entities, pipes, strikethrough, math, mentions, emoji short codes, issue
 * references) is backslash-escaped, line breaks become `<br>`, control characters become their
 * visible Unicode pictures.
 */
export function cell(text: string): string {
  return text
    .replace(/\p{Surrogate}/gu, '\uFFFD')
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .replace(/\t/g, ' ')
        .replace(/[\u0000-\u001F]/g, (char) => String.fromCharCode(0x2400 + char.charCodeAt(0)))
        .replace(/\u007F/g, '\u2421')
        .replace(/[\\`*_[\]<>&|~$@:#]/g, '\\$&'),
    )
    .join('<br>');
}
