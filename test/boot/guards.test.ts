// Boot lists the guards in force (what `rulesweep guard` will refuse or ask about), in the
// SessionStart context, on the terminal and in --json, and stores them for the guard hook; a guard
// it cannot enforce is counted, never listed as active.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { initGitRepo } from '../helpers/project.js';
import { isolatedEnv, namedProject } from './fixtures.js';

const RULES = `# Learned Rules

---

- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install", path="src/") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")

- Pregunta antes de forzar un push.
  verify: manual — una persona decide
  guard: Bash("git push\\s+(?:-f|--force)\\b") -> ask

- Never run make without a target.
  verify: manual — a person decides
  guard: Bash("make(?! \\w)")
`;

const SESSION_START = JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', session_id: 's1' });

async function project(rules: string): Promise<{ root: string; env: Record<string, string | undefined> }> {
  const root = namedProject('guarded', { '.claude/memory/learned-rules.md': rules, 'src/app.py': 'print("hi")\n' });
  await initGitRepo(root);
  const env = isolatedEnv();
  return { root, env: { ...env, XDG_CACHE_HOME: path.join(env.HOME!, 'cache'), CLAUDE_PROJECT_DIR: root } };
}

describe('boot lists the active guards', () => {
  it('in the SessionStart context, and stores them so the guard hook\'s first call does not parse', async () => {
    const { root, env } = await project(RULES);
    const boot = await runBin(['boot', '--hook', 'claude'], { cwd: root, env, stdin: SESSION_START });
    expect(boot.code).toBe(0);
    const context = JSON.parse(boot.stdout).hookSpecificOutput.additionalContext as string;
    const section = context.slice(context.indexOf('Guards:')).split('\n');
    expect(section[0]).toMatch(/^Guards: shell commands matching these are refused before they run/);
    expect(section[1]).toBe('- Bash("\\bpip3? install|\\bpipx install"): Never use pip, pip3, or pipx; always use uv instead.');
    expect(section[2]).toBe('- Bash("git push\\s+(?:-f|--force)\\b") -> ask: Pregunta antes de forzar un push.');
    expect(context).not.toContain('make(?!');

    const stored = readdirSync(path.join(env.XDG_CACHE_HOME!, 'rulesweep', 'guard'));
    expect(stored).toHaveLength(1);
    const refused = await runBin(['guard'], {
      cwd: root,
      env,
      stdin: JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'pip install flask' } }),
    });
    expect(JSON.parse(refused.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  it('on the terminal and in --json, counting the guard it cannot enforce', async () => {
    const { root, env } = await project(RULES);
    const text = await runBin(['boot'], { cwd: root, env });
    expect(text.stdout).toContain('--- Guards (shell commands refused before they run) ---');
    expect(text.stdout).toMatch(/\nBash\("\\bpip3\? install\|\\bpipx install"\)  \(\.claude\/memory\/learned-rules\.md:7: Never use pip/);
    expect(text.stdout).toContain('\nBash("git push\\s+(?:-f|--force)\\b") -> ask  (.claude/memory/learned-rules.md:11: Pregunta antes de forzar un push.)');
    expect(text.stdout).toContain('1 guard line not enforced');
    const json = JSON.parse((await runBin(['boot', '--json'], { cwd: root, env })).stdout);
    expect(json.guards.active.map((guard: { action: string }) => guard.action)).toEqual(['deny', 'ask']);
    expect(json.guards.unenforced).toBe(1);
  });

  it('says nothing about guards when no rule has one', async () => {
    const { root, env } = await project('# Rules\n\n- Never print.\n  verify: Grep("print\\\\(", path="src/") -> 0 matches\n');
    const boot = await runBin(['boot', '--hook', 'claude'], { cwd: root, env, stdin: SESSION_START });
    expect(JSON.parse(boot.stdout).hookSpecificOutput.additionalContext).not.toContain('Guards');
    expect((await runBin(['boot'], { cwd: root, env })).stdout).not.toContain('Guards');
    expect(JSON.parse((await runBin(['boot', '--json'], { cwd: root, env })).stdout).guards).toEqual({ active: [], unenforced: 0 });
  });
});
