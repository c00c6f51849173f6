// The sweep as JUnit XML for CI test reporters: one testsuite, one testcase per verify line;
// FAIL is a <failure> listing every matching line the sweep lists, ERROR an <error>, SKIP
// <skipped>. Everything from the rules file or the tree is escaped, and characters XML 1.0
// cannot carry at all are dropped.
import { foundText, type CheckResult, type SweepReport } from '../sweep/result.js';
import { matchesOf, type FormatContext } from './context.js';

export function formatJunit(report: SweepReport, ctx: FormatContext): string {
  const { summary } = report;
  const counts = {
    tests: summary.checked,
    failures: summary.failed,
    errors: summary.errors,
    skipped: summary.skipped,
    time: seconds(report.durationMs),
  };
  const name = `rulesweep ${report.rulesFile}`;
  const names = testcaseNames(report.results);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attributes({ name: 'rulesweep', ...counts })}>`,
    `  <testsuite ${attributes({ name, ...counts })}>`,
    '    <properties>',
    `      <property ${attributes({ name: 'rulesFile', value: report.rulesFile })}/>`,
    `      <property ${attributes({ name: 'rulesweep.version', value: ctx.version })}/>`,
    '    </properties>',
    ...report.results.flatMap((result, index) => testcase(result, names[index]!, report.rulesFile)),
    '  </testsuite>',
    '</testsuites>',
  ];
  return `${lines.join('\n')}\n`;
}

function testcase(result: CheckResult, name: string, rulesFile: string): string[] {
  const head = `    <testcase ${attributes({
    name,
    classname: rulesFile,
    file: rulesFile,
    line: result.line,
    time: seconds(result.durationMs),
  })}`;
  const verify = `verify: ${result.verify}\n${rulesFile}:${result.line}`;
  switch (result.status) {
    case 'PASS':
      return [`${head}/>`];
    case 'FAIL': {
      const message = foundText(result);
      const matches = matchesOf(result);
      const lines = matches.map((match) => `${match.path}:${match.line}:${match.text}`);
      const unlisted = (result.count ?? 0) - matches.length;
      if (matches.length > 0 && unlisted > 0) lines.push(`…and ${unlisted} more matching ${unlisted === 1 ? 'line' : 'lines'}, not listed`);
      const body = [message, verify, ...lines].join('\n');
      return [`${head}>`, `      <failure ${attributes({ message, type: 'FAIL' })}>${text(body)}</failure>`, '    </testcase>'];
    }
    case 'ERROR': {
      const message = result.reason ?? 'could not be checked';
      return [`${head}>`, `      <error ${attributes({ message, type: 'ERROR' })}>${text(`${message}\n${verify}`)}</error>`, '    </testcase>'];
    }
    case 'SKIP':
      return [`${head}>`, `      <skipped ${attributes({ message: result.reason ?? 'skipped' })}/>`, '    </testcase>'];
    case 'NOT RUN':
      return [`${head}>`, `      <skipped ${attributes({ message: `not run: ${result.reason ?? ''}` })}/>`, '    </testcase>'];
  }
}

/** The rule text, with its verify line's number when a rule has several (names stay unique). */
function testcaseNames(results: CheckResult[]): string[] {
  const perRule = new Map<string, number>();
  for (const result of results) perRule.set(result.ruleId, (perRule.get(result.ruleId) ?? 0) + 1);
  return results.map((result) => (perRule.get(result.ruleId)! > 1 ? `${result.ruleText} (line ${result.line})` : result.ruleText));
}

function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

/** Characters outside XML 1.0's Char production (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/F). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Element content: `]]>` cannot close anything once `>` is escaped; CR is kept as a reference. */
export function text(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Attribute values: line breaks and tabs as references, or parsers normalize them to spaces. */
export function attribute(value: string): string {
  return text(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}="${attribute(String(value))}"`)
    .join(' ');
}
