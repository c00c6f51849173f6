// One answer to "which project?" for every entry point, through the built bin: the learn hook, the
// SessionStart and SessionEnd hooks and the commands a person types all find the same project,
// in a subfolder of a repository and in a monorepo package with its own memory; and a hook
// payload's cwd never makes rulesweep create .claude/memory/ in a folder that is not a project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const STORE = '.claude/memory/learnings.jsonl';
const RULES = '.claude/memory/learned-rules.md';
const RULES_TEXT = '# Learned Rules\n---\n- Never call eval.\n  verify: Grep("eval\\(", path=".") -> 0 matches\n';

const failure = (cwd: string) => JSON.stringify({
  session_id: 'sess-1',
  cwd,
  hook_event_name: 'PostToolUseFailure',
  tool_name: 'Bash',
  tool_input: { command: 'kubectl apply -f deploy.yaml', description: 'deploy' },
  error: 'Exit code 1\nerror: the server has asked for the client to provide credentials',
});

function isolated(root: string, extra: Record<string, string> = {}): Record<string, string> {
  return { HOME: root, XDG_DATA_HOME: path.join(root, '.xdg'), ...extra };
}

function lines(file: string): unknown[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

async function bootContext(cwd: string, env: Record<string, string>, payloadCwd: string): Promise<string> {
  const result = await runBin(['boot', '--hook', 'claude'], { cwd, env, stdin: JSON.stringify({ session_id: 's', cwd: payloadCwd, hook_event_name: 'SessionStart' }) });
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

describe('which project every entry point works on', () => {
  it('a Claude Code session opened in a subfolder of a set-up repository records and boots the repository', async () => {
    const repo = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', [RULES]: RULES_TEXT, 'web/src/app.ts': 'export {}\n' });
    const sub = path.join(repo, 'web');
    const env = isolated(repo, { CLAUDE_PROJECT_DIR: sub });

    const hook = await runBin(['learn', 'hook'], { cwd: sub, env, stdin: failure(path.join(sub, 'src')) });
    expect(hook).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(lines(path.join(repo, STORE))).toHaveLength(1);
    expect(existsSync(path.join(sub, '.claude'))).toBe(false);

    const context = await bootContext(sub, env, sub);
    expect(context).toContain('1 rule checked, 1 passed, 0 failed. 1 recent learning loaded.');
    expect(context).toContain('kubectl apply -f deploy.yaml');

    const list = await runBin(['learn', 'list'], { cwd: path.join(sub, 'src'), env: isolated(repo) });
    expect(list.stdout).toMatch(/^#1 \[P\] .* failure: kubectl apply -f deploy\.yaml \(exit 1\)/);
  });

  it('a monorepo package that keeps its own memory is its own project, for hooks and for people', async () => {
    const repo = tempProject({
      '.git/HEAD': 'ref: refs/heads/main\n',
      [RULES]: RULES_TEXT,
      [`packages/api/${RULES}`]: '# Learned Rules\n---\n- Never use var.\n  verify: Grep("\\bvar ", path=".") -> 0 matches\n',
      'packages/api/src/index.ts': 'export const a = 1;\n',
    });
    const pkg = path.join(repo, 'packages', 'api');
    const env = isolated(repo, { CLAUDE_PROJECT_DIR: pkg });

    await runBin(['learn', 'hook'], { cwd: pkg, env, stdin: failure(path.join(pkg, 'src')) });
    expect(lines(path.join(pkg, STORE))).toHaveLength(1);
    expect(existsSync(path.join(repo, STORE))).toBe(false);

    const context = await bootContext(pkg, env, pkg);
    expect(context).toContain('1 rule checked, 1 passed, 0 failed. 1 recent learning loaded.');
    expect(context).toContain(`Rules file: ${RULES}.`);

    // A person in the package's source folder, without CLAUDE_PROJECT_DIR, sees the same store.
    const list = await runBin(['learn', 'list'], { cwd: path.join(pkg, 'src'), env: isolated(repo) });
    expect(list.stdout).toMatch(/^#1 \[P\] .* kubectl apply/);
    const sweep = await runBin(['sweep'], { cwd: path.join(pkg, 'src'), env: isolated(repo) });
    expect(sweep.stdout).toContain('PASS: Never use var.');
    expect(sweep.stdout).not.toContain('Never call eval.');
  });

  it('a payload naming an existing folder outside any project creates nothing there', async () => {
    const project = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', [RULES]: RULES_TEXT });
    const stray = tempProject({ 'notes.txt': 'not a project\n' });
    const env = isolated(project);

    const hook = await runBin(['learn', 'hook'], { cwd: project, env, stdin: failure(stray) });
    expect(hook.code).toBe(0);
    expect(readdirSync(stray)).toEqual(['notes.txt']);
    expect(lines(path.join(project, STORE))).toHaveLength(1);

    const start = await runBin(['boot', '--hook', 'claude', '--record'], { cwd: project, env, stdin: JSON.stringify({ session_id: 's1', cwd: stray }) });
    expect(start.code).toBe(0);
    const end = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: project, env, stdin: JSON.stringify({ session_id: 's1', cwd: stray }) });
    expect(end).toMatchObject({ code: 0, stdout: '' });
    expect(readdirSync(stray)).toEqual(['notes.txt']);
    expect(lines(path.join(project, '.claude/memory/sessions.jsonl'))).toEqual([expect.objectContaining({ session_id: 's1' })]);
  });

  it('a payload cwd inside another repository is used when the agent does not name the project', async () => {
    const outside = tempProject({ 'scratch/readme.txt': 'x\n' });
    const repo = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', 'src/a.ts': '' });
    const hook = await runBin(['learn', 'hook'], { cwd: path.join(outside, 'scratch'), env: isolated(outside), stdin: failure(path.join(repo, 'src')) });
    expect(hook.code).toBe(0);
    expect(lines(path.join(repo, STORE))).toHaveLength(1);
    expect(readdirSync(path.join(outside, 'scratch'))).toEqual(['readme.txt']);
  });
});
