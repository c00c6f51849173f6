// `rulesweep learn hook` through the built bin, as an agent runs it: a real failure payload ends
// up in `learn list` with its secrets gone, and no bad input, broken disk or stuck lock ever
// makes it print anything or exit non-zero.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { spawn } from 'node:child_process';
import { BIN, runBin, runCli } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hooks');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
const STORE = '.claude/memory/learnings.jsonl';

/** A git-rooted project and an environment that keeps the user's real stores out of reach. */
function setup(files: Record<string, string> = {}) {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', ...files });
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root };
  return { root, env, store: path.join(root, STORE) };
}

function storeLines(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('learn hook (built bin)', () => {
  it('records a Claude Code PostToolUseFailure that learn list then shows, secrets redacted', async () => {
    const { root, env, store } = setup();
    const hook = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(hook).toEqual({ code: 0, stdout: '', stderr: '' });

    const [event] = storeLines(store);
    expect(event).toMatchObject({ type: 'learning', id: 1, kind: 'failure', exitCode: 1, agent: 'claude-code', context: 'Run the database migrations' });
    const raw = readFileSync(store, 'utf8');
    expect(raw).not.toContain('s3cretPassw0rd');
    expect(raw).not.toContain('wJalrXUtnFEMI');

    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.code).toBe(0);
    expect(list.stderr).toBe('');
    expect(list.stdout).toMatch(/^#1 \[P\] \d{4}-\d\d-\d\d failure: DATABASE_URL=postgres:\/\/shop:\[REDACTED:password\]@db\.internal:5432\/shop npm run migrate \(exit 1\)$/m);
    expect(list.stdout).not.toContain('s3cretPassw0rd');
  });

  it('ties a terse correction to the failure of its session it follows, as the agent sends them', async () => {
    const { root, env, store } = setup();
    const session = { session_id: 'sess-7', transcript_path: '/Users/ana/.claude/projects/x/sess-7.jsonl', cwd: root };
    const failed = JSON.stringify({ ...session, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'pip install -r requirements.txt' }, error: 'Exit code 1\nerror: externally-managed-environment' });
    const unrelated = JSON.stringify({ ...session, session_id: 'other', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make' }, error: 'Exit code 2\nmake: *** No targets.  Stop.' });
    for (const stdin of [failed, unrelated]) expect(await runBin(['learn', 'hook'], { cwd: root, env, stdin })).toEqual({ code: 0, stdout: '', stderr: '' });
    const prompts = ['nope, uv', 'en mac no existe timeout, usa gtimeout', 'use gsed'];
    for (const prompt of prompts) {
      expect(await runBin(['learn', 'hook'], { cwd: root, env, stdin: JSON.stringify({ ...session, hook_event_name: 'UserPromptSubmit', prompt }) })).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    const events = storeLines(store);
    expect(events.map((event) => [event.id, event.kind, event.correction ?? event.command, event.correcting])).toEqual([
      [1, 'failure', 'pip install -r requirements.txt', undefined],
      [2, 'failure', 'make', undefined],
      [3, 'correction', 'nope, uv', 1],
      [4, 'correction', 'en mac no existe timeout, usa gtimeout', undefined],
    ]);
    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#3 \[P\] \S+ correction: nope, uv \(about #1\)$/m);
  });

  it('serves Codex: a failure its output shows (no exit code), never a success, and the correction that follows, in Spanish too', async () => {
    const { root, env, store } = setup();
    const codex = (name: string, fields: Record<string, unknown> = {}) => JSON.stringify({ ...JSON.parse(fixture(name)), cwd: root, ...fields });
    const steps = [
      codex('codex-post-tool-use-bash-success'),
      codex('codex-post-tool-use-bash'),
      codex('codex-user-prompt-submit-correction'),
      codex('codex-post-tool-use-bash', { tool_input: { command: 'pip install -r requirements.txt' }, tool_response: 'error: externally-managed-environment\n\n× This environment is externally managed\n' }),
      codex('codex-user-prompt-submit-correction', { prompt: 'no, usa uv en vez de pip' }),
    ];
    for (const stdin of steps) expect(await runBin(['learn', 'hook'], { cwd: root, env, stdin })).toEqual({ code: 0, stdout: '', stderr: '' });
    const events = storeLines(store);
    expect(events.map((event) => [event.id, event.kind, event.correction ?? event.command, event.correcting, event.agent, event.exitCode])).toEqual([
      [1, 'failure', 'docker-compose up -d db', undefined, 'codex', undefined],
      [2, 'correction', 'no, use docker compose (with a space), docker-compose is not installed here', 1, 'codex', undefined],
      [3, 'failure', 'pip install -r requirements.txt', undefined, 'codex', undefined],
      [4, 'correction', 'no, usa uv en vez de pip', 3, 'codex', undefined],
    ]);
    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#1 \[P\] \S+ failure: docker-compose up -d db$/m);
  });

  it('serves Claude Code\'s PowerShell tool like Bash', async () => {
    const { root, env, store } = setup();
    expect(await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-powershell') })).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(storeLines(store)).toMatchObject([{ kind: 'failure', command: 'docker-compose up -d db', exitCode: 1, tags: ['powershell'], agent: 'claude-code' }]);
  });

  it('records corrections from prompts and prints nothing, which would otherwise reach the agent', async () => {
    const { root, env, store } = setup();
    const ordinary = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-user-prompt-submit-ordinary') });
    expect(ordinary).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
    const correction = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-user-prompt-submit-correction') });
    expect(correction).toEqual({ code: 0, stdout: '', stderr: '' });
    const [event] = storeLines(store);
    expect(event).toMatchObject({ kind: 'correction', tags: ['prompt'] });
    expect(String(event!.correction)).toMatch(/^no, use bun instead of npm/);
    expect(String(event!.correction)).not.toContain('sk-proj-');
  });

  it('skips test runs and writes nothing', async () => {
    const { root, env, store } = setup();
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-test-run') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
  });

  it.each([
    ['empty input', ''],
    ['not JSON', '{"hook_event_name": "PostToolUseFailure", '],
    ['binary junk', '\u0000\u0001\u0002\u00ff\u00fe garbage \u0007'],
    ['a JSON array', '[{"hook_event_name":"PostToolUseFailure"}]'],
    ['a JSON string', '"hello"'],
    ['an unknown event', '{"hook_event_name":"Notification","message":"hi"}'],
    ['a payload without a command', '{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{}}'],
    ['a command that is true', '{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{"command":true},"error":"Exit code 1\\nx"}'],
    ['a command that is a number', '{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{"command":123},"error":"Exit code 1\\nx"}'],
    ['a command that is an object', '{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":{}},"tool_response":{"exit_code":2}}'],
    ['an ordinary request naming a tool', '{"hook_event_name":"UserPromptSubmit","session_id":"s","prompt":"run npm install and start the dev server"}'],
  ])('exits 0 quietly on %s and writes nothing', async (_name, stdin) => {
    const { root, env, store } = setup();
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
  });

  it('drops a huge input unread past its cap', async () => {
    const { root, env, store } = setup();
    const payload = JSON.parse(fixture('claude-post-tool-use-failure-bash')) as Record<string, unknown>;
    payload.error = `Exit code 1\n${'x'.repeat(5 * 1024 * 1024)}`;
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: JSON.stringify(payload) });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
  });

  it('says why with RULESWEEP_DEBUG, on stderr only', async () => {
    const { root, env } = setup();
    const skipped = await runBin(['learn', 'hook'], { cwd: root, env: { ...env, RULESWEEP_DEBUG: '1' }, stdin: 'nope' });
    expect(skipped).toEqual({ code: 0, stdout: '', stderr: 'rulesweep learn hook: not recorded: input is not JSON\n' });
    const recorded = await runBin(['learn', 'hook'], { cwd: root, env: { ...env, RULESWEEP_DEBUG: '1' }, stdin: fixture('claude-post-tool-use-failure-not-found') });
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).toBe('');
    expect(recorded.stderr).toMatch(/recorded learning #1 in .*learnings\.jsonl/);
  });

  it('exits 0 quietly when the store cannot be created (a file where its folder should be)', async () => {
    const { root, env } = setup({ '.claude/memory': 'not a folder' });
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(path.join(root, '.claude/memory'), 'utf8')).toBe('not a folder');
  });

  it('exits 0 quietly when the store is a folder', async () => {
    const { root, env, store } = setup();
    mkdirSync(store, { recursive: true });
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(`${store}.lock`)).toBe(false);
  });

  it.skipIf(!existsSync('/dev/full'))('exits 0 quietly on a full disk and releases its lock', async () => {
    const { root, env, store } = setup();
    mkdirSync(path.dirname(store), { recursive: true });
    symlinkSync('/dev/full', store);
    const result = await runBin(['learn', 'hook'], { cwd: root, env: { ...env, RULESWEEP_DEBUG: '1' }, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/not recorded: ENOSPC/);
    expect(existsSync(`${store}.lock`)).toBe(false);
  });

  it('exits 0 quietly with a broken .rulesweep.json', async () => {
    const { root, env, store } = setup({ '.rulesweep.json': '{ not json' });
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
  });

  it('gives up on a lock another writer holds, after its wait, without a word', async () => {
    const { root, env, store } = setup();
    mkdirSync(`${store}.lock`, { recursive: true });
    // A live holder's lock (src/memory/lock.ts): one holder file, here of a process on another machine.
    writeFileSync(path.join(`${store}.lock`, 'holder.0badf00d.4242.x'), '');
    const started = Date.now();
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(existsSync(store)).toBe(false);
    expect(existsSync(`${store}.lock`)).toBe(true);
  });

  it('takes over a stale lock left by a crashed writer', async () => {
    const { root, env, store } = setup();
    mkdirSync(`${store}.lock`, { recursive: true });
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${store}.lock`, old, old);
    const result = await runBin(['learn', 'hook'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(storeLines(store)).toHaveLength(1);
    expect(existsSync(`${store}.lock`)).toBe(false);
  });

  it('writes to the global store with --global, and ignores flags it does not know', async () => {
    const { root, env, store } = setup();
    const result = await runBin(['learn', 'hook', '--global', '--agent', 'codex', '--frobnicate'], { cwd: root, env, stdin: fixture('claude-post-tool-use-failure-bash') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(store)).toBe(false);
    const global = path.join(root, 'xdg', 'rulesweep', 'learnings.jsonl');
    expect(storeLines(global)[0]).toMatchObject({ agent: 'codex' });
    const list = await runBin(['learn', 'list', '--global'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#g1 \[G\] /);
  });

  it('never creates the folders a payload names', async () => {
    const root = tempProject();
    const payload = JSON.parse(fixture('claude-post-tool-use-failure-bash')) as Record<string, unknown>;
    payload.cwd = path.join(root, 'does', 'not', 'exist');
    const result = await runBin(['learn', 'hook'], { cwd: root, env: { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') }, stdin: JSON.stringify(payload) });
    expect(result.code).toBe(0);
    expect(existsSync(path.join(root, 'does'))).toBe(false);
    expect(storeLines(path.join(root, STORE))).toHaveLength(1);
  });

  it('uses the payload cwd when the agent does not say where the project is', async () => {
    const root = tempProject({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/src/x.ts': '' });
    const payload = JSON.parse(fixture('claude-post-tool-use-failure-bash')) as Record<string, unknown>;
    payload.cwd = path.join(root, 'app', 'src');
    const result = await runBin(['learn', 'hook'], { cwd: root, env: { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') }, stdin: JSON.stringify(payload) });
    expect(result.code).toBe(0);
    expect(storeLines(path.join(root, 'app', STORE))).toHaveLength(1);
    expect(readdirSync(root).sort()).toEqual(['app']);
  });

  it('loads none of the heavy dependencies, and only a dozen of its own modules', async () => {
    const { root, env } = setup();
    const log = path.join(root, 'modules.log');
    // A resolve hook that notes every module the process loads.
    const hook = `import { appendFileSync } from 'node:fs';
      export async function resolve(specifier, context, next) {
        const result = await next(specifier, context);
        appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
        return result;
      }`;
    const register = path.join(root, 'register.mjs');
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});\n`);
    const loaded = await new Promise<string[]>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', register, BIN, 'learn', 'hook'], { cwd: root, env: { PATH: process.env.PATH, ...env } });
      child.on('error', reject);
      child.on('close', () => resolve([...new Set(readFileSync(log, 'utf8').trim().split('\n'))]));
      child.stdin.end(fixture('claude-post-tool-use-failure-bash'));
    });
    expect(storeLines(path.join(root, STORE))).toHaveLength(1);
    expect(loaded.filter((url) => url.includes('node_modules'))).toEqual([]);
    expect(loaded.filter((url) => /\/(program|commands\/learn)\.js$/.test(url))).toEqual([]);
    expect(loaded.filter((url) => url.startsWith('file:')).length).toBeLessThanOrEqual(12);
  });

  it('prints its help with --help', async () => {
    const { root, env } = setup();
    const result = await runBin(['learn', 'hook', '--help'], { cwd: root, env });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: rulesweep learn hook/);
    expect(result.stdout).toMatch(/always exits 0/);
  });
});

