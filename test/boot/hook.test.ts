import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { BootReport } from '../../src/boot/boot.js';
import { main } from '../../src/cli/main.js';
import { HOOK_ANSWER_LIMIT, hookAnswer, hookContext, parseHookPayload, SESSION_HOOK_AGENTS } from '../../src/boot/hook.js';
import type { Learning } from '../../src/learnings/model.js';
import type { CheckResult } from '../../src/sweep/result.js';
import { runBin, runCli } from '../helpers/cli.js';
import { initGitRepo } from '../helpers/project.js';
import { MONDAY, SEED_TREE, isolatedEnv, namedProject, writeLearnings } from './fixtures.js';

interface Answer {
  hookSpecificOutput: { hookEventName: string; additionalContext: string };
}

function answerOf(stdout: string): Answer {
  expect(stdout.endsWith('\n')).toBe(true);
  expect(stdout.trimEnd().split('\n')).toHaveLength(1);
  const answer = JSON.parse(stdout) as Answer;
  expect(Object.keys(answer)).toEqual(['hookSpecificOutput']);
  expect(answer.hookSpecificOutput.hookEventName).toBe('SessionStart');
  expect(typeof answer.hookSpecificOutput.additionalContext).toBe('string');
  expect(Buffer.byteLength(stdout, 'utf8')).toBeLessThanOrEqual(HOOK_ANSWER_LIMIT);
  // The budget is kept by the accounting, not by the last-resort cut that ends in "…".
  expect(answer.hookSpecificOutput.additionalContext.endsWith('\n…')).toBe(false);
  return answer;
}

const payload = (fields: Record<string, string>) =>
  JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', transcript_path: '/tmp/t.jsonl', permission_mode: 'default', ...fields });

function failing(index: number, text = `Never call forbiddenApi${index} directly in any module of the project.`): CheckResult {
  return {
    ruleId: `r-${index}`,
    ruleText: text,
    ruleLine: index,
    line: index + 1,
    column: 3,
    verify: `Grep("forbiddenApi${index}", path="src/") -> 0 matches`,
    kind: 'grep',
    status: 'FAIL',
    count: 1000 + index,
    expected: '0',
    samples: [{ path: `src/module${index}/file.ts`, line: 12, text: `forbiddenApi${index}("${'x'.repeat(300)}")` }],
    durationMs: 1,
  };
}

function learning(id: number, fields: Partial<Learning> = {}): Learning {
  return {
    id,
    ref: `#${id}`,
    scope: 'project',
    time: `2026-03-${String(id).padStart(2, '0')}T10:00:00Z`,
    updated: `2026-03-${String(id).padStart(2, '0')}T10:00:00Z`,
    kind: 'failure',
    command: `tool${id} --flag`,
    tags: [],
    corrections: [],
    line: id,
    ...fields,
  };
}

function report(results: CheckResult[], learnings: Learning[] = []): BootReport {
  const count = (status: string) => results.filter((result) => result.status === status).length;
  return {
    date: '2026-03-30',
    weekday: 'Monday',
    time: MONDAY.toISOString(),
    root: '/project',
    rulesFile: '.claude/memory/learned-rules.md',
    rules: { rules: results.length, verifyLines: results.length, withoutVerify: 0 },
    sweep: {
      rulesFile: '.claude/memory/learned-rules.md',
      root: '/project',
      results,
      summary: { checked: results.length, passed: count('PASS'), failed: count('FAIL'), skipped: 0, errors: count('ERROR'), toRewrite: 0, withoutVerify: 0 },
      diagnostics: [],
      durationMs: 1,
    },
    learnings: { all: learnings, recent: learnings.slice(0, 10), notes: [] },
  };
}

