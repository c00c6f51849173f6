// Importing what people already keep: messy corrections.jsonl files, agentic-stack episodes and
// terraphim learnings folders. Every record found is kept with all its fields, everything else
// is reported with its line, and importing twice adds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImport } from '../../src/learnings/import.js';
import { appendNewLearnings, loadLearnings } from '../../src/learnings/store.js';
import { tempProject } from '../helpers/project.js';

const NOW = new Date('2026-09-01T00:00:00Z');

const MESSY_CORRECTIONS = [
  '# corrections captured by the evolution skill',
  '{"ts":"2026-04-28T06:30:00Z","session":"S97","context":"cifs.rs review","correction":"close the handle before propagating errors with ?","applied_to":["src/cifs.rs"]}',
  '// a note someone left',
  '{"timestamp": "2026-03-29T21:11:03.830067", "summary": "the password belongs in the keychain, not the script", "prompt_snippet": "No. that is a password for the CMS", "times_corrected": 1, "verify_check": "manual"} {"ts":"2026-08-21T09:00:00Z","source":"javi","trigger":"example TRACE","rule":"never use VENDEDOR=\'ALL\'","scope":"backend-engineer","check":"grep VENDEDOR_ALL"}',
  '',
  '{"ts": "2026-05-01", "correction": "broken json"',
  '{',
  '  "date": "2026-05-02",',
  '  "correction": "pretty-printed records are read too",',
  '  "category": "format"',
  '}',
  '[{"ts":"2026-05-03T00:00:00Z","correction":"arrays of records work"}]',
  '{"skill":"git-proxy","action":"git push --force origin main","result":"failure","detail":"remote rejected","pain_score":8,"importance":7,"reflection":"never force push to main","context":"release","timestamp":"2026-04-13T14:22:00Z"}',
  '42',
  '{"unrelated": true}',
  '{"ts":"2026-05-04T00:00:00Z","correction":"keep going after a trailing comma",}',
  '{"ts":"2026-05-05T00:00:00Z","correction":"the last line has no newline"}',
].join('\n');

const AGENT_LEARNINGS = [
  '{"timestamp":"2026-04-13T14:22:00Z","skill":"api-scaffold","action":"scaffolded /auth/pkce endpoint","result":"success","pain_score":2,"importance":6,"reflection":"PKCE flow needs server-side code verifier storage, not cookies"}',
  '{"timestamp": "2026-04-14T09:00:00Z", "skill": "git-proxy", "action": "push to main", "result": "failure", "detail": "remote: protected branch hook declined", "pain_score": 8, "importance": 7, "reflection": "FAILURE in git-proxy: GitError: protected branch", "context": "release prep"}',
  '',
].join('\n');

const TERRAPHIM = {
  'learnings/learning-abc123-1708012345678.md': [
    '---', 'id: abc123-1708012345678', 'command: git push -f', 'exit_code: 1', 'source: Project', 'captured_at: 2024-01-15T10:30:00Z',
    'working_dir: /home/user/myproject', 'hostname: devbox', 'tags:', '  - learning', '  - exit-1', 'entities:', '  - git', '---', '',
    '## Command', '', '`git push -f`', '', '## Error Output', '', '```', 'remote: rejected', ' ! [remote rejected] main -> main (protected branch hook declined)', '```', '',
    '## Suggested Correction', '', '`git push --force-with-lease`', '', '## Notes', '', 'Happened twice during the release.', '',
  ].join('\n'),
  'learnings/learning-def456-1708012399999.md': [
    '---', 'id: def456-1708012399999', 'command: echo a: b | grep -c x', 'exit_code: 1', 'source: Global', 'captured_at: 2024-01-16T08:00:00Z',
    'working_dir: /tmp', 'tags:', '  - learning', '---', '', '## Command', '', '`echo a: b | grep -c x`', '', '## Error Output', '', '```', '0', '```', '',
  ].join('\n'),
  'learnings/correction-aa11-1708019999999.md': [
    '---', 'id: aa11-1708019999999', 'type: correction', 'correction_type: tool-preference', 'source: Project', 'captured_at: 2024-02-01T12:00:00Z',
    'working_dir: /home/user/myproject', 'session_id: sess-42', '---', '', '## Original', '', '`npm install`', '', '## Corrected', '', '`bun install`', '',
    '## Context', '', 'User said we use bun in this repo.', '',
  ].join('\n'),
  'learnings/README.md': '# Learnings\n\nThis folder is written by terraphim-agent.\n',
};

