import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendLogEntries, codeSpan, formatLogEntry, fromCodeSpan, parseLog, readLog } from '../../src/evolve/log.js';
import type { LogEntry } from '../../src/evolve/model.js';
import { tempProject } from '../helpers/project.js';

const entry = (over: Partial<LogEntry> = {}): LogEntry => ({
  date: '2026-03-30',
  time: '2026-03-30T12:00:00.000Z',
  kind: 'PROMOTE',
  decision: 'approved',
  fingerprint: '4ee0f1b7b531',
  rule: 'Never use `pip install`; use `uv` instead.',
  verify: 'Grep("\\bpip install\\b", path=".") -> 0 matches',
  sources: ['#1', '#2'],
  sourceText: 'learning #1, #2',
  ...over,
});

describe('evolution-log.md', () => {
  it('writes markdown people read and reads every field back', () => {
    const written = entry({ decision: 'rejected', reason: 'we still need pip for the docs build' });
    const text = formatLogEntry(written);
    expect(text).toBe([
      '## 2026-03-30 · PROMOTE · rejected · 4ee0f1b7b531',
      '',
      '- Rule: Never use `pip install`; use `uv` instead.',
      '- Verify: `Grep("\\bpip install\\b", path=".") -> 0 matches`',
      '- Source: learning #1, #2',
      '- Reason: we still need pip for the docs build',
      '- Time: 2026-03-30T12:00:00.000Z',
      '',
    ].join('\n'));
    const [read] = parseLog(text, 'log').entries;
    expect(read).toEqual({ ...written, line: 1 });
  });

  it('reads the refs back from the Source line people read, for every kind of source', () => {
    const cases: Array<[string, string[]]> = [
      ['learning #3, #g4', ['#3', '#g4']],
      ['learning #8, draft d1, CLAUDE.md convention', ['#8', 'd1', 'CLAUDE.md convention']],
      ['rule r-1a2b3c4d (.claude/memory/learned-rules.md:7)', ['r-1a2b3c4d']],
      ['rule no-eval.v2 (rules, with a comma.md:3)', ['no-eval.v2']],
      ['', []],
    ];
    for (const [sourceText, sources] of cases) {
      const [read] = parseLog(formatLogEntry(entry({ sourceText, sources })), 'log').entries;
      expect(read!.sources).toEqual(sources);
      expect(read!.sourceText).toBe(sourceText);
    }
  });

  it('still reads a log written with the old "- Sources:" list', () => {
    const old = [
      '## 2026-03-30 · GRADUATE · approved · 4ee0f1b7b531', '',
      '- Rule: Never use pip.', '- Source: a rule people renamed', '- Sources: r-1a2b3c4d', '- Time: 2026-03-30T12:00:00.000Z', '',
    ].join('\n');
    const parsed = parseLog(old, 'log');
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries[0]).toMatchObject({ kind: 'GRADUATE', sources: ['r-1a2b3c4d'], sourceText: 'a rule people renamed' });
  });

  it('keeps verify lines with backticks and backslashes intact through a code span', () => {
    for (const verify of ['Grep("`x`", path="src/") -> 0 matches', '`make check`', 'Grep("a\\\\b\\.c", path=".") -> 1+ matches', ' spaced ']) {
      expect(fromCodeSpan(codeSpan(verify))).toBe(verify);
      const [read] = parseLog(formatLogEntry(entry({ verify })), 'log').entries;
      expect(read!.verify).toBe(verify.trim() === verify ? verify : verify.trim());
    }
  });

  it('records what a modified proposal said before the edit', () => {
    const text = formatLogEntry(entry({ decision: 'modified', proposedRule: 'Never use pip.', proposedVerify: 'Grep("pip", path=".") -> 0 matches' }));
    const [read] = parseLog(text, 'log').entries;
    expect(read).toMatchObject({ decision: 'modified', proposedRule: 'Never use pip.', proposedVerify: 'Grep("pip", path=".") -> 0 matches' });
  });

  it('skips prose and foreign headings with a warning and keeps reading', () => {
    const text = [
      '# Evolution Log', '', 'Some words about the log.', '',
      '## 2026-03-30 — something a person wrote', '- Rule: not ours', '',
      formatLogEntry(entry({ fingerprint: 'aaaaaaaaaaaa' })),
      '## 2026-03-31 · PROMOTE · approved · bbbbbbbbbbbb', '- Verify: `x`', '',
      formatLogEntry(entry({ fingerprint: 'cccccccccccc', decision: 'rejected', reason: 'no' })),
    ].join('\n');
    const parsed = parseLog(text, 'evolution-log.md');
    expect(parsed.entries.map((item) => item.fingerprint)).toEqual(['aaaaaaaaaaaa', 'cccccccccccc']);
    expect(parsed.problems.map((problem) => [problem.code, problem.position?.line])).toEqual([
      ['evolve/log-heading', 5],
      ['evolve/log-entry', 15],
    ]);
  });

  it('appends after a log someone else started (init\'s template), reading its prose as no decisions', async () => {
    const prose = '# Evolution Log\n\nThe audit trail of this project\'s learned rules.\nOnly evolve writes here.';
    const root = tempProject({ 'evolution-log.md': prose });
    const file = path.join(root, 'evolution-log.md');
    expect(parseLog(prose, 'log')).toEqual({ entries: [], problems: [] });
    await appendLogEntries(file, [entry()]);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(`${prose}\n\n## 2026-03-30 · PROMOTE · approved`)).toBe(true);
    expect((await readLog(file)).entries).toHaveLength(1);
  });

  it('starts a new log with its header and appends under the lock without losing entries', async () => {
    const root = tempProject({});
    const file = path.join(root, '.claude/memory/evolution-log.md');
    await Promise.all(Array.from({ length: 12 }, (_, index) =>
      appendLogEntries(file, [entry({ fingerprint: `${String(index).padStart(2, '0')}aaaaaaaaaa` })])));
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# Evolution Log\n')).toBe(true);
    expect(text.match(/^# Evolution Log/gm)).toHaveLength(1);
    const { entries, problems } = await readLog(file);
    expect(problems).toEqual([]);
    expect(entries.map((item) => item.fingerprint).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `${String(index).padStart(2, '0')}aaaaaaaaaa`));
  });
});
