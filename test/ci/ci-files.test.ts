// The files that put rulesweep into other tools: the pre-commit hook manifest, rulesweep's own
// CI and release workflows and the workflow template users copy. Each must parse, say what those
// tools need, run the locked rulesweep (never a download), and every rulesweep command line in
// them must run against a real project. (The packed package, the workflow's commands in a fresh
// project and a real pre-commit are in package-install.test.ts and pre-commit.test.ts.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { describe, expect, test } from 'vitest';
import { runBin, runShell } from '../helpers/cli.js';
import { fixtureProject } from '../report/fixture.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function readYaml<T>(relative: string): T {
  const document = parseDocument(readFileSync(`${REPO_ROOT}${relative}`, 'utf8'), { uniqueKeys: true });
  expect(document.errors, relative).toEqual([]);
  expect(document.warnings, relative).toEqual([]);
  return document.toJS() as T;
}

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  pass_filenames?: boolean;
  always_run?: boolean;
  verbose?: boolean;
}

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  'continue-on-error'?: boolean;
  with?: Record<string, unknown>;
}

interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { strategy?: { matrix?: { node?: number[] } }; permissions?: Record<string, string>; steps: Step[] }>;
}

const packageBins = Object.keys((JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { bin: Record<string, string> }).bin);

/** Every `run:` line of a workflow, trimmed. */
function runLines(workflow: Workflow): string[] {
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .flatMap((step) => (step.run ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The arguments after `rulesweep` in every `npx … rulesweep …` line of a workflow. */
function rulesweepCommands(workflow: Workflow): string[][] {
  return runLines(workflow)
    .map((line) => /^npx (?:--no-install )?rulesweep (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[1]!.split(/\s+/));
}

/** The `uses:` of every step, action and major version. */
function actions(workflow: Workflow): string[] {
  return Object.values(workflow.jobs).flatMap((job) => job.steps).flatMap((step) => (step.uses ? [step.uses] : []));
}

/**
 * The current majors (checked against the actions' own repositories and READMEs, Nov 2026:
 * checkout v7 and setup-node v7 run on node24; codeql-action v4 is the major that ships
 * upload-sarif on node24).
 */
const CURRENT = { 'actions/checkout': 'v7', 'actions/setup-node': 'v7', 'github/codeql-action/upload-sarif': 'v4' } as const;

function expectCurrentActions(workflow: Workflow) {
  for (const use of actions(workflow)) {
    const [name, version] = use.split('@') as [keyof typeof CURRENT, string];
    expect(CURRENT[name], use).toBeDefined();
    expect(version, use).toBe(CURRENT[name]);
  }
}

/** Runs only the locked rulesweep: every npx line says --no-install, after an npm ci. */
function expectLockedRulesweep(workflow: Workflow) {
  const lines = runLines(workflow);
  const npx = lines.filter((line) => line.startsWith('npx '));
  expect(npx.length).toBeGreaterThan(0);
  for (const line of npx) {
    expect(line, line).toMatch(/^npx --no-install rulesweep /);
    expect(lines.indexOf('npm ci'), line).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('npm ci'), line).toBeLessThan(lines.indexOf(line));
  }
  expect(lines.join('\n')).not.toMatch(/npx (--yes|-y) |npm (i|install) (-g |--global )?rulesweep\b/);
}

describe('.pre-commit-hooks.yaml', () => {
  const hooks = readYaml<Hook[]>('.pre-commit-hooks.yaml');

  test('declares node hooks that sweep the whole tree on every commit', () => {
    expect(Array.isArray(hooks)).toBe(true);
    expect(hooks.map((hook) => hook.id)).toEqual(['rulesweep', 'rulesweep-strict']);
    for (const hook of hooks) {
      expect(hook).toMatchObject({ language: 'node', pass_filenames: false, always_run: true });
      expect(hook.name).toBeTruthy();
      const [bin, command] = hook.entry.split(' ');
      expect(packageBins).toContain(bin);
      expect(command).toBe('sweep');
    }
    // pre-commit hides the output of a hook that exits 0 unless it is verbose.
    expect(hooks[0]!.verbose).toBe(true);
  });

  test('the advisory hook passes a failing tree, the strict one stops it', async () => {
    const { dir } = await fixtureProject();
    const [advisory, strict] = hooks.map((hook) => hook.entry.split(' ').slice(1));
    const advised = await runBin(advisory!, { cwd: dir });
    expect(advised.code).toBe(0);
    expect(advised.stdout).toContain('--- Verification Summary ---');
    expect((await runBin(strict!, { cwd: dir })).code).toBe(1);
  });
});

describe("rulesweep's own CI workflow", () => {
  const workflow = readYaml<Workflow>('.github/workflows/ci.yml');

  test('runs npm ci and npm test on Node 20, 22 and 24, with a read-only token', () => {
    const { test: tests } = workflow.jobs;
    expect(tests!.strategy!.matrix!.node).toEqual([20, 22, 24]);
    const runs = tests!.steps.map((step) => step.run);
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm test');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  test('sweeps its own rules strictly with the locked rulesweep, and a SARIF upload that can never fail the job', () => {
    const { sweep } = workflow.jobs;
    const strict = sweep!.steps.find((step) => step.run === 'npx --no-install rulesweep sweep --format github --strict');
    expect(strict).toBeDefined();
    expect(strict!['continue-on-error']).toBeUndefined();
    const upload = sweep!.steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload).toMatchObject({ 'continue-on-error': true, with: { sarif_file: 'rulesweep.sarif' } });
    const produce = sweep!.steps.find((step) => step.run?.includes('--format sarif'));
    expect(produce).toMatchObject({ 'continue-on-error': true });
    expect(sweep!.permissions).toMatchObject({ 'security-events': 'write' });
    expectLockedRulesweep(workflow);
  });

  test('proves the package and the pre-commit hooks, under the distribution\'s pre-commit and the newest', () => {
    const { package: pack } = workflow.jobs;
    expect((pack as unknown as { strategy: { matrix: Record<string, string[]> } }).strategy.matrix['pre-commit']).toEqual(['distribution', 'latest']);
    const runs = pack!.steps.map((step) => step.run);
    expect(runs).toContain('npm run test:package');
    expect(runs).toContain('sudo apt-get update && sudo apt-get install -y pre-commit');
  });

  test('uses the current major of every action', () => {
    expectCurrentActions(workflow);
  });
});

describe('the release workflow', () => {
  const workflow = readYaml<Workflow & { on: { push: { tags: string[] } } }>('.github/workflows/release.yml');

  test('publishes with provenance on a version tag, after everything CI checks', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*'] } });
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const [job] = Object.values(workflow.jobs);
    expect(job!.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const runs = runLines(workflow);
    expect(runs).toContain('.ci/run');
    expect(runs.at(-1)).toBe('npm publish --provenance --access public');
    expect(runs.indexOf('.ci/run')).toBeLessThan(runs.indexOf('npm publish --provenance --access public'));
    const setup = job!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup!.with).toMatchObject({ 'registry-url': 'https://registry.npmjs.org' });
    expectCurrentActions(workflow);
  });

  test('refuses a tag that does not name the version in package.json', async () => {
    const step = Object.values(workflow.jobs)[0]!.steps.find((candidate) => candidate.name === 'The tag names the version in package.json')!;
    const version = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version: string }).version;
    const check = (tag: string) => runShell(step.run!, { cwd: REPO_ROOT, env: { TAG: tag } });
    expect((await check(`v${version}`)).code).toBe(0);
    expect((await check('v0.0.0-not-this')).code).not.toBe(0);
  });
});

