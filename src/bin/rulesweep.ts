#!/usr/bin/env node
// The executable: enable Node's compile cache where it exists, then hand everything to main().
// The standard streams are getters: creating a stream for a pipe loads net and stream (~5 ms),
// which `learn hook`, run on every agent tool call, never needs; it reads `stdinFd` directly.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const { main } = await import('../cli/main.js');
process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  get stdout() {
    return process.stdout;
  },
  get stderr() {
    return process.stderr;
  },
  get stdin() {
    return process.stdin;
  },
  stdinFd: 0,
  now: () => new Date(),
});
