// Benchmark: evolve's grouping at scale, the figures issue 10 sets (10,000 learnings reviewed in
// under 2 s and 200 MB, 100,000 in under 20 s). Two stores of each size:
//   random   the learnings benchmark's store (random words: every command and error distinct,
//            a correction in five), the worst case for an index;
//   corpus   the labelled corpus's events (test/corpus) replayed across many sessions with their
//            numbers and paths varied, as a team's store grows.
// Each figure comes from a child process (so its peak RSS is its own): `groupLearnings` alone,
// and the whole `rulesweep evolve --json` through main() as a user runs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { learningsFixture } from './learnings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

/** The corpus's events as learnings, replayed until there are `count`, their numbers and paths varied (a correction's text repeats, as a team's does). */
export function corpusFixture(count, seed = 11) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const events = readdirSync(path.join(repo, 'test', 'corpus'))
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(repo, 'test', 'corpus', name), 'utf8').trim().split('\n').map((line) => JSON.parse(line)));
  const shapes = events.map(toLearning).filter(Boolean);
  const lines = [];
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let id = 1; id <= count; id += 1) {
    const shape = shapes[Math.floor(next() * shapes.length)];
    const vary = (text) => text?.replace(/\d+/g, () => String(Math.floor(next() * 1000))).replace(/\b(src|tests|scripts|data)\//g, () => `${['src', 'lib', 'app', 'pkg'][Math.floor(next() * 4)]}/`);
    lines.push(JSON.stringify({
      type: 'learning', v: 1, id, time: new Date(start + id * 300_000).toISOString(), kind: shape.kind,
      ...(shape.command ? { command: vary(shape.command) } : {}),
      ...(shape.error ? { error: vary(shape.error) } : {}),
      ...(shape.correction ? { correction: shape.correction } : {}),
      tags: shape.tags, session: `s${Math.floor(id / 4)}`,
    }));
  }
  return `${lines.join('\n')}\n`;
}

function toLearning(event) {
  const payload = event.payload;
  if (event.capture) return { kind: 'correction', correction: event.capture.correction, tags: [] };
  if (!payload) return undefined;
  if (payload.hook_event_name === 'UserPromptSubmit') return { kind: 'correction', correction: payload.prompt, tags: ['prompt'] };
  if (payload.hook_event_name === 'PostToolUseFailure') return { kind: 'failure', command: payload.tool_input.command, error: payload.error.replace(/^Exit code \d+\n?/, ''), tags: ['bash'] };
  if (payload.hook_event_name === 'PostToolUse' && payload.tool_response?.exit_code) return { kind: 'failure', command: payload.tool_input.command, error: payload.tool_response.stderr, tags: ['bash'] };
  return undefined;
}

const FIXTURES = { random: learningsFixture, corpus: corpusFixture };

/** One child process: groups a store of `count` learnings and reports its time and peak RSS. */
function groupInChild(kind, count) {
  const script = `
    const { foldLearnings } = await import(${JSON.stringify(pathToFileURL(path.join(repo, 'dist/learnings/store.js')).href)});
    const { groupLearnings } = await import(${JSON.stringify(pathToFileURL(path.join(repo, 'dist/evolve/group.js')).href)});
    const fixtures = await import(${JSON.stringify(pathToFileURL(path.join(here, 'grouping.mjs')).href)});
    const { learnings } = foldLearnings(fixtures.FIXTURES_BY_NAME[${JSON.stringify(kind)}](${count}), 'store', 'project');
    const started = performance.now();
    const groups = groupLearnings(learnings, { now: new Date('2026-06-01T00:00:00Z') });
    process.stdout.write(JSON.stringify({ ms: performance.now() - started, groups: groups.length, rssMb: process.resourceUsage().maxRSS / 1024 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`grouping ${count} ${kind} learnings failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** `rulesweep evolve --json` over a project whose store holds `count` learnings, through main(), in a child. */
function evolveInChild(kind, count) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-evolve-'));
  try {
    mkdirSync(path.join(root, '.git'));
    mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
    writeFileSync(path.join(root, '.claude', 'memory', 'learnings.jsonl'), FIXTURES[kind](count));
    writeFileSync(path.join(root, 'README.md'), '# project\n');
    const env = { PATH: process.env.PATH, HOME: root, XDG_DATA_HOME: path.join(root, 'data'), NO_COLOR: '1' };
    const run = spawnSync(process.execPath, [path.join(here, 'measure.mjs'), 'evolve', '--json', '--root', root], { cwd: root, env, encoding: 'utf8', maxBuffer: 1 << 26 });
    const report = JSON.parse(run.stderr);
    if (report.code !== 0) throw new Error(`evolve --json over ${count} ${kind} learnings exited ${report.code}`);
    return { ms: report.ms, rssMb: report.maxRssKb / 1024 };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export const FIXTURES_BY_NAME = FIXTURES;

export function benchGrouping({ sizes = [10_000, 100_000], kinds = ['random', 'corpus'] } = {}) {
  const rows = [];
  for (const kind of kinds) {
    for (const count of sizes) {
      const grouping = groupInChild(kind, count);
      const evolve = evolveInChild(kind, count);
      rows.push({ kind, count, groupMs: grouping.ms, groups: grouping.groups, groupRssMb: grouping.rssMb, evolveMs: evolve.ms, evolveRssMb: evolve.rssMb });
    }
  }
  return rows;
}

export function describeGrouping(row) {
  const fmt = (n) => Math.round(n).toLocaleString('en');
  const target = row.count <= 10_000 ? 'target < 2,000 ms and < 200 MB' : 'target < 20,000 ms';
  return `evolve over ${fmt(row.count)} ${row.kind} learnings: evolve --json ${fmt(row.evolveMs)} ms, peak ${fmt(row.evolveRssMb)} MB (${target}); ` +
    `grouping alone ${fmt(row.groupMs)} ms, ${fmt(row.groupRssMb)} MB, ${fmt(row.groups)} lessons`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const row of benchGrouping()) console.log(describeGrouping(row));
}
