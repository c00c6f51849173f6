// Several agent sessions writing at once: real processes appending through the store's lock
// (8 × 50 captures), real hook processes started together, corrections racing captures, and
// the lock shared with proper-lockfile (src/memory/atomic.ts). Nothing may be lost or doubled.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLearnings } from '../../src/learnings/store.js';
import { withAppendLock } from '../../src/learnings/lock.js';
import { withLock } from '../../src/memory/atomic.js';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const DIST_STORE = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/learnings/store.js')).href;
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

describe('the store lock', () => {
  it('excludes proper-lockfile holders (atomic.ts withLock) and is excluded by them', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    const order: string[] = [];
    let releaseOuter!: () => void;
    const outerHeld = new Promise<void>((resolve) => (releaseOuter = resolve));
    const outer = withLock(file, async () => {
      order.push('proper-lockfile in');
      await outerHeld;
      order.push('proper-lockfile out');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inner = withAppendLock(file, () => {
      order.push('append lock in');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['proper-lockfile in']);
    releaseOuter();
    await Promise.all([outer, inner]);
    expect(order).toEqual(['proper-lockfile in', 'proper-lockfile out', 'append lock in']);

    order.length = 0;
    let releaseMine!: () => void;
    const mineHeld = new Promise<void>((resolve) => (releaseMine = resolve));
    const mine = withAppendLock(file, async () => {
      order.push('append lock in');
      await mineHeld;
      order.push('append lock out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const theirs = withLock(file, async () => {
      order.push('proper-lockfile in');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['append lock in']);
    releaseMine();
    await Promise.all([mine, theirs]);
    expect(order).toEqual(['append lock in', 'append lock out', 'proper-lockfile in']);
  });

  it('times out with a clear error when a live holder keeps it', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    let release!: () => void;
    const held = withAppendLock(file, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(withAppendLock(file, () => undefined, { waitMs: 200 })).rejects.toThrow(/locked by another rulesweep process/);
    release();
    await held;
    await expect(withAppendLock(file, () => 'free again')).resolves.toBe('free again');
  });

  it('is released when the work inside it fails', async () => {
    const file = path.join(tempProject(), 'learnings.jsonl');
    await expect(withAppendLock(file, () => {
      throw new Error('disk on fire');
    })).rejects.toThrow('disk on fire');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
