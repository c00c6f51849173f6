// Which folder is the project, and where each of rulesweep's files lives in it. Every entry point
// (commands, the agent hooks, the MCP server) asks this module, so they all agree.
//
// The project: `--root DIR` when given; otherwise, starting from the working directory (for a
// hook: CLAUDE_PROJECT_DIR, else a payload's cwd inside a recognised project, else the hook's
// working directory), the nearest folder holding rulesweep's memory (`.claude/memory/`) or config
// (`.rulesweep.json`), never climbing past the git top level; without one, the git top level;
// outside git, the starting folder itself. So a monorepo is one project, unless a package keeps
// its own `.claude/memory/`, and a Claude Code session opened in a subfolder finds the repository's
// memory. The files: the defaults below, overridden by the project's `.rulesweep.json` and by flags.
// Keep this module free of packages and of node:crypto: the hooks (`learn hook`, `guard`) load it.
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../diagnostics/errors.js';
import { CONFIG_FILE, loadConfig, type RulesweepConfig } from './config.js';

export const MEMORY_FOLDER = '.claude/memory';

export const DEFAULT_PATHS = {
  rules: `${MEMORY_FOLDER}/learned-rules.md`,
  evolutionLog: `${MEMORY_FOLDER}/evolution-log.md`,
  learnings: `${MEMORY_FOLDER}/learnings.jsonl`,
  sessions: `${MEMORY_FOLDER}/sessions.jsonl`,
  thesaurus: `${MEMORY_FOLDER}/thesaurus.json`,
  baseline: `${MEMORY_FOLDER}/sweep-baseline.json`,
} as const;

/** Drafted proposals sit beside the evolution log unless the config names another file. */
export const DRAFTS_FILE_NAME = 'evolve-drafts.jsonl';

