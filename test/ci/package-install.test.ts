// The install path users take, end to end: `npm pack`, the tarball installed into a fresh git
// project with `npm install`, `rulesweep init`, then exactly the commands of the workflow init
// wrote, run in a fresh clone of that project as GitHub's runner would (its `uses:` steps stood in
// for: the clone is the checkout, this Node is setup-node's). Also the README's install from a git
// URL, the way to install before the first release. Runs under `npm run test:package` only.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, test } from 'vitest';
import { cloneHead, commitAll, FOCUSED_TEST_RULE, gitProject, mustRun, PACKAGE_JSON, PACKAGE_TESTS, REPO_ROOT, run, tempDir, type Ran } from './package-helpers.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

/** The steps of every job of a workflow file, in order. */
function workflowSteps(file: string): Step[] {
  const document = parseDocument(readFileSync(file, 'utf8'), { uniqueKeys: true });
  expect(document.errors).toEqual([]);
  const workflow = document.toJS() as { jobs: Record<string, { steps: Step[] }> };
  return Object.values(workflow.jobs).flatMap((job) => job.steps);
}

/**
 * A `run:` line as the runner would run it: split into an argument vector when it holds nothing a
 * shell would interpret, else given to /bin/sh (it is our own template, never a rules file's text).
 */
function runStep(script: string, cwd: string, env: Record<string, string>): Promise<Ran> {
  const line = script.trim();
  if (!line.includes('\n') && !/[$`"'\\|&;<>(){}*?~#=]/.test(line)) {
    const [file, ...args] = line.split(/\s+/);
    return run(file!, args, { cwd, env });
  }
  return run('/bin/sh', ['-e', '-c', line], { cwd, env });
}

const tarballName = `${PACKAGE_JSON.name}-${PACKAGE_JSON.version}.tgz`;

describe.runIf(PACKAGE_TESTS)('the packed package (npm run test:package)', () => {
  let work: string;
  let packOutput: Ran;

  beforeAll(async () => {
    work = tempDir('package');
    // npm pack prints the tarball's name and nothing else on stdout: pre-commit 3.x reads it.
    packOutput = await mustRun('npm', ['pack', '--pack-destination', work], { cwd: REPO_ROOT });
  });

  test('npm pack prints only the tarball name, and packs what a user needs and nothing else', async () => {
    expect(packOutput.stdout).toBe(`${tarballName}\n`);
    const listing = (await mustRun('tar', ['-tzf', tarballName], { cwd: work })).stdout.trim().split('\n');
    for (const needed of ['package/package.json', 'package/README.md', 'package/LICENSE', 'package/dist/bin/rulesweep.cjs', 'package/dist/hook/learn-hook.cjs', 'package/dist/cli/main.js', 'package/memory-templates/ci/rulesweep.yml', 'package/memory-templates/learned-rules.md', 'package/skills/boot/SKILL.md']) {
      expect(listing, needed).toContain(needed);
    }
    const stray = listing.filter((entry) => /^package\/(src|test|bench|scripts|\.ci|\.github|\.claude|node_modules)\/|^package\/(\.npmrc|tsconfig.*|vitest\.config\.ts|package-lock\.json)$/.test(entry));
    expect(stray).toEqual([]);
  });

  test('installs into a fresh git project, init lays the workflow, and every command of it runs in a clean checkout', async () => {
    // The README's tarball install: the tarball kept in the project's vendor/ and committed.
    const project = await gitProject(path.join(work, 'project'), {
      'package.json': `${JSON.stringify({ name: 'shop', version: '1.0.0', private: true }, null, 2)}\n`,
      // As every npm project keeps it: the installed packages are not the project's code (and
      // some carry the very strings its rules forbid: a PEM header in a JWT library).
      '.gitignore': 'node_modules/\n',
      'src/cart.test.js': "it.only('adds an item', () => {});\n",
    });
    mkdirSync(path.join(project, 'vendor'));
    copyFileSync(path.join(work, tarballName), path.join(project, 'vendor', tarballName));
    await mustRun('npm', ['install', '--save-dev', '--no-audit', '--no-fund', `./vendor/${tarballName}`], { cwd: project });
    // Consumers get the built package: no compiler, no bundler, no build step.
    expect(existsSync(path.join(project, 'node_modules/.bin/rulesweep'))).toBe(true);
    expect(existsSync(path.join(project, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(path.join(project, 'node_modules/esbuild'))).toBe(false);

    const init = await mustRun('npx', ['--no-install', 'rulesweep', 'init'], { cwd: project });
    expect(init.stdout).toMatch(/create {2}\.github\/workflows\/rulesweep\.yml/);
    await commitAll(project, 'set up rulesweep');

    // The runner's checkout: a fresh clone, with no node_modules.
    const checkout = path.join(work, 'checkout');
    await mustRun('git', ['clone', '-q', project, checkout], { cwd: work });
    const workflow = path.join(checkout, '.github/workflows/rulesweep.yml');
    const steps = workflowSteps(workflow);

    // Only steps this test can stand in for: anything else must be run here too, or the test
    // would no longer run "exactly the commands the workflow runs".
    const uses = steps.filter((step) => step.uses).map((step) => step.uses);
    expect(uses).toEqual(['actions/checkout@v7', 'actions/setup-node@v7']);
    const runs = steps.filter((step) => step.run).map((step) => step.run!);
    expect(runs).toEqual(['npm ci', 'npx --no-install rulesweep sweep --format github']);

    const summary = path.join(work, 'step-summary.md');
    writeFileSync(summary, '');
    const env = { CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: checkout, GITHUB_STEP_SUMMARY: summary };
    const results: Ran[] = [];
    for (const script of runs) {
      const result = await runStep(script, checkout, env);
      expect(result.code, `${script}\n${result.stdout}\n${result.stderr}`).toBe(0);
      results.push(result);
    }
    const sweep = results.at(-1)!;
    expect(sweep.stdout).toMatch(/^::error file=src\/cart\.test\.js,line=1,.*title=rulesweep FAIL/m);
    expect(sweep.stdout).toContain('Rules checked: 3 | Passed: 2 | Failed: 1');
    expect(readFileSync(summary, 'utf8')).toMatch(/## rulesweep: 1 of 3 checks failed/);

    // The gate the template's comment offers: the same command with --strict fails the job.
    const strict = await runStep(`${runs.at(-1)} --strict`, checkout, env);
    expect(strict.code).toBe(1);
  });

  test('installs from a git URL, built by npm from the repository (the README\'s way before the first release)', async () => {
    const source = path.join(work, 'rulesweep.git');
    const commit = await cloneHead(source);
    const project = await gitProject(path.join(work, 'from-git'), {
      'package.json': `${JSON.stringify({ name: 'docs-site', version: '1.0.0', private: true }, null, 2)}\n`,
      '.claude/memory/learned-rules.md': FOCUSED_TEST_RULE,
      'src/page.test.js': "test.only('renders', () => {});\n",
    });
    await mustRun('npm', ['install', '--save-dev', '--no-audit', '--no-fund', `git+file://${source}#${commit}`], { cwd: project });
    const version = await mustRun('npx', ['--no-install', 'rulesweep', '--version'], { cwd: project });
    expect(version.stdout.trim()).toBe(PACKAGE_JSON.version);
    const sweep = await run('npx', ['--no-install', 'rulesweep', 'sweep', '--strict'], { cwd: project });
    expect(sweep.code, sweep.stderr).toBe(1);
    expect(sweep.stdout).toContain('>> src/page.test.js:1:');
  });
});
