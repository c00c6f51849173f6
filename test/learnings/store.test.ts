// The store against real files: append and fold, ids, corrections as events, malformed lines
// reported and kept, torn last lines, long texts, and redaction on the way in.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendCorrection,
  appendLearning,
  appendLearnings,
  appendNewLearnings,
  clip,
  formatRef,
  loadLearnings,
  parseRef,
  TEXT_LIMITS,
  UnknownLearningError,
} from '../../src/learnings/store.js';
import { tempProject } from '../helpers/project.js';

const at = (iso: string) => ({ now: new Date(iso) });

function storeIn(dir: string): string {
  return path.join(dir, '.claude', 'memory', 'learnings.jsonl');
}

describe('appendLearning and loadLearnings', () => {
  it('reads a missing store as empty', async () => {
    const file = storeIn(tempProject());
    expect(await loadLearnings(file, 'project')).toEqual({ learnings: [], problems: [] });
  });

  it('creates the folder, numbers learnings from 1 and reads them back most recent first', async () => {
    const file = storeIn(tempProject());
    const first = await appendLearning(file, { kind: 'failure', command: 'pip install requests', exitCode: 1, error: 'externally-managed-environment' }, at('2026-03-01T10:00:00Z'));
    const second = await appendLearning(file, { kind: 'correction', correction: 'use uv, not pip', tags: ['python', 'python'] }, at('2026-03-02T10:00:00Z'));
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(first).toEqual({
      type: 'learning', v: 1, id: 1, time: '2026-03-01T10:00:00.000Z', kind: 'failure',
      command: 'pip install requests', exitCode: 1, error: 'externally-managed-environment', tags: [],
    });
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual(first);

    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(problems).toEqual([]);
    expect(learnings.map((learning) => learning.ref)).toEqual(['#2', '#1']);
    expect(learnings[0]).toMatchObject({ id: 2, scope: 'project', kind: 'correction', tags: ['python'], latestCorrection: 'use uv, not pip', line: 2 });
    expect(learnings[1]).toMatchObject({ id: 1, corrections: [], updated: '2026-03-01T10:00:00.000Z', line: 1 });
    expect(learnings[1]).not.toHaveProperty('latestCorrection');
  });

  it('writes global refs with a g', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'observation', context: 'CI runs on Ubuntu 24.04' });
    const { learnings } = await loadLearnings(file, 'global');
    expect(learnings[0]).toMatchObject({ ref: '#g1', scope: 'global' });
  });

  it('redacts every text field, tags and extra before writing', async () => {
    const file = storeIn(tempProject());
    const token = `ghp_${'x1Y2z3'.repeat(6)}`;
    await appendLearning(file, {
      kind: 'failure',
      command: `GITHUB_TOKEN=${token} gh release create`,
      error: `HTTP 401 for ${token}`,
      correction: `export GH_TOKEN=${token}`,
      context: `with ${token}`,
      tags: [token],
      extra: { nested: { note: token }, count: 2 },
    });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).toContain('[REDACTED:');
    expect(JSON.parse(text).extra.count).toBe(2);
  });

  it('keeps the head and tail of long errors', async () => {
    const file = storeIn(tempProject());
    const error = `first line says what failed\n${'noise\n'.repeat(5_000)}last line says why`;
    const recorded = await appendLearning(file, { kind: 'failure', command: 'make', error });
    expect(recorded.error!.length).toBeLessThan(TEXT_LIMITS.error + 100);
    expect(recorded.error).toMatch(/^first line says what failed/);
    expect(recorded.error).toMatch(/last line says why$/);
    expect(recorded.error).toMatch(/characters cut/);
    expect(clip('short', 10)).toBe('short');
  });

  it('drops empty texts and a non-integer exit code instead of writing them', async () => {
    const file = storeIn(tempProject());
    const recorded = await appendLearning(file, { kind: 'failure', command: '  ls  ', error: '   ', exitCode: Number.NaN, tags: ['', ' ok '] });
    expect(recorded).toEqual({ type: 'learning', v: 1, id: 1, time: recorded.time, kind: 'failure', command: 'ls', tags: ['ok'] });
  });

  it('numbers past a store larger than the part it reads back', async () => {
    const file = storeIn(tempProject());
    const drafts = Array.from({ length: 600 }, (_, i) => ({ kind: 'failure' as const, command: `cmd-${i}`, error: 'x'.repeat(200) }));
    await appendLearnings(file, drafts);
    // Corrections after the last learning push it out of the 64 KiB tail that is read first.
    for (let i = 0; i < 400; i += 1) appendFileSync(file, `${JSON.stringify({ type: 'correction', v: 1, id: 1, time: '2026-01-01T00:00:00Z', correction: 'y'.repeat(200) })}\n`);
    const next = await appendLearning(file, { kind: 'failure', command: 'after' });
    expect(next.id).toBe(601);
  });
});