describe('hookContext', () => {
  it('stays under the limit with 500 failing rules, naming how many it left out', () => {
    const results = Array.from({ length: 500 }, (_, index) => failing(index));
    const learnings = Array.from({ length: 20 }, (_, index) => learning(index + 1, { latestCorrection: 'do the other thing '.repeat(30) }));
    const context = hookContext(report(results, learnings));
    const answer = answerOf(hookAnswer(context));
    expect(answer.hookSpecificOutput.additionalContext).toBe(context);
    const size = Buffer.byteLength(hookAnswer(context), 'utf8');
    expect(size).toBeGreaterThan(HOOK_ANSWER_LIMIT - 400);
    const lines = context.split('\n');
    expect(lines[0]).toBe('rulesweep boot, 2026-03-30 (Monday): Boot complete: 500 rules checked, 0 passed, 500 failed. 10 recent learnings loaded.');
    const shown = lines.filter((line) => line.startsWith('- Never call forbiddenApi')).length;
    expect(shown).toBeGreaterThan(5);
    expect(context).toContain(`- …and ${500 - shown} more failing rules: run \`rulesweep sweep\` to see them all.`);
    // One sample per failing rule shown, cut short.
    expect(lines.filter((line) => line.startsWith('  e.g. ')).length).toBe(shown);
    expect(context).toContain('Recent learnings to keep in mind:');
    expect(lines.at(-1)).toBe('Rules file: .claude/memory/learned-rules.md. Full report: `rulesweep sweep`.');
  });

  it.each(SESSION_HOOK_AGENTS)('keeps each host\'s documented limit for --hook %s with 500 failing rules', (agent) => {
    const results = Array.from({ length: 500 }, (_, index) => failing(index));
    const context = hookContext(report(results), HOOK_ANSWER_LIMIT, agent);
    const answer = hookAnswer(context, agent);
    expect(Buffer.byteLength(answer, 'utf8')).toBeLessThanOrEqual(HOOK_ANSWER_LIMIT);
    expect(Buffer.byteLength(answer, 'utf8')).toBeGreaterThan(HOOK_ANSWER_LIMIT - 400);
    // Claude Code keeps 10,000 characters of hook context; Codex 2,500 tokens of 4 bytes (its
    // hooks' HOOK_OUTPUT_TOKEN_LIMIT and approx_token_count).
    expect(context.length).toBeLessThanOrEqual(10_000);
    expect(Math.ceil(Buffer.byteLength(context, 'utf8') / 4)).toBeLessThanOrEqual(2_500);
    if (agent === 'opencode') expect(answer).toBe(`${context}\n`);
    else expect(JSON.parse(answer)).toEqual({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } });
  });

  it('counts escaped characters against the budget', () => {
    const quotey = Array.from({ length: 500 }, (_, index) => failing(index, `Never write "\\"${'"'.repeat(100)}\\u0000 in rule ${index}\t\u0001`));
    const context = hookContext(report(quotey));
    answerOf(hookAnswer(context));
    expect(context).toContain('more failing rules');
    const multibyte = Array.from({ length: 500 }, (_, index) => failing(index, `Schreibe nie «${'ü'.repeat(120)}» — Regel ${index} ✓`));
    answerOf(hookAnswer(hookContext(report(multibyte))));
  });

  it('keeps failing rules and many broken checks together under the limit', () => {
    const broken = Array.from({ length: 300 }, (_, index): CheckResult => ({ ...failing(index), status: 'ERROR', reason: 'path not found: x/', samples: [] }));
    const results = [...Array.from({ length: 300 }, (_, index) => failing(1000 + index)), ...broken];
    const context = hookContext(report(results));
    answerOf(hookAnswer(context));
    expect(context).toMatch(/\n300 checks could not run \("Never call forbiddenApi0 directly in any module of the proj…", "[^"]+", "[^"]+", …\)\.\n/);
  });

  it('prefers corrected learnings that share words with the failing rules', () => {
    const learnings = [
      learning(9, { command: 'ls', latestCorrection: undefined }),
      learning(8, { command: 'pip install requests', latestCorrection: 'use uv add requests' }),
      learning(7, { command: 'echo hi', latestCorrection: 'say hello' }),
    ];
    const results = [failing(1, 'Never use pip install; use uv.')];
    const context = hookContext(report(results, learnings));
    const section = context.slice(context.indexOf('Recent learnings to keep in mind:')).split('\n');
    expect(section[1]).toContain('#8');
    expect(section[2]).toContain('#7');
    expect(section[3]).toContain('#9');
  });

  it('reads only the payload fields it needs and ignores anything else', () => {
    expect(parseHookPayload(payload({ session_id: 's1', cwd: '/x' }))).toEqual({ session_id: 's1', cwd: '/x', source: 'startup', hook_event_name: 'SessionStart' });
    expect(parseHookPayload('not json')).toBeUndefined();
    expect(parseHookPayload('[1,2]')).toBeUndefined();
    expect(parseHookPayload('{"session_id": 42, "cwd": ["a"]}')).toEqual({});
    expect(parseHookPayload('')).toBeUndefined();
  });
});

