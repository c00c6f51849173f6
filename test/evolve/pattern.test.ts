import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupLearnings } from '../../src/evolve/group.js';
import { checkPassed, choosePattern, grepVerify, jsRegex, manualVerify, PatternChecker, patternTester, planPatterns, termPatterns } from '../../src/evolve/pattern.js';
import { spawnSync } from 'node:child_process';
import { parseVerify } from '../../src/rules/verify.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { tempProject } from '../helpers/project.js';
import { learning, PIP_PARAPHRASES } from './helpers.js';

function checkerFor(root: string, rules = '.claude/memory/learned-rules.md', log = '.claude/memory/evolution-log.md'): PatternChecker {
  const rulesFile = path.join(root, rules);
  return new PatternChecker({
    root,
    rg: findRipgrep(process.env),
    exclude: [rulesFile, path.join(root, log)],
    rulesFile,
    rulesFileLabel: rules,
    timeoutMs: 10_000,
  });
}

const now = new Date('2026-03-30');
const planOf = (learnings: Parameters<typeof groupLearnings>[0]) => planPatterns(groupLearnings(learnings, { now })[0]!);

describe('deriving a verify pattern from the evidence', () => {
  it('derives one pattern from two corrections in different words, and it matches both', async () => {
    const [group] = groupLearnings(PIP_PARAPHRASES.map(learning), { now });
    const plan = planPatterns(group!);
    const { chosen } = choosePattern(plan);
    expect(chosen).toMatchObject({ pattern: '\\bpip install\\b', from: 'correction', term: 'pip install' });
    expect(plan.replacements).toEqual(['uv', 'uv add']);
    const root = tempProject({ 'src/app.py': 'import os\n' });
    const check = await checkerFor(root).check({ ruleText: 'Never use `pip install`.', verify: chosen!.verify, evidence: plan.evidence });
    expect(check).toMatchObject({ parses: true, compiles: true, evidenceMatched: 2, evidenceTotal: 2, treeMatches: 0, treeStatus: 'PASS' });
    expect(checkPassed(check)).toBe(true);
  });

  it('must match every failed command and every correction that quotes the mistake, but not the prose ones', () => {
    const plan = planOf([
      learning({ id: 1, command: 'npm ci', error: 'npm error code EUSAGE' }),
      learning({ id: 2, correction: 'no npm. bun install' }),
      learning({ id: 3, correction: "we're on bun here" }),
    ]);
    expect(plan.evidence).toEqual(['npm ci', 'no npm. bun install']);
    expect(choosePattern(plan)).toMatchObject({ chosen: { pattern: '\\bnpm\\b' }, matched: 2 });
  });

  it('keeps the flag the corrections forbid when the failure they were tied to was not the command\'s fault, and leaves that failure out of the evidence', () => {
    const hook = learning({ id: 1, command: 'git commit -m "invoice export"', error: 'lefthook: mix format --check-formatted failed\n** (Mix) mix format failed due to --check-formatted.' });
    const plan = planPatterns({ ...groupLearnings([
      hook,
      { ...learning({ id: 2, correction: 'NO --no-verify. fix the formatting and commit again' }), tags: ['prompt'], correcting: 1 },
      learning({ id: 3, correction: 'Wrong: git commit --no-verify to get past the failing lefthook check. Right: fix what the hook flags' }),
    ], { now })[0]! });
    expect(plan.evidence).not.toContain(hook.command);
    const { chosen } = choosePattern(plan);
    expect(chosen!.pattern).toContain('--no-verify');
    expect(chosen!.pattern).not.toBe('\\bgit\\b');
  });

  it('tries the simplest pattern first, then the flag in any spelling, then guards against longer names', () => {
    const plan = planOf([
      learning({ id: 1, command: "grep -P '\\d+' a.md", error: 'grep: invalid option -- P' }),
      learning({ id: 2, command: "grep -oP 'x' b.md", error: 'grep: invalid option -- P' }),
    ]);
    expect(plan.candidates.map((candidate) => candidate.pattern)).toEqual([
      '\\bgrep -P\\b',
      '\\bgrep\\b[^|;&]*\\s(?:--perl-regexp(?![\\w-])|-[A-Za-z0-9]*P)',
      '(?:^|[^\\w/.-])grep[^\\n|;&]{0,80}?\\s(?:--perl-regexp|-[A-Za-z0-9]*P[A-Za-z0-9]*)(?:[^\\w-]|$)',
    ]);
    expect(choosePattern(plan).chosen!.pattern).toBe(plan.candidates[1]!.pattern);
  });

  it('never matches the replacement: a path-qualified tool, a longer script name, a runner', () => {
    const pytest = planOf([
      learning({ id: 1, command: 'pytest -x', error: 'bash: pytest: command not found' }),
      learning({ id: 2, correction: 'run the tests with `.venv/bin/pytest`' }),
      learning({ id: 3, command: 'pytest tests/', error: 'zsh: command not found: pytest' }),
    ]);
    const chosen = choosePattern(pytest).chosen!;
    expect(jsRegex(chosen.pattern)!.test('.venv/bin/pytest -x')).toBe(false);
    expect(jsRegex(chosen.pattern)!.test('pytest -x')).toBe(true);
    const script = planOf([
      learning({ id: 1, command: 'pnpm run lint', error: ' ERR_PNPM_NO_SCRIPT  Missing script: lint', later: ['the script is `lint:ci`'] }),
      learning({ id: 2, command: 'pnpm lint', error: ' ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command "lint" not found' }),
    ]);
    expect(script.replacements).toEqual(expect.arrayContaining(['pnpm run lint:ci']));
    const scriptPattern = jsRegex(choosePattern(script).chosen!.pattern)!;
    expect(['pnpm run lint', 'pnpm lint'].every((text) => scriptPattern.test(text))).toBe(true);
    expect(scriptPattern.test('pnpm run lint:ci')).toBe(false);
  });

  it('says why, instead of inventing a pattern, when the evidence names nothing to search for', () => {
    const prose = planOf([
      learning({ id: 1, correction: 'Never hardcode API keys in scripts' }),
      learning({ id: 2, correction: "don't hardcode api keys anywhere" }),
    ]);
    expect(prose.candidates).toEqual([]);
    expect(prose.manualReason).toMatch(/name no command/);
    expect(manualVerify(prose.manualReason!)).toMatch(/^manual — /);
    const onlyWhatToUse = planOf([
      learning({ id: 1, correction: 'always --base develop' }),
      learning({ id: 2, correction: 'PRs go to develop, not main: gh pr create --base develop' }),
    ]);
    expect(onlyWhatToUse.candidates).toEqual([]);
    expect(onlyWhatToUse.manualReason).toMatch(/names what to use .* but no command that shows the mistake/);
  });

  it('escapes regex characters and quotes so the rules grammar reads the pattern back unchanged', () => {
    const [pattern] = termPatterns(['os.system("ls")']);
    expect(pattern).toBe('\\bos\\.system\\("ls"\\)');
    const parsed = parseVerify(grepVerify(pattern!));
    expect(parsed.check).toMatchObject({ kind: 'grep', pattern, scopes: ['.'], expect: { op: 'eq', count: 0 } });
  });
});