describe('readImport', () => {
  it('reads a messy corrections.jsonl, keeps unknown fields in extra and says what it skipped', async () => {
    const dir = tempProject({ 'corrections.jsonl': MESSY_CORRECTIONS });
    const plan = await readImport(path.join(dir, 'corrections.jsonl'), 'auto', NOW);
    expect(plan.formats).toEqual({ corrections: 6, 'agentic-stack': 1 });
    expect(plan.skipped.map((skip) => [skip.line, skip.reason])).toEqual([
      [1, 'comment'],
      [3, 'comment'],
      [6, 'unterminated JSON object'],
      [14, 'not JSON: 42'],
      [15, 'record has no text to learn from'],
      [16, 'not valid JSON'],
    ]);
    const [first, second, third, pretty] = plan.drafts;
    expect(first).toMatchObject({
      kind: 'correction',
      time: '2026-04-28T06:30:00.000Z',
      correction: 'close the handle before propagating errors with ?',
      context: 'cifs.rs review',
      session: 'S97',
      extra: { applied_to: ['src/cifs.rs'] },
      origin: { format: 'corrections', file: 'corrections.jsonl' },
    });
    expect(second).toMatchObject({
      correction: 'the password belongs in the keychain, not the script',
      context: 'No. that is a password for the CMS',
      extra: { times_corrected: 1, verify_check: 'manual', timestamp: '2026-03-29T21:11:03.830067' },
    });
    expect(third).toMatchObject({
      correction: "never use VENDEDOR='ALL'",
      context: 'example TRACE',
      extra: { source: 'javi', scope: 'backend-engineer', check: 'grep VENDEDOR_ALL' },
    });
    expect(pretty).toMatchObject({ correction: 'pretty-printed records are read too', tags: ['format'] });
    const agentic = plan.drafts.find((draft) => draft.origin?.format === 'agentic-stack');
    expect(agentic).toMatchObject({
      kind: 'failure',
      error: 'remote rejected',
      correction: 'never force push to main',
      context: 'release',
      tags: ['git-proxy'],
      pain: 4,
      extra: { action: 'git push --force origin main', result: 'failure', pain_score: 8, importance: 7 },
    });
  });

  it('maps agentic-stack episodes: failures to failures, the rest to observations', async () => {
    const dir = tempProject({ 'AGENT_LEARNINGS.jsonl': AGENT_LEARNINGS });
    const plan = await readImport(path.join(dir, 'AGENT_LEARNINGS.jsonl'), 'auto', NOW);
    expect(plan.skipped).toEqual([]);
    expect(plan.formats).toEqual({ 'agentic-stack': 2 });
    expect(plan.drafts[0]).toEqual({
      kind: 'observation',
      time: '2026-04-13T14:22:00.000Z',
      correction: 'PKCE flow needs server-side code verifier storage, not cookies',
      context: 'scaffolded /auth/pkce endpoint',
      tags: ['api-scaffold'],
      pain: 1,
      extra: { result: 'success', pain_score: 2, importance: 6 },
      origin: { format: 'agentic-stack', key: expect.any(String), file: 'AGENT_LEARNINGS.jsonl' },
    });
    expect(plan.drafts[1]).toMatchObject({ kind: 'failure', error: 'remote: protected branch hook declined', context: 'release prep', extra: { action: 'push to main' } });
  });

  it('reads a terraphim learnings folder, frontmatter YAML or not', async () => {
    const dir = tempProject(TERRAPHIM);
    const plan = await readImport(path.join(dir, 'learnings'), 'auto', NOW);
    expect(plan.formats).toEqual({ terraphim: 3 });
    expect(plan.skipped.map((skip) => [path.basename(skip.file), skip.reason])).toEqual([['README.md', 'no YAML frontmatter']]);
    const byKey = Object.fromEntries(plan.drafts.map((draft) => [draft.origin!.key, draft]));
    expect(byKey['abc123-1708012345678']).toEqual({
      kind: 'failure',
      time: '2024-01-15T10:30:00.000Z',
      command: 'git push -f',
      exitCode: 1,
      error: 'remote: rejected\n ! [remote rejected] main -> main (protected branch hook declined)',
      correction: 'git push --force-with-lease',
      cwd: '/home/user/myproject',
      tags: ['learning', 'exit-1'],
      origin: { format: 'terraphim', key: 'abc123-1708012345678', file: 'learning-abc123-1708012345678.md' },
      extra: { id: 'abc123-1708012345678', source: 'Project', hostname: 'devbox', entities: ['git'], sections: { Notes: 'Happened twice during the release.' } },
    });
    expect(byKey['def456-1708012399999']).toMatchObject({ command: 'echo a: b | grep -c x', exitCode: 1, error: '0', cwd: '/tmp' });
    expect(byKey['aa11-1708019999999']).toMatchObject({
      kind: 'correction',
      correction: 'bun install',
      context: 'User said we use bun in this repo.',
      session: 'sess-42',
      tags: ['tool-preference'],
      extra: { original: 'npm install', source: 'Project' },
    });
  });

  it('reads a single terraphim file', async () => {
    const dir = tempProject(TERRAPHIM);
    const plan = await readImport(path.join(dir, 'learnings', 'learning-abc123-1708012345678.md'), 'auto', NOW);
    expect(plan.drafts).toHaveLength(1);
  });

  it('can be told the format', async () => {
    const dir = tempProject({ 'mixed.jsonl': AGENT_LEARNINGS });
    const plan = await readImport(path.join(dir, 'mixed.jsonl'), 'corrections', NOW);
    // Read as corrections, the first episode has no field a correction layout knows.
    expect(plan.formats).toEqual({ corrections: 1 });
    expect(plan.skipped.map((skip) => [skip.line, skip.reason])).toEqual([[1, 'record has no text to learn from']]);
    expect(plan.drafts[0]).toMatchObject({ kind: 'observation', context: 'release prep', extra: { detail: 'remote: protected branch hook declined' } });
  });

  it('fails on a path that does not exist', async () => {
    await expect(readImport(path.join(tempProject(), 'nope.jsonl'))).rejects.toThrow(/ENOENT/);
  });
});

