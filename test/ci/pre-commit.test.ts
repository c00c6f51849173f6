// rulesweep's pre-commit hooks under a real pre-commit: it installs this repository at HEAD as its
// hooks' environment (`language: node`), then both hook ids run against a real git repository
// whose learned rule fails: the advisory hook reports and lets the commit through, the strict one
// stops it until the rule passes. `pre-commit` must be on PATH (.ci/run installs the
// distribution's); RULESWEEP_PRE_COMMIT may name another one (for example a newer release).
// Runs under `npm run test:package` only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { cloneHead, FOCUSED_TEST_RULE, gitProject, mustRun, PACKAGE_TESTS, run, tempDir } from './package-helpers.js';

const [PRE_COMMIT, ...PRE_COMMIT_ARGS] = (process.env.RULESWEEP_PRE_COMMIT ?? 'pre-commit').split(' ');

describe.runIf(PACKAGE_TESTS)('the pre-commit hooks (npm run test:package)', () => {
  let project: string;
  let env: Record<string, string>;
  const preCommit = (args: string[]) => run(PRE_COMMIT!, [...PRE_COMMIT_ARGS, ...args], { cwd: project, env });

  beforeAll(async () => {
    const work = tempDir('pre-commit');
    const hooks = path.join(work, 'rulesweep');
    const rev = await cloneHead(hooks);
    project = await gitProject(path.join(work, 'project'), {
      '.claude/memory/learned-rules.md': FOCUSED_TEST_RULE,
      'src/cart.test.js': "it.only('adds an item', () => {});\n",
      '.pre-commit-config.yaml': `repos:\n  - repo: ${hooks}\n    rev: ${rev}\n    hooks:\n      - id: rulesweep\n      - id: rulesweep-strict\n`,
    });
    // A pre-commit home of its own: the hooks are installed from scratch, as on a new machine.
    env = { PRE_COMMIT_HOME: path.join(work, 'pre-commit-home') };
    const version = await run(PRE_COMMIT!, [...PRE_COMMIT_ARGS, '--version'], { cwd: project, env });
    expect(version.code, `pre-commit is not installed (apt-get install pre-commit): ${version.stderr}`).toBe(0);
    const installed = await preCommit(['install-hooks']);
    expect(installed.code, `${installed.stdout}\n${installed.stderr}`).toBe(0);
  });

  test('the advisory hook prints the failing rule and passes', async () => {
    const result = await preCommit(['run', 'rulesweep', '--all-files']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/rulesweep \(learned rules, advisory\)\.+Passed/);
    expect(result.stdout).toContain('FAIL: Never leave a focused test (`.only`) behind');
    expect(result.stdout).toContain('>> src/cart.test.js:1:');
  });

  test('the strict hook fails on the same tree', async () => {
    const result = await preCommit(['run', 'rulesweep-strict', '--all-files']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/rulesweep \(learned rules\)\.+Failed/);
    expect(result.stdout).toContain('>> src/cart.test.js:1:');
  });

  test('installed as the git hook, it refuses the commit until the rule passes', async () => {
    await mustRun(PRE_COMMIT!, [...PRE_COMMIT_ARGS, 'install'], { cwd: project, env });
    await mustRun('git', ['add', '-A'], { cwd: project, env });
    const refused = await run('git', ['commit', '-q', '-m', 'add the cart test'], { cwd: project, env });
    expect(refused.code).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toMatch(/rulesweep \(learned rules\)\.+Failed/);
    expect((await run('git', ['rev-parse', '--verify', 'HEAD'], { cwd: project, env })).code).not.toBe(0);

    const file = path.join(project, 'src/cart.test.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('it.only(', 'it('));
    await mustRun('git', ['add', '-A'], { cwd: project, env });
    await mustRun('git', ['commit', '-q', '-m', 'add the cart test'], { cwd: project, env });
    const log = await mustRun('git', ['log', '--oneline'], { cwd: project, env });
    expect(log.stdout).toMatch(/add the cart test/);
  });
});
