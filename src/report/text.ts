// The seed's sweep output: one PASS/FAIL/SKIP/ERROR line per verify line in file order, up to
// three ` >> path:line:text` samples under a FAIL, then the verification summary.
import { foundText, type CheckResult, type SweepReport, type SweepSummary } from '../sweep/result.js';
import type { FormatContext } from './context.js';

export function formatText(report: SweepReport, ctx: FormatContext): string {
  const lines: string[] = [];
  for (const result of report.results) {
    lines.push(resultLine(result, ctx));
    for (const sample of result.samples) lines.push(` >> ${printable(sample.path)}:${sample.line}:${printable(sample.text)}`);
  }
  lines.push('', '--- Verification Summary ---', summaryLine(report.summary));
  const tests = testsLine(report);
  if (tests) lines.push(tests);
  if (report.changed) lines.push(`Changed files: ${report.changed.files} against ${report.changed.ref}; rules they do not touch were not run`);
  if (report.baseline) lines.push(baselineLine(report.baseline));
  return `${lines.join('\n')}\n`;
}

function resultLine(result: CheckResult, ctx: FormatContext): string {
  const { green, red, yellow, magenta } = ctx.color;
  switch (result.status) {
    case 'PASS':
      return `${green('PASS')}: ${printable(result.ruleText)}`;
    case 'FAIL': {
      const known = result.baseline ? `; ${result.baseline.known} known from the baseline, ${result.baseline.new} new` : '';
      return `${red('FAIL')}: ${printable(result.ruleText)} (${foundText(result)}${known})`;
    }
    case 'SKIP':
      return `${yellow('SKIP')}: ${printable(result.ruleText)} (${printable(result.reason ?? '')})`;
    case 'ERROR':
      return `${magenta('ERROR')}: ${printable(result.ruleText)} (${printable(result.reason ?? '')})`;
    case 'NOT RUN':
      return `${ctx.color.dim('NOT RUN')}: ${printable(result.ruleText)} (${printable(result.reason ?? '')})`;
  }
}

/**
 * `Rules checked: 7 | Passed: 4 | Failed: 2 | Skipped: 1`, with ` | Errors: N` only when N > 0
 * and ` | Not run: N` only when `--changed` left checks out.
 */
export function summaryLine(summary: SweepSummary): string {
  let line = `Rules checked: ${summary.checked} | Passed: ${summary.passed} | Failed: ${summary.failed} | Skipped: ${summary.skipped}`;
  if (summary.errors > 0) line += ` | Errors: ${summary.errors}`;
  if (summary.notRun) line += ` | Not run: ${summary.notRun}`;
  return line;
}

/**
 * `Rule tests: 9 tests in 4 rules, 1 failing; 3 rules with a Grep check have none`, once any rule
 * carries test lines (a file without any keeps the seed's report exactly); `Tests only: …` for
 * `--tests-only`.
 */
export function testsLine(report: Pick<SweepReport, 'summary' | 'testsOnly'>): string | undefined {
  const { tests, withoutTests = 0 } = report.summary;
  if (!tests && !report.testsOnly) return undefined;
  const counted = tests && tests.tests > 0 ? `${plural(tests.tests, 'test')} in ${plural(tests.rules, 'rule')}, ${tests.failed} failing` : 'no test lines run';
  const without = withoutTests > 0 ? `; ${plural(withoutTests, 'rule')} with a Grep check ${withoutTests === 1 ? 'has' : 'have'} none` : '';
  return `${report.testsOnly ? 'Tests only' : 'Rule tests'}: ${counted}${without}${report.testsOnly ? '; no file was searched' : ''}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** `Baseline .claude/memory/sweep-baseline.json: 12 known violations, 3 new`. */
export function baselineLine(baseline: NonNullable<SweepReport['baseline']>): string {
  const missing = baseline.found ? '' : ' (no such file yet: `rulesweep baseline` writes it)';
  return `Baseline ${baseline.file}${missing}: ${baseline.known} known ${baseline.known === 1 ? 'violation' : 'violations'}, ${baseline.new} new`;
}

/**
 * A matched line can hold a CR, an ANSI sequence or a Unicode line break that would rewrite a
 * terminal or split a CI log line (where a line starting with `::` is a command): print them
 * as `\u000D`-style escapes.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0085\u2028\u2029]/g, (char) =>
    `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
