import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBin, runCli, type CliOptions, type CliResult } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- No TODO markers.
  verify: Grep("TODO", path="src/") -> 0 matches
- Tests exist.
  verify: Glob("test/*.test.ts") -> 1+ matches
- Reviewed by hand.
  verify: manual — ask a reviewer
- Broken scope.
  verify: Grep("x", path="nowhere/") -> 0 matches
- No verify here.
`;

let root: string;
beforeAll(() => {
  root = tempProject({
    'src/a.ts': '// TODO: later\n',
    'test/a.test.ts': 'ok\n',
    '.claude/memory/learned-rules.md': RULES,
    'elsewhere/rules.md': '---\n- Always passes.\n  verify: Grep("TODO", path="test/") -> 0 matches\n',
  });
});

// One table of cases, run in-process through main() and through the built bin.
const runners: Array<[string, (argv: string[], options: CliOptions) => Promise<CliResult>]> = [
  ['main()', runCli],
  ['bin', runBin],
];

describe.each(runners)('rulesweep sweep through %s', (_name, run) => {
  it('prints the report, warnings on stderr, and exits 0 (advisory)', async () => {
    const result = await run(['sweep'], { cwd: root });
    expect(result.stdout).toBe(`FAIL: No TODO markers. (found 1 match, expected 0)
 >> src/a.ts:1:// TODO: later
PASS: Tests exist.
SKIP: Reviewed by hand. (manual check)
ERROR: Broken scope. (path not found: nowhere/)

--- Verification Summary ---
Rules checked: 4 | Passed: 1 | Failed: 1 | Skipped: 1 | Errors: 1
`);
    expect(result.stderr).toBe(
      '.claude/memory/learned-rules.md:11:3: warning: rule "No verify here." has no verify line [rules/no-verify]\n' +
        '  hint: a rule without a check is a wish: add  verify: Grep("…", path="…") -> 0 matches  or  verify: manual — why\n',
    );
    expect(result.code).toBe(0);
  });

  it('exits 1 with --strict when a rule fails or errors', async () => {
    expect((await run(['sweep', '--strict', '--quiet'], { cwd: root })).code).toBe(1);
    const clean = await run(['sweep', '--strict', '--rules', 'elsewhere/rules.md'], { cwd: root });
    expect(clean).toMatchObject({ code: 0, stderr: '' });
    expect(clean.stdout).toContain('Rules checked: 1 | Passed: 1 | Failed: 0 | Skipped: 0\n');
  });

  it('prints JSON with --json and --format json', async () => {
    for (const argv of [['sweep', '--json'], ['sweep', '--format', 'json']]) {
      const result = await run(argv, { cwd: root });
      const report = JSON.parse(result.stdout);
      expect(report.summary).toEqual({ checked: 4, passed: 1, failed: 1, skipped: 1, errors: 1, toRewrite: 0, withoutVerify: 1, withoutTests: 2 });
      expect(report.results[0]).toMatchObject({ status: 'FAIL', count: 1, expected: '0', line: 4, ruleLine: 3, samples: [{ path: 'src/a.ts', line: 1 }] });
      expect(report.diagnostics[0]).toMatchObject({ code: 'rules/no-verify', position: { line: 11 } });
    }
  });

  it('exits 2 with a hint when the rules file is missing', async () => {
    const empty = tempProject();
    const result = await run(['sweep'], { cwd: empty });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'rulesweep: no rules file at .claude/memory/learned-rules.md\nhint: create one with `rulesweep init`, or point to yours with --rules FILE\n',
    });
  });

  it('exits 2 on usage errors and says what was wrong', async () => {
    const unknown = await run(['sweep', '--frobnicate'], { cwd: root });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--frobnicate'");
    const badNumber = await run(['sweep', '--concurrency', 'lots'], { cwd: root });
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr).toContain('expected a whole number above 0');
    const badFormat = await run(['sweep', '--format', 'xml'], { cwd: root });
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain("argument 'xml' is invalid");
    const badRoot = await run(['sweep', '--root', 'no/such/dir'], { cwd: root });
    expect(badRoot).toMatchObject({ code: 2, stderr: expect.stringContaining('--root no/such/dir is not a folder') });
  });

  it('finds the project from a subfolder with --root, and the root of a git repository by itself', async () => {
    const result = await run(['sweep', '--root', '..', '--quiet'], { cwd: path.join(root, 'src') });
    expect(result.stdout).toContain('Rules checked: 4');
    const repo = tempProject({ 'src/deep/x.ts': 'TODO\n', '.claude/memory/learned-rules.md': RULES });
    await initGitRepo(repo);
    const fromSubfolder = await run(['sweep', '--quiet'], { cwd: path.join(repo, 'src', 'deep') });
    expect(fromSubfolder.stdout).toContain('FAIL: No TODO markers. (found 1 match, expected 0)\n >> src/deep/x.ts:1:TODO\n');
  });

  it('prints help and the version on stdout with exit 0', async () => {
    const help = await run(['sweep', '--help'], { cwd: root });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--strict');
    expect(help.stdout).toContain('--root <dir>');
    const version = await run(['--version'], { cwd: root });
    expect(version).toMatchObject({ code: 0, stdout: `${JSON.parse(readFileSync('package.json', 'utf8')).version}\n` });
  });
});

describe('output', () => {
  it('writes the report to --output atomically and nothing to stdout', async () => {
    const result = await runCli(['sweep', '--json', '--output', 'report.json', '--quiet'], { cwd: root });
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(readFileSync(path.join(root, 'report.json'), 'utf8')).summary.checked).toBe(4);
  });

  it('colours only on a terminal and never with NO_COLOR', async () => {
    const tty = await runCli(['sweep', '--quiet'], { cwd: root, tty: true, env: { NO_COLOR: undefined } });
    expect(tty.stdout).toContain('\u001B[31mFAIL\u001B[39m: No TODO markers.');
    const noColor = await runCli(['sweep', '--quiet'], { cwd: root, tty: true, env: { NO_COLOR: '1' } });
    expect(noColor.stdout).not.toContain('\u001B[');
    const pipe = await runCli(['sweep', '--quiet'], { cwd: root, env: { NO_COLOR: undefined } });
    expect(pipe.stdout).not.toContain('\u001B[');
  });
});

it('stops quietly when the reader of its output goes away (`rulesweep … | head`)', async () => {
  const { spawn } = await import('node:child_process');
  const { BIN } = await import('../helpers/cli.js');
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [BIN, 'sweep', '--help'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stderr }));
  });
  expect(result).toEqual({ code: 0, stderr: '' });
});
