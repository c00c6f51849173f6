// Sweep benchmark: rulesweep against the seed's naive approach (one ripgrep per rule, one after
// another, plus the seed's sample run for each failing rule) on the same generated tree.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
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
  for (const { pattern, scope } of rules) {
    const counted = await run(rg, ['-c', pattern, scope], root);
    const total = counted.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
    if (total > 0) {
      failed += 1;
      await run(rg, ['-n', '--max-count', '1', pattern, scope], root);
    }
  }
  return failed;
}

export async function rulesweepSweep(root) {
  const result = await run(process.execPath, [path.join(here, 'measure.mjs'), 'sweep', '--json', '--root', root], root);
  const measured = JSON.parse(result.stderr);
  if (measured.code !== 0) throw new Error(`rulesweep sweep exited ${measured.code}`);
  return measured;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchSweep(root, rules, { runs = 5 } = {}) {
  spawnSync(rg, ['--files', root], { stdio: 'ignore' });
  const naive = [];
  const ours = [];
  const rss = [];
  for (let i = 0; i < runs; i += 1) {
    let started = performance.now();
    await naiveSweep(root, rules);
    naive.push(performance.now() - started);
    started = performance.now();
    const measured = await rulesweepSweep(root);
    ours.push(performance.now() - started);
    rss.push(measured.maxRssKb / 1024);
  }
  return {
    naiveMs: median(naive),
    rulesweepMs: median(ours),
    ratio: median(naive) / median(ours),
    peakRssMb: Math.max(...rss),
    runs,
  };
}