describe('rulesweep boot --hook claude', () => {
  it('answers with the summary, the failing rules and their samples, from the payload\'s cwd', async () => {
    const root = namedProject('hooked', SEED_TREE);
    await initGitRepo(root);
    await writeLearnings(root, 3, 1);
    const elsewhere = os.tmpdir();
    const { code, stdout, stderr } = await runBin(['boot', '--hook', 'claude'], {
      cwd: elsewhere,
      env: isolatedEnv(),
      stdin: payload({ session_id: 'abc', cwd: path.join(root, 'knowledge') }),
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const context = answerOf(stdout).hookSpecificOutput.additionalContext;
    expect(context).toMatch(/^rulesweep boot, \d{4}-\d{2}-\d{2} \(\w+day\): Boot complete: 7 rules checked, 4 passed, 2 failed\. 3 recent learnings loaded\.\n/);
    expect(context).toContain('- Never use double dashes in document titles or markdown headings. (found 1 match, expected 0)\n  e.g. knowledge/mem-layer.md:1: # Mem-Layer -- Graph-Based AI Memory');
    expect(context).toContain('- #1 2026-03-20 `make target1` (exit 2) → run make build1 first');
  });

  it('uses CLAUDE_PROJECT_DIR over the payload and the working directory', async () => {
    const root = namedProject('project-dir', SEED_TREE);
    const other = namedProject('other', { 'x.txt': 'x\n' });
    const { code, stdout } = await runCli(['boot', '--hook', 'claude'], {
      cwd: other,
      env: isolatedEnv({ CLAUDE_PROJECT_DIR: root }),
      stdin: payload({ session_id: 'abc', cwd: other }),
      now: MONDAY,
    });
    expect(code).toBe(0);
    expect(answerOf(stdout).hookSpecificOutput.additionalContext).toContain('Boot complete: 7 rules checked, 4 passed, 2 failed.');
  });

  it('keeps the answer under 8,000 characters with 500 failing rules on a real tree', async () => {
    const rules = ['# Learned Rules', '---'];
    const source: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      rules.push(`- Never call forbiddenApi${i} anywhere; it was removed in the 2026 refactor and breaks the build.`, `  verify: Grep("forbiddenApi${i}\\b", path="src/") -> 0 matches`);
      source.push(`forbiddenApi${i}(); // ${'legacy '.repeat(30)}`);
    }
    const root = namedProject('five-hundred', {
      '.claude/memory/learned-rules.md': `${rules.join('\n')}\n`,
      'src/legacy.ts': `${source.join('\n')}\n`,
    });
    const { code, stdout } = await runBin(['boot', '--hook', 'claude'], { cwd: root, env: isolatedEnv(), stdin: payload({ cwd: root }) });
    expect(code).toBe(0);
    const context = answerOf(stdout).hookSpecificOutput.additionalContext;
    expect(context).toContain('Boot complete: 500 rules checked, 0 passed, 500 failed.');
    expect(context).toMatch(/- …and \d+ more failing rules: run `rulesweep sweep` to see them all\./);
    expect(context.split('\n').at(-1)).toBe('Rules file: .claude/memory/learned-rules.md. Full report: `rulesweep sweep`.');
  }, 120_000);

  it('uses a payload that arrived even when stdin is never closed', async () => {
    const root = namedProject('payload-open', SEED_TREE);
    const other = namedProject('payload-open-elsewhere', { 'x.txt': 'x\n' });
    const stdin = new PassThrough();
    stdin.write(payload({ session_id: 'abc', cwd: root }));
    let stdout = '';
    const code = await main({
      argv: ['boot', '--hook', 'claude'],
      cwd: other,
      env: { PATH: process.env.PATH, NO_COLOR: '1', ...isolatedEnv() },
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: () => true },
      stdin,
      now: () => MONDAY,
    });
    expect(code).toBe(0);
    expect(answerOf(stdout).hookSpecificOutput.additionalContext).toContain('Boot complete: 7 rules checked, 4 passed, 2 failed.');
    expect(stdin.destroyed).toBe(true);
  });

  describe('fails open: exit 0 and a one-line note, whatever goes wrong', () => {
    const cases: Array<[string, () => { cwd: string; env: Record<string, string | undefined> }, RegExp]> = [
      ['no rules file', () => ({ cwd: namedProject('none', { 'a.txt': 'a\n' }), env: isolatedEnv() }),
        /\nNote: no rules file at \.claude\/memory\/learned-rules\.md \(create one with `rulesweep init`/],
      ['a rules file that cannot be read', () => {
        const cwd = namedProject('dir-rules', { 'a.txt': 'a\n' });
        mkdirSync(path.join(cwd, '.claude/memory/learned-rules.md'), { recursive: true });
        return { cwd, env: isolatedEnv() };
      }, /0 rules checked \(rules file unreadable\)[^\n]*\nNote: cannot read the rules file/],
      ['ripgrep missing', () => ({ cwd: namedProject('no-rg', SEED_TREE), env: isolatedEnv({ RULESWEEP_RG: '/nonexistent' }) }),
        /0 rules checked \(sweep could not run\)[^\n]*\nNote: RULESWEEP_RG points at \/nonexistent/],
      ['an unreadable learnings store', () => {
        const cwd = namedProject('bad-store', SEED_TREE);
        mkdirSync(path.join(cwd, '.claude/memory/learnings.jsonl'));
        return { cwd, env: isolatedEnv() };
      }, /7 rules checked[^\n]*\(a learnings store could not be read\)\.\nNote: the project learnings store/],
      ['a broken config file', () => ({ cwd: namedProject('bad-config', { ...SEED_TREE, '.rulesweep.json': '{ nope' }), env: isolatedEnv() }),
        /^rulesweep boot: could not run \(\.rulesweep\.json is not valid JSON[^\n]*The session continues without the rule check\.$/],
    ];
    for (const [name, setup, expected] of cases) {
      it(name, async () => {
        const { cwd, env } = setup();
        const { code, stdout } = await runBin(['boot', '--hook', 'claude'], { cwd, env, stdin: payload({ cwd }) });
        expect(code).toBe(0);
        expect(answerOf(stdout).hookSpecificOutput.additionalContext).toMatch(expected);
      });
    }

    it('a payload that is not JSON, from a folder that is not the project', async () => {
      const root = namedProject('garbage', SEED_TREE);
      const { code, stdout } = await runBin(['boot', '--hook', 'claude'], { cwd: root, env: isolatedEnv(), stdin: '\u0000garbage{' });
      expect(code).toBe(0);
      expect(answerOf(stdout).hookSpecificOutput.additionalContext).toContain('7 rules checked');
    });

    it('a stdin that never closes', async () => {
      const root = namedProject('open-stdin', SEED_TREE);
      const started = Date.now();
      const result = await runBin(['boot', '--hook', 'claude'], { cwd: root, env: isolatedEnv(), leaveStdinOpen: true, killAfterMs: 15_000 });
      expect(result.code).toBe(0);
      expect(answerOf(result.stdout).hookSpecificOutput.additionalContext).toContain('7 rules checked');
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  it('records the session under the payload\'s session id when asked', async () => {
    const root = namedProject('hook-record', SEED_TREE);
    for (let i = 0; i < 2; i += 1) {
      const { code, stdout } = await runCli(['boot', '--hook', 'claude', '--record'], {
        cwd: root, env: isolatedEnv(), stdin: payload({ session_id: 'claude-123', cwd: root }), now: MONDAY,
      });
      expect(code).toBe(0);
      answerOf(stdout);
    }
    const scorecard = await runCli(['scorecard', '--json'], { cwd: root, env: isolatedEnv(), now: MONDAY });
    const trend = JSON.parse(scorecard.stdout).trend;
    expect(trend.points).toEqual([{ session_number: 1, date: '2026-03-30', session_id: 'claude-123', corrections: 0, passRate: (100 * 4) / 6 }]);
  });
});

describe('rulesweep boot --hook codex and --hook opencode', () => {
  const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
  const codexStart = (cwd: string) => JSON.stringify({ ...JSON.parse(readFileSync(path.join(FIXTURES, 'hooks/codex-session-start.json'), 'utf8')), cwd });
  const codexSchema = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(path.join(FIXTURES, 'schemas/codex-session-start.command.output.schema.json'), 'utf8')));

  it('answers Codex\'s SessionStart payload in the shape its output schema accepts, from the payload\'s cwd', async () => {
    const root = namedProject('codex-hooked', SEED_TREE);
    await initGitRepo(root);
    const { code, stdout, stderr } = await runBin(['boot', '--hook', 'codex'], { cwd: os.tmpdir(), env: isolatedEnv(), stdin: codexStart(path.join(root, 'knowledge')) });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const answer = answerOf(stdout);
    expect(codexSchema(answer), JSON.stringify(codexSchema.errors)).toBe(true);
    expect(answer.hookSpecificOutput.additionalContext).toMatch(/^rulesweep boot, \d{4}-\d{2}-\d{2} \(\w+day\): Boot complete: 7 rules checked, 4 passed, 2 failed\./);
    expect(answer.hookSpecificOutput.additionalContext).toContain('(found 1 match, expected 0)\n  e.g. knowledge/mem-layer.md:1:');
  });

  it('answers the OpenCode plugin with the same context as plain text', async () => {
    const root = namedProject('opencode-hooked', SEED_TREE);
    const env = isolatedEnv();
    const stdin = payload({ session_id: 'ses_5f2a91c7e3ffe1Qm8ZtV0bKx4R', cwd: root });
    const plain = await runCli(['boot', '--hook', 'opencode'], { cwd: root, env, stdin, now: MONDAY });
    const claude = await runCli(['boot', '--hook', 'claude'], { cwd: root, env, stdin, now: MONDAY });
    expect(plain.code).toBe(0);
    expect(plain.stdout.startsWith('{')).toBe(false);
    expect(plain.stdout).toBe(`${answerOf(claude.stdout).hookSpecificOutput.additionalContext}\n`);
  });

  it.each(['codex', 'opencode'])('fails open for --hook %s: exit 0 and a one-line note in its shape', async (agent) => {
    const cwd = namedProject(`bad-config-${agent}`, { ...SEED_TREE, '.rulesweep.json': '{ nope' });
    const { code, stdout } = await runBin(['boot', '--hook', agent], { cwd, env: isolatedEnv(), stdin: payload({ cwd }) });
    expect(code).toBe(0);
    const note = agent === 'opencode' ? stdout.trimEnd() : answerOf(stdout).hookSpecificOutput.additionalContext;
    expect(note).toMatch(/^rulesweep boot: could not run \(\.rulesweep\.json is not valid JSON[^\n]*The session continues without the rule check\.$/);
  });

  it('refuses an agent it does not answer for, with the ones it does', async () => {
    const cwd = namedProject('hook-unknown', SEED_TREE);
    const { code, stderr } = await runBin(['boot', '--hook', 'cursor'], { cwd, env: isolatedEnv() });
    expect(code).toBe(2);
    expect(stderr).toMatch(/claude, codex, opencode/);
  });
});
