// `sweep --changed [REF]`: the files that differ from REF (by default the merge base with the
// default branch), with staged, unstaged and untracked work, relative to the project root. git is
// run with an argument vector, never a shell.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { UsageError } from '../diagnostics/errors.js';
import { findGitRoot } from '../memory/paths.js';
import { toPosix } from './scope.js';

export interface ChangedFiles {
  /** What the changes are measured against, as the user can read it (`origin/main`, a commit). */
  ref: string;
  /** Changed or added files that exist now, relative to the project root. */
  files: Set<string>;
  /** Files deleted (or renamed away) since REF. */
  deleted: Set<string>;
}

function git(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, shell: false, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: -1, stdout: '', stderr: error.message }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The default branch's ref: origin's HEAD, else main or master. */
async function defaultBranch(top: string): Promise<string | undefined> {
  const head = await git(top, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  if (head.code === 0 && head.stdout.trim()) return head.stdout.trim();
  for (const candidate of ['origin/main', 'origin/master', 'main', 'master']) {
    if ((await git(top, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`])).code === 0) return candidate;
  }
  return undefined;
}

/** The files changed against `ref` (default: the merge base of HEAD with the default branch). */
export async function changedFiles(root: string, ref?: string): Promise<ChangedFiles> {
  const top = findGitRoot(root);
  if (!top) throw new UsageError('--changed needs a git repository', { hint: 'run the sweep without --changed, or inside a git repository' });
  let base = ref;
  let shown = ref ?? '';
  if (base === undefined) {
    const branch = await defaultBranch(top);
    if (!branch) throw new UsageError('--changed found no default branch to compare with', { hint: 'name what to compare with: --changed origin/main (or a commit)' });
    const mergeBase = await git(top, ['merge-base', 'HEAD', branch]);
    base = mergeBase.code === 0 ? mergeBase.stdout.trim() : branch;
    shown = `the merge base with ${branch}`;
  }
  if ((await git(top, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`])).code !== 0) {
    throw new UsageError(`--changed ${base}: no such commit`, { hint: 'give a branch, a tag or a commit git knows' });
  }
  const diff = await git(top, ['diff', '--name-status', '-z', '--no-renames', base, '--']);
  const untracked = await git(top, ['ls-files', '--others', '--exclude-standard', '-z']);
  if (diff.code !== 0 || untracked.code !== 0) {
    throw new UsageError(`git could not list the changes against ${shown}: ${(diff.stderr || untracked.stderr).trim()}`);
  }
  const inside = toPosix(path.relative(top, root));
  const prefix = inside === '' ? '' : `${inside}/`;
  const relative = (file: string) => (file.startsWith(prefix) ? file.slice(prefix.length) : undefined);
  const files = new Set<string>();
  const deleted = new Set<string>();
  const fields = diff.stdout.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const file = relative(fields[i + 1]!);
    if (file === undefined) continue;
    (fields[i]!.startsWith('D') ? deleted : files).add(file);
  }
  for (const name of untracked.stdout.split('\0')) {
    const file = name === '' ? undefined : relative(name);
    if (file !== undefined) files.add(file);
  }
  return { ref: shown, files, deleted };
}
