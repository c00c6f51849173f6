#!/usr/bin/env node
// The executable: enable Node's compile cache where it exists, then hand everything to main().
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const { main } = await import('../cli/main.js');
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  now: () => new Date(),
});