describe('the workflow template users copy', () => {
  const template = readYaml<Workflow>('memory-templates/ci/rulesweep.yml');

  test('sweeps with GitHub annotations, advisory, with a read-only token', () => {
    const commands = rulesweepCommands(template);
    expect(commands).toEqual([['sweep', '--format', 'github']]);
    expect(template.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(template.on).sort()).toEqual(['pull_request', 'push']);
  });

  test('runs the rulesweep the project locked, never a download, with current actions', () => {
    expectLockedRulesweep(template);
    expectCurrentActions(template);
    expect(actions(template)).toEqual(['actions/checkout@v7', 'actions/setup-node@v7']);
  });
});

describe('every rulesweep command line in the workflows', () => {
  test('runs through the built bin against a failing project: exit 0, or 1 with --strict', async () => {
    const commands = [
      ...rulesweepCommands(readYaml<Workflow>('.github/workflows/ci.yml')),
      ...rulesweepCommands(readYaml<Workflow>('memory-templates/ci/rulesweep.yml')),
    ];
    expect(commands.length).toBeGreaterThanOrEqual(3);
    const { dir } = await fixtureProject();
    for (const args of commands) {
      const { code, stderr } = await runBin(args, { cwd: dir });
      expect(code, `${args.join(' ')}\n${stderr}`).toBe(args.includes('--strict') ? 1 : 0);
    }
  });
});
