// Benchmarks for the learnings store, run against the built bin (npm run build first):
//   hook   `rulesweep learn hook` on a Claude Code PostToolUseFailure payload (it records a
//          learning: the hook's full work), against `node -e 0` with the same stdin; runs
//          alternate so machine noise hits both alike. Also on a successful PostToolUse payload
//          (nothing to record), the call agents make most often; on a correction prompt (read
//          in full and tied to the session's failure through the store's tail); and on an
//          ordinary prompt (read and left out).
//   query  `rulesweep learn query` over a store of 10,000 learnings, as a user runs it (whole
//          process), plus the in-process load + rank time.
// Reports medians. Targets (issue 3): hook within 1.5x of node -e 0; query under 200 ms.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './median.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const BIN = path.join(repo, 'dist', 'bin', 'rulesweep.cjs');
const fixture = (name) => readFileSync(path.join(repo, 'test', 'fixtures', 'hooks', `${name}.json`), 'utf8');
const PAYLOAD = fixture('claude-post-tool-use-failure-bash');
const SKIPPED_PAYLOAD = fixture('claude-post-tool-use-success');
// A correction the hook reads in full and ties to the session's failure (it reads the store's tail).
const ORDINARY_PROMPT = JSON.stringify({ ...JSON.parse(PAYLOAD), hook_event_name: 'UserPromptSubmit', prompt: 'Add a discount field to the cart and show it on the checkout page.', tool_name: undefined, tool_input: undefined, error: undefined });
const PROMPT_PAYLOAD = JSON.stringify({ ...JSON.parse(PAYLOAD), hook_event_name: 'UserPromptSubmit', prompt: 'nope, en mac no existe timeout, usa gtimeout', tool_name: undefined, tool_input: undefined, error: undefined });

function timeRun(args, { input = '', cwd, env }) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { input, cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { ms, stdout: result.stdout.toString() };
}

const WORDS = ('build install deploy cache parser token session config module package docker compose git push ' +
  'pull rebase branch python pip uv bun npm node typescript lint format date timezone network proxy ssl ' +
  'permission folder path file import export migration schema database postgres sqlite queue worker').split(' ');

/** A deterministic store of `count` learnings with the variety of a real one. */
export function learningsFixture(count, seed = 7) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const lines = [];
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let id = 1; id <= count; id += 1) {
    const time = new Date(start + id * 600_000).toISOString();
    const special = id % 997 === 0 ? ' null value handling in the csv loader' : '';
    lines.push(JSON.stringify({
      type: 'learning', v: 1, id, time, kind: id % 5 === 0 ? 'correction' : 'failure',
      command: `${pick()} ${pick()} --${pick()} ${pick()}`,
      exitCode: 1 + (id % 3),
      error: `Error: ${pick()} ${pick()} failed while ${pick()} ${pick()} ${pick()}${special}`,
      ...(id % 5 === 0 ? { correction: `use ${pick()} instead of ${pick()}` } : {}),
      tags: [pick()],
      agent: 'claude-code',
      session: `s${id % 40}`,
    }));
  }
  return `${lines.join('\n')}\n`;
}

function project(root, learnings) {
  mkdirSync(path.join(root, '.git'), { recursive: true });
  mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
  writeFileSync(path.join(root, '.claude', 'memory', 'learnings.jsonl'), learnings);
}