describe('importing into a store', () => {
  it('adds nothing the second time, and keeps every field', async () => {
    const dir = tempProject({ 'corrections.jsonl': MESSY_CORRECTIONS, ...TERRAPHIM });
    const file = path.join(dir, '.claude', 'memory', 'learnings.jsonl');
    const corrections = await readImport(path.join(dir, 'corrections.jsonl'), 'auto', NOW);
    const folder = await readImport(path.join(dir, 'learnings'), 'auto', NOW);
    const first = await appendNewLearnings(file, [...corrections.drafts, ...folder.drafts], { now: NOW });
    expect(first.written).toHaveLength(10);
    const after = readFileSync(file, 'utf8');
    const again = await appendNewLearnings(file, [...(await readImport(path.join(dir, 'corrections.jsonl'), 'auto', NOW)).drafts, ...(await readImport(path.join(dir, 'learnings'), 'auto', NOW)).drafts], { now: NOW });
    expect(again.written).toEqual([]);
    expect(again.duplicates).toHaveLength(10);
    expect(readFileSync(file, 'utf8')).toBe(after);

    const { learnings, problems } = await loadLearnings(file, 'project');
    expect(problems).toEqual([]);
    const imported = learnings.find((learning) => learning.correction === "never use VENDEDOR='ALL'");
    expect(imported?.extra).toEqual({ source: 'javi', scope: 'backend-engineer', check: 'grep VENDEDOR_ALL' });
    expect(imported?.time).toBe('2026-08-21T09:00:00.000Z');
  });
});
