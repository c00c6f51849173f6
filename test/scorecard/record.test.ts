import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSessions } from '../../src/scorecard/history.js';
import { correctionsWindowStart, writeSessionRecord, sessionIdentity, type SessionDraft } from '../../src/scorecard/record.js';
import { tempProject } from '../helpers/project.js';

const draft = (id: string, passed: number): SessionDraft => ({
  date: '2026-03-30',
  session_id: id,
  corrections_received: 1,
  rules_checked: 2,
  rules_passed: passed,
  rules_failed: 2 - passed,
  rules_skipped: 0,
  rules_errored: 0,
  violations_found: 2 - passed,
  recorded_at: '2026-03-30T12:00:00.000Z',
  tool: 'rulesweep',
  rules: [{ id: 'r-1', status: passed > 0 ? 'PASS' : 'FAIL', text: 'Rule one' }],
});

describe('writeSessionRecord', () => {
  it('appends a new session with the next number and replaces a repeated one in place, keeping everything else', async () => {
    const file = path.join(tempProject(), 'sessions.jsonl');
    const before = [
      '# kept comment',
      '{"date": "2026-03-28", "session_number": 7, "corrections_received": 2, "rules_checked": 3, "rules_passed": 3, "rules_failed": 0}',
      'junk that must survive',
    ].join('\n');
    writeFileSync(file, before);
    const first = await writeSessionRecord(file, 'sessions.jsonl', () => draft('abc', 0));
    expect(first.action).toBe('added');
    expect(first.record.session_number).toBe(8);
    expect(first.problems.map((problem) => problem.code)).toEqual(['sessions/unreadable']);
    const afterFirst = readFileSync(file, 'utf8');
    expect(afterFirst.startsWith(`${before}\n{"date":"2026-03-30","session_number":8,"session_id":"abc"`)).toBe(true);

    const other = await writeSessionRecord(file, 'sessions.jsonl', () => draft('def', 1));
    expect(other.record.session_number).toBe(9);

    const again = await writeSessionRecord(file, 'sessions.jsonl', () => draft('abc', 2));
    expect(again.action).toBe('updated');
    expect(again.record.session_number).toBe(8);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(`${before}\n`)).toBe(true);
    const { records } = parseSessions(text, 'sessions.jsonl');
    expect(records.map((record) => [record.session_number, record.session_id, record.rules_passed])).toEqual([
      [7, '2026-03-28#7', 3],
      [8, 'abc', 2],
      [9, 'def', 1],
    ]);
    expect(text.trimEnd().split('\n')).toHaveLength(5);
  });

  it('writes records a Meta Alchemist-style reader understands, one per line', async () => {
    const file = path.join(tempProject(), 'deep', 'sessions.jsonl');
    await writeSessionRecord(file, 'sessions.jsonl', () => draft('x', 1));
    const line = JSON.parse(readFileSync(file, 'utf8').trim());
    expect(Object.keys(line).slice(0, 10)).toEqual([
      'date', 'session_number', 'session_id', 'corrections_received', 'rules_checked', 'rules_passed', 'rules_failed',
      'rules_skipped', 'rules_errored', 'violations_found',
    ]);
    expect(line.rules).toEqual([{ id: 'r-1', status: 'PASS', text: 'Rule one' }]);
  });

  it('keeps every session when several processes record at once', async () => {
    const file = path.join(tempProject(), 'sessions.jsonl');
    await Promise.all(Array.from({ length: 6 }, (_, index) => writeSessionRecord(file, 's', () => draft(`p${index}`, 1))));
    const { records } = parseSessions(readFileSync(file, 'utf8'), 's');
    expect(records.map((record) => record.session_number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(records.map((record) => record.session_id)).size).toBe(6);
  });
});

describe('sessionIdentity', () => {
  it('prefers the flag, then the hook payload, then CLAUDE_CODE_SESSION_ID, then the date', () => {
    const env = { CLAUDE_CODE_SESSION_ID: 'env-id' };
    expect(sessionIdentity({ flag: 'flag-id', env, hookSessionId: 'hook', date: '2026-03-30' })).toEqual({ id: 'flag-id', source: 'flag' });
    expect(sessionIdentity({ env, hookSessionId: 'hook', date: '2026-03-30' })).toEqual({ id: 'hook', source: 'hook' });
    expect(sessionIdentity({ flag: ' ', env, hookSessionId: ' ', date: '2026-03-30' })).toEqual({ id: 'env-id', source: 'env' });
    expect(sessionIdentity({ env: { CLAUDE_CODE_SESSION_ID: '' }, date: '2026-03-30' })).toEqual({ id: 'date:2026-03-30', source: 'date' });
  });

  it('does not read CLAUDE_SESSION_ID, which Claude Code never sets (it is a skill-text substitution)', () => {
    expect(sessionIdentity({ env: { CLAUDE_SESSION_ID: 'stale' }, date: '2026-03-30' })).toEqual({ id: 'date:2026-03-30', source: 'date' });
  });
});

describe('correctionsWindowStart', () => {
  const now = new Date('2026-03-30T15:00:00');
  it('starts at the previous other session\'s recording, else the end of its day, else today', () => {
    const { records } = parseSessions([
      '{"date":"2026-03-27","session_number":1}',
      '{"date":"2026-03-28","session_id":"a","recorded_at":"2026-03-28T18:00:00.000Z","session_number":2}',
      '{"date":"2026-03-30","session_id":"b","recorded_at":"2026-03-30T14:00:00.000Z","session_number":3}',
    ].join('\n'), 's');
    expect(correctionsWindowStart({ records }, 'b', now).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(correctionsWindowStart({ records }, 'c', now).toISOString()).toBe('2026-03-30T14:00:00.000Z');
    expect(correctionsWindowStart({ records: records.slice(0, 1) }, 'c', now)).toEqual(new Date(2026, 2, 28));
    expect(correctionsWindowStart({ records: [] }, 'c', now)).toEqual(new Date(2026, 2, 30));
  });
});