export interface ProjectPaths {
  /** Absolute project root. */
  root: string;
  rulesFile: string;
  evolutionLog: string;
  /** The project's learnings store. */
  learnings: string;
  /** The user's learnings store, shared by every project. */
  globalLearnings: string;
  sessions: string;
  /** The user's additions to the query thesaurus (read, never written). */
  thesaurus: string;
  /** Proposals drafted by agents, waiting for a person's review. */
  drafts: string;
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

export interface HookResolveOptions extends ResolveOptions {
  /** The `cwd` an agent's hook payload names: a hint, used only inside a recognised project. */
  payloadCwd?: string | undefined;
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

/** A folder that already holds rulesweep's memory folder or config file. */
function holdsProject(dir: string): boolean {
  return existsSync(path.join(dir, MEMORY_FOLDER)) || existsSync(path.join(dir, CONFIG_FILE));
}

/**
 * The project a folder belongs to: the nearest folder at or above it holding rulesweep's memory
 * or config, up to the git top level; else the git top level; outside git, the folder itself
 * (climbing there could reach a home folder's `.claude/`).
 */
export function findProjectRoot(start: string): string {
  const dir = path.resolve(start);
  const top = findGitRoot(dir);
  if (top === undefined) return dir;
  for (let current = dir; ; current = path.dirname(current)) {
    if (current === top || holdsProject(current) || path.dirname(current) === current) return current;
  }
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function rootFromFlag(cwd: string, rootFlag: string): string {
  const root = path.resolve(cwd, rootFlag);
  if (!isFolder(root)) {
    throw new UsageError(`--root ${rootFlag} is not a folder`, {
      hint: 'pass the project folder that holds .claude/memory/',
    });
  }
  return root;
}

/** The home folder when HOME is unset; node:os is loaded only then, not on every hook call. */
function homeDirectory(): string {
  return process.getBuiltinModule('node:os').homedir();
}

/** `$XDG_DATA_HOME/rulesweep/learnings.jsonl`, else `~/.local/share/rulesweep/learnings.jsonl`. */
export function globalLearningsPath(env: Record<string, string | undefined>): string {
  const dataHome = env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME)
    ? env.XDG_DATA_HOME
    : path.join(env.HOME ?? homeDirectory(), '.local', 'share');
  return path.join(dataHome, 'rulesweep', 'learnings.jsonl');
}

/**
 * The sweep cache of the project at `root`: `$XDG_CACHE_HOME/rulesweep/sweep/<hash of the real
 * root>.json`, else under `~/.cache`. Outside the tree, so no sweep ever searches it.
 */
export function sweepCacheFile(env: Record<string, string | undefined>, root: string): string {
  return cacheFile(env, 'sweep', root);
}

/**
 * The guard lines of a rules file as the guard hook reads them (see src/guard/): `$XDG_CACHE_HOME/
 * rulesweep/guard/<hash of the rules file's real path>.json`, else under `~/.cache`.
 */
export function guardCacheFile(env: Record<string, string | undefined>, rulesFile: string): string {
  return cacheFile(env, 'guard', rulesFile);
}

/** The answers of the rules' test lines (src/sweep/rule-tests.ts), beside the sweep cache: `…/rulesweep/rule-tests/<hash>.json`. */
export function ruleTestsCacheFile(env: Record<string, string | undefined>, root: string): string {
  return cacheFile(env, 'rule-tests', root);
}

/** `<cache home>/rulesweep/<kind>/<hash of the real path of what it caches>.json`. */
function cacheFile(env: Record<string, string | undefined>, kind: string, of: string): string {
  const cacheHome = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
    ? env.XDG_CACHE_HOME
    : path.join(env.HOME ?? homeDirectory(), '.cache');
  let real = of;
  try {
    real = realpathSync(of);
  } catch {
    // A path that cannot be resolved (not there yet) still gets a cache of its own name.
  }
  return path.join(cacheHome, 'rulesweep', kind, `${nameHash(real)}.json`);
}

/**
 * Two 32-bit FNV-1a hashes of `text` (different offset bases), in hex: a cache file's name (each
 * cache checks inside that it is the right one). Not node:crypto, nor BigInt arithmetic, which
 * cost the hooks that load this module milliseconds.
 */
function nameHash(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (const byte of Buffer.from(text, 'utf8')) {
    low = Math.imul(low ^ byte, 0x01000193);
    high = Math.imul(high ^ byte, 0x01000193);
  }
  return `${(low >>> 0).toString(16).padStart(8, '0')}${(high >>> 0).toString(16).padStart(8, '0')}`;
}

/** Every path of the project at `root`; `rulesFile` is an absolute `--rules` when one was given. */
function projectPaths(root: string, env: ResolveOptions['env'], rulesFile: string | undefined): ProjectPaths {
  const config = loadConfig(root);
  const inRoot = (file: string) => path.resolve(root, file);
  const evolutionLog = inRoot(config.evolutionLog ?? DEFAULT_PATHS.evolutionLog);
  return {
    root,
    rulesFile: rulesFile ?? inRoot(config.rules ?? DEFAULT_PATHS.rules),
    evolutionLog,
    learnings: inRoot(config.learnings ?? DEFAULT_PATHS.learnings),
    globalLearnings: config.globalLearnings ? inRoot(config.globalLearnings) : globalLearningsPath(env),
    sessions: inRoot(config.sessions ?? DEFAULT_PATHS.sessions),
    thesaurus: inRoot(config.thesaurus ?? DEFAULT_PATHS.thesaurus),
    drafts: config.drafts ? inRoot(config.drafts) : path.join(path.dirname(evolutionLog), DRAFTS_FILE_NAME),
    baseline: inRoot(DEFAULT_PATHS.baseline),
    config,
  };
}

/** The project of a command a person (or an agent's shell) runs: `--root`, else found from the working directory. */
export function resolveProject(options: ResolveOptions): ProjectPaths {
  const root = options.root !== undefined ? rootFromFlag(options.cwd, options.root) : findProjectRoot(options.cwd);
  return projectPaths(root, options.env, options.rules === undefined ? undefined : path.resolve(options.cwd, options.rules));
}

/**
 * The project of an agent hook. `--root` wins; then CLAUDE_PROJECT_DIR, which is what Claude Code
 * says the project is; then the payload's cwd, but only inside a recognised project (a git
 * repository, or a folder already holding rulesweep's memory or config), so that a payload never
 * makes rulesweep create `.claude/memory/` in an arbitrary folder; then the hook's own working
 * directory, where its configuration runs it. A relative `--rules` is read from the project root.
 */
export function resolveHookProject(options: HookResolveOptions): ProjectPaths {
  const root = options.root !== undefined
    ? rootFromFlag(options.cwd, options.root)
    : findProjectRoot(agentProjectDir(options.env) ?? recognisedPayloadDir(options.payloadCwd) ?? options.cwd);
  return projectPaths(root, options.env, options.rules === undefined ? undefined : path.resolve(root, options.rules));
}

/** CLAUDE_PROJECT_DIR when it names an existing folder. */
function agentProjectDir(env: ResolveOptions['env']): string | undefined {
  const dir = env.CLAUDE_PROJECT_DIR;
  return dir && path.isAbsolute(dir) && isFolder(dir) ? dir : undefined;
}

function recognisedPayloadDir(dir: string | undefined): string | undefined {
  if (!dir || !path.isAbsolute(dir) || !isFolder(dir)) return undefined;
  return findGitRoot(dir) !== undefined || holdsProject(dir) ? dir : undefined;
}

/**
 * Every file rulesweep writes or keeps for the project: never counted by a sweep, wherever it
 * sits. `alsoWritten` adds what this run writes besides (a report's `--output` target).
 */
export function rulesweepFiles(paths: ProjectPaths, env: Record<string, string | undefined>, alsoWritten: readonly string[] = []): string[] {
  return [
    paths.rulesFile,
    paths.evolutionLog,
    paths.drafts,
    paths.learnings,
    paths.globalLearnings,
    learningsArchiveOf(paths.learnings),
    learningsArchiveOf(paths.globalLearnings),
    paths.sessions,
    paths.thesaurus,
    paths.baseline,
    // The caches live outside the tree unless XDG_CACHE_HOME points into it (CI setups do).
    sweepCacheFile(env, paths.root),
    ruleTestsCacheFile(env, paths.root),
    guardCacheFile(env, paths.rulesFile),
    ...alsoWritten.map((file) => path.resolve(file)),
  ];
}

/** The archive beside a learnings store: `learnings.jsonl` → `learnings-archive.jsonl` (src/learnings/archive.ts). */
export function learningsArchiveOf(store: string): string {
  const extension = path.extname(store);
  return path.join(path.dirname(store), `${path.basename(store, extension)}-archive${extension || '.jsonl'}`);
}

/** A path as people read it: relative to the root when inside it, with forward slashes. */
export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join('/');
}
