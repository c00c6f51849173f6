// `sweep --changed [REF]` (issue 11 item 4) in real git repositories, through the built bin.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- No TODO in src.
  verify: Grep("TODO", path="src/") -> 0 matches
- No TODO in docs.
  verify: Grep("TODO", path="docs/") -> 0 matches
- At least one export in src.
  verify: Grep("^export", path="src/") -> 1+ matches
- Tests exist.
  verify: Glob("test/*.test.ts") -> 1+ matches
- Read by hand.
  verify: manual — a person reads it
`;

async function repository() {
  const root = tempProject({
    'src/old.ts': '// TODO: an old one\nexport const a = 1;\n',
    'src/clean.ts': 'export const b = 2;\n',
    'docs/guide.md': 'TODO: write the guide\n',
    'test/a.test.ts': 'ok\n',
    '.claude/memory/learned-rules.md': RULES,
  });
  const git = await initGitRepo(root);
  await git.add('.');
  await git.commit('start');
  const base = (await git.revparse(['--abbrev-ref', 'HEAD'])).trim();
  await git.checkoutLocalBranch('feature');
  return { root, git, base };
}

const env = (root: string) => ({ XDG_CACHE_HOME: path.join(root, '..', `${path.basename(root)}-cache`) });

describe('sweep --changed', () => {
  it('decides 0-match rules on the changed files, sweeps touched counts whole, and never PASSes what it did not run', async () => {
    const { root, git, base } = await repository();
    writeFileSync(path.join(root, 'src/clean.ts'), 'export const b = 2; // TODO: new\n');
    await git.add('src/clean.ts');
    await git.commit('feature work');
    writeFileSync(path.join(root, 'src/new.ts'), 'export const c = 3;\n');

    const json = await runBin(['sweep', '--changed', '--json', '-q'], { cwd: root, env: env(root) });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.results.map((row: { status: string; count?: number; reason?: string }) => [row.status, row.count ?? row.reason])).toEqual([
      // Only the changed file's TODO counts: the old one was there before.
      ['FAIL', 1],
      ['NOT RUN', 'no changed file in its scope'],
      // "1+" is about the whole scope: swept whole.
      ['PASS', 3],
      ['NOT RUN', 'no changed file in its scope'],
      ['SKIP', 'manual check'],
    ]);
    expect(report.summary).toMatchObject({ checked: 5, passed: 1, failed: 1, skipped: 1, notRun: 2 });
    expect(report.changed).toEqual({ ref: `the merge base with ${base}`, files: 2 });

    const text = await runBin(['sweep', '--changed', '-q'], { cwd: root, env: env(root) });
    expect(text.stdout).toContain('NOT RUN: No TODO in docs. (no changed file in its scope)\n');
    expect(text.stdout).toContain('Rules checked: 5 | Passed: 1 | Failed: 1 | Skipped: 1 | Not run: 2\n');
    expect(text.stdout).toContain(`Changed files: 2 against the merge base with ${base}; rules they do not touch were not run\n`);

    const strict = await runBin(['sweep', '--changed', '--strict', '-q'], { cwd: root, env: env(root) });
    expect(strict.code).toBe(1);
  });

  it('takes a REF, counts deletions as touching a scope, and leaves the seed summary line alone without --changed', async () => {
    const { root, git, base } = await repository();
    rmSync(path.join(root, 'test/a.test.ts'));
    await git.add(['-A', '.']);
    await git.commit('drop the test');
    const report = JSON.parse((await runBin(['sweep', '--changed', base, '--json', '-q'], { cwd: root, env: env(root) })).stdout);
    expect(report.results.map((row: { status: string }) => row.status)).toEqual(['NOT RUN', 'NOT RUN', 'NOT RUN', 'FAIL', 'SKIP']);
    expect(report.changed.ref).toBe(base);
    const plain = await runBin(['sweep', '-q'], { cwd: root, env: env(root) });
    expect(plain.stdout).toMatch(/\nRules checked: 5 \| Passed: 1 \| Failed: 3 \| Skipped: 1\n$/);
  });

  it('says what to do outside a repository or with an unknown REF', async () => {
    const bare = tempProject({ '.claude/memory/learned-rules.md': RULES, 'src/a.ts': 'export {}\n' });
    const outside = await runBin(['sweep', '--changed'], { cwd: bare, env: env(bare) });
    expect(outside).toMatchObject({ code: 2, stdout: '' });
    expect(outside.stderr).toContain('--changed needs a git repository');
    const { root } = await repository();
    const unknown = await runBin(['sweep', '--changed', 'no-such-branch'], { cwd: root, env: env(root) });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--changed no-such-branch: no such commit');
  });
});
