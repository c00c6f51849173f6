// `npm run bench`: generates the benchmark tree (deterministic, cached in the system's temp
// folder, outside any repository whose ignore files could change what is searched) and prints
// each figure the issues set as a target, as ratios against baselines run in this process.
import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateTree, RULES } from './tree.mjs';
import { benchSweep } from './sweep.mjs';
import { REAL_RULES } from './real-rules.mjs';
import { countFiles, generateRealTree } from './real-tree.mjs';

const root = process.env.RULESWEEP_BENCH_TREE ?? path.join(os.tmpdir(), 'rulesweep-bench-tree');

function treeSize(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return { files, bytes };
}

const fmt = (n, digits = 0) => n.toFixed(digits);

generateTree(root);
const size = treeSize(path.join(root, 'src'));
const docs = treeSize(path.join(root, 'docs'));
console.log(`tree: ${size.files + docs.files} files, ${fmt((size.bytes + docs.bytes) / 1024 / 1024, 1)} MB, 50 rules (${root})`);

const rules = [];
for (let i = 0; i < 50; i += 1) {
  const [, pattern, scope] = i < RULES.length ? RULES[i] : [null, `forbiddenApi${i}\\(|deprecated_${i}_call`, i % 2 ? 'src/' : 'docs/'];
  rules.push({ pattern, scope });
}
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const report = (name, sweep) => console.log(
  `sweep, ${name}: seed loop ${fmt(sweep.naiveMs)} ms; rulesweep cold ${fmt(sweep.coldMs)} ms → ${fmt(sweep.coldRatio, 1)}x, ` +
    `warm ${fmt(sweep.warmMs)} ms → ${fmt(sweep.warmRatio, 1)}x; peak RSS ${fmt(sweep.peakRssMb, 1)} MB; median of ${sweep.runs} (load ${load()})`,
);
report('generated tree', await benchSweep(root, rules));

const realRoot = process.env.RULESWEEP_BENCH_REAL_TREE ?? path.join(os.tmpdir(), 'rulesweep-bench-real-tree');
generateRealTree(realRoot);
const realRules = REAL_RULES.map(([, pattern, scope, extra]) => ({ pattern, scope, glob: extra?.glob, type: extra?.type }));
console.log(`real-code tree: ${countFiles(realRoot)} files (this project's node_modules and npm's own), ${realRules.length} rules (${realRoot})`);
report('real-code tree (targets: cold ≥ 3x, warm ≥ 10x, RSS < 150 MB)', await benchSweep(realRoot, realRules));

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
