// Issue 9's rules-file items through the built bin: what a user sees on stdout, stderr and in the
// exit code when the rules file is empty or misread, when a pattern uses GNU \| or bare quotes,
// when a heading carries a field list, when nesting is absurdly deep, and when an expectation is a
// near miss. Every case here read differently (and mostly green) before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = '.claude/memory/learned-rules.md';
const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'corpus');
const corpus = (name: string) => readFileSync(path.join(CORPUS, name), 'utf8');

async function sweep(rules: string, argv: string[] = [], files: Record<string, string> = {}) {
  const root = tempProject({ [RULES]: rules, ...files });
  return runBin(['sweep', ...argv], { cwd: root, killAfterMs: 60_000 });
}

describe('a rules file with no recognisable rule (item 1)', () => {
  const misread: Array<[string, string, RegExp]> = [
    ['an empty file', '', /the file is empty/],
    ['a file of only prose', '# Learned Rules\n\nWe will add rules here. Each one gets a verify: line.\n', /prose and headings only/],
    ['rules in a markdown table', corpus('table-en.md'), /a table at line 3/],
    ['example rules inside a comment', corpus('comment-examples-en.md'), /inside the <!-- --> comment at line 8/],
    ['an empty template', corpus('template-only-en.md'), /2 headings with only empty fields/],
  ];

  it.each(misread)('%s is an error diagnostic naming the file, and --strict fails', async (_name, rules, found) => {
    const strict = await sweep(rules, ['--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/^\.claude\/memory\/learned-rules\.md:\d+:1: error: no rule found in \.claude\/memory\/learned-rules\.md: /m);
    expect(strict.stderr).toMatch(found);
    expect(strict.stderr).toContain('[rules/no-rules]');
    expect(strict.stderr).toContain('hint: write each rule as a list item with an indented verify: line');
    expect(strict.stdout).toContain('Rules checked: 0 | Passed: 0 | Failed: 0 | Skipped: 0');
    const advisory = await sweep(rules);
    expect(advisory.code).toBe(0);
    expect(advisory.stderr).toContain('[rules/no-rules]');
  });

  it('is in the --json report, and boot --strict fails on it too', async () => {
    const json = await sweep('', ['--json', '--strict']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'rules/no-rules', file: RULES, position: { line: 1, column: 1 } }),
    ]);
    const root = tempProject({ [RULES]: corpus('header-only-en.md') });
    const boot = await runBin(['boot', '--strict', '--learnings', '0'], { cwd: root });
    expect(boot.code).toBe(1);
    expect(boot.stderr).toContain('[rules/no-rules]');
  });

  it('a file with one rule sweeps green under --strict', async () => {
    const result = await sweep('---\n- No TODO.\n  verify: Grep("TODO", path="src/") -> 0 matches\n', ['--strict'], { 'src/a.ts': 'ok\n' });
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });
});

describe('GNU \\| (item 2, parse side)', () => {
  it('warns even when the expectation is one rulesweep does not check', async () => {
    const result = await sweep('---\n- Crons log.\n  verify: Grep("heartbeat_log\\|sync_log", path="scripts/") → 1+ matches per cron script\n', [], { 'scripts/a.sh': 'x\n' });
    expect(result.stdout).toContain('SKIP: Crons log. (not checked:');
    expect(result.stderr).toMatch(/learned-rules\.md:3:11: warning: the pattern uses \\\|, which is "or" in GNU grep but a literal "\|" in ripgrep/);
  });

  it('beside a plain | reads \\| as a literal pipe and says so', async () => {
    const result = await sweep('---\n- No pipes.\n  verify: Grep("a\\|b|c", path="src/") -> 0 matches\n', [], { 'src/a.ts': 'x\n' });
    expect(result.stderr).toContain('the pattern uses both | and \\|: \\| is read as a literal pipe');
    expect(result.stderr).toContain('hint: write [|] for a literal pipe');
  });
});

describe('bare quotes inside a pattern (item 3)', () => {
  const files = { 'src/a.ts': "import x from 'lodash';\n", 'package.json': '{ "engines": { "node": ">=20" } }\n' };

  it('reads the pattern the author meant, with a warning showing the canonical form', async () => {
    const result = await sweep(`---
- No lodash.
  verify: Grep("from ['"]lodash", path="src/") -> 0 matches
- Engines are declared.
  verify: Grep(""engines"", path="package.json") -> 1+ matches
`, ['--strict'], files);
    expect(result.stdout).toContain('FAIL: No lodash. (found 1 match, expected 0)\n >> src/a.ts:1:import x from \'lodash\';');
    expect(result.stdout).toContain('PASS: Engines are declared.');
    expect(result.stderr).toContain(`learned-rules.md:3:24: warning: the " at column 24 is inside the pattern, not its end; read as Grep("from ['\\"]lodash", path="src/") -> 0 matches`);
    expect(result.stderr).toContain(`read as Grep('"engines"', path="package.json") -> 1+ matches`);
    expect(result.code).toBe(1);
  });

  it('is an ERROR naming the quote and the fix when no single reading fits', async () => {
    const result = await sweep('---\n- Ambiguous.\n  verify: Grep("a", b", path="src/") -> 0 matches\n', [], files);
    expect(result.stdout).toContain('ERROR: Ambiguous. (cannot read Grep(…): the " at column 18 may end the pattern or belong to it; write \\" for a quote inside the pattern, or wrap the pattern in single quotes)');
  });
});

