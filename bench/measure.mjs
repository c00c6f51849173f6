// Runs one rulesweep command in this process through main() and reports, on stderr as JSON,
// its wall time, this process's peak RSS and, for `sweep --json`, each result's status and count (so
// the benchmark can check that every engine found the same). The benchmark spawns it per run.
// RULESWEEP_BENCH_MAIN names another build's dist/cli/main.js (the old engine's).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const started = performance.now();
const { main } = await import(process.env.RULESWEEP_BENCH_MAIN ? pathToFileURL(process.env.RULESWEEP_BENCH_MAIN).href : '../dist/cli/main.js');
let out = '';
const code = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (chunk) => (out += chunk) },
  stderr: { write: () => {} },
  stdin: process.stdin,
  now: () => new Date(),
});
const ms = performance.now() - started;
const results = process.argv[2] === 'sweep' && process.argv.includes('--json') ? JSON.parse(out).results.map((row) => [row.status, row.count ?? null]) : undefined;
process.stderr.write(JSON.stringify({ code, ms, maxRssKb: process.resourceUsage().maxRSS, bytes: out.length, results }));
