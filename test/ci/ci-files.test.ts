// The files that put rulesweep into other tools: the pre-commit hook manifest, rulesweep's own
// CI workflow and the workflow template users copy. Each must parse, say what those tools need,
// and every rulesweep command line in them must run against a real project.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { describe, expect, test } from 'vitest';
import { runBin } from '../helpers/cli.js';
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

/** The arguments after `rulesweep` in every `npx [--yes] rulesweep …` line of a workflow. */
function rulesweepCommands(workflow: Workflow): string[][] {
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .flatMap((step) => (step.run ?? '').split('\n'))
    .map((line) => /^npx (?:--yes )?rulesweep (.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[1]!.split(/\s+/));
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

  test('runs npm ci and npm test on Node 20 and 22', () => {
    const { test: tests } = workflow.jobs;
    expect(tests!.strategy!.matrix!.node).toEqual([20, 22]);
    const runs = tests!.steps.map((step) => step.run);
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm test');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  test('sweeps its own rules strictly, and a SARIF upload that can never fail the job', () => {
    const { sweep } = workflow.jobs;
    const strict = sweep!.steps.find((step) => step.run === 'npx rulesweep sweep --format github --strict');
    expect(strict).toBeDefined();
    expect(strict!['continue-on-error']).toBeUndefined();
    const upload = sweep!.steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload).toMatchObject({ 'continue-on-error': true, with: { sarif_file: 'rulesweep.sarif' } });
    const produce = sweep!.steps.find((step) => step.run?.includes('--format sarif'));
    expect(produce).toMatchObject({ 'continue-on-error': true });
    expect(sweep!.permissions).toMatchObject({ 'security-events': 'write' });
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
