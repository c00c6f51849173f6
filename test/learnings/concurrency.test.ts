// Several agent sessions writing at once: real processes appending through the store's lock
// (8 × 50 captures), real hook processes started together, corrections racing captures; and the
// lock itself: one holder at a time, dead holders taken over, foreign things at its path never
// removed blindly. Nothing may be lost or doubled. (Synchronised starts against a dead lock:
// concurrency-stale-lock.test.ts.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLearnings } from '../../src/learnings/store.js';
import { LockBlockedError, LockTimeoutError, onLockNote, withLock } from '../../src/memory/lock.js';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const DIST_STORE = pathToFileURL(path.join(DIST, 'learnings/store.js')).href;
const FIXTURE = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hooks/claude-post-tool-use-failure-not-found.json'), 'utf8');

/** Runs `count` appends (or corrections of learning 1, every third) in a separate Node process. */
function writer(file: string, name: string, count: number, correct = false): Promise<{ code: number | null; stderr: string }> {
  const script = `
    const { appendLearning, appendCorrection } = await import(${JSON.stringify(DIST_STORE)});
    const [file, name, count, correct] = process.argv.slice(1);
    for (let i = 0; i < Number(count); i += 1) {
      if (correct === 'yes' && i % 3 === 0) await appendCorrection(file, 1, { correction: name + ' fixes #1 (' + i + ')' });
      else await appendLearning(file, { kind: 'failure', command: name + ' cmd ' + i, error: 'boom ' + i, session: name });
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, file, name, String(count), correct ? 'yes' : 'no'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

function events(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('concurrent writers', () => {
  it('lose nothing: 8 processes × 50 captures give 400 learnings with ids 1..400', async () => {
    const file = path.join(tempProject(), '.claude', 'memory', 'learnings.jsonl');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => writer(file, `w${i}`, 50)));
    for (const result of results) expect(result).toEqual({ code: 0, stderr: '' });

    const all = events(file);
    expect(all).toHaveLength(400);
    expect(all.map((event) => event.id)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    const commands = new Set(all.map((event) => event.command));
    for (let w = 0; w < 8; w += 1) for (let i = 0; i < 50; i += 1) expect(commands.has(`w${w} cmd ${i}`)).toBe(true);
    // Each writer's own appends stay in its order.
    for (let w = 0; w < 8; w += 1) {
      const mine = all.filter((event) => event.session === `w${w}`).map((event) => event.command);
      expect(mine).toEqual(Array.from({ length: 50 }, (_, i) => `w${w} cmd ${i}`));
    }
    expect(existsSync(`${file}.lock`)).toBe(false);
    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(problems).toEqual([]);
    expect(learnings).toHaveLength(400);
  }, 120_000);

  it('lose nothing when corrections race captures', async () => {
    const file = path.join(tempProject(), '.claude', 'memory', 'learnings.jsonl');
    await writer(file, 'seed', 1);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => writer(file, `c${i}`, 30, true)));
    for (const result of results) expect(result).toEqual({ code: 0, stderr: '' });
    const all = events(file);
    const learningEvents = all.filter((event) => event.type === 'learning');
    const corrections = all.filter((event) => event.type === 'correction');
    expect(corrections).toHaveLength(4 * 10);
    expect(learningEvents).toHaveLength(1 + 4 * 20);
    expect(new Set(learningEvents.map((event) => event.id)).size).toBe(learningEvents.length);
    const { learnings } = await loadLearnings(file, 'project');
    expect(learnings.find((learning) => learning.id === 1)!.corrections).toHaveLength(40);
  }, 120_000);

  it('lose nothing when 12 hook processes start at once', async () => {
    const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
    const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root };
    const payloads = Array.from({ length: 12 }, (_, i) => {
      const payload = JSON.parse(FIXTURE) as { tool_input: { command: string } };
      payload.tool_input.command = `./scripts/sync.sh --part ${i}`;
      return JSON.stringify(payload);
    });
    const results = await Promise.all(payloads.map((stdin) => runBin(['learn', 'hook'], { cwd: root, env, stdin })));
    for (const result of results) expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    const all = events(path.join(root, '.claude', 'memory', 'learnings.jsonl'));
    expect(all.map((event) => event.id).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(all.map((event) => event.command)).size).toBe(12);
  }, 120_000);
});

describe('the lock (src/memory/lock.ts), which every shared file goes through', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('lets one holder in at a time, in process too', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = withLock(file, async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first out');
    });
    await pause(50);
    const second = withLock(file, () => {
      order.push('second in');
    });
    await pause(200);
    expect(order).toEqual(['first in']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('times out with an error that names the holder and the folder to remove', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    let release!: () => void;
    const held = withLock(file, () => new Promise<void>((resolve) => (release = resolve)));
    await pause(20);
    const error = await withLock(file, () => undefined, { waitMs: 200 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect((error as LockTimeoutError).message).toBe(`${file} is locked by process ${process.pid} (waited 0 s for ${file}.lock)`);
    expect((error as LockTimeoutError).hint).toBe(`try again when it is done; if no rulesweep is running, remove ${file}.lock`);
    release();
    await held;
    await expect(withLock(file, () => 'free again')).resolves.toBe('free again');
  });

  it('is released when the work inside it fails, and leaves nothing behind', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    await expect(withLock(file, () => {
      throw new Error('disk on fire');
    })).rejects.toThrow('disk on fire');
    expect(readdirSync(path.dirname(file))).toEqual([]);
  });

  it('keeps a long hold fresh, so nobody takes it over while its holder works', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    const order: string[] = [];
    const long = withLock(file, async () => {
      order.push('long in');
      await pause(700);
      order.push('long out');
    }, { staleMs: 300 });
    await pause(50);
    await withLock(file, () => {
      order.push('other in');
    }, { staleMs: 300 });
    await long;
    expect(order).toEqual(['long in', 'long out', 'other in']);
  });

  it('takes over at once a lock whose holder was killed, and says so', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    const script = `const { withLock } = await import(${JSON.stringify(pathToFileURL(path.join(DIST, 'memory/lock.js')).href)});
      await withLock(process.argv[1], () => process.kill(process.pid, 'SIGKILL'));`;
    const killed = spawnSync(process.execPath, ['--input-type=module', '-e', script, file]);
    expect(killed.signal).toBe('SIGKILL');
    expect(readdirSync(`${file}.lock`)).toEqual([expect.stringMatching(new RegExp(`^holder\\.[0-9a-f]{8}\\.${killed.pid}\\.`))]);
    const seen = notes();
    const started = Date.now();
    await expect(withLock(file, () => 'mine')).resolves.toBe('mine');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(seen.stop()).toEqual([`took over ${file}.lock: process ${killed.pid}, which held it, is gone`]);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('waits for a stale lock of another machine only until it is stale, and says why it waits', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    mkdirSync(`${file}.lock`);
    writeFileSync(path.join(`${file}.lock`, 'holder.0badf00d.4242.abc'), '');
    const seen = notes();
    const started = Date.now();
    await withLock(file, () => undefined, { staleMs: 1_500 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1_400);
    expect(waited).toBeLessThan(5_000);
    expect(seen.stop()).toEqual([
      `waiting for ${file}.lock: process 4242 on another machine or container holds it (giving up after 15 s)`,
      expect.stringMatching(new RegExp(`^took over ${escape(file)}\\.lock: process 4242 on another machine or container has not touched it for [12] s$`)),
    ]);
  });

  it('replaces an empty lock folder left by an older rulesweep at once', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    mkdirSync(`${file}.lock`);
    const started = Date.now();
    await expect(withLock(file, () => 'in')).resolves.toBe('in');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('removes an empty file at the lock path once it is stale, and says so', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    writeFileSync(`${file}.lock`, '');
    utimesSync(`${file}.lock`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const seen = notes();
    await expect(withLock(file, () => 'in')).resolves.toBe('in');
    expect(seen.stop()).toEqual([`removed ${file}.lock: an empty file or link, not a rulesweep lock, untouched for 60 s`]);
  });

  it.each([
    ['a file with content', (lock: string) => writeFileSync(lock, 'pid 123\n'), `is a file with content, not a rulesweep lock folder`, 'rm'],
    ['a folder with other things in it', (lock: string) => {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'notes.txt'), 'keep me');
      writeFileSync(path.join(lock, 'holder.0badf00d.1.x'), '');
    }, 'is not a rulesweep lock: it holds holder.0badf00d.1.x, notes.txt', 'rm -r'],
  ])('stops at once, saying exactly what to remove, on %s at the lock path', async (_name, make, message, command) => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    const lock = `${file}.lock`;
    make(lock);
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const started = Date.now();
    const error = await withLock(file, () => 'never').catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(LockBlockedError);
    expect((error as LockBlockedError).message).toBe(`cannot lock ${file}: ${lock} ${message}`);
    expect((error as LockBlockedError).hint).toBe(`rulesweep never makes such a thing; if you do not need it, remove it (${command} '${lock}') and try again`);
    // Nothing of it was touched.
    expect(existsSync(lock)).toBe(true);
    expect(readdirSync(path.dirname(file)).sort()).toEqual(['learnings.jsonl.lock']);
  });
});

/** Collects the lock's notes until stop() is called. */
function notes(): { stop: () => string[] } {
  const seen: string[] = [];
  const stopListening = onLockNote((text) => seen.push(text));
  return {
    stop: () => {
      stopListening();
      return seen;
    },
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
