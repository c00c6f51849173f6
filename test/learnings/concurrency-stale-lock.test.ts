// Writers that start at the same instant against a lock whose holder is dead: exactly one may
// take it over at a time, so every learning id stays unique. The starts are synchronised, not
// just concurrent: 30 processes block on opening one FIFO and are released together when the
// test opens its other end; the built bin's hooks block on their stdin and get their payloads
// in the same tick. Each round leaves a different kind of dead lock: one whose holder was
// killed with SIGKILL, one from another machine untouched for a minute, and an empty folder
// as older versions left. And what a person sees: no wait after a crash, a note while a live
// holder keeps a command waiting, the exact path when something foreign sits at the lock's path.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const DIST_STORE = pathToFileURL(path.join(DIST, 'learnings/store.js')).href;
const DIST_LOCK = pathToFileURL(path.join(DIST, 'memory/lock.js')).href;
const WRITERS = 30;
const MINUTE_AGO = new Date(Date.now() - 60_000);

type DeadLock = 'killed holder' | 'stale holder on another machine' | 'empty folder';
const KINDS: DeadLock[] = ['killed holder', 'stale holder on another machine', 'empty folder'];

/** Leaves a lock on `file` whose holder is dead, of the given kind. */
function leaveDeadLock(file: string, kind: DeadLock): void {
  const lockDir = `${file}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  if (kind === 'killed holder') {
    // A real holder, killed while it holds the lock: its folder is fresh, its process gone.
    const script = `const { withLock } = await import(${JSON.stringify(DIST_LOCK)});
      await withLock(process.argv[1], () => process.kill(process.pid, 'SIGKILL'));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, file]);
    expect(result.signal).toBe('SIGKILL');
  } else if (kind === 'stale holder on another machine') {
    mkdirSync(lockDir);
    writeFileSync(path.join(lockDir, 'holder.0badf00d.4242.zz9plural'), '');
  } else {
    mkdirSync(lockDir);
  }
  if (kind !== 'killed holder') utimesSync(lockDir, MINUTE_AGO, MINUTE_AGO);
  expect(existsSync(lockDir)).toBe(true);
}

function ids(file: string): number[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id);
}

/** Leftovers beside the store: only the store itself may remain (no lock, no staging folder). */
function leftovers(file: string): string[] {
  return readdirSync(path.dirname(file)).filter((name) => name !== path.basename(file));
}

describe('synchronised writers against a dead lock', () => {
  it.runIf(process.platform !== 'win32')(`keep every id unique: ${WRITERS} processes released together, 30 rounds`, async () => {
    const base = tempProject();
    const rounds = 30;
    const stores = Array.from({ length: rounds }, (_, round) => path.join(base, `round-${round}`, 'learnings.jsonl'));
    const gates = Array.from({ length: rounds }, (_, round) => path.join(base, `gate-${round}.fifo`));
    stores.forEach((file, round) => leaveDeadLock(file, KINDS[round % KINDS.length]!));
    for (const gate of gates) expect(spawnSync('mkfifo', [gate]).status).toBe(0);

    // Each writer, for each round: block on opening the round's gate, then record one learning.
    const script = `
      const { openSync, closeSync } = await import('node:fs');
      const { appendLearning } = await import(${JSON.stringify(DIST_STORE)});
      const [name, stores, gates] = [process.argv[1], JSON.parse(process.argv[2]), JSON.parse(process.argv[3])];
      for (let round = 0; round < stores.length; round += 1) {
        process.stdout.write('ready ' + round + '\\n');
        closeSync(openSync(gates[round], 'r'));
        await appendLearning(stores[round], { kind: 'failure', command: name + ' round ' + round, error: 'boom' });
      }
      process.stdout.write('done\\n');`;
    const ready = Array.from({ length: rounds + 1 }, () => 0);
    let failures = '';
    const children = Array.from({ length: WRITERS }, (_, i) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script, `w${i}`, JSON.stringify(stores), JSON.stringify(gates)], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) {
          if (line.startsWith('ready ')) ready[Number(line.slice(6))]! += 1;
          if (line === 'done') ready[rounds]! += 1;
        }
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (failures += chunk));
      return new Promise<number | null>((resolve) => child.on('close', resolve));
    });
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const held: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await until(() => ready[round] === WRITERS);
      // Every writer has said it is about to open the gate; give the last one time to block in open().
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Opening the write end releases every reader blocked in open() at once.
      held.push(openSync(gates[round]!, constants.O_WRONLY));
    }
    await until(() => ready[rounds] === WRITERS);
    for (const fd of held) closeSync(fd);
    expect(await Promise.all(children)).toEqual(Array.from({ length: WRITERS }, () => 0));
    expect(failures).toBe('');

    const duplicated: string[] = [];
    stores.forEach((file, round) => {
      const found = ids(file).sort((a, b) => a - b);
      if (new Set(found).size !== found.length) duplicated.push(`round ${round} (${KINDS[round % KINDS.length]}): ${found.join(',')}`);
      expect(found).toHaveLength(WRITERS);
      expect(leftovers(file)).toEqual([]);
    });
    expect(duplicated).toEqual([]);
    for (const file of stores) expect(ids(file).sort((a, b) => a - b)).toEqual(Array.from({ length: WRITERS }, (_, i) => i + 1));
  }, 180_000);

  it('keep every id unique through the built bin: 30 learn hook processes get their payloads in one tick', async () => {
    for (const kind of KINDS) {
      const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
      const store = path.join(root, '.claude', 'memory', 'learnings.jsonl');
      leaveDeadLock(store, kind);
      const env = { PATH: process.env.PATH, HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root, NO_COLOR: '1' };
      const hooks = Array.from({ length: WRITERS }, () => spawn(process.execPath, [BIN, 'learn', 'hook'], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] }));
      const outputs = hooks.map((child) => {
        let text = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        return new Promise<string>((resolve) => child.on('close', (code) => resolve(`${code}${text}`)));
      });
      // The hooks are started and waiting on stdin (their input limit is 5 s); release them together.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      hooks.forEach((child, i) => {
        child.stdin.end(JSON.stringify({
          hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', cwd: root, session_id: `s${i}`,
          tool_input: { command: `./deploy.sh --región ${i}` }, error: `Exit code 3\nfalló ${i}`,
        }));
      });
      expect(await Promise.all(outputs)).toEqual(Array.from({ length: WRITERS }, () => '0'));
      const found = ids(store).sort((a, b) => a - b);
      expect(found, kind).toEqual(Array.from({ length: WRITERS }, (_, i) => i + 1));
      expect(leftovers(store), kind).toEqual([]);
    }
  }, 180_000);
});

