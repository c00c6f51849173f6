// Rule tests (issue 13 item 1): a rule's `test:` lines run before its search with the same
// ripgrep, options and engine; a pattern that misses a `-> match` example or hits a `-> no match`
// one is ERROR in every format, never PASS or FAIL; `--tests-only` runs them alone; answers are
// remembered but a changed test, pattern or option is always run again. Real ripgrep, real files,
// the built bin.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveProject, ruleTestsCacheFile } from '../../src/memory/paths.js';
import { parseRules } from '../../src/rules/parse.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { runRuleTests } from '../../src/sweep/rule-tests.js';
import { runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { loggingRipgrep } from './logging-ripgrep.js';

// Realistic rules in several languages and styles: PCRE2 look-around, \b, case-insensitive,
// fixed strings, word matching, a multiline pattern, GNU \|, and the issue's own example, whose
// pattern also matches `uv pip install` (its test catches that).
const RULES = String.raw`# Learned Rules
---
- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  test: "pip install requests" -> match
  test: "uv pip install -r requirements.txt" -> no match
  [source: corrected 2x, learning #4, #9, 2026-11-23]

- Nunca uses pip directamente; usa uv.
  verify: Grep("(?<!uv )\bpip3? install\b", path="automation/") -> 0 matches
  test: "pip3 install flask" -> match
  test: "uv pip install -r requirements.txt" -> no match
  test: "pipx install black" -> no match

- Kein npm und kein yarn: wir nutzen bun.
  verify: Grep("npm install\|yarn add", path="automation/") -> 0 matches
  test: "npm install left-pad" -> match

- Pas de TODO dans le code livré.
  verify: Grep("\btodo\b", path="src/", i=true) -> 0 matches
  test: "// TODO: remove" -> match
  test: "todoList.push(item)" -> no match

- Never log the literal a.b config key.
  verify: Grep("config.a.b", path="src/", fixed=true) -> 0 matches
  test: "read(config.a.b)" -> match
  test: "read(config_a_b)" -> no match

- 不要吞掉异常（空的 catch 块）。
  verify: Grep("catch \(e\) \{\n\s*\}", path="src/", multiline=true) -> 0 matches
  test: "catch (e) {" -> no match
  test: "}" -> no match

- Whole word log only.
  verify: Grep("log", path="src/", word=true) -> 0 matches
  test: "const log = 1" -> match
  test: "logger.info(x)" -> no match

- Never hardcode API keys as default values in bash scripts.
  verify: Grep("API_KEY=.[a-zA-Z0-9]", path="automation/") -> 0 matches
  test: "API_KEY=sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123" -> match
  test: "API_KEY=\"$API_KEY\"" -> no match

- Always run date before date-sensitive operations.
  verify: manual — a person checks the session log
  test: "date" -> match

- Nothing proves this one.
  verify: Grep("legacy_connect\(", path="src/") -> 0 matches
`;

const TREE = {
  '.claude/memory/learned-rules.md': RULES,
  // Nothing in the tree breaks any rule: every row would PASS were it not for the tests.
  'automation/setup.sh': '#!/bin/sh\nuv sync\nbun install\n',
  'src/app.ts': 'export const answer = 42;\ncatch (e) {\n  handle(e);\n}\n',
};

const env = (root: string) => ({ HOME: root, XDG_CACHE_HOME: path.join(root, '.cache-home'), XDG_DATA_HOME: path.join(root, '.xdg') });

async function project(files: Record<string, string> = {}): Promise<string> {
  const root = tempProject({ ...TREE, ...files });
  await initGitRepo(root);
  return root;
}

function rulesWith(replace: (rules: string) => string): Record<string, string> {
  return { '.claude/memory/learned-rules.md': replace(RULES) };
}

describe('a pattern that fails its own test is ERROR, never PASS or FAIL', () => {
  it('text: exactly the rules with a failing test are ERROR, with the test named; the rest as the tree says', async () => {
    const root = await project();
    const result = await runBin(['sweep'], { cwd: root, env: env(root) });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('ERROR: Never use pip, pip3, or pipx; always use uv instead. (the pattern fails its own test "uv pip install -r requirements.txt" (line 6): it matches, and the test says no match)');
    expect(lines).toContain('ERROR: Kein npm und kein yarn: wir nutzen bun. (the pattern fails its own test "npm install left-pad" (line 17): it does not match; ripgrep reads \\| as a literal "|": write | for "or")');
    for (const passing of ['Nunca uses pip directamente; usa uv.', 'Pas de TODO dans le code livré.', 'Never log the literal a.b config key.', '不要吞掉异常（空的 catch 块）。', 'Whole word log only.', 'Nothing proves this one.']) {
      expect(lines).toContain(`PASS: ${passing}`);
    }
    // The secret in a test text is redacted wherever the report shows it (this test passes, so nowhere here).
    expect(result.stdout).not.toContain('sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123');
    expect(lines).toContain('Rules checked: 10 | Passed: 7 | Failed: 0 | Skipped: 1 | Errors: 2');
    expect(lines).toContain('Rule tests: 16 tests in 8 rules, 2 failing; 1 rule with a Grep check has none');
    expect(result.stderr).toMatch(/learned-rules\.md:46:\d+: warning: the test line of rule "Always run date before date-sensitive operations\." is not run: the rule has no Grep verify line to test \[rules\/tests-not-run\]/);
  });

  it('--strict exits 1 on a failing test even though the tree breaks no rule', async () => {
    const root = await project();
    expect((await runBin(['sweep', '--strict'], { cwd: root, env: env(root) })).code).toBe(1);
    const fixed = await project(rulesWith((rules) => rules
      .replace('Grep("pip install|pip3 install|pipx install"', 'Grep("(?<!uv )\\b(?:pip|pip3|pipx) install\\b"')
      .replace('Grep("npm install\\|yarn add"', 'Grep("npm install|yarn add"')));
    const result = await runBin(['sweep', '--strict'], { cwd: fixed, env: env(fixed) });
    expect(result.stdout).toContain('Rules checked: 10 | Passed: 9 | Failed: 0 | Skipped: 1\n');
    expect(result.code).toBe(0);
  });

  it('a rule the tree breaks but whose test fails is ERROR, not FAIL; the regex error of a broken pattern is kept', async () => {
    const root = await project({
      'automation/install.sh': 'pip install requests\n',
      '.claude/memory/learned-rules.md': `${RULES}
- Broken regex with tests.
  verify: Grep("(unclosed", path="src/") -> 0 matches
  test: "(unclosed" -> match
`,
    });
    const result = await runBin(['sweep', '--json'], { cwd: root, env: env(root) });
    const report = JSON.parse(result.stdout) as { results: Array<{ ruleText: string; status: string; reason?: string; failedTests?: unknown[] }>; summary: Record<string, unknown> };
    const row = (text: string) => report.results.find((candidate) => candidate.ruleText.startsWith(text))!;
    expect(row('Never use pip, pip3')).toMatchObject({ status: 'ERROR', failedTests: [{ text: 'uv pip install -r requirements.txt', expect: 'no match', line: 6, column: 9 }] });
    // The other pip rule finds the violation: FAIL, as the tree says.
    expect(row('Nunca uses pip')).toMatchObject({ status: 'FAIL' });
    expect(row('Broken regex')).toMatchObject({ status: 'ERROR' });
    expect(row('Broken regex').reason).toMatch(/unclosed group/);
    expect(row('Broken regex').reason).not.toMatch(/fails its own test/);
    // The broken rule's test never ran (ripgrep refused its pattern): the summary counts the 8 rules and 16 tests that did.
    expect(report.summary).toMatchObject({ checked: 11, passed: 6, failed: 1, errors: 3, withoutTests: 1, tests: { rules: 8, tests: 16, failed: 2 } });
  });

  it.each([
    ['json', (out: string) => {
      const report = JSON.parse(out) as { results: Array<{ status: string; reason?: string }> };
      return report.results.filter((row) => row.status === 'ERROR').map((row) => row.reason!);
    }],
    ['sarif', (out: string) => {
      const sarif = JSON.parse(out) as { runs: Array<{ results: Array<{ level: string; message: { text: string } }> }> };
      return sarif.runs[0]!.results.filter((result) => result.level === 'warning').map((result) => result.message.text);
    }],
    ['junit', (out: string) => [...out.matchAll(/<error message="([^"]*)" type="ERROR">/g)].map((match) => match[1]!.replace(/&quot;/g, '"'))],
    ['github', (out: string) => out.split('\n').filter((line) => line.startsWith('::warning ') && line.includes('title=rulesweep could not check')).map((line) => line.slice(line.indexOf('::', 2) + 2))],
    ['markdown', (out: string) => out.split('\n').filter((line) => line.startsWith('| ⚠️ ERROR')).map((line) => line.replace(/\\(.)/g, '$1'))],
  ])('%s carries both test failures as errors', async (format, errors) => {
    const root = await project();
    const result = await runBin(['sweep', '--format', format], { cwd: root, env: env(root) });
    expect(result.code).toBe(0);
    const found = errors(result.stdout);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('the pattern fails its own test "uv pip install -r requirements.txt" (line 6)');
    expect(found[1]).toContain('the pattern fails its own test "npm install left-pad" (line 17)');
    if (format === 'markdown') expect(result.stdout).toMatch(/\| Rules without tests \|[\s\S]*\| 1 \|/);
  });

  it('a failing test whose text holds a secret shows it redacted', async () => {
    const root = await project(rulesWith((rules) => rules.replace('"API_KEY=sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123" -> match', '"API_KEY=sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123" -> no match')));
    const result = await runBin(['sweep', '--format', 'github'], { cwd: root, env: env(root) });
    expect(result.stdout).toContain('the pattern fails its own test "API_KEY=[REDACTED');
    expect(result.stdout).not.toContain('sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123');
  });

  it('a file without any test line keeps the seed\'s report exactly: no tests line', async () => {
    const root = await project(rulesWith((rules) => rules.split('\n').filter((line) => !line.trimStart().startsWith('test:')).join('\n')));
    const result = await runBin(['sweep'], { cwd: root, env: env(root) });
    expect(result.stdout.endsWith('--- Verification Summary ---\nRules checked: 10 | Passed: 9 | Failed: 0 | Skipped: 1\n')).toBe(true);
    const json = JSON.parse((await runBin(['sweep', '--json'], { cwd: root, env: env(root) })).stdout) as { summary: Record<string, unknown> };
    expect(json.summary.withoutTests).toBe(9);
    expect(json.summary.tests).toBeUndefined();
  });
});

describe('sweep --tests-only', () => {
  it('runs the tests alone: no file is searched, rules without tests are NOT RUN, --strict fails on a broken test', async () => {
    // A scope that does not exist would be an ERROR of a full sweep: here the tree is never looked at.
    const root = await project(rulesWith((rules) => rules.replaceAll('path="src/"', 'path="no-such-folder/"')));
    const full = await runBin(['sweep'], { cwd: root, env: env(root) });
    expect(full.stdout).toContain('ERROR: Whole word log only. (path not found: no-such-folder/)');
    const result = await runBin(['sweep', '--tests-only', '--strict'], { cwd: root, env: env(root) });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('PASS: Whole word log only.\n');
    expect(result.stdout).toContain('NOT RUN: Nothing proves this one. (the rule has no test lines)\n');
    expect(result.stdout).toContain('SKIP: Always run date before date-sensitive operations. (manual check)\n');
    expect(result.stdout).toContain('Rules checked: 10 | Passed: 6 | Failed: 0 | Skipped: 1 | Errors: 2 | Not run: 1\n');
    expect(result.stdout).toContain('Tests only: 16 tests in 8 rules, 2 failing; 1 rule with a Grep check has none; no file was searched\n');
    const json = JSON.parse((await runBin(['sweep', '--tests-only', '--json'], { cwd: root, env: env(root) })).stdout) as Record<string, unknown>;
    expect(json.testsOnly).toBe(true);
  });

  it('exits 0 with --strict when every test passes, and refuses --changed and --baseline', async () => {
    const root = await project(rulesWith((rules) => rules
      .replace('test: "uv pip install -r requirements.txt" -> no match\n  [source', 'test: "pip install -U pip" -> match\n  [source')
      .replace('Grep("npm install\\|yarn add"', 'Grep("npm install|yarn add"')));
    expect((await runBin(['sweep', '--tests-only', '--strict'], { cwd: root, env: env(root) })).code).toBe(0);
    for (const extra of [['--changed'], ['--baseline', 'b.json']]) {
      const result = await runBin(['sweep', '--tests-only', ...extra], { cwd: root, env: env(root) });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`--tests-only cannot be combined with ${extra[0]}\\nhint: `));
    }
  });
});

