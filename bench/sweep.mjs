// Sweep benchmark: rulesweep against the seed's naive approach (one ripgrep per rule, one after
// another, plus the seed's sample run for each failing rule) on the same tree: cold (an empty
// cache, written by the run) and warm (the cache of the previous run, the tree unchanged).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

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

/** The seed's verify-sweep.sh, minus its shell: the same ripgrep calls, strictly in sequence. */
export async function naiveSweep(root, rules) {
  let failed = 0;
  for (const { pattern, scope, glob, type } of rules) {
    const filters = [...(glob ? ['--glob', glob] : []), ...(type ? ['--type', type] : [])];
    const counted = await run(rg, ['-c', ...filters, pattern, scope], root);
    const total = counted.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
    if (total > 0) {
      failed += 1;
      await run(rg, ['-n', '--max-count', '1', ...filters, pattern, scope], root);
    }
  }
  return failed;
}

export async function rulesweepSweep(root, cacheHome) {
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
  const result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'measure.mjs'), 'sweep', '--json', '--root', root], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', () => resolve({ stderr }));
  });
  const measured = JSON.parse(result.stderr);
  if (measured.code !== 0) throw new Error(`rulesweep sweep exited ${measured.code}`);
  return measured;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median of `runs` alternating rounds of: the naive loop, a cold rulesweep (a fresh, empty cache
 * folder) and a warm one (the cache the cold run wrote, the tree unchanged).
 */
export async function benchSweep(root, rules, { runs = 3 } = {}) {
  spawnSync(rg, ['--files', root], { stdio: 'ignore' });
  const naive = [];
  const cold = [];
  const warm = [];
  const rss = [];
  for (let i = 0; i < runs; i += 1) {
    let started = performance.now();
    await naiveSweep(root, rules);
    naive.push(performance.now() - started);
    const cacheHome = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-cache-'));
    try {
      started = performance.now();
      rss.push((await rulesweepSweep(root, cacheHome)).maxRssKb / 1024);
      cold.push(performance.now() - started);
      started = performance.now();
      rss.push((await rulesweepSweep(root, cacheHome)).maxRssKb / 1024);
      warm.push(performance.now() - started);
    } finally {
      rmSync(cacheHome, { recursive: true, force: true });
    }
  }
  return {
    naiveMs: median(naive),
    coldMs: median(cold),
    warmMs: median(warm),
    coldRatio: median(naive) / median(cold),
    warmRatio: median(naive) / median(warm),
    peakRssMb: Math.max(...rss),
    runs,
  };
}