describe('matching in process as ripgrep would', () => {
  const cases: Array<[string, string[]]> = [
    ['\\bdate -d\\b', ['date -d @1', 'mac 上的 date -d x', 'gdate -d x', 'update -d', 'date -dx']],
    ['(?:^|[^\\w/.-])pytest(?:[^\\w:-]|$)', ['pytest -x', '.venv/bin/pytest', 'uv run pytest', 'mypytest', 'pytest:ci']],
    ['\\bgit push\\b[^|;&]*\\s(?:--force(?![\\w-])|-[A-Za-z0-9]*f)', ['git push -f', 'git push --force-with-lease', 'git push origin --force', 'git push | tee -f']],
    ['(?<!exec )\\btsc\\b', ['tsc --noEmit', 'pnpm exec tsc', 'npx tsc']],
    // Text beyond ASCII: punctuation that is no word character, letters that are, and an emoji.
    ['\\bnpm\\b', ['use npm → bun', 'ñnpm i', 'é npm', 'npm😩', '“npm” again', 'npmé']],
    ['sed -i .x', ['sed -i 😩x', 'sed -i →x', 'sed -i éx', 'sed -i ab']],
  ];

  it.each(cases)('%s agrees with ripgrep line by line', async (pattern, lines) => {
    const root = tempProject({ 'lines.txt': `${lines.join('\n')}\n` });
    const run = spawnSync(findRipgrep(process.env), ['--no-config', '--engine=auto', '--line-number', '--no-filename', `--regexp=${pattern}`, 'lines.txt'], { cwd: root, encoding: 'utf8' });
    expect(run.status === 0 || run.status === 1).toBe(true);
    const byRipgrep = run.stdout.split('\n').filter(Boolean).map((line) => Number(line.split(':')[0]) - 1).sort((a, b) => a - b);
    const regex = jsRegex(pattern)!;
    const byUs = lines.map((line, index) => (regex.test(line) ? index : -1)).filter((index) => index >= 0);
    expect(byUs).toEqual(byRipgrep);
    // …and so does the tester the review uses, which reads text that JavaScript's ASCII regexes read alike with them.
    const test = patternTester(pattern)!;
    expect(lines.map((line, index) => (test(line) ? index : -1)).filter((index) => index >= 0)).toEqual(byRipgrep);
  });
});

