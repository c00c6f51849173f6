#!/usr/bin/env node
// The executable. CommonJS on purpose: `learn hook` runs on every agent tool call, and on Node 20
// starting an ES module costs more than the whole hook does. The hook's code is bundled into
// one CommonJS file at build time (dist/hook/learn-hook.cjs); everything else goes through main().
// The standard streams are getters: creating a stream for a pipe loads net and stream, which
// the hook never needs (it reads `stdinFd` directly).
import type { ProcessIo } from '../cli/main.js';

(require('node:module') as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const io: ProcessIo = {
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  env: process.env,
  get stdout() {
    return readerMayLeave(process.stdout);
  },
  get stderr() {
    return readerMayLeave(process.stderr);
  },
  get stdin() {
    return process.stdin;
  },
  stdinFd: 0,
  now: () => new Date(),
};

/**
 * `rulesweep … | head` closes the pipe early: that reader has what it wanted, so stop writing
 * instead of dying of an unhandled EPIPE. Any other write error still surfaces.
 */
function readerMayLeave(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (stream.listenerCount('error') === 0) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      stream.destroy();
    });
  }
  return stream;
}

const hook = require('../hook/learn-hook.cjs') as typeof import('../cli/commands/learn-hook.js');
const run: Promise<number> = hook.isLearnHookInvocation(io.argv)
  ? hook.runLearnHook(hook.parseLearnHookArgs(io.argv.slice(2)), io)
  : import('../cli/main.js').then(({ main }) => main(io));
void run.then((code) => {
  process.exitCode = code;
});
