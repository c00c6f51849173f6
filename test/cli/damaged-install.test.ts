// A damaged install (a hook bundle missing from dist/hook) never fails a hook: the guard lets the
// command through with one line on stderr and exits 0; `learn hook` still records through main().
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runShell } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

// The copy sits inside the repository, so its requires still find node_modules.
const dist = path.resolve(path.dirname(BIN), '..');
const cacheDir = path.join(dist, '..', 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const copy = mkdtempSync(path.join(cacheDir, 'rulesweep-damaged-'));
cpSync(dist, copy, { recursive: true });
rmSync(path.join(copy, 'hook'), { recursive: true });
const damagedBin = path.join(copy, 'bin', 'rulesweep.cjs');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const RULES = '# Learned Rules\n---\n- Never use pip; use uv.\n  verify: Grep("pip install", path=".") -> 0 matches\n  guard: Bash("\\bpip install")\n';

describe('a hook bundle missing from the install', () => {
  it('the guard lets the command through with one line on stderr, exit 0', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': RULES });
    const payload = JSON.stringify({ session_id: 's', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'pip install x' }, cwd: root });
    const result = await runShell(`node "$BIN" guard`, { cwd: root, env: { BIN: damagedBin, XDG_CACHE_HOME: path.join(root, '.cache') }, stdin: payload });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^rulesweep guard: cannot load the guard \(.*\); the command is let through\.\n$/);
  });

  it('learn hook still records the failure, through main()', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': RULES });
    const payload = JSON.stringify({ session_id: 's', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'pip install x' }, error: 'Exit code 127\nbash: pip: command not found', cwd: root });
    const result = await runShell(`node "$BIN" learn hook`, { cwd: root, env: { BIN: damagedBin, CLAUDE_PROJECT_DIR: root, XDG_DATA_HOME: path.join(root, '.xdg') }, stdin: payload });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    const store = path.join(root, '.claude/memory/learnings.jsonl');
    expect(existsSync(store)).toBe(true);
    expect(readFileSync(store, 'utf8')).toContain('pip install x');
  });
});
