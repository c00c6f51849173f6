// Runs one rulesweep command in this process through main() and reports, on stderr as JSON,
// its wall time and this process's peak RSS. The benchmark spawns it as a child per run.
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { main } = await import('../dist/cli/main.js');
let bytes = 0;
const code = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (chunk) => (bytes += chunk.length) },
  stderr: { write: () => {} },
  stdin: process.stdin,
  now: () => new Date(),
});
process.stderr.write(JSON.stringify({ code, ms: performance.now() - started, maxRssKb: process.resourceUsage().maxRSS, bytes }));