describe('one ripgrep call per pattern, answers remembered, never stale', () => {
  function testRuns(root: string): { env: Record<string, string>; runs: () => string[] } {
    const rg = loggingRipgrep(root);
    return { env: { ...env(root), RULESWEEP_RG: rg.binary }, runs: () => rg.runs().filter((line) => line.includes('--files-with-matches')) };
  }

  it('cold: one run per pattern (not per test); warm: none; an edited test, pattern or option runs again', async () => {
    const root = await project();
    const rg = testRuns(root);
    const sweep = () => runBin(['sweep', '--tests-only'], { cwd: root, env: rg.env });
    const cold = await sweep();
    // 8 tested Grep lines; the GNU one is searched in both readings: 9 runs for 16 tests.
    expect(rg.runs()).toHaveLength(9);
    expect(existsSync(ruleTestsCacheFile(env(root), root))).toBe(true);
    const warm = await sweep();
    expect(rg.runs()).toHaveLength(9);
    expect(warm.stdout).toBe(cold.stdout);

    const file = path.join(root, '.claude/memory/learned-rules.md');
    // A test text edited so that it fails: never the old answer.
    writeFileSync(file, RULES.replace('test: "const log = 1" -> match', 'test: "const logs = 1" -> match'));
    const edited = await sweep();
    expect(rg.runs()).toHaveLength(10);
    expect(edited.stdout).toContain('ERROR: Whole word log only. (the pattern fails its own test "const logs = 1" (line 36): it does not match)');
    // The pattern edited to pass it.
    writeFileSync(file, RULES.replace('test: "const log = 1" -> match', 'test: "const logs = 1" -> match').replace('Grep("log", path="src/", word=true)', 'Grep("logs?", path="src/", word=true)'));
    expect((await sweep()).stdout).toContain('PASS: Whole word log only.\n');
    expect(rg.runs()).toHaveLength(11);
    // An option changed: the case-insensitive rule asked case-sensitively now fails.
    writeFileSync(file, RULES.replace('Grep("\\btodo\\b", path="src/", i=true)', 'Grep("\\btodo\\b", path="src/")'));
    expect((await sweep()).stdout).toContain('ERROR: Pas de TODO dans le code livré. (the pattern fails its own test "// TODO: remove" (line 21): it does not match)');
    // --no-cache runs every pattern again and leaves the answers alone.
    const before = readFileSync(ruleTestsCacheFile(env(root), root), 'utf8');
    const count = rg.runs().length;
    await runBin(['sweep', '--tests-only', '--no-cache'], { cwd: root, env: rg.env });
    expect(rg.runs().length - count).toBe(9);
    expect(readFileSync(ruleTestsCacheFile(env(root), root), 'utf8')).toBe(before);
  });

  it('a corrupt or foreign answers file is ignored and rebuilt', async () => {
    const root = await project();
    const first = await runBin(['sweep'], { cwd: root, env: env(root) });
    const cache = ruleTestsCacheFile(env(root), root);
    for (const junk of ['{not json', JSON.stringify({ format: 'rulesweep-rule-tests', engine: 1, ripgrep: 'ripgrep 0.0.1', matched: [], unmatched: [] }), JSON.stringify({ format: 'rulesweep-rule-tests', engine: 1, matched: 'x' })]) {
      writeFileSync(cache, junk);
      const again = await runBin(['sweep'], { cwd: root, env: env(root) });
      expect(again.stdout).toBe(first.stdout);
      expect(JSON.parse(readFileSync(cache, 'utf8'))).toMatchObject({ format: 'rulesweep-rule-tests' });
    }
  });
});

