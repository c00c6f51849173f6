// Where rulesweep's files live for a project: the root (git top level, else the working
// directory, unless --root says otherwise) and every default path, overridable by the
// project's `.rulesweep.yml` and by flags.
import { createHash } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../diagnostics/errors.js';
import { loadConfig, type RulesweepConfig } from './config.js';

export const DEFAULT_PATHS = {
  rules: '.claude/memory/learned-rules.md',
  evolutionLog: '.claude/memory/evolution-log.md',
  learnings: '.claude/memory/learnings.jsonl',
  sessions: '.claude/memory/sessions.jsonl',
  baseline: '.claude/memory/sweep-baseline.json',
} as const;

export interface ProjectPaths {
  /** Absolute project root. */
  root: string;
  rulesFile: string;
  evolutionLog: string;
  learnings: string;
  globalLearnings: string;
  sessions: string;
  /** Today's accepted violations (`rulesweep baseline`), kept in the repository. */
  baseline: string;
  config: RulesweepConfig;
}

export interface ResolveOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  /** `--root DIR`, relative to cwd. */
  root?: string | undefined;
  /** `--rules FILE`, relative to cwd. */
  rules?: string | undefined;
}

/** The nearest folder at or above `start` holding `.git` (a folder, or a file for worktrees). */
export function findGitRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function resolveRoot(cwd: string, rootFlag?: string): string {
  if (rootFlag !== undefined) {
    const root = path.resolve(cwd, rootFlag);
    if (!existsSync(root) || !statSync(root).isDirectory()) {
      throw new UsageError(`--root ${rootFlag} is not a folder`, {
        hint: 'pass the project folder that holds .claude/memory/',
      });
    }
    return root;
  }
  return findGitRoot(cwd) ?? path.resolve(cwd);
}

/** `$XDG_DATA_HOME/rulesweep/learnings.jsonl`, else `~/.local/share/rulesweep/learnings.jsonl`. */
export function globalLearningsPath(env: Record<string, string | undefined>): string {
  const dataHome = env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME)
    ? env.XDG_DATA_HOME
    : path.join(env.HOME ?? os.homedir(), '.local', 'share');
  return path.join(dataHome, 'rulesweep', 'learnings.jsonl');
}

/**
 * The sweep cache of the project at `root`: `$XDG_CACHE_HOME/rulesweep/sweep/<hash of the real
 * root>.json`, else under `~/.cache`. Outside the tree, so no sweep ever searches it.
 */
export function sweepCacheFile(env: Record<string, string | undefined>, root: string): string {
  const cacheHome = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
    ? env.XDG_CACHE_HOME
    : path.join(env.HOME ?? os.homedir(), '.cache');
  let real = root;
  try {
    real = realpathSync(root);
  } catch {
    // A root that cannot be resolved still gets a cache of its own name.
  }
  return path.join(cacheHome, 'rulesweep', 'sweep', `${createHash('sha256').update(real).digest('hex').slice(0, 16)}.json`);
}

export function resolveProject(options: ResolveOptions): ProjectPaths {
  const root = resolveRoot(options.cwd, options.root);
  const config = loadConfig(root);
  const inRoot = (file: string) => path.resolve(root, file);
  return {
    root,
    rulesFile: options.rules !== undefined
      ? path.resolve(options.cwd, options.rules)
      : inRoot(config.rules ?? DEFAULT_PATHS.rules),
    evolutionLog: inRoot(config.evolutionLog ?? DEFAULT_PATHS.evolutionLog),
    learnings: inRoot(config.learnings ?? DEFAULT_PATHS.learnings),
    globalLearnings: config.globalLearnings
      ? path.resolve(root, config.globalLearnings)
      : globalLearningsPath(options.env),
    sessions: inRoot(config.sessions ?? DEFAULT_PATHS.sessions),
    baseline: inRoot(DEFAULT_PATHS.baseline),
    config,
  };
}

/** A path as people read it: relative to the root when inside it, with forward slashes. */
export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join('/');
}
