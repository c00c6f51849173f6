// `npm run bench`: generates the benchmark tree (deterministic, cached in the system's temp
// folder, outside any repository whose ignore files could change what is searched) and prints
// each figure the issues set as a target, as ratios against baselines run in this process.
// `node bench/run.mjs sweep` runs only the sweep's part; RULESWEEP_BENCH_RUNS sets its rounds.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { generateTree, RULES } from './tree.mjs';
import { benchSweep } from './sweep.mjs';
import { OLD_ENGINE_COMMIT, oldEngine } from './old-engine.mjs';
import { REAL_RULES } from './real-rules.mjs';
import { describeRealTree, generateRealTree } from './real-tree.mjs';

const root = process.env.RULESWEEP_BENCH_TREE ?? path.join(os.tmpdir(), 'rulesweep-bench-tree');
const runs = Number(process.env.RULESWEEP_BENCH_RUNS ?? 3);
const rg = createRequire(import.meta.url).resolve(`@vscode/ripgrep-${process.platform}-${process.arch}/bin/${process.platform === 'win32' ? 'rg.exe' : 'rg'}`);

/** The files a sweep of `dir` sees (ripgrep's listing: ignore files, no hidden files) and their bytes. */
function sweptFiles(dir) {
  const listed = spawnSync(rg, ['--no-config', '--files', '--null'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\0').filter(Boolean);
  let bytes = 0;
  for (const file of listed) bytes += statSync(path.join(dir, file)).size;
  return `${listed.length.toLocaleString('en-US')} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const fmt = (n, digits = 0) => n.toFixed(digits);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const cpu = (row) => (row.cpuMs === undefined ? '' : `, CPU ${seconds(row.cpuMs)}`);

console.log(`rulesweep benchmark: Node ${process.version}, ${os.cpus().length} cores, load average ${load()} (1, 5, 15 min)`);
console.log(`sweep: each round runs the seed's loop (one ripgrep per rule in sequence, plus its sample run per failing rule), ` +
  `the engine before issue 11 (${OLD_ENGINE_COMMIT}), rulesweep cold (empty cache) and warm (unchanged tree) back to back; ` +
  `medians of ${runs} rounds; ratios are the seed loop's wall time over each; CPU includes ripgrep's; RSS is the rulesweep process's peak.`);
const old = oldEngine();
if (old.unavailable) console.log(`the engine before issue 11 is left out: ${old.unavailable}`);

function report(name, described, sweep, targets) {
  console.log(`sweep, ${name}: ${described}; ${sweep.failing} of 50 rules violated (load ${load()})`);
  console.log(`  seed loop        ${seconds(sweep.seed.wallMs)}${cpu(sweep.seed)}`);
  if (sweep.old) console.log(`  before issue 11  ${seconds(sweep.old.wallMs)}${cpu(sweep.old)}  → ${fmt(sweep.old.ratio, 1)}x; peak RSS ${fmt(sweep.old.peakRssMb)} MB`);
  const versus = (row) => (sweep.old ? ` (${fmt(sweep.old.wallMs / row.wallMs, 1)}x the engine before)` : '');
  console.log(`  rulesweep cold   ${seconds(sweep.cold.wallMs)}${cpu(sweep.cold)}  → ${fmt(sweep.cold.ratio, 1)}x${versus(sweep.cold)}; peak RSS ${fmt(sweep.cold.peakRssMb)} MB`);
  console.log(`  rulesweep warm   ${seconds(sweep.warm.wallMs)}${cpu(sweep.warm)}  → ${fmt(sweep.warm.ratio, 1)}x${versus(sweep.warm)}; peak RSS ${fmt(sweep.warm.peakRssMb)} MB`);
  if (targets) console.log(`  targets: ${targets}`);
}

generateTree(root);
const rules = [];
for (let i = 0; i < 50; i += 1) {
  const [, pattern, scope] = i < RULES.length ? RULES[i] : [null, `forbiddenApi${i}\\(|deprecated_${i}_call`, i % 2 ? 'src/' : 'docs/'];
  rules.push({ pattern, scope });
}
report('generated tree', `${sweptFiles(root)} (${root})`, await benchSweep(root, rules, { runs, oldMain: old.main }), 'no slower than the engine before issue 11');

const realRoot = process.env.RULESWEEP_BENCH_REAL_TREE ?? path.join(os.tmpdir(), 'rulesweep-bench-real-tree');
generateRealTree(realRoot);
const realRules = REAL_RULES.map(([, pattern, scope, extra]) => ({ pattern, scope, glob: extra?.glob, type: extra?.type }));
report('real-code tree', `${describeRealTree()}: ${sweptFiles(realRoot)} (${realRoot})`, await benchSweep(realRoot, realRules, { runs, oldMain: old.main }),
  'cold ≥ 3x, warm ≥ 10x, peak RSS < 150 MB');
if (process.argv[2] === 'sweep') process.exit(0);

const { benchBoot } = await import('./boot.mjs');
const boot = await benchBoot(root);
console.log(
  `boot --hook claude on the same tree: ${fmt(boot.bootHookMs)} ms vs sweep ${fmt(boot.sweepMs)} ms → ${fmt(boot.ratio, 2)}x the sweep; ` +
    `answer ${boot.answerBytes} bytes (cap 8,000 characters)`,
);

const { benchLearnings } = await import('./learnings.mjs');
const learn = await benchLearnings();
console.log(
  `learn hook (records a failure): ${fmt(learn.hookMs)} ms vs node -e 0 ${fmt(learn.nodeBaselineMs)} ms → ${fmt(learn.hookRatio, 2)}x (target ≤ 1.5x); ` +
    `nothing to record: ${fmt(learn.hookSkipRatio, 2)}x`,
);
console.log(
  `learn query over 10,000 learnings: ${fmt(learn.queryMs)} ms for the whole command (target < 200 ms), ${fmt(learn.queryInProcessMs)} ms to load and rank in process`,
);
console.log(`learn hook on prompts: a correction read and tied to its session's failure ${fmt(learn.hookPromptRatio, 2)}x node -e 0 (target ≤ 1.5x), an ordinary request ${fmt(learn.hookOrdinaryRatio, 2)}x`);

const { benchGuard, describeGuard } = await import('./guard.mjs');
console.log(`${describeGuard(await benchGuard())} (load ${load()})`);

const { benchGrouping, describeGrouping } = await import('./grouping.mjs');
for (const row of benchGrouping()) console.log(describeGrouping(row));

const { evaluateCorpus, describeResult, DEFAULT_CORPORA } = await import('./eval.mjs');
for (const file of DEFAULT_CORPORA) console.log(describeResult(path.relative(process.cwd(), file), await evaluateCorpus(file)));
