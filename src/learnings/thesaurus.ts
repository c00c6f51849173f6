// The thesaurus behind `learn query`: groups of words and phrases that mean the same thing to
// someone searching their agent's mistakes. A built-in set covers the usual vocabulary of failed
// commands; users add their own groups in a JSON file (`.claude/memory/thesaurus.json`, or the
// `thesaurus` key of .rulesweep.json), which extend the built-in groups rather than replace them.
import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { terms } from './terms.js';

/** Concept → words and phrases that mean the same (the concept itself counts as one of them). */
export type ThesaurusSource = Record<string, string[]>;

export interface Thesaurus {
  /** Each group: its phrases as written, lower-cased. */
  groups: string[][];
}

export const BUILT_IN_THESAURUS: ThesaurusSource = {
  error: ['failure', 'failed', 'fail', 'bug', 'issue', 'problem', 'exception', 'crash', 'fault', 'broken', 'wrong'],
  setup: ['set up', 'install', 'installation', 'configure', 'configuration', 'init', 'initialize', 'bootstrap', 'provision', 'onboarding'],
  missing: [
    'null', 'none', 'nil', 'undefined', 'empty', 'nan', 'absent', 'blank', 'not found', 'missing value',
    'null value', 'no such', 'does not exist', 'not exist', 'enoent',
  ],
  remove: ['delete', 'rm', 'uninstall', 'drop', 'erase', 'purge', 'clean', 'unlink'],
  create: ['add', 'new', 'make', 'mkdir', 'touch', 'generate', 'scaffold'],
  permission: ['permission denied', 'access denied', 'denied', 'forbidden', 'unauthorized', 'eacces', 'eperm', 'sudo', 'chmod', 'not permitted'],
  network: ['connection', 'connect', 'timeout', 'timed out', 'econnrefused', 'econnreset', 'dns', 'offline', 'unreachable', 'proxy', 'ssl', 'tls', 'certificate'],
  dependency: ['package', 'module', 'library', 'lib', 'crate', 'gem', 'dependencies', 'requirement', 'lockfile', 'vendor'],
  'package manager': ['npm', 'yarn', 'pnpm', 'bun', 'npx'],
  'python packaging': ['pip', 'pip3', 'pipx', 'uv', 'poetry', 'conda', 'virtualenv', 'venv'],
  test: ['tests', 'testing', 'spec', 'pytest', 'jest', 'vitest', 'mocha', 'unittest', 'assertion', 'assert'],
  build: ['compile', 'compiler', 'bundle', 'bundler', 'tsc', 'make', 'webpack', 'vite', 'transpile'],
  'version control': ['git', 'commit', 'push', 'pull', 'merge', 'rebase', 'branch', 'checkout', 'stash'],
  container: ['docker', 'podman', 'image', 'compose', 'docker compose', 'kubernetes', 'kubectl', 'k8s', 'pod'],
  database: ['db', 'sql', 'postgres', 'postgresql', 'mysql', 'sqlite', 'migration', 'schema', 'query'],
  run: ['execute', 'exec', 'launch', 'start', 'invoke', 'call', 'spawn'],
  stop: ['kill', 'terminate', 'halt', 'abort', 'cancel', 'interrupt', 'sigterm', 'sigkill'],
  file: ['path', 'directory', 'folder', 'dir', 'filename', 'file system', 'filesystem'],
  config: ['settings', 'options', 'preferences', 'configuration', 'env', 'environment', 'dotenv', 'flag'],
  credentials: ['auth', 'authentication', 'login', 'log in', 'sign in', 'token', 'password', 'secret', 'api key', 'key'],
  deploy: ['release', 'publish', 'ship', 'rollout', 'production'],
  update: ['upgrade', 'bump', 'latest', 'outdated', 'version'],
  slow: ['performance', 'latency', 'speed', 'hang', 'hangs', 'stuck', 'freeze'],
  memory: ['oom', 'out of memory', 'heap', 'leak', 'allocation'],
  syntax: ['parse', 'parser', 'typo', 'unexpected token', 'invalid'],
  python: ['py', 'python3', 'python2'],
  javascript: ['js', 'node', 'nodejs', 'node.js', 'ecmascript', 'esm', 'commonjs'],
  typescript: ['ts', 'tsx', 'type error', 'types'],
  macos: ['mac', 'osx', 'darwin', 'brew', 'homebrew'],
  linux: ['ubuntu', 'debian', 'fedora', 'alpine', 'apt', 'apt-get'],
  windows: ['win32', 'powershell', 'cmd.exe', 'wsl'],
  date: ['time', 'timezone', 'timestamp', 'clock', 'utc'],
  format: ['lint', 'linter', 'style', 'prettier', 'eslint', 'formatter', 'black', 'ruff'],
  log: ['logging', 'print', 'console', 'stdout', 'stderr', 'output', 'trace', 'debug'],
  duplicate: ['duplicated', 'repeated', 'twice', 'already exists', 'conflict', 'collision'],
  encoding: ['utf-8', 'utf8', 'unicode', 'charset', 'ascii', 'character set'],
  handling: ['handle', 'handler', 'catch', 'guard', 'fallback', 'default'],
};

