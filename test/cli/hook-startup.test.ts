// What the hooks load on their way: every agent tool call and prompt pays for each of Node's own
// modules `learn hook` or `guard` starts that `node -e 0` does not. A probe loaded with --require
// writes the process's module list at exit; a hook, run through the built bin on a Node parent's
// socket (what agents give it), may add libuv's pipe handle (reading stdin) and node:vm (compiling
// its bundle with the code cache) and nothing else: not node:net or node:stream, not node:os or
// node:diagnostics_channel (the lock).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin, runProcess } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const ALLOWED = new Set(['Internal Binding pipe_wrap', 'NativeModule vm']);

const PROBE = `process.on('exit', () => require('node:fs').writeFileSync(process.env.MODULES_OUT, JSON.stringify(process.moduleLoadList)));\n`;

const RULES = '# Learned Rules\n---\n- Never use pip; use uv.\n  verify: Grep("pip install", path=".") -> 0 matches\n  guard: Bash("\\bpip3? install")\n';

function setUp() {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', 'src/a.ts': 'ok\n', '.claude/memory/learned-rules.md': RULES });
  const probe = path.join(root, 'probe.cjs');
  writeFileSync(probe, PROBE);
  const out = path.join(root, 'modules.json');
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), NODE_OPTIONS: `--require=${probe}`, MODULES_OUT: out };
  const modules = () => JSON.parse(readFileSync(out, 'utf8')) as string[];
  return { root, env, modules };
}

const failure = (cwd: string) =>
  JSON.stringify({ session_id: 's1', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'timeout 5 make check' }, error: 'zsh: command not found: timeout', cwd });
const correction = (cwd: string) =>
  JSON.stringify({ session_id: 's1', hook_event_name: 'UserPromptSubmit', prompt: 'nein, auf dem Mac gibt es kein timeout, nimm gtimeout', cwd });

describe('hook start-up', () => {
  it('loads no Node module beyond what node -e 0 loads, except the pipe handle and node:vm', async () => {
    const { root, env, modules } = setUp();
    const baseline = await runProcess(process.execPath, ['-e', '0'], { cwd: root, env, stdin: failure(root) });
    expect(baseline.code).toBe(0);
    const bare = new Set(modules());

    for (const payload of [failure(root), correction(root)]) {
      const hook = await runBin(['learn', 'hook'], { cwd: root, env, stdin: payload });
      expect(hook).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(modules().filter((name) => !bare.has(name) && !ALLOWED.has(name))).toEqual([]);
    }
    // Both were recorded: the modules were not skipped by skipping the work.
    const store = readFileSync(path.join(root, '.claude/memory/learnings.jsonl'), 'utf8').trim().split('\n');
    expect(store.map((line) => (JSON.parse(line) as { kind: string }).kind)).toEqual(['failure', 'correction']);
  });

  it('guard: the same, once its guards are stored', async () => {
    const { root, env, modules } = setUp();
    await runProcess(process.execPath, ['-e', '0'], { cwd: root, env });
    const bare = new Set(modules());
    const call = (command: string) =>
      runBin(['guard'], { cwd: root, env, stdin: JSON.stringify({ session_id: 's1', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, cwd: root }) });
    // The first call after an edit of the rules file parses it (and loads the parser); later ones read the stored guards.
    expect((await call('ls')).code).toBe(0);
    const refused = await call('pip install requests');
    expect(refused.stdout).toContain('"permissionDecision":"deny"');
    expect(modules().filter((name) => !bare.has(name) && !ALLOWED.has(name))).toEqual([]);
    expect(await call('uv add requests')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(modules().filter((name) => !bare.has(name) && !ALLOWED.has(name))).toEqual([]);
  });
});
