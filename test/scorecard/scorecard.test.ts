import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendCorrection, appendLearning } from '../../src/learnings/store.js';
import { runBin, runCli } from '../helpers/cli.js';
import { initGitRepo, writeFiles } from '../helpers/project.js';
import { MONDAY, SEED_TREE, isolatedEnv, namedProject, writeLearnings } from '../boot/fixtures.js';

const SEED_BLOCK = `=== Session Scorecard: 2026-03-30 ===
--- Recent Learnings ---
Total learnings in database: 10
With corrections: 2
--- Verification Sweep ---
Rules checked: 7 | Passed: 4 | Failed: 2 | Skipped: 1
--- Relevant Past Learnings ---
No learnings matching 'cto-executive-system'.
=== End Scorecard ===
`;

describe('rulesweep scorecard', () => {
  it('prints the seed\'s block exactly, then the trend', async () => {
    const root = namedProject('cto-executive-system', SEED_TREE);
    await initGitRepo(root);
    await writeLearnings(root, 10, 2);
    const { code, stdout, stderr } = await runCli(['scorecard'], { cwd: path.join(root, 'knowledge'), env: isolatedEnv(), now: MONDAY });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`${SEED_BLOCK}\n--- Trend ---\nNo recorded sessions yet: run \`rulesweep scorecard --record\` at the end of each session.\n`);
  });

  it('lists the past learnings that match the project\'s name, from both scopes', async () => {
    const root = namedProject('payments-api', SEED_TREE);
    const env = isolatedEnv();
    const file = path.join(root, '.claude/memory/learnings.jsonl');
    await appendLearning(file, { kind: 'failure', time: '2026-03-21T10:00:00Z', command: 'npm test', context: 'payments api tests need the stripe mock', tags: [] });
    await appendLearning(file, { kind: 'failure', time: '2026-03-22T10:00:00Z', command: 'ls', tags: [] });
    await appendCorrection(file, 1, { correction: 'start the mock first' }, { now: new Date('2026-03-23T10:00:00Z') });
    await appendLearning(path.join(env.XDG_DATA_HOME!, 'rulesweep', 'learnings.jsonl'), {
      kind: 'observation', time: '2026-03-24T10:00:00Z', context: 'payments-api deploys on Fridays are frozen', tags: [],
    });
    const { stdout } = await runCli(['scorecard'], { cwd: root, env, now: MONDAY });
    const block = stdout.slice(0, stdout.indexOf('=== End Scorecard ==='));
    expect(block).toContain('Total learnings in database: 3\nWith corrections: 1\n');
    const relevant = block.slice(block.indexOf('--- Relevant Past Learnings ---')).split('\n').slice(1, -1);
    expect(relevant).toHaveLength(2);
    expect(relevant).toContain('#1 2026-03-23 `npm test` → start the mock first');
    expect(relevant).toContain('#g1 2026-03-24 payments-api deploys on Fridays are frozen');
  });

  it('records sessions, never twice for the same one, and shows the trend over three', async () => {
    const root = namedProject('trend', SEED_TREE);
    const env = isolatedEnv();
    const day = (n: number) => new Date(`2026-03-${String(n).padStart(2, '0')}T12:00:00`);
    const learnings = path.join(root, '.claude/memory/learnings.jsonl');

    // Session 1 (one per date, by default): two corrections that day, both rules failing.
    await appendLearning(learnings, { kind: 'correction', time: day(10).toISOString(), correction: 'use uv', tags: [] });
    await appendLearning(learnings, { kind: 'correction', time: day(10).toISOString(), correction: 'use bun', tags: [] });
    let result = await runCli(['scorecard', '--record'], { cwd: root, env, now: day(10) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Recorded session #1 (date:2026-03-10) in .claude/memory/sessions.jsonl.');
    result = await runCli(['scorecard', '--record'], { cwd: root, env, now: day(10) });
    expect(result.stdout).toContain('Updated session #1 (date:2026-03-10) in .claude/memory/sessions.jsonl.');
    expect(result.stdout).toContain('--- Trend: last 1 of 1 recorded session ---');

    // Session 2: one correction since, one rule fixed.
    await appendCorrection(learnings, 1, { correction: 'really, use uv' }, { now: new Date(day(11).getTime() - 3_600_000) });
    writeFiles(root, { 'knowledge/mem-layer.md': '# Mem-Layer: Graph-Based AI Memory\nGovern AI agent behavior at runtime.\n' });
    await runCli(['scorecard', '--record', '--session', 'second'], { cwd: root, env, now: day(11) });

    // Session 3: no corrections, everything passes; recorded through the built bin inside Claude Code (CLAUDE_CODE_SESSION_ID).
    writeFiles(root, { 'knowledge/mem-layer.md': '# Mem-Layer: Graph-Based AI Memory\nGovern AI agent behaviour at runtime.\n' });
    const bin = await runBin(['scorecard', '--record'], { cwd: root, env: { ...env, CLAUDE_CODE_SESSION_ID: 'third' } });
    expect(bin.code).toBe(0);
    expect(bin.stdout).toMatch(/Recorded session #3 \(third\)/);

    const lines = readFileSync(path.join(root, '.claude/memory/sessions.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => JSON.parse(line)).map((record) => [record.session_id, record.corrections_received, record.rules_passed, record.rules_failed]))
      .toEqual([['date:2026-03-10', 2, 4, 2], ['second', 1, 5, 1], ['third', 0, 6, 0]]);

    const { stdout } = await runCli(['scorecard'], { cwd: root, env, now: day(12) });
    const trend = stdout.slice(stdout.indexOf('--- Trend'));
    expect(trend).toContain('--- Trend: last 3 of 3 recorded sessions ---');
    expect(trend).toContain('#1  2026-03-10  2 ##########   67% #######...');
    expect(trend).toContain('#2  2026-03-11  1 #####.....   83% ########..');
    expect(trend).toContain('Corrections per session: 2.0 -> 0.0 (earlier half -> later half)');
    expect(trend).toContain('Pass rate: 67% -> 100%');
    expect(trend).toContain('Direction: improving (pass rate up 33 points; corrections down 2.0 per session)');

    const json = JSON.parse((await runCli(['scorecard', '--json', '--last', '2'], { cwd: root, env, now: day(12) })).stdout);
    expect(json.trend.points.map((point: { session_id: string }) => point.session_id)).toEqual(['second', 'third']);
    expect(json.trend.recorded).toBe(3);
    expect(json.sweep).toMatchObject({ checked: 7, passed: 6, failed: 0 });
    expect(json.recorded).toBeNull();
  });

  it('makes one record of a session booted with --record and scored at its end', async () => {
    const root = namedProject('one-session', SEED_TREE);
    const env = isolatedEnv();
    const boot = await runCli(['boot', '--record'], { cwd: root, env, now: MONDAY });
    expect(boot.code).toBe(0);
    expect(boot.stderr).toBe('Recorded session #1 (date:2026-03-30) in .claude/memory/sessions.jsonl\n');
    await writeLearnings(root, 1, 1, { start: new Date(MONDAY.getTime() - 2 * 3_600_000) });
    const end = new Date(MONDAY.getTime() + 3_600_000);
    const { stdout } = await runCli(['scorecard', '--record', '--json'], { cwd: root, env, now: end });
    const json = JSON.parse(stdout);
    expect(json.recorded).toMatchObject({ action: 'updated', record: { session_number: 1, corrections_received: 1 } });
    expect(json.trend.points).toHaveLength(1);
    expect(readFileSync(path.join(root, '.claude/memory/sessions.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(1);
  });

  it('shows each rule\'s streak and marks graduation candidates', async () => {
    const root = namedProject('streaks', {
      ...SEED_TREE,
      'knowledge/mem-layer.md': 'clean\n',
    });
    const env = isolatedEnv();
    for (let n = 1; n <= 5; n += 1) {
      if (n === 3) writeFiles(root, { 'automation/deploy.sh': 'pip install x\n' });
      if (n === 4) writeFiles(root, { 'automation/deploy.sh': 'uv sync\n' });
      const { code } = await runCli(['scorecard', '--record', '--session', `s${n}`], { cwd: root, env, now: new Date(`2026-03-0${n}T12:00:00`) });
      expect(code).toBe(0);
    }
    const { code, stdout } = await runCli(['scorecard', '--streaks'], { cwd: root, env, now: MONDAY });
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('=== Rule Streaks: 5 recorded sessions ===');
    expect(lines[1]).toMatch(/^PASS {4}2 in a row {2}last failed 2026-03-03 \(#3\) +seen {3}5 {2}Never use pip, pip3, or pipx; always use uv instead\.$/);
    expect(lines[2]).toMatch(/^PASS {4}5 in a row {2}never failed +seen {3}5 {2}Never use npm, yarn, or pnpm; always use bun instead\. \[graduation candidate\]$/);
    expect(lines[5]).toMatch(/^SKIP {4}0 in a row {2}never failed/);
    expect(lines.at(-1)).toBe('5 graduation candidates (passing 5+ sessions in a row): review with `rulesweep evolve`.');

    // A rule removed from the file is still shown, marked, and is no longer a candidate.
    const rulesFile = path.join(root, '.claude/memory/learned-rules.md');
    writeFileSync(rulesFile, readFileSync(rulesFile, 'utf8').replace(/- Never use npm[^\n]*\n[^\n]*\n/, ''));
    const json = JSON.parse((await runCli(['scorecard', '--streaks', '--json'], { cwd: root, env })).stdout);
    const npm = json.rules.find((rule: { text: string }) => rule.text.startsWith('Never use npm'));
    expect(npm).toMatchObject({ inRulesFile: false, passStreak: 5, graduationCandidate: false, lastFailed: null, sessionsSeen: 5 });
    const pip = json.rules.find((rule: { text: string }) => rule.text.startsWith('Never use pip'));
    expect(pip).toMatchObject({ inRulesFile: true, passStreak: 2, lastFailed: { date: '2026-03-03', session_number: 3, session_id: 's3' } });
    const text = (await runCli(['scorecard', '--streaks'], { cwd: root, env })).stdout;
    expect(text).toMatch(/Never use npm, yarn, or pnpm; always use bun instead\. \[no longer in the rules file\]/);
  });

  it('reads a messy history, reports what it skipped on stderr, and records after it', async () => {
    const root = namedProject('messy', SEED_TREE);
    const env = isolatedEnv();
    writeFiles(root, {
      '.claude/memory/sessions.jsonl': [
        '# hand-kept history',
        '{"date":"2026-03-01","session_number":1,"corrections_received":3,"rules_checked":7,"rules_passed":3,"rules_failed":4} {"date":"2026-03-02","session_number":2,"corrections_received":2,"rules_checked":7,"rules_passed":4,"rules_failed":3}',
        'garbage',
      ].join('\n'),
    });
    const { code, stdout, stderr } = await runCli(['scorecard', '--record'], { cwd: root, env, now: MONDAY });
    expect(code).toBe(0);
    expect(stderr).toContain('.claude/memory/sessions.jsonl:3: warning: skipped unreadable text (not JSON): garbage [sessions/unreadable]');
    expect(stdout).toContain('Recorded session #3 (date:2026-03-30)');
    expect(stdout).toContain('--- Trend: last 3 of 3 recorded sessions ---');
    expect(stdout).toContain('Direction: improving');
    expect(readFileSync(path.join(root, '.claude/memory/sessions.jsonl'), 'utf8')).toContain('\ngarbage\n{"date":"2026-03-30"');
  });

  it('reports a project without rules, and records it; refuses to record when the sweep cannot run', async () => {
    const root = namedProject('no-rules', { 'a.txt': 'a\n' });
    const env = isolatedEnv();
    const { code, stdout } = await runCli(['scorecard', '--record'], { cwd: root, env, now: MONDAY });
    expect(code).toBe(0);
    expect(stdout).toContain('--- Verification Sweep ---\nNo rules file at .claude/memory/learned-rules.md: create one with `rulesweep init`.\n--- Relevant Past Learnings ---\nNo learnings matching \'no-rules\'.\n');
    expect(stdout).toContain('Recorded session #1');

    const seeded = namedProject('no-rg', SEED_TREE);
    const failed = await runCli(['scorecard', '--record'], { cwd: seeded, env: { ...env, RULESWEEP_RG: '/nonexistent' }, now: MONDAY });
    expect(failed.code).toBe(2);
    expect(failed.stdout).toContain('The sweep did not run: RULESWEEP_RG points at /nonexistent, which is not an executable file.');
    expect(failed.stderr).toContain('session not recorded: the sweep did not run');
    expect(() => readFileSync(path.join(seeded, '.claude/memory/sessions.jsonl'))).toThrow(/ENOENT/);
  });

  it('exits 2 when the history cannot be read, after printing the block', async () => {
    const root = namedProject('bad-history', SEED_TREE);
    mkdirSync(path.join(root, '.claude/memory/sessions.jsonl'));
    const { code, stdout } = await runCli(['scorecard'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    expect(code).toBe(2);
    expect(stdout).toContain('=== End Scorecard ===');
    expect(stdout).toMatch(/Trend unavailable: cannot read the session history \.claude\/memory\/sessions\.jsonl: EISDIR/);
    rmSync(path.join(root, '.claude/memory/sessions.jsonl'), { recursive: true });
  });

  it('has help that explains the direction rule and the exit codes', async () => {
    const { code, stdout } = await runCli(['scorecard', '--help'], { cwd: namedProject('help', {}), env: isolatedEnv() });
    expect(code).toBe(0);
    expect(stdout).toContain('--streaks');
    expect(stdout).toContain('A trend needs 3 sessions in its window (--last 3+).');
    expect(stdout).toContain('Exit codes:');
  });
});