describe('a lock left by a crash, through the built bin', () => {
  function setup() {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root };
    return { root, env, store: path.join(root, '.claude', 'memory', 'learnings.jsonl') };
  }
  const capture = ['learn', 'capture', 'terraform apply -auto-approve', '--error', 'Fehler: Zustand gesperrt', '--exit-code', '1'];

  it('costs no wait when its holder was killed: a command says it took the lock over, a hook says nothing', async () => {
    const { root, env, store } = setup();
    leaveDeadLock(store, 'killed holder');
    const holder = readdirSync(`${store}.lock`)[0]!.split('.')[2];
    let started = Date.now();
    const command = await runBin(capture, { cwd: root, env });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(command).toMatchObject({ code: 0, stderr: `rulesweep: took over ${store}.lock: process ${holder}, which held it, is gone\n` });
    expect(command.stdout).toMatch(/^Recorded learning #1 /);

    leaveDeadLock(store, 'killed holder');
    started = Date.now();
    const hook = await runBin(['learn', 'hook'], {
      cwd: root, env, stdin: JSON.stringify({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'make deploy' }, error: 'Exit code 2\nboom' }),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hook).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(ids(store)).toEqual([1, 2]);
  });

  it('says why a command waits for a live holder, and goes on when it lets go', async () => {
    const { root, env, store } = setup();
    mkdirSync(path.dirname(store), { recursive: true });
    const script = `const { withLock } = await import(${JSON.stringify(DIST_LOCK)});
      await withLock(process.argv[1], () => { process.stdout.write('held\\n'); return new Promise((resolve) => setTimeout(resolve, 2500)); });`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', script, store], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const command = await runBin(capture, { cwd: root, env });
    expect(command).toMatchObject({ code: 0, stderr: `rulesweep: waiting for ${store}.lock: process ${holder.pid} holds it (giving up after 15 s)\n` });
    expect(ids(store)).toEqual([1]);
  });

  it('stops at once with what to remove when the lock path holds something rulesweep never made', async () => {
    const { root, env, store } = setup();
    mkdirSync(`${store}.lock`, { recursive: true });
    writeFileSync(path.join(`${store}.lock`, 'README'), 'mine');
    const started = Date.now();
    const command = await runBin(capture, { cwd: root, env });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(command).toEqual({
      code: 2,
      stdout: '',
      stderr: `rulesweep: cannot lock ${store}: ${store}.lock is not a rulesweep lock: it holds README\n` +
        `hint: rulesweep never makes such a thing; if you do not need it, remove it (rm -r '${store}.lock') and try again\n`,
    });
    expect(readFileSync(path.join(`${store}.lock`, 'README'), 'utf8')).toBe('mine');
  });
});
