// Commits exactly the files rulesweep wrote, and nothing else a person has staged. The commit
// is made with `git commit --only -- <paths>`: git builds it from HEAD plus those paths, and
// every other staged change stays staged and uncommitted. simple-git is loaded on first use.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { RulesweepError } from '../diagnostics/errors.js';
import { withLock } from './atomic.js';
import { findGitRoot } from './paths.js';

export type CommitResult =
  | { status: 'committed'; hash: string; files: string[] }
  | { status: 'not-a-repository' }
  | { status: 'nothing-to-commit'; files: string[] }
  /** Some files are outside the repository or ignored by it. */
  | { status: 'skipped'; reason: string };

export interface CommitOptions {
  /** Where to look for the repository; defaults to the first file's folder. */
  cwd?: string;
}

/** Each file's text in HEAD and as staged for the commit ('' where it has none), by the path given. */
export type CommittedTexts = Map<string, { before: string; after: string }>;

/** A commit message, or a function that writes it from what the commit really holds. */
export type CommitMessage = string | ((texts: CommittedTexts) => string);

/**
 * Stages and commits exactly `files` with `message`. Files outside the repository are refused,
 * not silently dropped; a repository-wide lock keeps two rulesweep processes from racing on
 * git's index. A message function sees the files as committed, which may hold more than the
 * caller wrote (changes an interrupted earlier run left uncommitted).
 */
export async function commitFiles(files: string[], message: CommitMessage, options: CommitOptions = {}): Promise<CommitResult> {
  if (files.length === 0) return { status: 'nothing-to-commit', files: [] };
  const start = options.cwd ?? path.dirname(files[0]!);
  const found = findGitRoot(start);
  if (!found) return { status: 'not-a-repository' };
  const { simpleGit } = await import('simple-git');
  const top = path.resolve((await simpleGit(found).revparse(['--show-toplevel'])).trim());
  // Paths below are relative to the top, so git runs there.
  const git = simpleGit(top);
  // git reports the top with symlinks resolved; so must the files be, or a project reached
  // through a symlink (macOS's /var, a linked ~/code) would look outside its own repository.
  const relative = files.map((file) => path.relative(top, realFile(file)));
  const outside = relative.filter((file) => file === '' || file.startsWith('..') || path.isAbsolute(file));
  if (outside.length > 0) return { status: 'skipped', reason: `not inside the repository ${top}: ${outside.join(', ')}` };
  const paths = relative.map((file) => file.split(path.sep).join('/'));
  const ignored = await ignoredPaths(git, paths);
  if (ignored.length > 0) return { status: 'skipped', reason: `ignored by git: ${ignored.join(', ')}` };

  const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
  return withLock(path.join(gitDir, 'rulesweep-commit'), async () => {
    const existing = paths.filter((file) => existsSync(path.join(top, file)));
    if (existing.length > 0) await git.raw(['add', '--', ...existing]);
    const changed = (await git.raw(['diff', '--cached', '--name-only', '--no-renames', '--', ...paths]))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (changed.length === 0) return { status: 'nothing-to-commit' as const, files: paths };
    const text = typeof message === 'string' ? message : message(await committedTexts(git, files, paths));
    try {
      await git.raw(['commit', '--only', '--no-edit', '-m', text, '--', ...changed]);
    } catch (error) {
      throw new RulesweepError(`git could not commit ${changed.join(', ')}: ${(error as Error).message.trim()}`, {
        hint: 'the files are written and staged; commit them yourself once git is happy (a hook may have refused it)',
        cause: error,
      });
    }
    const hash = (await git.revparse(['HEAD'])).trim();
    return { status: 'committed' as const, hash, files: changed };
  });
}

async function committedTexts(git: import('simple-git').SimpleGit, files: string[], paths: string[]): Promise<CommittedTexts> {
  const texts: CommittedTexts = new Map();
  for (const [index, file] of files.entries()) {
    texts.set(file, { before: await showOrEmpty(git, `HEAD:${paths[index]}`), after: await showOrEmpty(git, `:${paths[index]}`) });
  }
  return texts;
}

/** A blob's text; '' when there is none (no commit yet, a file not in HEAD or not staged). */
async function showOrEmpty(git: import('simple-git').SimpleGit, object: string): Promise<string> {
  try {
    return await git.raw(['show', object]);
  } catch {
    return '';
  }
}

/** `file` with its folder's symlinks resolved (the file itself may not exist yet). */
function realFile(file: string): string {
  const absolute = path.resolve(file);
  try {
    return path.join(realpathSync(path.dirname(absolute)), path.basename(absolute));
  } catch {
    return absolute;
  }
}

async function ignoredPaths(git: import('simple-git').SimpleGit, paths: string[]): Promise<string[]> {
  const tracked = new Set((await git.raw(['ls-files', '--', ...paths])).split('\n').map((line) => line.trim()).filter(Boolean));
  const untracked = paths.filter((file) => !tracked.has(file));
  if (untracked.length === 0) return [];
  return git.checkIgnore(untracked);
}
