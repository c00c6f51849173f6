// Every hook answers within its budget whatever its stdin does, through the built bin: a shell
// pipe (a FIFO) or a Node parent's socket that stays open after the payload, that never carries
// anything, that carries the payload in small pieces with pauses or followed by garbage, or that
// carries far too much. The writer in the shell cases stays alive 25 s after its payload; the
// reader side ends it once the hook has exited.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runBin, runShell } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = '# Learned Rules\n---\n- No TODO markers.\n  verify: Grep("TODO", path="src/") -> 0 matches\n';
const STORE = '.claude/memory/learnings.jsonl';

function project() {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', 'src/a.ts': 'ok\n', '.claude/memory/learned-rules.md': RULES });
  return { root, env: { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') } };
}

const failure = (cwd: string) => JSON.stringify({
  session_id: 'sesión-1',
  hook_event_name: 'PostToolUseFailure',
  tool_name: 'Bash',
  tool_input: { command: 'pip install größe  # 安装依赖 {', description: 'Dépendances "}"' },
  error: 'Exit code 1\nERROR: no matching distribution } ]',
  cwd,
});

const sessionEnd = (cwd: string) => JSON.stringify({ session_id: 'fin-de-sesión', cwd, hook_event_name: 'SessionEnd', reason: 'exit' });

const learnings = (root: string) =>
  existsSync(path.join(root, STORE)) ? readFileSync(path.join(root, STORE), 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];

/**
 * `WRITER | rulesweep ARGS` run in `hookCwd`, where WRITER prints $PAYLOAD its own way and then
 * keeps the pipe open for 25 s; once rulesweep exits, the reader side closes its end and stops the
 * writer (a writer still writing then dies of SIGPIPE instead, as writers do). Returns the hook's
 * exit code and streams, and how long the hook took (until the reader side marks a file).
 */
async function pipeline(root: string, args: string, writer: string, env: Record<string, string>, payload: string, hookCwd = root) {
  const pidFile = path.join(root, 'writer.pid');
  const doneFile = path.join(root, 'hook.done');
  const script = [
    `{ ${writer}; sleep 25 & echo $! > "$PID_FILE"; wait; }`,
    `| { (cd "$HOOK_CWD" && node "$BIN" ${args}); code=$?; : > "$DONE_FILE"; exec 0<&-;`,
    `i=0; while [ ! -s "$PID_FILE" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done; [ -s "$PID_FILE" ] && kill "$(cat "$PID_FILE")"; exit $code; }`,
  ].join(' ');
  const started = Date.now();
  const result = await runShell(script, {
    cwd: root,
    env: { ...env, BIN, HOOK_CWD: hookCwd, PID_FILE: pidFile, DONE_FILE: doneFile, PAYLOAD: payload },
    killAfterMs: 20_000,
  });
  return { ...result, ms: statSync(doneFile).mtimeMs - started };
}

const PRINT = `printf '%s' "$PAYLOAD"`;

describe('hooks on a stdin that stays open (built bin)', () => {
  it('learn hook records the payload and exits long before its 5 s input limit', async () => {
    const { root, env } = project();
    const result = await pipeline(root, 'learn hook', PRINT, env, failure(root));
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(result.ms).toBeLessThan(4_000);
    expect(learnings(root)).toMatchObject([{ id: 1, kind: 'failure', exitCode: 1, command: 'pip install größe  # 安装依赖 {' }]);
  });

  it('boot --hook claude answers at once for the project the payload names', async () => {
    const { root, env } = project();
    const payload = JSON.stringify({ hook_event_name: 'SessionStart', session_id: 's', cwd: root, source: 'startup' });
    const result = await pipeline(root, 'boot --hook claude', PRINT, env, payload, tempProject());
    expect(result.code).toBe(0);
    expect(result.ms).toBeLessThan(4_000);
    const answer = JSON.parse(result.stdout) as { hookSpecificOutput: { additionalContext: string } };
    // Run from another folder, it found the project through the payload's cwd: it read the payload.
    expect(answer.hookSpecificOutput.additionalContext).toMatch(/1 rules? checked, 1 passed/);
  });

  it('scorecard --record --hook claude records the session the payload names', async () => {
    const { root, env } = project();
    const result = await pipeline(root, 'scorecard --record --hook claude', PRINT, env, sessionEnd(root));
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.ms).toBeLessThan(4_000);
    const sessions = readFileSync(path.join(root, '.claude/memory/sessions.jsonl'), 'utf8');
    expect(JSON.parse(sessions.trim()).session_id).toBe('fin-de-sesión');
  });

  it('learn hook joins a payload written in 8-byte pieces with pauses', async () => {
    const { root, env } = project();
    const pieces = `printf '%s' "$PAYLOAD" | fold -b -w 8 | while IFS= read -r piece || [ -n "$piece" ]; do printf '%s' "$piece"; sleep 0.01; done`;
    const result = await pipeline(root, 'learn hook', pieces, env, failure(root));
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(learnings(root)).toMatchObject([{ id: 1, command: 'pip install größe  # 安装依赖 {' }]);
  });

  it('learn hook takes the payload and ignores the garbage after it, once', async () => {
    const { root, env } = project();
    const result = await pipeline(root, 'learn hook', `${PRINT}; printf '\\n}}garbage{"hook_event_name":"PostToolUseFailure"'; sleep 0.2; printf 'more'`, env, failure(root));
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(result.ms).toBeLessThan(4_000);
    expect(learnings(root)).toHaveLength(1);
  });

  it('learn hook gives up after its 5 s input limit on a pipe that carries nothing, quietly', async () => {
    const { root, env } = project();
    const result = await pipeline(root, 'learn hook', 'true', { ...env, RULESWEEP_DEBUG: '1' }, '');
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: 'rulesweep learn hook: no complete JSON object within 5000 ms\n' });
    expect(result.ms).toBeGreaterThanOrEqual(4_900);
    expect(result.ms).toBeLessThan(9_000);
    expect(learnings(root)).toEqual([]);
  });

  it('learn hook drops a payload of 3 MB at its 1 MB cap without waiting for the pipe to close', async () => {
    const { root, env } = project();
    const huge = JSON.stringify({ ...JSON.parse(failure(root)), error: `Exit code 1\n${'x'.repeat(3 << 20)}` });
    const payloadFile = path.join(root, 'huge.json');
    writeFileSync(payloadFile, huge);
    const result = await pipeline(root, 'learn hook', `cat "${payloadFile}"`, { ...env, RULESWEEP_DEBUG: '1' }, '');
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: 'rulesweep learn hook: input is larger than 1048576 bytes\n' });
    expect(result.ms).toBeLessThan(4_000);
    expect(learnings(root)).toEqual([]);
  });

  it('learn hook reads a payload from a file', async () => {
    const { root, env } = project();
    writeFileSync(path.join(root, 'payload.json'), `${failure(root)}\nnot json`);
    const result = await runShell(`node "$BIN" learn hook < payload.json`, { cwd: root, env: { ...env, BIN } });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(learnings(root)).toHaveLength(1);
  });

  it('learn hook on a Node parent\'s socket that stays open: records at once, or gives up after 5 s', async () => {
    const { root, env } = project();
    let started = Date.now();
    const recorded = await runBin(['learn', 'hook'], { cwd: root, env, stdin: failure(root), leaveStdinOpen: true, killAfterMs: 20_000 });
    expect(recorded).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(learnings(root)).toHaveLength(1);

    started = Date.now();
    const silent = await runBin(['learn', 'hook'], { cwd: root, env, leaveStdinOpen: true, killAfterMs: 20_000 });
    expect(silent).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(learnings(root)).toHaveLength(1);
  });

  it('learn hook leaves a shared socket stdin blocking for whoever reads it next', async () => {
    const { root, env } = project();
    // The hook reads the payload, then the next program in the same shell reads what comes after
    // it with a plain blocking read: a stdin left in non-blocking mode would fail it with EAGAIN.
    const nextReader = `"${process.execPath}" -e "const b=Buffer.alloc(64);let n;try{n=require('fs').readSync(0,b,0,64,null)}catch(e){n=e.code}process.stdout.write(String(typeof n==='number'?b.toString('utf8',0,n):n))"`;
    const child = spawn('sh', ['-c', `"${process.execPath}" "$BIN" learn hook; ${nextReader}`], { cwd: root, env: { ...env, PATH: process.env.PATH ?? '', BIN }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdin.write(failure(root));
    const hookDone = async () => {
      while (learnings(root).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await hookDone();
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.stdin.end('after the hook');
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect({ code, stdout }).toEqual({ code: 0, stdout: 'after the hook' });
  });
});
