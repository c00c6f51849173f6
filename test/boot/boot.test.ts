import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin, runCli } from '../helpers/cli.js';
import { tempProject, writeFiles } from '../helpers/project.js';
import { MONDAY, SEED_RULES, SEED_TREE, isolatedEnv, namedProject, writeLearnings } from './fixtures.js';

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('rulesweep boot', () => {
  it('prints the date, the rules, the sweep, the learnings and last the seed\'s summary line', async () => {
    const root = namedProject('seed', SEED_TREE);
    await writeLearnings(root, 12, 2);
    const { code, stdout, stderr } = await runCli(['boot', '--root', root], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Date: 2026-03-30 (Monday)');
    expect(lines[1]).toBe('Rules loaded: 7 rules from .claude/memory/learned-rules.md (7 verify lines)');
    expect(stdout).toContain([
      '--- Verification Sweep ---',
      'PASS: Never use pip, pip3, or pipx; always use uv instead.',
      'PASS: Never use npm, yarn, or pnpm; always use bun instead.',
      'FAIL: Never use double dashes in document titles or markdown headings. (found 1 match, expected 0)',
      ' >> knowledge/mem-layer.md:1:# Mem-Layer -- Graph-Based AI Memory',
      'FAIL: Use British English spelling in all generated content. (found 1 match, expected 0)',
      ' >> knowledge/mem-layer.md:2:Govern AI agent behavior at runtime.',
      'SKIP: Always run date before date-sensitive operations. (manual check)',
      'PASS: Never hardcode API keys as default values in bash scripts.',
      'PASS: Never use git commit --amend in pre-push hooks.',
      '',
      '--- Verification Summary ---',
      'Rules checked: 7 | Passed: 4 | Failed: 2 | Skipped: 1',
      '',
      '--- Recent Learnings ---',
      '#12 2026-03-20 `make target12` (exit 2)',
    ].join('\n'));
    // Ten recent learnings, newest first; the two older ones are counted, not listed.
    expect(stdout).toContain('#3 2026-03-20 `make target3` (exit 2)\n(2 older: `rulesweep learn list` shows them)');
    expect(stdout).not.toContain('#2 2026-03-20');
    expect(lastLine(stdout)).toBe('Boot complete: 7 rules checked, 4 passed, 2 failed. 10 recent learnings loaded.');
  });

  it('takes the date from the clock it is given, not from anything cached', async () => {
    const root = namedProject('dated', SEED_TREE);
    const first = await runCli(['boot', '--root', root], { cwd: root, env: isolatedEnv(), now: new Date('2027-01-04T12:00:00') });
    expect(first.stdout.split('\n')[0]).toBe('Date: 2027-01-04 (Monday)');
    const second = await runCli(['boot', '--root', root], { cwd: root, env: isolatedEnv(), now: new Date('2027-01-08T12:00:00') });
    expect(second.stdout.split('\n')[0]).toBe('Date: 2027-01-08 (Friday)');
  });

  it('reports a project whose rules all pass, and shows corrections next to learnings from both scopes', async () => {
    const root = namedProject('clean', {
      '.claude/memory/learned-rules.md': '# Learned Rules\n---\n- Never use pip.\n  verify: Grep("pip install", path="src/") -> 0 matches\n- Keep a README.\n  verify: Glob("README.md") -> 1+ matches\n',
      'src/main.py': 'print("hi")\n',
      'README.md': '# hi\n',
    });
    const env = isolatedEnv();
    await writeLearnings(root, 1, 1);
    await writeLearnings(root, 1, 0, { file: path.join(env.XDG_DATA_HOME!, 'rulesweep', 'learnings.jsonl'), start: new Date('2026-03-25T09:00:00Z') });
    const { code, stdout } = await runCli(['boot'], { cwd: root, env, now: MONDAY });
    expect(code).toBe(0);
    expect(stdout).toContain('#g1 2026-03-25 `make target1` (exit 2)\n#1 2026-03-20 `make target1` (exit 2) → run make build1 first\n');
    expect(lastLine(stdout)).toBe('Boot complete: 2 rules checked, 2 passed, 0 failed. 2 recent learnings loaded.');
  });

  it('says "No learnings yet." and uses the singular when there is one of each', async () => {
    const root = namedProject('single', {
      '.claude/memory/learned-rules.md': '# Learned Rules\n---\n- Never use pip.\n  verify: Grep("pip install", path="src/") -> 0 matches\n',
      'src/a.sh': 'pip install requests\n',
    });
    const { code, stdout } = await runCli(['boot'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(0);
    expect(stdout).toContain('--- Recent Learnings ---\nNo learnings yet.\n');
    expect(lastLine(stdout)).toBe('Boot complete: 1 rule checked, 0 passed, 1 failed. 0 recent learnings loaded.');
    await writeLearnings(root, 1, 0);
    const again = await runCli(['boot'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(lastLine(again.stdout)).toBe('Boot complete: 1 rule checked, 0 passed, 1 failed. 1 recent learning loaded.');
  });

  it('still reports without a rules file, says how to create one, and exits 0', async () => {
    const root = namedProject('fresh', { 'src/a.ts': 'export {};\n' });
    await writeLearnings(root, 3, 0);
    const { code, stdout, stderr } = await runCli(['boot'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain([
      'Rules loaded: none',
      '  no rules file at .claude/memory/learned-rules.md',
      '  hint: create one with `rulesweep init`, or point to yours with --rules FILE',
    ].join('\n'));
    expect(stdout).not.toContain('--- Verification Sweep ---');
    expect(lastLine(stdout)).toBe('Boot complete: 0 rules checked (no rules file). 3 recent learnings loaded.');
  });

  it('names errors and unchecked verify lines, warns about rules without checks, and keeps going', async () => {
    const root = namedProject('broken', {
      '.claude/memory/learned-rules.md': [
        '# Learned Rules', '---',
        '- Never use pip.', '  verify: Grep("pip install", path="src/") -> 0 matches',
        '- Bad regex.', '  verify: Grep("(unclosed", path="src/") -> 0 matches',
        '- Missing folder.', '  verify: Grep("x", path="nowhere/") -> 0 matches',
        '- Shell check.', '  verify: `make check` passes',
        '- Half a call.', '  verify: Grep("oops',
        '- A wish without a check.',
        '<!-- - Commented out.\n  verify: Grep("x") -> 0 matches -->',
        '',
      ].join('\n'),
      'src/a.py': 'print(1)\n',
    });
    const { code, stdout, stderr } = await runCli(['boot'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(0);
    expect(stdout).toContain('Rules loaded: 6 rules from .claude/memory/learned-rules.md (5 verify lines; 1 rule without one)');
    expect(stdout).toMatch(/ERROR: Bad regex\. \(/);
    expect(stdout).toContain('ERROR: Missing folder. (');
    expect(stdout).toContain('Rules checked: 5 | Passed: 1 | Failed: 0 | Skipped: 1 | Errors: 3');
    expect(lastLine(stdout)).toBe('Boot complete: 5 rules checked, 1 passed, 0 failed, 3 errors, 1 unchecked. 0 recent learnings loaded.');
    expect(stderr).toContain('has no verify line');
    const quiet = await runCli(['boot', '-q'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(quiet.stderr).toBe('');
    const strict = await runCli(['boot', '--strict'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(strict.code).toBe(1);
  });

  it('exits 2 when the sweep cannot run, after reporting everything else', async () => {
    const root = namedProject('norg', SEED_TREE);
    const { code, stdout } = await runCli(['boot'], { cwd: root, env: isolatedEnv({ RULESWEEP_RG: '/nonexistent/rg' }), now: MONDAY });
    expect(code).toBe(2);
    expect(stdout).toContain('Rules loaded: 7 rules from .claude/memory/learned-rules.md (7 verify lines)');
    expect(stdout).toContain('  RULESWEEP_RG points at /nonexistent/rg, which is not an executable file');
    expect(lastLine(stdout)).toBe('Boot complete: 0 rules checked (sweep could not run). 0 recent learnings loaded.');

    const unreadable = namedProject('dir-rules', { 'src/a.ts': '' });
    mkdirSync(path.join(unreadable, '.claude/memory/learned-rules.md'), { recursive: true });
    const broken = await runCli(['boot'], { cwd: unreadable, env: isolatedEnv(), now: MONDAY });
    expect(broken.code).toBe(2);
    expect(lastLine(broken.stdout)).toBe('Boot complete: 0 rules checked (rules file unreadable). 0 recent learnings loaded.');
  });

  it('reports an unreadable learnings store and still boots', async () => {
    const root = namedProject('bad-store', SEED_TREE);
    mkdirSync(path.join(root, '.claude/memory/learnings.jsonl'));
    const { code, stdout } = await runCli(['boot'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(0);
    expect(stdout).toMatch(/the project learnings store \.claude\/memory\/learnings\.jsonl could not be read: EISDIR/);
    expect(lastLine(stdout)).toBe(
      'Boot complete: 7 rules checked, 4 passed, 2 failed. 0 recent learnings loaded (a learnings store could not be read).',
    );
  });

  it('prints the same report as JSON', async () => {
    const root = namedProject('json', SEED_TREE);
    await writeLearnings(root, 2, 1);
    const { code, stdout } = await runCli(['boot', '--json', '--learnings', '1'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      tool: 'rulesweep',
      date: '2026-03-30',
      weekday: 'Monday',
      rulesFile: '.claude/memory/learned-rules.md',
      rules: { rules: 7, verifyLines: 7, withoutVerify: 0 },
      problem: null,
      sweep: { summary: { checked: 7, passed: 4, failed: 2, skipped: 1, errors: 0 } },
      learnings: { total: 2 },
      summary: 'Boot complete: 7 rules checked, 4 passed, 2 failed. 1 recent learning loaded.',
    });
    expect(report.learnings.recent).toHaveLength(1);
    expect(report.learnings.recent[0].ref).toBe('#2');

    const none = await runCli(['boot', '--json'], { cwd: tempProject(), env: isolatedEnv(), now: MONDAY });
    expect(JSON.parse(none.stdout)).toMatchObject({ rules: null, sweep: null, problem: { kind: 'no-rules' } });
  });

  it('rejects bad flags with a usage error', async () => {
    const root = tempProject();
    const hook = await runCli(['boot', '--hook', 'cursor'], { cwd: root, env: isolatedEnv() });
    expect(hook.code).toBe(2);
    expect(hook.stderr).toContain("Allowed choices are claude");
    const learnings = await runCli(['boot', '--learnings', 'many'], { cwd: root, env: isolatedEnv() });
    expect(learnings.code).toBe(2);
    const negative = await runCli(['boot', '--learnings=-3'], { cwd: root, env: isolatedEnv() });
    expect(negative.code).toBe(2);
    expect(negative.stderr).toBe('rulesweep: --learnings -3 is below 0\nhint: pass how many recent learnings to load, 0 for none\n');
  });

  it('runs through the built bin', async () => {
    const root = namedProject('bin', SEED_TREE);
    writeFiles(root, { '.claude/memory/learned-rules.md': SEED_RULES });
    const { code, stdout } = await runBin(['boot'], { cwd: root, env: isolatedEnv() });
    expect(code).toBe(0);
    expect(lastLine(stdout)).toBe('Boot complete: 7 rules checked, 4 passed, 2 failed. 0 recent learnings loaded.');
  });
});
