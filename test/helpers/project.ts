// Temporary projects for tests: real folders with real files, and real git repositories with a
// pinned identity and no signing, removed when the test file ends.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleGit } from 'simple-git';
import { afterAll } from 'vitest';

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder holding `files` (path → content); returns its real absolute path. */
export function tempProject(files: Record<string, string | Buffer> = {}): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'rulesweep-test-')));
  created.push(dir);
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Makes `dir` a git repository with a pinned user and no commit signing. */
export async function initGitRepo(dir: string): Promise<ReturnType<typeof simpleGit>> {
  const git = simpleGit(dir);
  await git.init();
  await git.addConfig('user.name', 'Rulesweep Test');
  await git.addConfig('user.email', 'test@rulesweep.invalid');
  await git.addConfig('commit.gpgSign', 'false');
  await git.addConfig('init.defaultBranch', 'main');
  return git;
}