function fromSource(source: ThesaurusSource): string[][] {
  return Object.entries(source).map(([concept, synonyms]) => [concept, ...synonyms].map((phrase) => phrase.toLowerCase().trim()));
}

export function builtInThesaurus(): Thesaurus {
  return { groups: fromSource(BUILT_IN_THESAURUS) };
}

/**
 * The built-in thesaurus extended with every readable user file. A missing file is fine; an
 * unreadable or malformed one is reported and skipped, so a typo never breaks a query.
 */
export async function loadThesaurus(files: string[]): Promise<{ thesaurus: Thesaurus; problems: Diagnostic[] }> {
  const groups = fromSource(BUILT_IN_THESAURUS);
  const problems: Diagnostic[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      problems.push(thesaurusProblem(file, `cannot be read: ${(error as Error).message}`));
      continue;
    }
    const parsed = parseThesaurus(text);
    if (typeof parsed === 'string') problems.push(thesaurusProblem(file, parsed));
    else groups.push(...parsed);
  }
  return { thesaurus: { groups }, problems };
}

/** Reads `{"concept": ["synonym", …]}` or `[["word", "synonym", …], …]`. */
export function parseThesaurus(text: string): string[][] | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `is not valid JSON: ${(error as Error).message}`;
  }
  const clean = (list: unknown[]) => list.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.toLowerCase().trim());
  if (Array.isArray(data)) {
    if (!data.every(Array.isArray)) return 'an array thesaurus must hold arrays of words';
    return (data as unknown[][]).map(clean).filter((group) => group.length > 1);
  }
  if (typeof data !== 'object' || data === null) return 'must hold an object of "concept": ["synonym", …]';
  const groups: string[][] = [];
  for (const [concept, synonyms] of Object.entries(data)) {
    if (!Array.isArray(synonyms)) return `"${concept}" must map to an array of words`;
    groups.push([concept.toLowerCase().trim(), ...clean(synonyms)]);
  }
  return groups;
}

function thesaurusProblem(file: string, message: string): Diagnostic {
  return diagnostic('warning', 'learnings/thesaurus', `thesaurus ${message}`, {
    file,
    hint: 'query uses the built-in thesaurus without this file; fix it to get your synonyms back',
  });
}

/** A thesaurus ready for lookups: each phrase as stems, and the groups each phrase belongs to. */
export interface CompiledThesaurus {
  /** Phrase key (stems joined by spaces) → indexes of the groups holding it. */
  index: Map<string, number[]>;
  /** Every group as stemmed phrases. */
  groups: string[][][];
  /** Longest phrase, in words. */
  longest: number;
}

export function compileThesaurus(thesaurus: Thesaurus): CompiledThesaurus {
  const index = new Map<string, number[]>();
  const groups: string[][][] = [];
  let longest = 1;
  thesaurus.groups.forEach((group, groupIndex) => {
    const phrases = group.map((phrase) => terms(phrase)).filter((phrase) => phrase.length > 0);
    groups.push(phrases);
    for (const phrase of phrases) {
      longest = Math.max(longest, phrase.length);
      const key = phrase.join(' ');
      const holders = index.get(key) ?? [];
      if (!holders.includes(groupIndex)) holders.push(groupIndex);
      index.set(key, holders);
    }
  });
  return { index, groups, longest };
}