describe('checking a verify line before it is shown', () => {
  it('counts the lines that match in the tree today, never the rules file or the log', async () => {
    const root = tempProject({
      'scripts/a.sh': 'timeout 3 ./run.sh\necho ok\ntimeout 9 x\n',
      'scripts/b.sh': 'echo timeout\n',
      'rules.md': '- Never run timeout here\n  verify: Grep("\\btimeout ", path=".") -> 0 matches\n',
      'log.md': '- Rule: Never run timeout here\n',
    });
    const check = await checkerFor(root, 'rules.md', 'log.md').check({ ruleText: 'Never run `timeout`.', verify: grepVerify('\\btimeout '), evidence: ['timeout 5 curl'] });
    expect(check).toMatchObject({ treeMatches: 2, treeStatus: 'FAIL', evidenceMatched: 1 });
  });

  it('reports a pattern ripgrep cannot compile, with its message', async () => {
    const root = tempProject({});
    const check = await checkerFor(root).check({ ruleText: 'x', verify: grepVerify('pip (install'), evidence: ['pip (install'] });
    expect(check.parses).toBe(true);
    expect(check.compiles).toBe(false);
    expect(check.problem).toMatch(/regex parse error|unclosed group/i);
    expect(checkPassed(check)).toBe(false);
  });

  it('reports a line that does not parse', async () => {
    const root = tempProject({});
    const check = await checkerFor(root).check({ ruleText: 'x', verify: 'Grep("pip" path=".") -> 0 matches', evidence: [] });
    expect(check.parses).toBe(false);
    expect(checkPassed(check)).toBe(false);
  });

  it('refuses a shell command as a check: it is never run', async () => {
    const root = tempProject({});
    const check = await checkerFor(root).check({ ruleText: 'x', verify: '`rm -rf /tmp/x`', evidence: [] });
    expect(check.parses).toBe(false);
    expect(check.problem).toMatch(/never run/);
  });

  it('reports a scope that does not exist instead of passing', async () => {
    const root = tempProject({});
    const check = await checkerFor(root).check({ ruleText: 'x', verify: 'Grep("pip", path="automation/") -> 0 matches', evidence: ['pip'] });
    expect(check.problem).toMatch(/path not found: automation/);
    expect(checkPassed(check)).toBe(false);
  });

  it('fails a pattern that misses part of its evidence', async () => {
    const root = tempProject({});
    const check = await checkerFor(root).check({ ruleText: 'x', verify: grepVerify('\\bpip install\\b'), evidence: ['pip install x', 'use uv, not pip'] });
    expect(check).toMatchObject({ evidenceMatched: 1, evidenceTotal: 2 });
    expect(checkPassed(check)).toBe(false);
  });

  it('accepts a manual check only from a person', async () => {
    const root = tempProject({});
    const checker = checkerFor(root);
    expect(checkPassed(await checker.check({ ruleText: 'x', verify: 'manual — read the diff', evidence: [] }))).toBe(false);
    expect(checkPassed(await checker.check({ ruleText: 'x', verify: 'manual — read the diff', evidence: [], allowManual: true }))).toBe(true);
  });
});
