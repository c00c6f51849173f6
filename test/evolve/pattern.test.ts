import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupLearnings } from '../../src/evolve/group.js';
import { checkPassed, grepVerify, PatternChecker, termPatterns, verifyCandidates } from '../../src/evolve/pattern.js';
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

describe('deriving a verify pattern from the evidence', () => {
  it('derives one pattern from two corrections in different words, and it matches both', async () => {
    const [group] = groupLearnings(PIP_PARAPHRASES.map(learning), { now: new Date('2026-03-30') });
    const candidates = verifyCandidates(group!.members);
    expect(candidates[0]).toMatchObject({ pattern: '\\bpip install\\b', from: 'correction' });
    const root = tempProject({ 'src/app.py': 'import os\n' });
    const check = await checkerFor(root).check({
      ruleText: 'Never use `pip install`.',
      verify: candidates[0]!.verify,
      evidence: group!.members.map((member) => member.evidence),
    });
    expect(check).toMatchObject({ parses: true, compiles: true, evidenceMatched: 2, evidenceTotal: 2, treeMatches: 0, treeStatus: 'PASS' });
    expect(checkPassed(check)).toBe(true);
  });

  it('falls back from "cmd " to the bare word when the evidence ends with the command', async () => {
    const members = groupLearnings([
      learning({ id: 1, correction: 'use uv rather than pip' }),
      learning({ id: 2, correction: 'we never use pip' }),
    ], { now: new Date('2026-03-30') })[0]!.members;
    const root = tempProject({});
    const checker = checkerFor(root);
    const [spaced, bare] = verifyCandidates(members);
    expect(spaced!.pattern).toBe('\\bpip ');
    const first = await checker.check({ ruleText: 'Never use pip.', verify: spaced!.verify, evidence: members.map((m) => m.evidence) });
    expect(first.evidenceMatched).toBe(0);
    expect(checkPassed(first)).toBe(false);
    const second = await checker.check({ ruleText: 'Never use pip.', verify: bare!.verify, evidence: members.map((m) => m.evidence) });
    expect(checkPassed(second)).toBe(true);
  });

  it('derives from the failing command when nobody said what to avoid', () => {
    const members = groupLearnings([
      learning({ id: 1, command: 'timeout 5 curl http://x', error: 'bash: timeout: command not found' }),
      learning({ id: 2, command: 'timeout 10 make', error: 'zsh: command not found: timeout' }),
    ], { now: new Date('2026-03-30') })[0]!.members;
    expect(verifyCandidates(members).map((candidate) => [candidate.pattern, candidate.from])).toEqual([
      ['\\btimeout ', 'command'],
      ['\\btimeout\\b', 'command'],
    ]);
  });

  it('derives nothing from prose', () => {
    const members = groupLearnings([
      learning({ id: 1, correction: 'Never hardcode API keys in scripts' }),
      learning({ id: 2, correction: "don't hardcode api keys anywhere" }),
    ], { now: new Date('2026-03-30') })[0]!.members;
    expect(verifyCandidates(members)).toEqual([]);
  });

  it('escapes regex characters and quotes so the rules grammar reads the pattern back unchanged', () => {
    const [pattern] = termPatterns(['os.system("ls")']);
    expect(pattern).toBe('\\bos\\.system\\("ls"\\)');
    const parsed = parseVerify(grepVerify(pattern!));
    expect(parsed.check).toMatchObject({ kind: 'grep', pattern, scopes: ['.'], expect: { op: 'eq', count: 0 } });
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
