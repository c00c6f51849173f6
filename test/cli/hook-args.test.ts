// The hooks read their options without commander (src/cli/hook-args.ts): through the built bin,
// `--root DIR` and `--root=DIR` send `learn hook`'s learning to that project, `--rules FILE` and
// `--rules=FILE` make `guard` enforce that file, and an unknown option changes nothing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const failure = JSON.stringify({ session_id: 's1', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout' });
const pipInstall = JSON.stringify({ session_id: 's1', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'pip install requests' } });
const GUARDED = '# Learned Rules\n---\n- Never use pip; use uv.\n  verify: manual\n  guard: Bash("\\bpip3? install")\n';

const stored = (root: string) => {
  const file = path.join(root, '.claude/memory/learnings.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').length : 0;
};

describe('hook options', () => {
  it('learn hook: --root DIR and --root=DIR pick the project; an unknown option is ignored', async () => {
    const here = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const there = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const env = { HOME: here, XDG_DATA_HOME: path.join(here, 'xdg') };
    for (const args of [['--root', there], [`--root=${there}`], ['--no-such-option', `--root=${there}`]]) {
      expect(await runBin(['learn', 'hook', ...args], { cwd: here, env, stdin: failure })).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    expect([stored(here), stored(there)]).toEqual([0, 3]);
  });

  it('guard: --rules FILE and --rules=FILE pick the rules it enforces', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': '# Learned Rules\n---\n- Be kind.\n  verify: manual\n' });
    mkdirSync(path.join(root, 'team'));
    writeFileSync(path.join(root, 'team/rules.md'), GUARDED);
    const env = { HOME: root, XDG_CACHE_HOME: path.join(root, 'cache') };
    expect((await runBin(['guard'], { cwd: root, env, stdin: pipInstall })).stdout).toBe('');
    for (const args of [['--rules', 'team/rules.md'], ['--rules=team/rules.md']]) {
      expect((await runBin(['guard', ...args], { cwd: root, env, stdin: pipInstall })).stdout).toContain('"permissionDecision":"deny"');
    }
  });
});
