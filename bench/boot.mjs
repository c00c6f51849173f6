// Benchmark: `rulesweep boot --hook claude` against a plain `rulesweep sweep` on the same large
// tree, both through the built bin as Claude Code would run them. The hook shares the sweep's
// engine, so the ratio shows what the session-start ritual costs on top of the sweep.
// Usage: npm run build && node bench/boot.mjs [tree-dir]   (the tree is generated when missing)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.mjs';
import { generateTree } from './tree.mjs';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/bin/rulesweep.cjs');

/** Runs the bin once; resolves with wall-clock milliseconds, exit code and output size. */
function timeRun(args, { cwd, env, stdin = '' }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/**
 * Times `boot --hook claude` and `sweep` on `treeRoot` (a tree from generateTree), the median of
 * `runs` alternating runs after one warm-up of each, with an empty learnings store of its own.
 */
export async function benchBoot(treeRoot, { runs = 3 } = {}) {
  const data = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-data-'));
  const env = { ...process.env, NO_COLOR: '1', XDG_DATA_HOME: data, HOME: data };
  delete env.CLAUDE_PROJECT_DIR;
  const payload = JSON.stringify({ session_id: 'bench', cwd: treeRoot, hook_event_name: 'SessionStart', source: 'startup' });
  const boot = () => timeRun(['boot', '--hook', 'claude'], { cwd: treeRoot, env, stdin: payload });
  const sweep = () => timeRun(['sweep'], { cwd: treeRoot, env });
  try {
    const check = await boot();
    const answer = JSON.parse(check.stdout);
    if (check.code !== 0 || !answer.hookSpecificOutput) throw new Error(`boot --hook claude failed: ${check.stderr || check.stdout}`);
    await sweep();
    const bootTimes = [];
    const sweepTimes = [];
    for (let i = 0; i < runs; i += 1) {
      bootTimes.push((await boot()).ms);
      sweepTimes.push((await sweep()).ms);
    }
    const bootHookMs = Math.round(median(bootTimes));
    const sweepMs = Math.round(median(sweepTimes));
    return {
      bootHookMs,
      sweepMs,
      ratio: Math.round((bootHookMs / sweepMs) * 100) / 100,
      answerBytes: Buffer.byteLength(check.stdout, 'utf8'),
      summary: answer.hookSpecificOutput.additionalContext.split('\n')[0],
    };
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'rulesweep-bench-tree'));
  generateTree(root);
  console.log(JSON.stringify(await benchBoot(root), null, 2));
}