describe('learn hook (in process)', () => {
  it('records through main() with an injected stdin', async () => {
    const { root, env, store } = setup();
    const result = await runCli(['learn', 'hook'], { cwd: root, env, stdin: fixture('codex-post-tool-use-exec-exit-code'), now: new Date('2026-05-01T12:00:00Z') });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(storeLines(store)[0]).toMatchObject({ time: '2026-05-01T12:00:00.000Z', command: 'docker-compose up -d db', exitCode: 127, agent: 'codex' });
  });

  it('tells a person at a terminal what it is for, and exits 0', async () => {
    const { root, env } = setup();
    const result = await runCli(['learn', 'hook'], { cwd: root, env, tty: true });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/reads an agent hook payload/);
  });

  it('gives up on a stdin that never ends', async () => {
    const { root, env, store } = setup();
    const stdin = new PassThrough();
    stdin.write('{"hook_event_name": "PostToolUseFailure", ');
    let stdout = '';
    const started = Date.now();
    const code = await main({
      argv: ['learn', 'hook'],
      cwd: root,
      env,
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: () => true },
      stdin,
      now: () => new Date(),
    });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stdin.destroyed).toBe(true);
    expect(existsSync(store)).toBe(false);
  });

  it('reads the payload from a descriptor when the bin hands one over', async () => {
    const { root, env, store } = setup();
    const payloadFile = path.join(root, 'payload.json');
    writeFileSync(payloadFile, fixture('claude-post-tool-use-failure-not-found'));
    const { openSync, closeSync } = await import('node:fs');
    const fd = openSync(payloadFile, 'r');
    try {
      const code = await main({
        argv: ['learn', 'hook'],
        cwd: root,
        env,
        stdout: { write: () => true },
        stderr: { write: () => true },
        get stdin(): NodeJS.ReadableStream {
          throw new Error('the stream must not be created when a descriptor is given');
        },
        stdinFd: fd,
        now: () => new Date(),
      });
      expect(code).toBe(0);
    } finally {
      closeSync(fd);
    }
    expect(storeLines(store)[0]).toMatchObject({ exitCode: 127 });
  });
});
