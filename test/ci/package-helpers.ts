// What the packaging tests share: child processes started with an argument vector (never a
// shell), fresh git projects with a pinned identity, and a clone of this repository at HEAD (what
// a git URL or pre-commit's `rev` installs). They run only under `npm run test:package`, which
// .ci/run calls: each installs packages from the npm registry and takes a minute or more.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PACKAGE_TESTS = process.env.RULESWEEP_PACKAGE_TESTS === '1';
export const PACKAGE_JSON = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), `rulesweep-${prefix}-`)));
  created.push(dir);
  return dir;
}

/** Runs `file` with `args` (no shell), with this process's environment plus `env`. */
export function run(file: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: { ...process.env, NO_COLOR: '1', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Like `run`, but a non-zero exit fails with everything the command printed. */
export async function mustRun(file: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Ran> {
  const result = await run(file, args, options);
  if (result.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** A new git repository holding `files`, with a pinned identity and no signing. */
export async function gitProject(dir: string, files: Record<string, string> = {}): Promise<string> {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  await mustRun('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  for (const [key, value] of [['user.name', 'CI'], ['user.email', 'ci@example.com'], ['commit.gpgSign', 'false']]) {
    await mustRun('git', ['config', key!, value!], { cwd: dir });
  }
  return dir;
}

export async function commitAll(dir: string, message: string): Promise<void> {
  await mustRun('git', ['add', '-A'], { cwd: dir });
  await mustRun('git', ['commit', '-q', '-m', message], { cwd: dir });
}

/** This repository as committed at HEAD, cloned to `dir`; returns the commit. */
export async function cloneHead(dir: string): Promise<string> {
  await mustRun('git', ['clone', '-q', '--no-hardlinks', REPO_ROOT, dir], { cwd: path.dirname(dir) });
  return (await mustRun('git', ['rev-parse', 'HEAD'], { cwd: dir })).stdout.trim();
}

/** The rules file with one rule that fails on a focused test, as in the README's example. */
export const FOCUSED_TEST_RULE = `# Learned Rules

---

- Never leave a focused test (\`.only\`) behind; it silently skips the rest of the suite.
  verify: Grep("\\b(describe|it|test)\\.only\\(", path=".") -> 0 matches
`;