describe('which pattern a test holds', () => {
  const options = { rg: findRipgrep(process.env), timeoutMs: 30_000, concurrency: 2, rulesFileLabel: 'learned-rules.md' };

  it('with several Grep lines, a match example needs one of them and a no-match example none of them', async () => {
    const doc = parseRules(String.raw`# Rules
---
## Use uv, not pip
- verify: Grep("\bpip install\b", path=".") -> 0 matches
- verify: Grep("\buv (?:add|sync)\b", path="Makefile") -> 1+ matches
- test: "pip install requests" -> match
- test: "uv add requests" -> match
- test: "pipx install black" -> no match
`, 'learned-rules.md');
    const run = await runRuleTests(doc.rules, options);
    const [first, second] = doc.rules[0]!.verify;
    expect(run.verdicts.get(first!)).toEqual({ status: 'passed', tests: 3 });
    expect(run.verdicts.get(second!)).toEqual({ status: 'passed', tests: 3 });
    expect(run.summary).toEqual({ rules: 1, tests: 3, failed: 0 });

    const broken = parseRules(String.raw`# Rules
---
## Use uv, not pip
- verify: Grep("\bpip install\b", path=".") -> 0 matches
- verify: Grep("\buv sync\b", path="Makefile") -> 1+ matches
- test: "pip3 install requests" -> match
- test: "uv sync --frozen" -> no match
- test: "pipx install black" -> no match
`, 'learned-rules.md');
    const again = await runRuleTests(broken.rules, options);
    const [one, two] = broken.rules[0]!.verify;
    // No line matches the match example: both fail it; only the second hits the no-match example.
    expect(again.verdicts.get(one!)).toMatchObject({ status: 'failed', failed: [{ text: 'pip3 install requests' }] });
    expect(again.verdicts.get(two!)).toMatchObject({ status: 'failed', failed: [{ text: 'pip3 install requests' }, { text: 'uv sync --frozen' }] });
    expect(again.summary).toEqual({ rules: 1, tests: 3, failed: 2 });
  });

  it('each text is searched on its own: a multiline pattern never matches across two tests', async () => {
    const doc = parseRules(String.raw`# Rules
---
- Empty catch blocks are bugs.
  verify: Grep("catch \(e\) \{\n\s*\}", path=".", multiline=true) -> 0 matches
  test: "catch (e) {" -> no match
  test: "}" -> no match
  test: "catch (e) {}" -> no match
`, 'learned-rules.md');
    const run = await runRuleTests(doc.rules, options);
    expect(run.verdicts.get(doc.rules[0]!.verify[0]!)).toEqual({ status: 'passed', tests: 3 });
  });

  it('the project resolver puts the answers outside the tree', () => {
    const root = tempProject({ '.claude/memory/learned-rules.md': RULES });
    const paths = resolveProject({ cwd: root, env: env(root) });
    expect(ruleTestsCacheFile(env(root), paths.root).startsWith(path.join(root, '.cache-home', 'rulesweep', 'rule-tests'))).toBe(true);
  });
});

