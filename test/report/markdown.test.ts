// `--format markdown`: checked structurally (a headline, a summary table, one row per verify line
// with the same number of cells) and cell by cell: each cell, split the way GitHub splits table
// rows and parsed by a CommonMark parser, reads back as the plain text it came from.
import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { beforeAll, describe, expect, test } from 'vitest';
import { cell, formatMarkdown } from '../../src/report/markdown.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';
import { ESCAPE_HEAVY_RULE, fixtureProject, formatContext, sweepFixture } from './fixture.js';

/** GFM row splitting: a backslash escapes the next character, an unescaped `|` ends a cell. */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '');
  const found: string[] = [];
  let current = '';
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index]!;
    if (char === '\\' && index + 1 < inner.length) {
      current += char + inner[index + 1];
      index += 1;
    } else if (char === '|') {
      found.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') found.push(current);
  // GFM then turns every `\|` of a cell into `|` before parsing its inlines.
  return found.map((value) => value.trim().replace(/\\\|/g, '|'));
}

/** What a cell shows: its inline text, `<br>` kept as written, and the node types met on the way. */
function render(markdown: string): { text: string; types: Set<string> } {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const types = new Set<string>();
  const walk = (node: Root | RootContent): string => {
    types.add(node.type);
    if ('value' in node) return node.value;
    if ('children' in node) return (node.children as RootContent[]).map(walk).join('');
    return '';
  };
  return { text: walk(tree), types };
}

/** How a cell shows text that had line breaks or control characters. */
const shown = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\t/g, ' ').replace(/[\u0000-\u001F]/g, (char) => String.fromCharCode(0x2400 + char.charCodeAt(0))).replace(/\u007F/g, '\u2421'))
    .join('<br>');

describe('cell escaping', () => {
  test('markdown, GitHub extensions and HTML in a cell all read back as plain text', () => {
    for (const value of [
      ESCAPE_HEAVY_RULE,
      '<script>alert(1)</script> &amp; &#60; <!-- c -->',
      '`code` ``x`` \\`not\\` \\\\ back\\slash',
      'www.example.com https://example.com/a_b_c :+1: @org/team #12 $$x^2$$',
      '**bold** __b__ *i* _i_ ~s~ ~~s~~ [a]: /u ![img](x.png) [^1]',
      'a | b \\| c \\\\| d',
      'line one\nline two\r\nthree\rfour',
    ]) {
      const escaped = cell(value);
      expect(escaped).not.toMatch(/[\r\n]/);
      const [only] = cells(`| ${escaped} |`);
      const { text, types } = render(only!);
      expect(text).toBe(shown(value));
      expect([...types].filter((type) => !['root', 'paragraph', 'text', 'html'].includes(type))).toEqual([]);
    }
  });

  test('GitHub-only syntax a CommonMark parser would not catch is escaped too: math, mentions, emoji, issue links', () => {
    expect(cell('$x$ @team :smile: #12 ~~s~~')).toBe('\\$x\\$ \\@team \\:smile\\: \\#12 \\~\\~s\\~\\~');
  });

  test('control characters become visible pictures, lone surrogates a replacement character', () => {
    expect(cell('a\u0000b\u001Bc\u007Fd\te\uD800')).toBe('a\u2400b\u241Bc\u2421d e\uFFFD');
  });
});

describe('markdown for a real sweep', () => {
  let report: SweepReport;
  let lines: string[];

  beforeAll(async () => {
    const project = await fixtureProject();
    report = project.report;
    lines = formatMarkdown(report, formatContext(project.dir)).split('\n');
  });

  test('a hidden mark, then a headline that says what went wrong', () => {
    expect(lines[0]).toBe('<!-- rulesweep report -->');
    expect(lines[1]).toBe('## rulesweep: 3 of 9 checks failed, 2 could not be checked');
  });

  test('the summary table holds the summary', () => {
    const header = lines.findIndex((line) => line.startsWith('| Checked |'));
    expect(cells(lines[header]!)).toEqual(['Checked', 'Passed', 'Failed', 'Skipped', 'Errors', 'Checks to rewrite', 'Rules without verify', 'Rules without tests']);
    expect(cells(lines[header + 1]!)).toHaveLength(8);
    const { checked, passed, failed, skipped, errors, toRewrite, withoutVerify, withoutTests } = report.summary;
    expect(cells(lines[header + 2]!)).toEqual([checked, passed, failed, skipped, errors, toRewrite, withoutVerify, withoutTests].map(String));
  });

  test('one row per verify line in file order, each with five cells that read back', () => {
    const header = lines.findIndex((line) => line.startsWith('| Status |'));
    expect(cells(lines[header + 1]!)).toEqual(['---', '---', '---', '---', '---']);
    const rows = lines.slice(header + 2, header + 2 + report.results.length);
    expect(lines[header + 2 + report.results.length]).toBe('');
    rows.forEach((row, index) => {
      const result = report.results[index]!;
      const [status, rule, counted, reason, samples] = cells(row);
      expect(cells(row)).toHaveLength(5);
      expect(status).toMatch(new RegExp(`${result.status}$`));
      expect(render(rule!).text).toBe(`${result.ruleText}<br>line ${result.line}`);
      expect(counted).toBe(result.count === undefined ? '' : `${result.count} / ${result.expected}`);
      const expectedReason = result.status === 'FAIL' ? `verify: ${result.verify}` : (result.reason ?? '');
      expect(render(reason!).text).toBe(expectedReason);
      expect(render(samples!).text).toBe(result.samples.map((sample) => shown(`${sample.path}:${sample.line}: ${sample.text}`)).join('<br>'));
    });
  });

  test('notes on the rules file list its diagnostics', () => {
    const notes = lines.indexOf('### Notes on the rules file');
    expect(notes).toBeGreaterThan(0);
    const diagnostic = report.diagnostics[0]!;
    expect(render(lines[notes + 2]!.replace(/^- /, '')).text).toContain(`line ${diagnostic.position!.line}: warning: ${diagnostic.message}`);
  });
});

describe('edge cases', () => {
  test('an all-passing sweep says so, and an empty rules file has no results table', async () => {
    const passing = tempProject({ '.claude/memory/learned-rules.md': '- No debugger.\n  verify: Grep("debugger", path=".") -> 0 matches\n', 'a.ts': 'ok\n' });
    const markdown = formatMarkdown(await sweepFixture(passing), formatContext(passing));
    expect(markdown.split('\n')[1]).toBe('## rulesweep: no failures (1 passed, 0 skipped)');
    const empty = tempProject({ '.claude/memory/learned-rules.md': '# Learned Rules\n\nNothing yet.\n' });
    const none = formatMarkdown(await sweepFixture(empty), formatContext(empty));
    expect(none.split('\n')[1]).toBe('## rulesweep: no verify lines to check');
    expect(none).not.toContain('| Status |');
  });

  test('the built bin prints the same report', async () => {
    const { dir, report } = await fixtureProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'markdown', '-q'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout.split('\n')[1]).toBe('## rulesweep: 3 of 9 checks failed, 2 could not be checked');
    expect(stdout.split('\n').filter((line) => /^\| (✅|❌|⏭️|⚠️) /.test(line))).toHaveLength(report.results.length);
  });
});
