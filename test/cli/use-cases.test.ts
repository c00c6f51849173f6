// The use-cases the CLI and the MCP server share, called as a library: typed inputs, plain data
// out, typed errors, real files and real ripgrep. (Their commands are driven through the bin in
// the other files of this folder.)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootSession } from '../../src/boot/boot.js';
import { InputError, UsageError } from '../../src/diagnostics/errors.js';
import { draftProposal } from '../../src/evolve/draft-proposal.js';
import { listProposals } from '../../src/evolve/evolve-project.js';
import { captureLearning, NotRecordedError } from '../../src/learnings/capture.js';
import { loadStores, requireReadable } from '../../src/learnings/load-stores.js';
import { listLearnings, queryStoredLearnings } from '../../src/learnings/lookup.js';
import { resolveProject } from '../../src/memory/paths.js';
import { listRules } from '../../src/rules/list-rules.js';
import { recordSession } from '../../src/scorecard/record-session.js';
import { ruleStreakRows, scorecard } from '../../src/scorecard/scorecard.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { failsStrict } from '../../src/sweep/result.js';
import { sweepProject } from '../../src/sweep/sweep-project.js';
import { tempProject } from '../helpers/project.js';

const RULES = `# Learned Rules
---
- No console.log in src.
  verify: Grep("console\\.log", path="src/") -> 0 matches
- Tests exist.
  verify: Glob("src/*.test.ts") -> 1+ matches
- Written by hand.
`;

const NOW = new Date('2026-04-02T09:00:00Z');

function project(files: Record<string, string> = {}) {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', '.claude/memory/learned-rules.md': RULES, 'src/a.ts': 'console.log(1)\n', ...files });
  const env = { PATH: process.env.PATH, HOME: root, XDG_DATA_HOME: path.join(root, '.xdg') };
  return { root, env, paths: resolveProject({ cwd: root, env }) };
}

describe('sweep', () => {
  it('sweeps some rules by id, and refuses an id the file does not have', async () => {
    const { env, paths } = project();
    const { rules } = await listRules({ paths });
    expect(rules.map((rule) => rule.text)).toEqual(['No console.log in src.', 'Tests exist.', 'Written by hand.']);
    const { report } = await sweepProject(paths, { env, ruleIds: [rules[1]!.id] });
    expect(report.results.map((result) => [result.ruleText, result.status])).toEqual([['Tests exist.', 'FAIL']]);
    await expect(sweepProject(paths, { env, ruleIds: ['nope'] })).rejects.toThrow(UsageError);
    await expect(sweepProject(paths, { env, ruleIds: ['nope'] })).rejects.toThrow(/no rule with id nope in \.claude\/memory\/learned-rules\.md/);
  });

  it('--strict fails on a FAIL, an ERROR or an error-severity diagnostic, and only then', () => {
    const summary = { checked: 1, passed: 1, failed: 0, skipped: 0, errors: 0, toRewrite: 0, withoutVerify: 0 };
    const report = (change: Partial<SweepReport>): SweepReport => ({ rulesFile: 'r.md', root: '/', results: [], summary, diagnostics: [], durationMs: 0, ...change });
    expect(failsStrict(report({}))).toBe(false);
    expect(failsStrict(report({ diagnostics: [{ severity: 'warning', code: 'x', message: 'w' }] }))).toBe(false);
    expect(failsStrict(report({ summary: { ...summary, failed: 1 } }))).toBe(true);
    expect(failsStrict(report({ summary: { ...summary, errors: 1 } }))).toBe(true);
    expect(failsStrict(report({ diagnostics: [{ severity: 'error', code: 'rules/no-rules', message: 'no rule recognised' }] }))).toBe(true);
  });

  it('listRules says there is no rules file with an InputError', async () => {
    const root = tempProject();
    await expect(listRules({ paths: resolveProject({ cwd: root, env: {} }) })).rejects.toThrow(InputError);
  });
});