describe('a test line and the sweep read a pattern with the same options', () => {
  // Each rule's test passes only when ripgrep is given the option, and the tree holds one line
  // only the option matches: were the flags spelled differently for tests and searches, a rule
  // would be ERROR (its test fails) or PASS (its search misses the line) instead of FAIL with 1.
  const OPTIONS = String.raw`# Learned Rules
---
- Keine Alarme, egal wie geschrieben.
  verify: Grep("alarme", path="src/", -i=true) -> 0 matches
  test: "ALARME" -> match
- Pas de point joker.
  verify: Grep("a.b", path="src/", fixed_strings=true) -> 0 matches
  test: "a.b" -> match
  test: "axb" -> no match
- 只查整词 log。
  verify: Grep("log", path="src/", word=true) -> 0 matches
  test: "log it" -> match
  test: "login" -> no match
- Sin catch vacío.
  verify: Grep("catch \(e\) \{\n\s*\}", path="src/", multiline=true) -> 0 matches
  test: "catch (e) {" -> no match
`;

  it('case, fixed strings, whole words and multiline', async () => {
    const root = await project({
      '.claude/memory/learned-rules.md': OPTIONS,
      'src/options.ts': 'ALARME\na.b\naxb\nlogin\nlog it\ncatch (e) {\n}\n',
    });
    const result = await runBin(['sweep', '--json'], { cwd: root, env: env(root) });
    const report = JSON.parse(result.stdout) as { results: Array<{ status: string; count?: number; reason?: string }> };
    expect(report.results.map((row) => [row.status, row.count ?? row.reason])).toEqual([['FAIL', 1], ['FAIL', 1], ['FAIL', 1], ['FAIL', 1]]);
    const testsOnly = JSON.parse((await runBin(['sweep', '--tests-only', '--json'], { cwd: root, env: env(root) })).stdout) as { results: Array<{ status: string }> };
    expect(testsOnly.results.map((row) => row.status)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
  });
});

describe('a line no search answers reads the same in a sweep and in --tests-only', () => {
  it('manual, unchecked and unreadable verify lines: same status, reason and position', async () => {
    const root = await project({
      '.claude/memory/learned-rules.md': `# Learned Rules
---
- Always run date before date-sensitive operations.
  verify: manual — a person checks the session log
- Nie wieder force-push auf main.
  verify: none (a judgement call)
- Una línea rota.
  verify: Grep("unterminated, path="src/") -> 0 matches
`,
    });
    const rows = async (args: string[]) => (JSON.parse((await runBin([...args, '--json'], { cwd: root, env: env(root) })).stdout) as { results: Array<Record<string, unknown>> }).results
      .map(({ ruleId, line, column, verify, kind, status, reason }) => ({ ruleId, line, column, verify, kind, status, reason }));
    const swept = await rows(['sweep']);
    expect(swept.map((row) => row.status)).toEqual(['SKIP', 'SKIP', 'ERROR']);
    expect(await rows(['sweep', '--tests-only'])).toEqual(swept);
  });
});