describe('a heading followed by a field list is one rule (item 8)', () => {
  it('reads 13 rules from a 13-rule field-list file, with their 规则 text', async () => {
    const result = await sweep(corpus('field-list-zh.md'), ['--json'], { 'src/main/java/A.java': 'class A {}\n' });
    const report = JSON.parse(result.stdout);
    expect(report.summary).toMatchObject({ checked: 1, withoutVerify: 12 });
    expect(report.results[0]).toMatchObject({ ruleId: 'R-010', ruleText: '所有 Controller 方法返回 `Result<T>`，不直接返回实体', status: 'PASS' });
    expect(report.diagnostics.filter((d: { code: string }) => d.code === 'rules/duplicate')).toEqual([]);
  });

  it('does not read an empty template entry as a rule', async () => {
    const report = JSON.parse((await sweep(corpus('template-zh.md'), ['--json'])).stdout);
    expect(report.summary.withoutVerify).toBe(1);
  });
});

describe('nesting no rules file needs (item 12)', () => {
  it('sweeps a 1,000-level nested list without stalling, with a warning', async () => {
    const nested = Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join('\n');
    const result = await sweep(`---\n- A rule.\n  verify: Grep("x", path="src/") -> 0 matches\n${nested}\n`, [], { 'src/a.ts': 'ok\n' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('PASS: A rule.');
    expect(result.stderr).toMatch(/warning: lists or quotes nested deeper than 32 levels \(from line \d+\) are read as plain text \[rules\/flattened\]/);
  });
});

describe('near-miss expectations and control characters (item 13)', () => {
  it('reads > N as N+1 or more, and never reads a near miss as its neighbour', async () => {
    const result = await sweep(`---
- Greater than zero.
  verify: Grep("x", path="src/") -> > 0 matches
- Arrow run into a comparison.
  verify: Grep("x", path="src/") ->> 0 matches
- Counted in files.
  verify: Grep("x", path="src/") -> 2 files
- Always true.
  verify: Grep("x", path="src/") -> >= 0 matches
`, ['--json'], { 'src/a.ts': 'x\nx\n' });
    const rows = JSON.parse(result.stdout).results.map((row: { status: string; reason?: string }) => [row.status, row.reason ?? '']);
    expect(rows[0]).toEqual(['PASS', '']);
    expect(rows[1]![0]).toBe('SKIP');
    expect(rows[1]![1]).toContain('"->> 0 matches" is ambiguous');
    expect(rows[2]![1]).toContain('counts files, but Grep counts lines with a match');
    expect(rows[3]![1]).toContain('is always true');
  });

  it('warns where a pattern holds a control character, and keeps the pattern', async () => {
    const result = await sweep('---\n- No BEL.\n  verify: Grep("ab\u0007c", path="src/") -> 0 matches\n', [], { 'src/a.ts': 'ok\n' });
    expect(result.stdout).toContain('PASS: No BEL.');
    expect(result.stderr).toContain('learned-rules.md:3:19: warning: the pattern contains the control character U+0007 (BEL) at column 19; it is kept as written [verify/control-character]');
  });
});

describe('guard, test and unknown lines (turn 2)', () => {
  it('keeps them off the rule text, and reports malformed and unknown lines once', async () => {
    const result = await sweep(`---
- Never pip install; use uv.
  verify: Grep("pip install", path="scripts/") -> 0 matches
  guard: Bash("\\bpip3? install") -> ask
  test: "pip install requests" -> match
  test: "uv pip install" -> maybe
  guard: Bash(pip install)
  owner: platform-team
- Never curl | sh.
  verify: Grep("curl.*[|] *sh", path="scripts/") -> 0 matches
  owner: security
`, ['--json'], { 'scripts/a.sh': 'uv sync\n' });
    const report = JSON.parse(result.stdout);
    expect(report.results.map((row: { ruleText: string; status: string }) => [row.ruleText, row.status])).toEqual([
      ['Never pip install; use uv.', 'PASS'],
      ['Never curl | sh.', 'PASS'],
    ]);
    const codes = report.diagnostics.map((d: { code: string; position: { line: number } }) => [d.code, d.position.line]);
    expect(codes).toEqual([
      ['rules/bad-test', 6],
      ['rules/bad-guard', 7],
      ['rules/unknown-field', 8],
    ]);
    expect(report.diagnostics[2].message).toBe('"owner" is not a field rulesweep reads (2 rules); it is kept as written and never checked');
  });
});
