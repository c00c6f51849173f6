import { chmodSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRADUATION_STREAK, parseSessions, readSessions, ruleStreaks } from '../../src/scorecard/history.js';
import type { SessionRecord } from '../../src/scorecard/model.js';
import { tempProject } from '../helpers/project.js';

const session = (n: number, rules: SessionRecord['rules'], extra: Partial<SessionRecord> = {}): SessionRecord => ({
  date: `2026-03-${String(10 + n).padStart(2, '0')}`,
  session_number: n,
  session_id: `s${n}`,
  corrections_received: 0,
  rules_checked: rules.length,
  rules_passed: rules.filter((rule) => rule.status === 'PASS').length,
  rules_failed: rules.filter((rule) => rule.status === 'FAIL').length,
  rules_skipped: 0,
  rules_errored: 0,
  violations_found: 0,
  recorded_at: '',
  rules,
  tool: 'rulesweep',
  ...extra,
});

describe('readSessions', () => {
  it('reads a messy Meta Alchemist-style file, keeps going and says what it skipped', () => {
    const text = [
      '# sessions recorded by hand',
      '// another comment style',
      '{"date": "2026-03-29", "session_number": 1, "type": "bootstrap", "corrections_received": 0, "rules_checked": 3, "rules_passed": 3, "rules_failed": 0, "violations": [], "notes": "System installed."}',
      '{"date":"2026-03-30","session_number":2,"corrections_received":2,"rules_checked":3,"rules_passed":2,"rules_failed":1,"violations_found":4} {"date":"2026-03-31","session_number":3,"corrections_received":1,"rules_checked":3,"rules_passed":3,"rules_failed":0}',
      'this line is not json',
      '{"date": "2026-04-01", "session_number": 4, "corrections_received": ',
      '{',
      '  "date": "2026-04-02",',
      '  "session_n": 5,',
      '  "summary": "multi-line layout"',
      '}',
      '{"timestamp":"2026-04-03T06:40:22","corrections_today":1,"violations_today":2,"state":"none"}',
      '{"hello": "world"}',
      '{"session_number": 9, "corrections_received": 1}',
      '',
    ].join('\n');
    const { records, problems, comments } = parseSessions(text, 'sessions.jsonl');
    expect(records.map((record) => [record.date, record.session_number, record.corrections_received])).toEqual([
      ['2026-03-29', 1, 0],
      ['2026-03-30', 2, 2],
      ['2026-03-31', 3, 1],
      ['2026-04-02', 5, 0],
      ['2026-04-03', 5, 1],
    ]);
    expect(records[1]!.violations_found).toBe(4);
    expect(records[0]!.extra).toEqual({ type: 'bootstrap', notes: 'System installed.' });
    expect(records[4]!.violations_found).toBe(2);
    expect(records[4]!.recorded_at).toBe('2026-04-03T06:40:22');
    expect(records[1]!.line).toBe(4);
    expect(records[2]!.line).toBe(4);
    expect(records[1]!.replaceable).toBe(false);
    expect(records[0]!.replaceable).toBe(true);
    expect(comments).toBe(2);
    expect(problems.map((problem) => [problem.position?.line, problem.code])).toEqual([
      [5, 'sessions/unreadable'],
      [6, 'sessions/unreadable'],
      [13, 'sessions/not-a-session'],
      [14, 'sessions/not-a-session'],
    ]);
    expect(problems[0]!.message).toContain('this line is not json');
    expect(problems[3]!.message).toContain('no date');
  });

  it('reads a JSON array of sessions and keeps the later record of a repeated session id', () => {
    const text = [
      '[{"date":"2026-03-01","session_id":"a","rules_checked":1,"rules_passed":1}, {"date":"2026-03-02","session_id":"b","rules_checked":1}]',
      '{"date":"2026-03-01","session_id":"a","rules_checked":2,"rules_passed":2}',
    ].join('\n');
    const { records, problems } = parseSessions(text, 'h.jsonl');
    expect(records.map((record) => [record.session_id, record.rules_checked])).toEqual([['b', 1], ['a', 2]]);
    // An element shares its line with the array's brackets: recording it again appends instead.
    expect(records.map((record) => record.replaceable)).toEqual([false, true]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.code).toBe('sessions/duplicate');
    expect(problems[0]!.position?.line).toBe(1);
  });

  it('treats a missing file as an empty history and an unreadable one as an input error', async () => {
    const dir = tempProject({ 'sessions.jsonl': '{"date":"2026-03-01","session_number":1}\n' });
    expect(await readSessions(path.join(dir, 'nope.jsonl'))).toEqual({ records: [], problems: [], comments: 0 });
    expect((await readSessions(path.join(dir, 'sessions.jsonl'))).records).toHaveLength(1);
    await expect(readSessions(dir)).rejects.toThrow(/cannot read the session history/);
    if (process.getuid?.() !== 0) {
      chmodSync(path.join(dir, 'sessions.jsonl'), 0o000);
      await expect(readSessions(path.join(dir, 'sessions.jsonl'))).rejects.toThrow(/cannot read/);
    }
  });
});

describe('ruleStreaks', () => {
  it('counts passes in a row, remembers the last failure and marks graduation candidates', () => {
    const records = [
      session(1, [{ id: 'a', status: 'FAIL', count: 3 }, { id: 'b', status: 'PASS' }]),
      session(2, [{ id: 'a', status: 'PASS' }, { id: 'b', status: 'PASS' }]),
      session(3, [{ id: 'a', status: 'PASS' }, { id: 'b', status: 'FAIL' }]),
      session(4, []),
      session(5, [{ id: 'a', status: 'PASS' }, { id: 'b', status: 'PASS' }, { id: 'c', status: 'SKIP' }]),
      session(6, [{ id: 'a', status: 'PASS', text: 'Rule A' }, { id: 'b', status: 'ERROR' }]),
      session(7, [{ id: 'a', status: 'PASS' }]),
    ];
    const streaks = ruleStreaks(records);
    expect([...streaks.keys()]).toEqual(['a', 'b', 'c']);
    const a = streaks.get('a')!;
    expect(a).toMatchObject({ passStreak: 5, sessionsSeen: 6, passes: 5, failures: 1, lastStatus: 'PASS', text: 'Rule A' });
    expect(a.lastFailed).toEqual({ date: '2026-03-11', session_number: 1, session_id: 's1' });
    expect(a.graduationCandidate).toBe(true);
    expect(a.passStreak).toBe(GRADUATION_STREAK);
    const b = streaks.get('b')!;
    expect(b).toMatchObject({ passStreak: 0, lastStatus: 'ERROR', failures: 1, graduationCandidate: false });
    expect(b.lastFailed?.session_number).toBe(3);
    expect(streaks.get('c')).toMatchObject({ passStreak: 0, sessionsSeen: 1, lastStatus: 'SKIP' });
    expect(streaks.get('c')!.lastFailed).toBeUndefined();
  });

  it('is one short of a candidate at four passes', () => {
    const records = [1, 2, 3, 4].map((n) => session(n, [{ id: 'x', status: 'PASS' }]));
    expect(ruleStreaks(records).get('x')!.graduationCandidate).toBe(false);
    expect(ruleStreaks([...records, session(5, [{ id: 'x', status: 'PASS' }])]).get('x')!.graduationCandidate).toBe(true);
  });
});