export async function benchLearnings({ hookRuns = 41, queryRuns = 15 } = {}) {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run npm run build first`);
  const base = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-learnings-'));
  try {
    const hookRoot = path.join(base, 'hook');
    project(hookRoot, learningsFixture(200));
    const env = { PATH: process.env.PATH, HOME: base, XDG_DATA_HOME: path.join(base, 'data'), CLAUDE_PROJECT_DIR: hookRoot };
    const hookArgs = [BIN, 'learn', 'hook'];
    for (let i = 0; i < 3; i += 1) {
      timeRun(['-e', '0'], { input: PAYLOAD, cwd: hookRoot, env });
      timeRun(hookArgs, { input: PAYLOAD, cwd: hookRoot, env });
    }
    const baseline = [];
    const hook = [];
    const skipped = [];
    const prompted = [];
    const ordinary = [];
    for (let i = 0; i < hookRuns; i += 1) {
      baseline.push(timeRun(['-e', '0'], { input: PAYLOAD, cwd: hookRoot, env }).ms);
      hook.push(timeRun(hookArgs, { input: PAYLOAD, cwd: hookRoot, env }).ms);
      skipped.push(timeRun(hookArgs, { input: SKIPPED_PAYLOAD, cwd: hookRoot, env }).ms);
      prompted.push(timeRun(hookArgs, { input: PROMPT_PAYLOAD, cwd: hookRoot, env }).ms);
      ordinary.push(timeRun(hookArgs, { input: ORDINARY_PROMPT, cwd: hookRoot, env }).ms);
    }
    const stored = readFileSync(path.join(hookRoot, '.claude', 'memory', 'learnings.jsonl'), 'utf8').trim().split('\n').length;
    if (stored !== 200 + 3 + 2 * hookRuns) throw new Error(`the hook recorded ${stored - 200} learnings, expected ${3 + 2 * hookRuns}`);

    const queryRoot = path.join(base, 'query');
    project(queryRoot, learningsFixture(10_000));
    const queryArgs = [BIN, 'learn', 'query', 'missing', 'values', '--json'];
    const first = JSON.parse(timeRun(queryArgs, { cwd: queryRoot, env }).stdout);
    if (!first.results.some((result) => /null value handling/.test(result.learning.error))) {
      throw new Error('query "missing values" did not find "null value handling"');
    }
    const query = [];
    for (let i = 0; i < queryRuns; i += 1) query.push(timeRun(queryArgs, { cwd: queryRoot, env }).ms);

    const { loadLearnings } = await import(pathToFileURL(path.join(repo, 'dist', 'learnings', 'store.js')).href);
    const { queryLearnings } = await import(pathToFileURL(path.join(repo, 'dist', 'learnings', 'query.js')).href);
    const file = path.join(queryRoot, '.claude', 'memory', 'learnings.jsonl');
    const inProcess = [];
    for (let i = 0; i < queryRuns; i += 1) {
      const start = performance.now();
      const { learnings } = await loadLearnings(file, 'project');
      queryLearnings(learnings, 'missing values', { limit: 10 });
      inProcess.push(performance.now() - start);
    }

    const hookMs = round(median(hook));
    const nodeBaselineMs = round(median(baseline));
    const hookSkipMs = round(median(skipped));
    const hookPromptMs = round(median(prompted));
    const hookOrdinaryMs = round(median(ordinary));
    return {
      hookOrdinaryMs,
      hookOrdinaryRatio: round(hookOrdinaryMs / nodeBaselineMs, 2),
      hookPromptMs,
      hookPromptRatio: round(hookPromptMs / nodeBaselineMs, 2),
      hookMs,
      nodeBaselineMs,
      hookRatio: round(hookMs / nodeBaselineMs, 2),
      hookSkipMs,
      hookSkipRatio: round(hookSkipMs / nodeBaselineMs, 2),
      queryMs: round(median(query)),
      queryInProcessMs: round(median(inProcess)),
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await benchLearnings();
  console.log(`learn hook, recording a failure: ${result.hookMs} ms median vs node -e 0 ${result.nodeBaselineMs} ms (ratio ${result.hookRatio}, target <= 1.5)`);
  console.log(`learn hook, nothing to record (successful PostToolUse): ${result.hookSkipMs} ms median (ratio ${result.hookSkipRatio})`);
  console.log(`learn hook, a correction prompt read and tied to its session's failure: ${result.hookPromptMs} ms median (ratio ${result.hookPromptRatio}, target <= 1.5)`);
  console.log(`learn hook, an ordinary prompt (not recorded): ${result.hookOrdinaryMs} ms median (ratio ${result.hookOrdinaryRatio})`);
  console.log(`learn query over 10,000 learnings: ${result.queryMs} ms median for the whole command (target < 200), ${result.queryInProcessMs} ms in-process load + rank`);
}
