import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = '# Learned Rules\n---\n- No TODO markers.\n  verify: Grep("TODO", path="src/") -> 0 matches\n';

const sessionEnd = (sessionId: string, cwd: string) =>
  JSON.stringify({ session_id: sessionId, cwd, hook_event_name: 'SessionEnd', reason: 'exit' });

const sessionIds = (root: string) =>
  readFileSync(path.join(root, '.claude/memory/sessions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { session_id: string }).session_id);

describe('scorecard --record --hook claude (the SessionEnd hook)', () => {
  it('records each session under the id in its payload, quietly, and once however often it runs', async () => {
    const root = tempProject({ 'src/a.ts': 'ok\n', '.claude/memory/learned-rules.md': RULES });
    const sub = path.join(root, 'src');
    for (const id of ['morning', 'afternoon', 'afternoon']) {
      const result = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: sub, stdin: sessionEnd(id, sub), env: { CLAUDE_PROJECT_DIR: root } });
      expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    expect(sessionIds(root)).toEqual(['morning', 'afternoon']);
  });

  it('counts a session once when the agent records it by hand and the SessionEnd hook records it again', async () => {
    const root = tempProject({ 'src/a.ts': 'ok\n', '.claude/memory/learned-rules.md': RULES });
    // Claude Code sets CLAUDE_CODE_SESSION_ID in its Bash tool to the id its hooks receive.
    const byHand = await runBin(['scorecard', '--record'], { cwd: root, env: { CLAUDE_CODE_SESSION_ID: 'sess-42' } });
    expect(byHand.code).toBe(0);
    expect(byHand.stdout).toMatch(/Recorded session #1 \(sess-42\)/);
    const hook = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: root, stdin: sessionEnd('sess-42', root), env: { CLAUDE_CODE_SESSION_ID: 'sess-42', CLAUDE_PROJECT_DIR: root } });
    expect(hook).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(sessionIds(root)).toEqual(['sess-42']);
    // The old name is not Claude Code's: a stale value of it does not split sessions either.
    const stale = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: root, stdin: sessionEnd('sess-42', root), env: { CLAUDE_SESSION_ID: 'other' } });
    expect(stale.code).toBe(0);
    expect(sessionIds(root)).toEqual(['sess-42']);
  });

  it('never fails the session: a broken ripgrep, no payload or no rules file still exits 0 with nothing on stdout', async () => {
    const root = tempProject({ 'src/a.ts': 'ok\n', '.claude/memory/learned-rules.md': RULES });
    const broken = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: root, stdin: sessionEnd('s', root), env: { RULESWEEP_RG: '/nonexistent/rg' } });
    expect(broken.code).toBe(0);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toMatch(/^rulesweep scorecard: session not recorded/);
    expect(existsSync(path.join(root, '.claude/memory/sessions.jsonl'))).toBe(false);

    const noPayload = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: root, stdin: 'not json' });
    expect(noPayload).toMatchObject({ code: 0, stdout: '' });

    const empty = tempProject();
    const noRules = await runBin(['scorecard', '--record', '--hook', 'claude'], { cwd: empty, stdin: sessionEnd('s', empty) });
    expect(noRules).toMatchObject({ code: 0, stdout: '' });
  });
});