describe('learnings', () => {
  it('capture picks the store and the kind, and refuses a test run with a typed error', async () => {
    const { paths } = project();
    const correction = await captureLearning({ paths, now: NOW, correction: 'use pnpm, not npm' });
    expect(correction).toMatchObject({ ref: '#1', store: { scope: 'project', label: '.claude/memory/learnings.jsonl' }, learning: { kind: 'correction' } });
    expect(correction.learning.exitCode).toBeUndefined();
    const global = await captureLearning({ paths, now: new Date(NOW.getTime() + 60_000), scope: 'global', command: 'brew install x', error: 'boom' });
    expect(global).toMatchObject({ ref: '#g1', learning: { kind: 'failure', exitCode: 1 } });
    await expect(captureLearning({ paths, now: NOW, command: 'pytest -q' })).rejects.toThrow(NotRecordedError);
    await expect(captureLearning({ paths, now: NOW })).rejects.toThrow(UsageError);

    const both = await listLearnings({ paths, selection: 'both' });
    expect(both.learnings.map((learning) => learning.ref)).toEqual(['#g1', '#1']);
    const found = await queryStoredLearnings({ paths, selection: 'project', text: 'package manager pnpm', now: NOW });
    expect(found.results.map((result) => result.learning.ref)).toEqual(['#1']);
  });

  it('capture ties an agent\'s record of a correction to the failure it follows', async () => {
    const { paths } = project();
    const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    // An agent's record of a correction is tied, as a prompt is, to the failure it follows: in its
    // session, or without one, to the project's last failure of the last few minutes.
    const failed = await captureLearning({ paths, now: later(2), command: 'npm ci', error: 'npm error The `npm ci` command can only install with an existing package-lock.json', session: 's1' });
    const told = await captureLearning({ paths, now: later(3), correction: 'Ran npm ci; this repo uses bun (bun.lock), install with bun install', session: 's1' });
    expect(told.learning.correcting).toBe(failed.learning.id);
    const unsaid = await captureLearning({ paths, now: later(4), correction: 'Installed with npm; the lockfile is bun.lock, use bun install' });
    expect(unsaid.learning.correcting).toBe(failed.learning.id);
    expect((await captureLearning({ paths, now: later(5), correction: 'Pushed with --force to main; open a PR instead', session: 's1' })).learning.correcting).toBeUndefined();
    expect((await captureLearning({ paths, now: later(90), correction: 'Used npm again; this repo is on bun' })).learning.correcting).toBeUndefined();
    // A record too long to be read as a correction (over 1,500 characters) is still kept whole, only not tied.
    const long = `Ran npm ci; ${'the lockfile is bun.lock. '.repeat(60)}`;
    const kept = await captureLearning({ paths, now: later(6), correction: long, session: 's1' });
    expect(kept.learning).toMatchObject({ kind: 'correction', correction: long.trim() });
    expect(kept.learning.correcting).toBeUndefined();
  });

  it('one loader, one policy: an unreadable store is a note to reports and an InputError to lookups', async () => {
    const { root, env, paths } = project();
    mkdirSync(path.join(root, '.claude/memory/learnings.jsonl'));
    const loaded = await loadStores(paths, 'both');
    expect(loaded.unreadable).toEqual([expect.objectContaining({ scope: 'project', label: '.claude/memory/learnings.jsonl', reason: expect.stringMatching(/EISDIR/) })]);
    expect(() => requireReadable(loaded)).toThrow(/cannot read the project learnings store \.claude\/memory\/learnings\.jsonl: EISDIR/);
    await expect(listLearnings({ paths, selection: 'project' })).rejects.toThrow(InputError);
    await expect(listLearnings({ paths, selection: 'global' })).resolves.toMatchObject({ learnings: [] });
    const { report } = await bootSession({ paths, env, now: NOW });
    expect(report.learnings.notes).toEqual([expect.stringMatching(/^the project learnings store \.claude\/memory\/learnings\.jsonl could not be read: EISDIR/)]);
    await expect(listProposals({ paths, env, now: NOW })).rejects.toThrow(InputError);
  });

  it('a config that points both scopes at one file reads it once', async () => {
    const { env, root } = project({ '.rulesweep.json': JSON.stringify({ globalLearnings: '.claude/memory/learnings.jsonl' }) });
    const paths = resolveProject({ cwd: root, env });
    await captureLearning({ paths, now: NOW, command: 'make deploy', error: 'no target' });
    expect((await loadStores(paths, 'both')).learnings).toHaveLength(1);
  });
});

describe('boot and the scorecard', () => {
  it('boot and record share one snapshot; the scorecard reads the history it wrote', async () => {
    const { env, paths } = project();
    const booted = await bootSession({ paths, env, now: NOW, record: { session: 'alpha' } });
    expect(booted.report.sweep?.summary).toMatchObject({ checked: 2, failed: 2 });
    expect(booted.recorded).toMatchObject({ status: 'recorded', action: 'added', record: { session_id: 'alpha', rules_failed: 2 } });
    expect(await recordSession({ paths, env, now: NOW, hookSessionId: 'beta' })).toMatchObject({ status: 'recorded', record: { session_id: 'beta', session_number: 2 } });
    const card = await scorecard({ paths, env, now: NOW });
    expect(card).toMatchObject({ project: path.basename(paths.root), trend: { recorded: 2 }, learnings: { total: 0 } });
    const streaks = await ruleStreakRows({ paths });
    expect(streaks.sessions).toBe(2);
    expect(streaks.rows.map((row) => [row.text, row.streak?.lastStatus ?? null])).toEqual([
      ['No console.log in src.', 'FAIL'],
      ['Tests exist.', 'FAIL'],
      ['Written by hand.', null],
    ]);
  });

  it('a session whose sweep could not run is not recorded, and says why', async () => {
    const { env, paths } = project();
    const recorded = await recordSession({ paths, env: { ...env, RULESWEEP_RG: '/nonexistent/rg' }, now: NOW });
    expect(recorded).toEqual({ status: 'not-recorded', reason: 'the sweep did not run' });
  });
});

describe('evolve draft', () => {
  it('files a draft as plain data, and refuses one evolve would leave out', async () => {
    const { env, paths } = project();
    const drafted = await draftProposal({ paths, env, now: NOW, rule: 'Never call eval.', verify: 'Grep("eval\\(", path="src/") -> 0 matches', risk: 'low' });
    expect(drafted).toMatchObject({ alreadyDrafted: false, file: '.claude/memory/evolve-drafts.jsonl', draft: { id: 'd1', rule: 'Never call eval.' } });
    expect(readFileSync(paths.drafts, 'utf8')).toContain('"id":"d1"');
    await expect(draftProposal({ paths, env, now: NOW, rule: 'No console.log in src.', verify: 'Grep("console", path="src/") -> 0 matches', risk: 'low' }))
      .rejects.toThrow(/not drafted: .*learned-rules\.md:3 already covers it \("No console\.log in src\."\)/);
  });
});
