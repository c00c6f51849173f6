// Sweep benchmark on one tree: the seed's sequential ripgrep loop (the baseline every ratio is
// against), the engine before issue 11 (when available), and rulesweep cold (an empty cache,
// which the run fills) and warm (that cache, the tree unchanged). Each round runs the four back
// to back, so a busy machine slows them alike; the figures are medians over the rounds. Every
// engine must agree with the others on each rule's status and count, or the benchmark stops.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timed } from './cpu.mjs';
import { median } from './median.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const rg = require.resolve(`@vscode/ripgrep-${process.platform}-${process.arch}/bin/${process.platform === 'win32' ? 'rg.exe' : 'rg'}`);

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The seed's verify-sweep.sh, minus its shell: the same ripgrep calls, strictly in sequence (a
 * count per rule, and for each failing rule the sample run). Resolves with each rule's count.
 */
export async function naiveSweep(root, rules) {
  const counts = [];
  for (const { pattern, scope, glob, type } of rules) {
    const filters = [...(glob ? ['--glob', glob] : []), ...(type ? ['--type', type] : [])];
    const counted = await run(rg, ['-c', ...filters, pattern, scope], root);
    const total = counted.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
    counts.push(total);
    if (total > 0) await run(rg, ['-n', '--max-count', '1', ...filters, pattern, scope], root);
  }
  return counts;
}

/** One `sweep --json` through main() in a child process (`mainModule`: another build's main.js). */
export async function rulesweepSweep(root, cacheHome, mainModule) {
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
  if (mainModule) env.RULESWEEP_BENCH_MAIN = mainModule;
  else delete env.RULESWEEP_BENCH_MAIN;
  const result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'measure.mjs'), 'sweep', '--json', '--root', root], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', () => resolve({ stderr }));
  });
  let measured;
  try {
    measured = JSON.parse(result.stderr);
  } catch {
    throw new Error(`rulesweep sweep failed: ${result.stderr.slice(0, 2000)}`);
  }
  if (measured.code !== 0) throw new Error(`rulesweep sweep exited ${measured.code}`);
  return measured;
}

function sameResults(name, expected, actual) {
  const a = JSON.stringify(actual);
  if (a !== JSON.stringify(expected)) throw new Error(`${name} disagrees with rulesweep cold: ${a.slice(0, 400)}`);
}

/**
 * `runs` rounds of: the seed loop, the old engine (`oldMain`, cold: it has no cache), rulesweep
 * cold (a fresh cache folder) and warm (the cache the cold run wrote). Wall and CPU times are
 * medians over the rounds; CPU counts ripgrep's processes too (undefined off Linux).
 */
export async function benchSweep(root, rules, { runs = 3, oldMain } = {}) {
  // Reads every file once so the first round does not pay for a cold page cache.
  spawnSync(rg, ['--no-config', '-c', '--', 'no such line in any benchmark file 7f3a', root], { stdio: 'ignore' });
  const series = { seed: [], old: [], cold: [], warm: [] };
  const rss = { cold: [], warm: [], old: [] };
  let failing;
  for (let i = 0; i < runs; i += 1) {
    const seed = await timed(() => naiveSweep(root, rules));
    series.seed.push(seed);
    const cacheHome = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-cache-'));
    try {
      const cold = await timed(() => rulesweepSweep(root, cacheHome));
      const warm = await timed(() => rulesweepSweep(root, cacheHome));
      series.cold.push(cold);
      series.warm.push(warm);
      rss.cold.push(cold.value.maxRssKb / 1024);
      rss.warm.push(warm.value.maxRssKb / 1024);
      sameResults('rulesweep warm', cold.value.results, warm.value.results);
      const seedFailing = seed.value.filter((count) => count > 0).length;
      failing = cold.value.results.filter(([status]) => status === 'FAIL').length;
      if (seedFailing !== failing) throw new Error(`the seed loop finds ${seedFailing} rules violated, rulesweep ${failing}`);
      if (oldMain) {
        const old = await timed(() => rulesweepSweep(root, cacheHome, oldMain));
        series.old.push(old);
        rss.old.push(old.value.maxRssKb / 1024);
        sameResults(`the engine before issue 11`, cold.value.results, old.value.results);
      }
    } finally {
      rmSync(cacheHome, { recursive: true, force: true });
    }
  }
  const summary = (rows) => rows.length === 0 ? undefined : {
    wallMs: median(rows.map((row) => row.wallMs)),
    cpuMs: rows.every((row) => row.cpuMs !== undefined) ? median(rows.map((row) => row.cpuMs)) : undefined,
  };
  const seed = summary(series.seed);
  const ratio = (row) => row && seed.wallMs / row.wallMs;
  const cold = summary(series.cold);
  const warm = summary(series.warm);
  const old = summary(series.old);
  return {
    runs,
    failing,
    seed,
    cold: { ...cold, ratio: ratio(cold), peakRssMb: Math.max(...rss.cold) },
    warm: { ...warm, ratio: ratio(warm), peakRssMb: Math.max(...rss.warm) },
    old: old && { ...old, ratio: ratio(old), peakRssMb: Math.max(...rss.old) },
  };
}
