// The one resolver: which folder is the project, for commands and for hooks, and where each of
// rulesweep's files lives in it. Real folders; no git binary needed (a `.git` entry marks a repository).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/diagnostics/errors.js';
import { findProjectRoot, resolveHookProject, resolveProject, rulesweepFiles } from '../../src/memory/paths.js';
import { tempProject } from '../helpers/project.js';

const env = { HOME: '/home/someone', XDG_DATA_HOME: '/data' };

describe('findProjectRoot', () => {
  it('climbs to the nearest folder with rulesweep memory or config, never past the git top level', () => {
    const repo = tempProject({
      '.git/HEAD': '',
      'apps/web/src/index.ts': '',
      'packages/api/.claude/memory/learned-rules.md': '',
      'packages/api/src/deep/x.ts': '',
      'tools/cli/.rulesweep.json': '{}',
      'tools/cli/bin/run.ts': '',
    });
    expect(findProjectRoot(path.join(repo, 'apps/web/src'))).toBe(repo);
    expect(findProjectRoot(path.join(repo, 'packages/api/src/deep'))).toBe(path.join(repo, 'packages/api'));
    expect(findProjectRoot(path.join(repo, 'tools/cli/bin'))).toBe(path.join(repo, 'tools/cli'));
    expect(findProjectRoot(repo)).toBe(repo);
  });

  it('outside git, the folder itself: it never climbs to a home folder\'s .claude/memory', () => {
    const home = tempProject({ '.claude/memory/learnings.jsonl': '', 'work/notes/a.md': '' });
    expect(findProjectRoot(path.join(home, 'work/notes'))).toBe(path.join(home, 'work/notes'));
  });
});

describe('resolveProject', () => {
  it('puts every file under the root, the drafts beside the log, and honours the config and --rules', () => {
    const root = tempProject({
      '.git/HEAD': '',
      '.rulesweep.json': JSON.stringify({ evolutionLog: 'docs/log.md', thesaurus: 'docs/words.json', sessions: 'var/sessions.jsonl' }),
      'sub/x': '',
    });
    const paths = resolveProject({ cwd: path.join(root, 'sub'), env, rules: 'mine.md' });
    expect(paths).toMatchObject({
      root,
      rulesFile: path.join(root, 'sub/mine.md'),
      evolutionLog: path.join(root, 'docs/log.md'),
      drafts: path.join(root, 'docs/evolve-drafts.jsonl'),
      thesaurus: path.join(root, 'docs/words.json'),
      sessions: path.join(root, 'var/sessions.jsonl'),
      learnings: path.join(root, '.claude/memory/learnings.jsonl'),
      globalLearnings: '/data/rulesweep/learnings.jsonl',
    });
    const cacheEnv = { ...env, XDG_CACHE_HOME: path.join(root, 'cache') };
    const files = rulesweepFiles(paths, cacheEnv, ['out/report.sarif']);
    expect(files.slice(0, 10)).toEqual([
      paths.rulesFile, paths.evolutionLog, paths.drafts, paths.learnings, paths.globalLearnings,
      path.join(path.dirname(paths.learnings), 'learnings-archive.jsonl'), '/data/rulesweep/learnings-archive.jsonl',
      paths.sessions, paths.thesaurus, paths.baseline,
    ]);
    // The caches, even where XDG_CACHE_HOME puts them inside the tree, then this run's report.
    expect(files.slice(10, 13).map((file) => path.relative(root, file).split(path.sep).slice(0, 3).join('/'))).toEqual([
      'cache/rulesweep/sweep', 'cache/rulesweep/rule-tests', 'cache/rulesweep/guard',
    ]);
    expect(files.slice(13)).toEqual([path.resolve('out/report.sarif')]);
  });

  it('--root must be a folder', () => {
    const root = tempProject({ 'file.txt': '' });
    expect(() => resolveProject({ cwd: root, env, root: 'file.txt' })).toThrow(UsageError);
    expect(resolveProject({ cwd: root, env, root: '.' }).root).toBe(root);
  });
});

describe('resolveHookProject', () => {
  it('takes CLAUDE_PROJECT_DIR first, then a payload cwd inside a project, then its own working directory', () => {
    const repo = tempProject({ '.git/HEAD': '', '.claude/memory/learned-rules.md': '', 'web/src/a.ts': '' });
    const other = tempProject({ '.git/HEAD': '', 'src/b.ts': '' });
    const stray = tempProject({ 'notes.txt': '' });
    const hook = (extra: Record<string, string>, payloadCwd?: string) =>
      resolveHookProject({ cwd: stray, env: { ...env, ...extra }, payloadCwd }).root;
    expect(hook({ CLAUDE_PROJECT_DIR: path.join(repo, 'web') }, path.join(other, 'src'))).toBe(repo);
    expect(hook({}, path.join(other, 'src'))).toBe(other);
    expect(hook({}, path.join(stray))).toBe(stray);
    const lonely = tempProject({ 'x/y.txt': '' });
    expect(resolveHookProject({ cwd: repo, env, payloadCwd: path.join(lonely, 'x') }).root).toBe(repo);
    expect(resolveHookProject({ cwd: repo, env, payloadCwd: path.join(lonely, 'missing') }).root).toBe(repo);
    expect(resolveHookProject({ cwd: repo, env, payloadCwd: 'relative/dir' }).root).toBe(repo);
  });

  it('a payload cwd holding rulesweep memory counts outside git too; a relative --rules is read from the root', () => {
    const project = tempProject({ '.claude/memory/learned-rules.md': '' });
    mkdirSync(path.join(project, 'sub'));
    const elsewhere = tempProject();
    const paths = resolveHookProject({ cwd: elsewhere, env, payloadCwd: project, rules: 'custom.md' });
    expect(paths.root).toBe(project);
    expect(paths.rulesFile).toBe(path.join(project, 'custom.md'));
  });
});