describe('corrections', () => {
  it('are new events folded into the learning, newest last, and move it to the top', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'failure', command: 'timeout 5 ./sync.sh', error: 'command not found: timeout' }, at('2026-03-01T00:00:00Z'));
    await appendLearning(file, { kind: 'failure', command: 'ls /nope' }, at('2026-03-02T00:00:00Z'));
    const before = readFileSync(file, 'utf8');
    const event = await appendCorrection(file, 1, { correction: 'use gtimeout on macOS', agent: 'human' }, at('2026-03-03T00:00:00Z'));
    await appendCorrection(file, 1, { correction: 'or perl -e alarm' }, at('2026-03-04T00:00:00Z'));
    expect(event).toEqual({ type: 'correction', v: 1, id: 1, time: '2026-03-03T00:00:00.000Z', correction: 'use gtimeout on macOS', agent: 'human' });
    // Append-only: what was there is untouched.
    expect(readFileSync(file, 'utf8').startsWith(before)).toBe(true);
    const { learnings } = await loadLearnings(file, 'project');
    expect(learnings[0]).toMatchObject({
      id: 1,
      latestCorrection: 'or perl -e alarm',
      updated: '2026-03-04T00:00:00.000Z',
      corrections: [
        { time: '2026-03-03T00:00:00.000Z', text: 'use gtimeout on macOS' },
        { time: '2026-03-04T00:00:00.000Z', text: 'or perl -e alarm' },
      ],
    });
  });

  it('of an unknown id are refused and write nothing', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'failure', command: 'x' });
    const before = readFileSync(file, 'utf8');
    await expect(appendCorrection(file, 7, { correction: 'y' })).rejects.toBeInstanceOf(UnknownLearningError);
    await expect(appendCorrection(storeIn(tempProject()), 1, { correction: 'y' })).rejects.toBeInstanceOf(UnknownLearningError);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('are redacted too', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'failure', command: 'deploy' });
    await appendCorrection(file, 1, { correction: 'set API_KEY=abcdef123456 first' });
    expect(readFileSync(file, 'utf8')).not.toContain('abcdef123456');
  });
});

describe('a damaged store', () => {
  const good = (id: number, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ type: 'learning', v: 1, id, time: `2026-03-0${id}T00:00:00Z`, kind: 'failure', command: `cmd ${id}`, tags: [], ...extra });

  it('reports each malformed line with its number, keeps it, and reads the rest', async () => {
    const lines = [
      good(1),
      'not json at all',
      '',
      '[1, 2, 3]',
      JSON.stringify({ type: 'learning', v: 1, id: 'two', time: 'x', kind: 'failure' }),
      JSON.stringify({ type: 'learning', v: 1, id: 3, time: '2026-03-03T00:00:00Z', kind: 'mistake' }),
      JSON.stringify({ type: 'rumour', id: 4, time: '2026-03-03T00:00:00Z' }),
      JSON.stringify({ type: 'correction', v: 1, id: 9, time: '2026-03-03T00:00:00Z', correction: 'orphan' }),
      good(1, { command: 'again' }),
      good(2, { tags: 'not-a-list' }),
    ];
    const file = storeIn(tempProject({ '.claude/memory/learnings.jsonl': `${lines.join('\n')}\n` }));
    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(learnings.map((learning) => learning.id)).toEqual([2, 1]);
    expect(learnings[0]!.tags).toEqual([]);
    expect(learnings[1]!.command).toBe('cmd 1');
    expect(problems.map((problem) => [problem.position?.line, problem.code])).toEqual([
      [2, 'learnings/malformed-line'],
      [4, 'learnings/malformed-line'],
      [5, 'learnings/malformed-line'],
      [6, 'learnings/malformed-line'],
      [7, 'learnings/malformed-line'],
      [8, 'learnings/unknown-id'],
      [9, 'learnings/duplicate-id'],
    ]);
    for (const problem of problems) {
      expect(problem.file).toBe(file);
      expect(problem.severity).toBe('warning');
      expect(problem.hint).toMatch(/kept as it is/);
    }
    const before = readFileSync(file, 'utf8');
    const next = await appendLearning(file, { kind: 'failure', command: 'next' });
    expect(next.id).toBe(3);
    expect(readFileSync(file, 'utf8').startsWith(before)).toBe(true);
  });

  it('keeps a torn last line on its own line and appends after it', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'failure', command: 'one' });
    appendFileSync(file, '{"type":"learning","v":1,"id":2,"ti');
    const next = await appendLearning(file, { kind: 'failure', command: 'three' });
    expect(next.id).toBe(2);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines[1]).toBe('{"type":"learning","v":1,"id":2,"ti');
    expect(JSON.parse(lines[2]!).command).toBe('three');
    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(learnings.map((learning) => learning.command)).toEqual(['three', 'one']);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.position).toEqual({ line: 2 });
  });

  it('reads CRLF line endings', async () => {
    const file = storeIn(tempProject());
    await appendLearning(file, { kind: 'failure', command: 'one' });
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(problems).toEqual([]);
    expect(learnings).toHaveLength(1);
  });
});

describe('appendNewLearnings', () => {
  it('skips drafts whose origin the store already holds, or that repeat', async () => {
    const file = storeIn(tempProject());
    const draft = (key: string) => ({ kind: 'correction' as const, correction: `fix ${key}`, origin: { format: 'corrections', key } });
    const first = await appendNewLearnings(file, [draft('a'), draft('b'), draft('a')]);
    expect(first.written.map((event) => event.id)).toEqual([1, 2]);
    expect(first.duplicates).toHaveLength(1);
    const second = await appendNewLearnings(file, [draft('b'), draft('c')]);
    expect(second.written.map((event) => [event.id, event.origin?.key])).toEqual([[3, 'c']]);
    expect(second.duplicates).toHaveLength(1);
  });
});

describe('refs', () => {
  it('formats and reads the ids people type', () => {
    expect(formatRef('project', 8)).toBe('#8');
    expect(formatRef('global', 8)).toBe('#g8');
    expect(parseRef('8')).toEqual({ id: 8 });
    expect(parseRef('#8')).toEqual({ id: 8 });
    expect(parseRef('g12')).toEqual({ id: 12, scope: 'global' });
    expect(parseRef('#G12')).toEqual({ id: 12, scope: 'global' });
    for (const bad of ['', '#', '0', '-1', 'x8', '8x', '#g', '1.5', '99999999999999999']) expect(parseRef(bad)).toBeUndefined();
  });
});
